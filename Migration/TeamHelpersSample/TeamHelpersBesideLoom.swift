// Migration/FromSwinject.md, section 2: a team's own `resolveAll` on `Resolver` and its own
// `@Injected`, written in its Swinject days, kept beside Loom's. The package compiles this file as
// a module of its own, as a team's is (target TeamHelpersSample), and its tests check which helper
// each call reaches.

import Loom

public protocol AnalyticsSink {
    var label: String { get }
}

public struct ConsoleSink: AnalyticsSink {
    public let label: String

    public init(label: String = "console") { self.label = label }
}

// MARK: - The team's resolveAll: still called wherever the receiver is a Resolver

// Public, as in the team's core module that its app modules import beside Loom.
extension Resolver {
    /// Every sink registered under the names the team knows, as it wrote it for Swinject.
    public func resolveAll<Service>(_ serviceType: Service.Type) -> [Service] {
        ["console", "remote"].compactMap { resolve(serviceType, name: $0) }
    }
}

func sinkLabels(from resolver: Resolver) -> [String] {
    resolver.resolveAll(AnalyticsSink.self).map(\.label)  // the team's, not Loom's
}

func sinkCount(from resolver: any Resolver) -> Int {
    resolver.resolveAll(AnalyticsSink.self).count  // the team's
}

func everySinkLabel(from container: Container) -> [String] {
    container.resolveAll(AnalyticsSink.self).map(\.label)  // a Container's own method: Loom's
}

// MARK: - The team's @Injected: its own module's name wins; Loom's is `Loom.Injected`

enum TeamServices {
    static let container: Container = {
        let container = Container()
        container.register(AnalyticsSink.self, name: "console") { _ in ConsoleSink() }
        return container
    }()
}

@propertyWrapper
struct Injected<Value> {
    let name: String
    var wrappedValue: Value { TeamServices.container.resolve(Value.self, name: name)! }
}

struct CheckoutTracker {
    @Injected(name: "console") var sink: AnalyticsSink  // the team's wrapper, from TeamServices
    @Loom.Injected var clock: CheckoutClock             // Loom's, from Container.default
}

struct CheckoutClock {
    let now: Int
}
