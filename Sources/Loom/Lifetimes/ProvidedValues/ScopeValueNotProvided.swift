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

    /// What is missing and how to provide it: `IncomingRequest is provided when a request scope
    /// opens, and no request scope is current; open one with ScopeContext.shared.withScope(…)`.
    public var description: String {
        "\(service) \(explanation)"
    }

    /// The description without the service: `is provided when a request scope opens, and …; open
    /// one with …` — a message that names the service already goes on with it.
    var explanation: String {
        "is provided when a \(kind.name) scope opens, and \(situation); open one with "
            + "ScopeContext.shared.withScope(.\(kind.name), id:, providing: { $0.provide(\(provideArguments)) })"
    }

    /// Why there is no value, in a few words: `no request scope is current`.
    var situation: String {
        scope.map { "\($0) was opened without one" } ?? "no \(kind.name) scope is current"
    }
}
