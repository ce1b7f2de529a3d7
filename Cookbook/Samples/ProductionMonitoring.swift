// Recipe 12 of the Cookbook: watch resolutions in production with an observer — counts, slow
// resolves, failures — and turn a failed resolve into a `ResolutionError` with `require`.

import Foundation
import Loom

/// Counts resolves and failures of the services it is told to watch, and keeps the slow resolves
/// it is handed. Observers see every container of the process, so a real one filters too (by module
/// prefix, say) or reports everything.
final class ResolutionMetrics: ResolutionObserver, @unchecked Sendable {
    private let lock = NSLock()  // guards the three vars below
    private let watched: Set<String>
    private var resolves: [String: Int] = [:]
    private var failures: [String] = []
    private var slow: [String] = []

    init(watching services: [Any.Type]) {
        watched = Set(services.map { "\($0)" })
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    func resolutionDidEnd(_ event: ResolutionEvent) {
        guard watched.contains(event.service) else { return }
        locked { resolves[event.service, default: 0] += 1 }
    }

    func resolutionDidFail(_ error: ResolutionError) {
        guard let first = error.path.first, watched.contains(first.service) else { return }
        let chain = error.path.map(\.service).joined(separator: " -> ")
        locked { failures.append("\(chain): \(error.summary)") }
    }

    func recordSlow(_ event: ResolutionEvent) {
        locked { slow.append("\(event.service) at depth \(event.depth)") }
    }

    func summary() -> [String] {
        locked {
            resolves.keys.sorted().map { "resolved \($0) \(resolves[$0]!)x" }
                + failures.map { "failed \($0)" } + slow.map { "slow: \($0)" }
        }
    }
}

final class PricingEngine {}

/// Loads its rules from disk when made: slow on purpose.
final class TaxRules {
    init() { Thread.sleep(forTimeInterval: 0.1) }
}

final class InvoiceService {
    init(pricing: PricingEngine, rules: TaxRules) {}
}

protocol PaymentGateway {}

final class RefundService {
    init(gateway: PaymentGateway) {}
}

func makeBillingContainer() -> Container {
    let container = Container()
    container.register(PricingEngine.self) { _ in PricingEngine() }.inObjectScope(.container)
    container.register(TaxRules.self) { _ in TaxRules() }.inObjectScope(.container)
    container.register(InvoiceService.self) { r in
        try InvoiceService(pricing: r.require(PricingEngine.self), rules: r.require(TaxRules.self))
    }
    // Nobody registered a PaymentGateway: resolving RefundService fails.
    container.register(RefundService.self) { r in try RefundService(gateway: r.require(PaymentGateway.self)) }
    return container
}

/// Resolves with an observer and a slow-resolution action installed, then removes both; the
/// Cookbook shows the lines it returns.
func productionMonitoring() -> [String] {
    let metrics = ResolutionMetrics(watching: [InvoiceService.self, PricingEngine.self, TaxRules.self, RefundService.self])
    let observing = ResolutionObservers.add(metrics)
    // 50 ms. InvoiceService's first resolve is slow too, as it makes TaxRules: report the cause only.
    let slowWatch = ResolutionObservers.onSlowResolution(thresholdNanoseconds: 50_000_000) { event in
        if event.service == "\(TaxRules.self)" { metrics.recordSlow(event) }
    }
    defer {
        ResolutionObservers.remove(observing)
        ResolutionObservers.remove(slowWatch)
    }

    let container = makeBillingContainer()
    _ = container.resolve(InvoiceService.self)
    _ = container.resolve(InvoiceService.self)

    var lines: [String] = []
    do {
        _ = try container.require(RefundService.self)
    } catch {
        lines.append("require threw: \(error.path.map(\.description).joined(separator: " -> ")): \(error.summary)")
        if case .notRegistered = error.reason { lines.append("reason: not registered") }
    }
    return lines + metrics.summary()
}
