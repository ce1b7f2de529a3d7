// MigrationSamplesTests checks that this returns the lines shown below it in the guide.

import Loom

/// Section 2.1: a popped screen's view model is freed; the store is shared.
func popAPlantScreen() -> [String] {
    let container = makeGardenContainer()
    var screen: PlantDetailScreen? = PlantDetailScreen(
        model: container.resolve(PlantDetailViewModel.self, argument: 1)!
    )
    let poppedModel = Weak(screen!.model)  // the `Weak` box of section 2.2, to watch it
    screen = nil  // the navigation controller pops the screen

    let next = PlantDetailScreen(model: container.resolve(PlantDetailViewModel.self, argument: 2)!)
    return [
        "popped screen's view model freed: \(poppedModel.object == nil)",
        "next screen shows: \(next.model.title)",
        "one store for the whole app: \(next.model.store === container.resolve(PlantStore.self)!)",
    ]
}
