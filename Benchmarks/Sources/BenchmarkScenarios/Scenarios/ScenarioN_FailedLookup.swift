import BenchmarkHarness
import Loom
import Swinject

/// N: a resolve of a type nothing registered, with logging off (`loggingFunction = nil`), in a
/// container that has other registrations: what `resolve(…) ?? fallback` code pays for a miss.
/// The minimum is a dictionary lookup that finds nothing.
func failedLookupWorkload(_ contender: Contender) -> Workload? {
    switch contender {
    case .minimum:
        let container = MinimumContainer()
        container.register(TransientService.self) { _ in TransientService() }
        return missing { container.resolveIfRegistered(UnregisteredService.self) }
    case .loom:
        Loom.Container.loggingFunction = nil
        let container = Loom.Container()
        container.register(TransientService.self) { _ in TransientService() }
        return missing { container.resolve(UnregisteredService.self) }
    case .swinject:
        // Swinject 2.10 has no logging switch: it logs when SWINJECT_LOGGING_ENABLED is 1, which it
        // checks after writing the message.
        let container = Swinject.Container()
        container.register(TransientService.self) { _ in TransientService() }
        let box = UncheckedSendable(container)
        return missing { box.value.resolve(UnregisteredService.self) }
    }
}

/// A workload that looks up once per iteration and counts the misses, so nothing is optimised away.
@inline(__always)
private func missing(_ resolve: @escaping @Sendable () -> AnyObject?) -> Workload {
    Workload { iterations in
        var misses: UInt64 = 0
        for _ in 0..<iterations where resolve() == nil {
            misses &+= 1
        }
        return misses
    }
}
