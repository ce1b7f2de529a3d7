/// The instances one scope id holds, by registration, copied under ``ScopeContext``'s lock and then
/// never changed: what a cached scoped resolve reads without that lock, inside a section of the
/// context's ``ReaderGuard`` (see ``ScopeInstances/currentSnapshot``).
///
/// `@unchecked Sendable`: immutable; the instances are shared across tasks by definition of a
/// scope, as ``UncheckedInstance`` says.
final class ScopeInstancesSnapshot: @unchecked Sendable {
    let instances: [IdentityKey: Any]

    init(_ instances: [IdentityKey: Any]) {
        self.instances = instances
    }
}
