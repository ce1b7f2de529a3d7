/// A kind of scope whose instances live as long as one of its ids: a screen, a session, a request.
///
/// ```swift
/// container.register(CartViewModel.self) { _ in CartViewModel() }
///     .inObjectScope(.screen)
///
/// ScopeContext.shared.withScope(.screen, id: "cart") {
///     let model = container.resolve(CartViewModel.self)  // one per "cart" screen
/// }
/// ```
///
/// Define more kinds with ``init(_:lifetime:)``. The `lifetime` ranks kinds for captive-dependency
/// detection: an instance of a longer-lived kind must not keep one of a shorter-lived kind.
public struct ScopeKind: Hashable, Sendable, CustomStringConvertible {
    /// The kind's name, as descriptions and diagnostics print it.
    public let name: String
    /// How long ids of this kind usually live compared with other kinds: higher outlives lower.
    public let lifetime: Int

    /// Creates a kind of scope.
    ///
    /// ```swift
    /// extension ScopeKind {
    ///     static let tenant = ScopeKind("tenant", lifetime: 400)  // outlives sessions
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: A name unique among your kinds.
    ///   - lifetime: The rank among kinds: ``session`` is 300, ``screen`` 200, ``request`` 100.
    public init(_ name: String, lifetime: Int) {
        self.name = name
        self.lifetime = lifetime
    }

    /// The name.
    public var description: String { name }

    /// A signed-in user's session; outlives screens and requests.
    public static let session = ScopeKind("session", lifetime: 300)
    /// One screen of a user interface, while it is shown.
    public static let screen = ScopeKind("screen", lifetime: 200)
    /// One server request or unit of work.
    public static let request = ScopeKind("request", lifetime: 100)
}
