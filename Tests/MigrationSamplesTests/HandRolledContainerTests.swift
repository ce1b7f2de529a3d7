import Testing
@testable import MigrationSamples

/// The problems that section 2 of the guide says each hand-rolled version has.
@Suite("Guide from a hand-rolled container: the hand-rolled versions behave as the guide says", .verifiesItsContainers)
struct HandRolledContainerTests {
    @Test func theDictionaryContainerKeepsAPoppedScreensViewModelAlive() {
        let container = DictionaryContainer()
        let store = PlantStore()
        container.register(type: PlantStore.self, store)
        var screen: PlantDetailScreen? = PlantDetailScreen(model: PlantDetailViewModel(plantID: 1, store: store))
        container.register(type: PlantDetailViewModel.self, screen!.model)
        let model = Weak(screen!.model)

        screen = nil

        #expect(model.object != nil)
        let resolved: PlantDetailViewModel = container.resolve()
        #expect(resolved.title == "Fern")
    }

    @Test func aWeakBoxFreesAnObjectRightAfterItIsRegistered() {
        let container = WeakBoxContainer()
        var store: PlantStore? = PlantStore()
        let watched = Weak(store!)
        container.register(type: PlantStore.self, store!)

        store = nil  // as in app code, where nothing but the container holds a registered object

        #expect(watched.object == nil)
    }

    @Test func thePinningContainerKeepsEveryObjectAliveForGood() {
        let container = PinningContainer()
        var screen: PlantDetailScreen? = PlantDetailScreen(model: PlantDetailViewModel(plantID: 2, store: PlantStore()))
        container.register(type: PlantDetailViewModel.self, screen!.model)
        let model = Weak(screen!.model)

        screen = nil

        #expect(model.object != nil)
    }

    @Test func theDepthCounterSharesObjectsWithinOneResolveOnly() {
        let container = GraphTrackingContainer()
        container.register(type: PlantDraft.self) { _ in PlantDraft() }
        container.register(type: PlantValidator.self) { c in PlantValidator(draft: c.resolve()) }
        container.register(type: NewPlantForm.self) { c in NewPlantForm(draft: c.resolve(), validator: c.resolve()) }

        let form: NewPlantForm = container.resolve()
        let another: NewPlantForm = container.resolve()

        #expect(form.validator.draft === form.draft)
        #expect(another.draft !== form.draft)
    }

    @Test func bothDIContainerVersionsMakeTheSameViewModels() {
        let first = AppDIContainer().makeTrailDetailViewModel(2)
        let second = DIContainer().makeTrailDetailViewModel(data: 2)

        #expect(first.forecast == "Sunny on Lake Path")
        #expect(second.forecast == first.forecast)
        #expect(DIContainer().makeTrailListViewModel().trails == AppDIContainer().makeTrailListViewModel().trails)
    }
}
