/// A dependency-injection container: it stores registrations of services and resolves them, with
/// their dependencies injected.
///
/// ```swift
/// let container = Container()
/// container.register(Animal.self) { _ in Cat(name: "Mimi") }
/// container.register(Person.self) { r in PetOwner(pet: r.resolve(Animal.self)!) }
///
/// let owner = container.resolve(Person.self)!
/// ```
///
/// `Container` is source-compatible with Swinject 2.10's: change `import Swinject` to `import Loom`.
///
/// ## Thread safety
/// Every `Container` is safe to register in and resolve from on any thread or task. Resolutions do
/// not share a global lock: each keeps its own graph state, factories run outside every lock, and a
/// slow factory only delays resolves that need the very instance it is creating.
/// ``synchronize()`` additionally serialises your factories, as Swinject's does.
///
/// `@unchecked Sendable`: all mutable state sits behind locks (`Registry`, each
/// ``ServiceEntry``), per-resolution state is thread-confined; see <doc:LockDiscipline>.
public final class Container: @unchecked Sendable {
    /// The container whose registrations this one falls back to.
    let parent: Container?
    let registry: Registry
    let debugHelper: DebugHelper
    let defaultObjectScope: ObjectScope
    /// Whether this container serialises factory calls on `hierarchyLock` (``synchronize()``).
    let synchronized: Bool
    /// The root's recursive lock, shared by the hierarchy; only ``synchronize()`` uses it.
    let hierarchyLock: Lock
    /// Identifies the hierarchy: resolutions on any of its containers share one object graph.
    let hierarchyID: ObjectIdentifier
    /// The hierarchy's ``ReaderGuard``: resolves read registries inside its sections, and what a
    /// change replaces in any registry of the hierarchy is released through it.
    let readerGuard: ReaderGuard
    /// The hierarchy's ``ScopePolicy`` and what it already reported.
    let scopePolicyHolder: ScopePolicyHolder
    /// The instances `injectDependencies` has injected in this hierarchy (weakly); the root's, shared.
    let injectionRecord: InjectionRecord
    /// Where the hierarchy's screen, session and request instances live and which ids are current:
    /// the root's, ``ScopeContext/shared`` unless the root was given one of its own.
    public let scopeContext: ScopeContext
    /// This container as a `Resolver`, the argument of factories without runtime arguments: made
    /// once, so that a resolve need not build the existential — which retains the container, and
    /// each retain of a container takes the slow path because `ServiceEntry` and `Lazy` reference
    /// it weakly. Holds no counted reference (see `init`); valid while the container lives.
    @usableFromInline let resolverArgument: UnsafeMutablePointer<Resolver>
    /// Set when this container is the overlay of a `withOverrides` call: what it hides and overrides.
    let overlay: Overlay?
    /// Where each thread's ``ThreadResolutions`` is kept (the one process-wide slot), read here once:
    /// reading the lazily initialised static on every resolve cost a `swift_once` call each time
    /// (callgrind, scenario C: 147 instructions per root of 21 resolves).
    let threadResolutions: ThreadLocal<ThreadResolutions>

    init(
        parent: Container? = nil,
        debugHelper: DebugHelper,
        defaultObjectScope: ObjectScope = .graph,
        synchronized: Bool = false,
        scopeContext: ScopeContext? = nil,
        overlay: Overlay? = nil
    ) {
        if let parent, let scopeContext {
            precondition(
                parent.scopeContext === scopeContext,
                "Loom: a child container uses its parent's ScopeContext; give the root container the context instead"
            )
        }
        self.parent = parent
        self.overlay = overlay
        self.debugHelper = debugHelper
        self.defaultObjectScope = defaultObjectScope
        self.synchronized = synchronized
        hierarchyLock = parent?.hierarchyLock ?? Lock(recursive: true)
        readerGuard = parent?.readerGuard ?? ReaderGuard()
        scopePolicyHolder = parent?.scopePolicyHolder ?? ScopePolicyHolder()
        registry = Registry(synchronizedBy: synchronized ? hierarchyLock : nil, readerGuard: readerGuard, scopePolicyHolder: scopePolicyHolder)
        hierarchyID = ObjectIdentifier(hierarchyLock)
        injectionRecord = parent?.injectionRecord ?? InjectionRecord()
        self.scopeContext = parent?.scopeContext ?? scopeContext ?? .shared
        threadResolutions = ThreadResolutions.storage
        resolverArgument = .allocate(capacity: 1)
        resolverArgument.initialize(to: self)
        // The argument must not keep its own container alive: give back the reference it took.
        Unmanaged.passUnretained(self).release()
    }

    deinit {
        if ContainerCollector.anyEverBound { ContainerCollector.noteReleasing(self) }
        // Not deinitialized: the argument's reference was never counted (see `init`).
        resolverArgument.deallocate()
        // A child (not an overlay) that has registrations joined the table with its first one.
        if parent != nil, overlay == nil, registry.hasRegistrations {
            HierarchyMembers.shared.leave(ObjectIdentifier(self))
        }
    }

    /// Creates a container.
    ///
    /// ```swift
    /// let container = Container { c in
    ///     c.register(Clock.self) { _ in SystemClock() }
    /// }
    /// let child = Container(parent: container, defaultObjectScope: .container)
    ///
    /// // A hierarchy with screen, session and request scopes of its own (parallel tests):
    /// let isolated = Container(scopeContext: ScopeContext())
    /// ```
    ///
    /// - Parameters:
    ///   - parent: A container whose registrations this one falls back to.
    ///   - defaultObjectScope: The scope of registrations that do not set one; `.graph` by default.
    ///   - behaviors: Behaviours to add before `registeringClosure` runs.
    ///   - scopeContext: Where the hierarchy's scope ids and scoped instances live;
    ///     ``ScopeContext/shared`` by default. Only a root container takes one: a child uses its
    ///     parent's, and passing a different one stops with a message.
    ///   - registeringClosure: Registers services in the new container.
    public convenience init(
        parent: Container? = nil,
        defaultObjectScope: ObjectScope = .graph,
        behaviors: [Behavior] = [],
        scopeContext: ScopeContext? = nil,
        registeringClosure: (Container) -> Void = { _ in }
    ) {
        self.init(
            parent: parent,
            debugHelper: LoggingDebugHelper(),
            defaultObjectScope: defaultObjectScope,
            scopeContext: scopeContext
        )
        if ContainerCollector.anyEverBound { ContainerCollector.noteMade(self) }
        behaviors.forEach(addBehavior)
        registeringClosure(self)
    }

    /// Runs `body` under the hierarchy lock when this container is synchronized.
    // @inline(__always): F 5,294 → 5,311, N 486 → 504 instructions with Container+Registration's, Container's and IdentityHash's out of line (measured together, not one by one).
    @inline(__always)
    func synchronizedIfNeeded<T>(_ body: () throws -> T) rethrows -> T {
        guard synchronized else { return try body() }
        hierarchyLock.lock()
        defer { hierarchyLock.unlock() }
        return try body()
    }
}
