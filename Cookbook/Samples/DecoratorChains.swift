// Recipe 3 of the Cookbook: the real order service is registered under a name, and each decorator
// wraps the registration below it. Callers resolve the unnamed registration: the whole chain.

import Loom

protocol OrderService {
    var chain: String { get }
    func place(_ item: String) -> String
}

/// What the decorators write; one for the whole app.
final class ActivityLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) { entries.append(entry) }
}

final class StandardOrderService: OrderService {
    let chain = "Standard"

    func place(_ item: String) -> String { "order for \(item) placed" }
}

/// What every decorator holds: the service below it and the log it writes to.
class OrderServiceDecorator {
    let wrapped: OrderService
    let log: ActivityLog

    init(wrapping wrapped: OrderService, log: ActivityLog) {
        self.wrapped = wrapped
        self.log = log
    }
}

final class LoggingOrderService: OrderServiceDecorator, OrderService {
    var chain: String { "Logging(\(wrapped.chain))" }

    func place(_ item: String) -> String {
        log.record("log: placing \(item)")
        let result = wrapped.place(item)
        log.record("log: \(result)")
        return result
    }
}

final class AnalyticsOrderService: OrderServiceDecorator, OrderService {
    var chain: String { "Analytics(\(wrapped.chain))" }

    func place(_ item: String) -> String {
        let result = wrapped.place(item)
        log.record("analytics: order_placed item=\(item)")
        return result
    }
}

func registerOrderServices(in container: Container) {
    container.register(ActivityLog.self) { _ in ActivityLog() }.inObjectScope(.container)

    container.register(OrderService.self, name: "base") { _ in StandardOrderService() }
    container.register(OrderService.self, name: "logged") { r in
        LoggingOrderService(wrapping: r.resolve(OrderService.self, name: "base")!, log: r.resolve(ActivityLog.self)!)
    }
    container.register(OrderService.self) { r in
        AnalyticsOrderService(wrapping: r.resolve(OrderService.self, name: "logged")!, log: r.resolve(ActivityLog.self)!)
    }
}

/// Places one order through the chain; the Cookbook shows the lines it returns.
func decoratorChain() -> [String] {
    let container = Container()
    registerOrderServices(in: container)

    let orders = container.resolve(OrderService.self)!
    let result = orders.place("teapot")

    return ["chain: \(orders.chain)", "result: \(result)"] + container.resolve(ActivityLog.self)!.entries
}
