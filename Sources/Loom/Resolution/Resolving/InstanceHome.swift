/// Where a shared instance is cached once created: the registration's own storage (container, weak
/// and custom scopes), or the slot of the current scope id (screen, session, request scopes).
enum InstanceHome {
    case storage(Registration)
    case slot(ScopeSlot, in: ScopeContext)

    /// What concurrent first resolves of this instance pass through in the ``CreationGate``, and
    /// what a cycle finds it under while its `initCompleted` runs.
    var gateKey: ObjectIdentifier {
        switch self {
        case .storage(let registration): return ObjectIdentifier(registration)
        case .slot(let slot, _): return ObjectIdentifier(slot)
        }
    }

    /// The instance cached here for `graph`, if any.
    func cachedInstance(in graph: GraphIdentifier) -> Any? {
        switch self {
        case .storage(let registration): return registration.cachedInstance(in: graph)
        case .slot(let slot, let context): return context.instance(in: slot)
        }
    }
}
