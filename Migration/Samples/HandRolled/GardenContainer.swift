// After: the same services, registered in Loom. Each registration is a factory, not an object, and
// its object scope says how long the instances that factory makes live.

import Loom

func makeGardenContainer() -> Container {
    let container = Container()

    // One store for the whole app: what the dictionary did for every object.
    container.register(PlantStore.self) { _ in PlantStore() }
        .inObjectScope(.container)

    // A new view model on every resolve, for the plant its screen shows. Loom keeps no reference
    // to it: it goes when its screen goes.
    container.register(PlantDetailViewModel.self) { (r, plantID: Int) in
        PlantDetailViewModel(plantID: plantID, store: r.resolve(PlantStore.self)!)
    }
    .inObjectScope(.transient)

    // Shared while some screen holds it; freed after the last one lets go, made again when needed.
    container.register(PhotoCache.self) { _ in PhotoCache() }
        .inObjectScope(.weak)

    registerNewPlantForm(in: container)  // section 2.3
    registerWateringPlans(in: container)  // section 2.4
    return container
}
