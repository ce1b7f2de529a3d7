/// The instances of one scope id (say `request:r42`) across every container: what ending the scope
/// disposes. Registered in ``ScopeContext`` while it has instances or something binds its id.
///
/// `@unchecked Sendable`: every mutable property is only touched with ``ScopeContext``'s lock held
/// (so accesses never overlap, and need no dynamic exclusivity checks).
final class ScopeInstances: @unchecked Sendable {
    let scope: ScopeID
    /// The ``ScopeContext`` that keeps these instances: a task-local binding names its context, so
    /// two contexts never see each other's ids.
    let context: ObjectIdentifier
    /// One slot per registration that resolved under this id.
    @exclusivity(unchecked) var slots: [IdentityKey: ScopeSlot] = [:]
    /// Slots holding an instance, in the order the instances were created: disposal runs backwards.
    @exclusivity(unchecked) var created: [ScopeSlot] = []
    /// The slots of `created` by registration, unretained (`created` keeps them): a cached resolve
    /// finds its instance without retaining and releasing a slot.
    @exclusivity(unchecked) var filled: [IdentityKey: Unmanaged<ScopeSlot>] = [:]
    /// How many `withScope` and `setCurrent` bindings name this scope right now.
    @exclusivity(unchecked) var bindings = 0
    /// Set once the scope ended; a binding that still refers to it then finds a fresh one.
    @exclusivity(unchecked) var ended = false
    /// The fresh instances of the same id that a resolve made after this scope ended while a
    /// binding still named it; they end when the last such binding does.
    @exclusivity(unchecked) var successor: ScopeInstances?

    init(scope: ScopeID, context: ObjectIdentifier) {
        self.scope = scope
        self.context = context
    }
}

/// Where one registration keeps its instance for one scope id. Its identity is what concurrent first
/// resolves of that (registration, id) pass through in the ``CreationGate``.
///
/// `@unchecked Sendable`: the mutable properties are only touched with ``ScopeContext``'s lock held
/// (so accesses never overlap, and need no dynamic exclusivity checks).
final class ScopeSlot: InstanceHolder, @unchecked Sendable {
    let registration: any ScopedRegistration
    /// Strong: the cycle with `ScopeInstances.slots` ends when the scope ends or is reset.
    let owner: ScopeInstances
    @exclusivity(unchecked) var value: Any = ()
    @exclusivity(unchecked) var isSet = false
    /// The creation of an asynchronous factory in flight, which concurrent `resolveAsync` calls await.
    @exclusivity(unchecked) var pending: Task<UncheckedInstance, Never>?
    /// Set when the scope, or a reset, removed the slot: an instance created late is not kept.
    @exclusivity(unchecked) var ended = false

    init(registration: any ScopedRegistration, owner: ScopeInstances) {
        self.registration = registration
        self.owner = owner
    }
}

/// An instance crossing from the task that created it to the tasks awaiting it. Scoped instances are
/// shared across tasks by definition; making them safe to share is the service's business, as it is
/// for a container-scoped singleton.
struct UncheckedInstance: @unchecked Sendable {
    let value: Any
}

extension ScopeSlot {
    /// The instance created under the slot's id, if any.
    var instance: Any? {
        get { optionalInstance }
        set { optionalInstance = newValue }
    }
}
