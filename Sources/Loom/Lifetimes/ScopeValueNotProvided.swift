/// Why a service declared with `registerProvided` could not be resolved: the current scope was not
/// handed a value for it when it opened, or no scope of its kind is current. A plain `resolve`
/// returns `nil` and logs it; `require` throws it inside ``ResolutionError/Reason/factoryThrew(_:)``.
///
/// ```swift
/// do {
///     _ = try container.require(IncomingRequest.self)
/// } catch let error as ResolutionError {
///     if case .factoryThrew(let cause) = error.reason, cause is ScopeValueNotProvided { … }
/// }
/// ```
public struct ScopeValueNotProvided: Error, CustomStringConvertible, Sendable {
    /// The service, as diagnostics name it.
    public let service: String
    /// The kind of scope whose openings hand it in.
    public let kind: ScopeKind
    /// The current scope that was opened without it; `nil` when no scope of ``kind`` was current.
    public let scope: ScopeID?

    /// How to hand it in: `value, as: IncomingRequest.self` or `value, as: String.self, name: "user"`.
    private let provideArguments: String

    init(service serviceType: Any.Type, name: String?, kind: ScopeKind, scope: ScopeID?) {
        self.service = name.map { "\(serviceType) (name: \"\($0)\")" } ?? "\(serviceType)"
        self.kind = kind
        self.scope = scope
        self.provideArguments = "value, as: \(serviceType).self" + (name.map { ", name: \"\($0)\"" } ?? "")
    }

    /// What is missing and how to provide it.
    public var description: String {
        let how = "open the scope with ScopeContext.withScope(.\(kind.name), id:, providing: { $0.provide(\(provideArguments)) })"
        if let scope {
            return "\(service) is provided when a \(kind.name) scope opens, and \(scope) was opened without one; \(how)"
        }
        return "\(service) is provided when a \(kind.name) scope opens, and no \(kind.name) scope is current; \(how)"
    }
}
