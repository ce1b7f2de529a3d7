/// Containers made of copies of another hierarchy's registrations: `verify()`'s sandbox, and the
/// stand-in a ``ContainerCollector`` keeps of a container released before it is verified.
extension Container {
    /// Stores `copy(registration)` under each key of `visible` in this container, in order, one copy
    /// per registration (a type forwarded to a registration shares its copy, as `implements` shares
    /// the registration), and returns the keys with their copies.
    ///
    /// Built from arrays, not dictionaries of the whole table, and stored without a forwarding entry
    /// per key: `verify()` of 1,000 registrations took 3.3× the time of resolving each once, 8,190
    /// instructions per registration under callgrind, half of them building the sandbox.
    func storeCopies(
        of visible: [(key: ServiceKey, registration: Registration)],
        copying copy: (Registration) -> Registration
    ) -> [(key: ServiceKey, registration: Registration)] {
        // A registration answers more than one key only when a type was forwarded to it: only then
        // must its keys share one copy, kept in a map (otherwise about 210 instructions per
        // registration under callgrind, for nothing).
        let isForwarded = visible.contains { $0.key != $0.registration.key }
        var copies: [ObjectIdentifier: Registration] = [:]
        var stored: [(key: ServiceKey, registration: Registration)] = []
        stored.reserveCapacity(visible.count)
        registry.reserveCapacity(visible.count)
        for (key, original) in visible {
            let made: Registration
            if isForwarded {
                made = copies[ObjectIdentifier(original)] ?? copy(original)
                copies[ObjectIdentifier(original)] = made
            } else {
                made = copy(original)
            }
            _ = key == made.key ? registry.register(made) : registry.insert(made, for: key)
            stored.append((key, made))
        }
        return stored
    }

    /// A root container that verifies as this one would, with none of its instances: copies of the
    /// registrations visible from it (same factories, scopes and `initCompleted` closures, storages
    /// of their own), in verification order, its scope context and scope policy. Made by
    /// ``ContainerCollector`` while this container is deinitialised: nothing here keeps `self`.
    func verificationStandIn() -> Container {
        let standIn = Container(debugHelper: LoggingDebugHelper(), scopeContext: scopeContext)
        standIn.scopePolicy = scopePolicy
        var levels: [Int] = []
        let visible = registrationsInVerificationOrder(levels: &levels)
        _ = standIn.storeCopies(of: visible) { $0.sandboxCopy(snapshots: standIn.registry.snapshots) }
        return standIn
    }
}
