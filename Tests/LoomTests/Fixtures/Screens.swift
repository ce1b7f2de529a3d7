// Screens: classes that something other than Loom creates (a storyboard, SwiftUI, a test) and that
// `injectDependencies` fills in. A small class hierarchy — Screen > ListScreen > DetailScreen — so
// the order of superclass and subclass closures can be observed in each instance's `steps`.

@testable import Loom

enum Screens {
    /// A dependency the closures resolve.
    final class Tracker {}

    /// A graph-scoped dependency, to see which closures share an object graph.
    final class Store {}

    /// The base class: every screen gets a tracker.
    class Screen {
        var tracker: Tracker?
        var store: Store?
        /// What the closures did, in order.
        var steps: [String] = []
    }

    class ListScreen: Screen {
        var category: String?
        var page: Int?
    }

    final class DetailScreen: ListScreen {
        var itemID: Int?
        var title: String?
    }

    /// A class outside the hierarchy.
    final class Unrelated {
        var steps: [String] = []
    }

    /// A resolver that is not a Loom container.
    struct ForeignResolver: Resolver {
        func resolve<Service>(_ serviceType: Service.Type) -> Service? { nil }
        func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? { nil }
    }

    /// Records failed injections (and ignores failed resolutions), instead of logging them.
    final class InjectionSpy: DebugHelper {
        private(set) var reports: [InjectionFailureReport] = []

        func resolutionFailed<Service>(
            serviceType: Service.Type,
            key: ServiceKey,
            availableRegistrations: [ServiceKey: ServiceEntryProtocol]
        ) {}

        func injectionFailed(_ report: InjectionFailureReport) {
            reports.append(report)
        }
    }

    /// A container with a closure for each class of the hierarchy; each writes its class name into
    /// the instance's `steps`.
    static func containerWithAClosurePerClass(parent: Container? = nil) -> Container {
        let container = Container(parent: parent)
        container.storyboardInitCompleted(DetailScreen.self) { _, screen in screen.steps.append("DetailScreen") }
        container.storyboardInitCompleted(Screen.self) { r, screen in
            screen.tracker = r.resolve(Tracker.self)
            screen.steps.append("Screen")
        }
        container.storyboardInitCompleted(ListScreen.self) { _, screen in screen.steps.append("ListScreen") }
        container.register(Tracker.self) { _ in Tracker() }
        return container
    }
}
