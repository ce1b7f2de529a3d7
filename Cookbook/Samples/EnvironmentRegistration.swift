// Recipe 1 of the Cookbook: one assembly per concern, each choosing its registrations from the
// environment the app was built or launched for, plus a registration behind a feature flag.

import Loom

enum AppEnvironment: String, CaseIterable {
    case debug, staging, production

    /// What this build runs as: `#if DEBUG` at compile time; a launch argument could pick staging.
    static var current: AppEnvironment {
        #if DEBUG
        return .debug
        #else
        return .production
        #endif
    }
}

struct FeatureFlags {
    var newCheckout = false
}

protocol APIClient {
    var baseURL: String { get }
}

struct LiveAPIClient: APIClient {
    let baseURL: String
}

struct InMemoryAPIClient: APIClient {
    let baseURL = "memory://fixtures"
}

protocol CrashReporter {
    var destination: String { get }
}

struct ConsoleCrashReporter: CrashReporter {
    let destination = "console"
}

struct RemoteCrashReporter: CrashReporter {
    let destination = "crash service"
}

enum CheckoutFlow: String {
    case classic, onePage = "one-page"
}

struct NetworkAssembly: Assembly {
    let environment: AppEnvironment

    func assemble(container: Container) {
        switch environment {
        case .debug:
            container.register(APIClient.self) { _ in InMemoryAPIClient() }
        case .staging:
            container.register(APIClient.self) { _ in LiveAPIClient(baseURL: "https://staging.example.com") }
                .inObjectScope(.container)
        case .production:
            container.register(APIClient.self) { _ in LiveAPIClient(baseURL: "https://api.example.com") }
                .inObjectScope(.container)
        }
    }
}

struct MonitoringAssembly: Assembly {
    let environment: AppEnvironment

    func assemble(container: Container) {
        if environment == .production {
            container.register(CrashReporter.self) { _ in RemoteCrashReporter() }.inObjectScope(.container)
        } else {
            container.register(CrashReporter.self) { _ in ConsoleCrashReporter() }
        }
    }
}

struct CheckoutAssembly: Assembly {
    let flags: FeatureFlags

    func assemble(container: Container) {
        let flow: CheckoutFlow = flags.newCheckout ? .onePage : .classic
        container.register(CheckoutFlow.self) { _ in flow }
    }
}

/// The app's container for `environment`; the app calls it once, with `AppEnvironment.current`.
func makeAppContainer(for environment: AppEnvironment, flags: FeatureFlags = FeatureFlags()) -> Container {
    let container = Container()
    _ = Assembler(
        [NetworkAssembly(environment: environment), MonitoringAssembly(environment: environment), CheckoutAssembly(flags: flags)],
        container: container
    )
    return container
}

/// What each environment's container resolves; the Cookbook shows the lines it returns.
func environmentBasedRegistration() -> [String] {
    var lines = AppEnvironment.allCases.map { environment in
        let container = makeAppContainer(for: environment)
        let api = container.resolve(APIClient.self)!
        let crashes = container.resolve(CrashReporter.self)!
        return "\(environment.rawValue): \(api.baseURL), crashes to \(crashes.destination)"
    }
    let flagged = makeAppContainer(for: .production, flags: FeatureFlags(newCheckout: true))
    lines.append("checkout with the flag on: \(flagged.resolve(CheckoutFlow.self)!.rawValue)")
    return lines
}
