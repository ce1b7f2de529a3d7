// MigrationSamplesTests checks that this returns the lines shown below it in the guide.

import Loom

/// Section 2.4: names, arguments, a child container, many tasks, and a miss that returns nil.
func beyondTheDictionary() async -> [String] {
    let container = makeGardenContainer()
    let demo = makeDemoContainer(parent: container)

    let stores = await withTaskGroup(of: ObjectIdentifier.self) { group in
        for _ in 1...8 {
            group.addTask { ObjectIdentifier(container.resolve(PlantStore.self)!) }
        }
        var distinct = Set<ObjectIdentifier>()
        for await store in group { distinct.insert(store) }
        return distinct.count
    }

    return [
        "indoor: every \(container.resolve(WateringPlan.self, name: "indoor")!.daysBetween) days",
        "outdoor: every \(container.resolve(WateringPlan.self, name: "outdoor")!.daysBetween) days",
        "plant 3's screen shows: \(container.resolve(PlantDetailViewModel.self, argument: 3)!.title)",
        "demo indoor: every \(demo.resolve(WateringPlan.self, name: "indoor")!.daysBetween) days",
        "demo takes the rest from the app: \(demo.resolve(PlantDetailViewModel.self, argument: 1)!.title)",
        "stores made by 8 concurrent tasks: \(stores)",
        "an unknown name: \(container.resolve(WateringPlan.self, name: "balcony") == nil ? "nil" : "found")",
    ]
}
