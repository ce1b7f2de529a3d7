/// A lifetime for resolved instances: how long a registration reuses what its factory made.
///
/// ```swift
/// container.register(Database.self) { _ in SQLiteDatabase() }
///     .inObjectScope(.container)
/// ```
///
/// - ``transient``: a new instance on every resolve.
/// - ``graph`` (the default): one instance per top-level resolve, shared by its whole object graph.
/// - ``container``: one instance for the container and its children, until reset.
/// - ``weak``: shared while something else holds it strongly.
/// - ``screen``, ``session``, ``request`` and ``scoped(_:)``: one instance per id of a ``ScopeKind``,
///   disposed when the id ends (see ``ScopeContext``).
///
/// Make your own with ``init(storageFactory:description:parent:)``.
///
/// `@unchecked Sendable`: every stored property is a `let`; the storage factory is only called to
/// create a registration's storage, once, under that registration's lock.
public final class ObjectScope: ObjectScopeProtocol, CustomStringConvertible, @unchecked Sendable {
    private let storageFactory: () -> InstanceStorage
    private let parent: ObjectScopeProtocol?
    /// The kind of a screen, session, request or other ``ScopeKind`` scope; `nil` for the others.
    let scopeKind: ScopeKind?

    /// The scope's name, as `Container.description` and diagnostics print it.
    public let description: String

    /// Creates a scope whose registrations keep instances in storages made by `storageFactory`.
    ///
    /// ```swift
    /// let perSession = ObjectScope(storageFactory: PermanentStorage.init, description: "perSession")
    /// container.register(Cart.self) { _ in Cart() }.inObjectScope(perSession)
    /// // later: container.resetObjectScope(perSession)
    /// ```
    ///
    /// - Parameters:
    ///   - storageFactory: Makes one storage per registration.
    ///   - description: The name shown in descriptions and logs.
    ///   - parent: A scope whose storage is consulted after this one's (see ``CompositeStorage``).
    public convenience init(
        storageFactory: @escaping () -> InstanceStorage,
        description: String = "",
        parent: ObjectScopeProtocol? = nil
    ) {
        self.init(storageFactory: storageFactory, description: description, parent: parent, scopeKind: nil)
    }

    init(
        storageFactory: @escaping () -> InstanceStorage,
        description: String,
        parent: ObjectScopeProtocol? = nil,
        scopeKind: ScopeKind?
    ) {
        self.storageFactory = storageFactory
        self.description = description
        self.parent = parent
        self.scopeKind = scopeKind
    }

    /// Makes the storage for one registration in this scope.
    public func makeStorage() -> InstanceStorage {
        if let parent {
            return CompositeStorage([storageFactory(), parent.makeStorage()])
        }
        return storageFactory()
    }

    /// A new instance on every resolve, even within one object graph.
    public static let transient = ObjectScope(storageFactory: TransientStorage.init, description: "transient")

    /// One instance per top-level resolve, shared by every nested resolve of it. The default.
    public static let graph = ObjectScope(storageFactory: GraphStorage.init, description: "graph")

    /// One instance for the registering container and its children, until `Container.resetObjectScope(_:)`.
    public static let container = ObjectScope(storageFactory: PermanentStorage.init, description: "container")

    /// Shared while something else holds the instance strongly; graph-scoped during a resolution.
    /// Value types are never kept.
    public static let weak = ObjectScope(storageFactory: WeakStorage.init, description: "weak", parent: ObjectScope.graph)
}
