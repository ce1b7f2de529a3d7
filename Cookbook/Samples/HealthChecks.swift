// Recipe 9 of the Cookbook: every component that can report its health registers under
// `HealthCheckable` with a name of its own; the monitor collects all of them with `resolveAll`.

import Loom

enum HealthStatus: String {
    case healthy, degraded, down
}

protocol HealthCheckable {
    var component: String { get }
    func checkHealth() -> HealthStatus
}

struct DatabaseHealth: HealthCheckable {
    let component = "database"
    func checkHealth() -> HealthStatus { .healthy }
}

struct CacheHealth: HealthCheckable {
    let component = "cache"
    let hitRate: Double
    func checkHealth() -> HealthStatus { hitRate < 0.5 ? .degraded : .healthy }
}

struct PaymentsHealth: HealthCheckable {
    let component = "payments"
    func checkHealth() -> HealthStatus { .down }
}

final class HealthMonitor {
    private let checks: [HealthCheckable]

    init(checks: [HealthCheckable]) { self.checks = checks }

    func report() -> [String] {
        checks.map { "\($0.component): \($0.checkHealth().rawValue)" }
    }

    /// The worst status of all components.
    var overall: HealthStatus {
        let statuses = checks.map { $0.checkHealth() }
        if statuses.contains(.down) { return .down }
        return statuses.contains(.degraded) ? .degraded : .healthy
    }
}

func makeMonitoredContainer() -> Container {
    let container = Container()
    container.register(HealthCheckable.self, name: "database") { _ in DatabaseHealth() }
    container.register(HealthCheckable.self, name: "cache") { _ in CacheHealth(hitRate: 0.3) }
    container.register(HealthMonitor.self) { r in HealthMonitor(checks: r.resolveAll(HealthCheckable.self)) }
    return container
}

/// Checks the app, then the app with a feature that adds a check; the Cookbook shows the lines it
/// returns.
func healthChecks() -> [String] {
    let app = makeMonitoredContainer()
    let payments = Container(parent: app)  // a feature container adds its own check
    payments.register(HealthCheckable.self, name: "payments") { _ in PaymentsHealth() }

    let appMonitor = app.resolve(HealthMonitor.self)!
    let withPayments = payments.resolve(HealthMonitor.self)!
    return appMonitor.report() + ["overall: \(appMonitor.overall.rawValue)"]
        + ["with payments: \(withPayments.report().joined(separator: ", ")); overall: \(withPayments.overall.rawValue)"]
}
