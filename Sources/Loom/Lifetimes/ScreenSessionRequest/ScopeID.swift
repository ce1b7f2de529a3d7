/// One scope: a kind and the id of one of its occurrences, such as the request `"r42"`.
public struct ScopeID: Hashable, Sendable, CustomStringConvertible {
    /// The kind of scope.
    public let kind: ScopeKind
    /// The occurrence of that kind.
    public let id: String

    /// Creates a scope identity.
    ///
    /// ```swift
    /// let scope = ScopeID(kind: .request, id: "r42")
    /// ```
    public init(kind: ScopeKind, id: String) {
        self.kind = kind
        self.id = id
    }

    /// `kind:id`, for example `request:r42`.
    public var description: String { "\(kind.name):\(id)" }
}
