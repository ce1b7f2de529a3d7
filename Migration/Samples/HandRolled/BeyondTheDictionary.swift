// After: what a dictionary keyed by type names cannot do. Names tell two registrations of one type
// apart; a child container replaces a few registrations and takes the rest from its parent.

import Loom

struct WateringPlan {
    let daysBetween: Int
}

func registerWateringPlans(in container: Container) {
    container.register(WateringPlan.self, name: "indoor") { _ in WateringPlan(daysBetween: 7) }
    container.register(WateringPlan.self, name: "outdoor") { _ in WateringPlan(daysBetween: 2) }
}

/// A container for a demo mode: indoor plants are watered every 3 days, everything else is the app's.
func makeDemoContainer(parent: Container) -> Container {
    let demo = Container(parent: parent)
    demo.register(WateringPlan.self, name: "indoor") { _ in WateringPlan(daysBetween: 3) }
    return demo
}
