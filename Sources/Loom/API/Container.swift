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
    /// The hierarchy's ``ScopePolicy`` and what it already reported.
    let scopeSettings: ScopeSettings
    /// The instances `injectDependencies` has injected in this hierarchy (weakly); the root's, shared.
    let injectionRecord: InjectionRecord
    /// This container as a `Resolver`, the argument of factories without runtime arguments: made
    /// once, so that a resolve need not build the existential — which retains the container, and
    /// each retain of a container takes the slow path because `ServiceEntry` and `Lazy` reference
    /// it weakly. Holds no counted reference (see `init`); valid while the container lives.
    @usableFromInline let resolverCell: UnsafeMutablePointer<Resolver>

    init(
        parent: Container? = nil,
        debugHelper: DebugHelper,
        defaultObjectScope: ObjectScope = .graph,
        synchronized: Bool = false
    ) {
        self.parent = parent
        self.debugHelper = debugHelper
        self.defaultObjectScope = defaultObjectScope
        self.synchronized = synchronized
        hierarchyLock = parent?.hierarchyLock ?? Lock(recursive: true)
        registry = Registry(synchronizedBy: synchronized ? hierarchyLock : nil)
        hierarchyID = ObjectIdentifier(hierarchyLock)
        scopeSettings = parent?.scopeSettings ?? ScopeSettings()
        injectionRecord = parent?.injectionRecord ?? InjectionRecord()
        resolverCell = .allocate(capacity: 1)
        resolverCell.initialize(to: self)
        // The cell must not keep its own container alive: give back the reference it took.
        Unmanaged.passUnretained(self).release()
    }

    deinit {
        // Not deinitialized: the cell's reference was never counted (see `init`).
        resolverCell.deallocate()
    }

    /// Creates a container.
    ///
    /// ```swift
    /// let container = Container { c in
    ///     c.register(Clock.self) { _ in SystemClock() }
    /// }
    /// let child = Container(parent: container, defaultObjectScope: .container)
    /// ```
    ///
    /// - Parameters:
    ///   - parent: A container whose registrations this one falls back to.
    ///   - defaultObjectScope: The scope of registrations that do not set one; `.graph` by default.
    ///   - behaviors: Behaviours to add before `registeringClosure` runs.
    ///   - registeringClosure: Registers services in the new container.
    public convenience init(
        parent: Container? = nil,
        defaultObjectScope: ObjectScope = .graph,
        behaviors: [Behavior] = [],
        registeringClosure: (Container) -> Void = { _ in }
    ) {
        self.init(parent: parent, debugHelper: LoggingDebugHelper(), defaultObjectScope: defaultObjectScope)
        behaviors.forEach(addBehavior)
        registeringClosure(self)
    }

    /// Runs `body` under the hierarchy lock when this container is synchronized.
    @inline(__always)
    func synchronizedIfNeeded<T>(_ body: () throws -> T) rethrows -> T {
        guard synchronized else { return try body() }
        hierarchyLock.lock()
        defer { hierarchyLock.unlock() }
        return try body()
    }
}
