/// The values a scope is handed when it opens — the incoming request, the signed-in user, the
/// screen's route arguments — which resolves under that scope id return as they would a registered
/// instance.
///
/// ```swift
/// container.registerProvided(IncomingRequest.self, in: .request)
///
/// try await ScopeContext.shared.withScope(.request, id: id, providing: { values in
///     values.provide(request, as: IncomingRequest.self)
/// }) {
///     try await handle(container.resolve(RequestHandler.self)!)  // its factory resolves IncomingRequest
/// }
/// ```
///
/// A value is visible under its scope id only — not outside it, not under another id — and the scope
/// lets go of it when it ends. The scope did not make it, so ending the scope does not dispose it
/// (``ScopeDisposable`` and ``AsyncScopeDisposable`` are not called); `onRelease` handlers added to
/// its `registerProvided` entry do run.
public struct ScopeValues {
    /// The values by what they are provided as, in the order provided (later values of one key win).
    private(set) var values: [(key: ProvidedKey, service: ServiceName, value: Any)] = []

    /// An empty set of values.
    init() {}

    /// Hands `value` into the scope as `type`, under `name` if given: resolving `type` (with that
    /// name) under the scope id returns it.
    ///
    /// ```swift
    /// values.provide(request, as: IncomingRequest.self)
    /// values.provide(user.id, as: String.self, name: "userID")
    /// ```
    ///
    /// Declare `type` once with `registerProvided(_:name:in:)`, so that the container knows it and
    /// `verify()` knows it is provided rather than missing. Providing the same type and name twice
    /// keeps the last value.
    public mutating func provide<Value>(_ value: Value, as type: Value.Type = Value.self, name: String? = nil) {
        // The service's name is put into words only if a report needs it: printing a type costs
        // more than opening the scope does (a request scope of the example server, about 2 µs).
        insert(value, as: ProvidedKey(type, name: name), service: .type(type, name: name))
    }

    /// Hands `value` in under `key`, replacing an earlier value of that key.
    mutating func insert(_ value: Any, as key: ProvidedKey, service: String) {
        insert(value, as: key, service: .text(service))
    }

    private mutating func insert(_ value: Any, as key: ProvidedKey, service: ServiceName) {
        if !values.isEmpty {
            values.removeAll { $0.key == key }
        }
        values.append((key, service, value))
    }

    /// Whether no value was provided.
    var isEmpty: Bool { values.isEmpty }
}

extension ScopeValues {
    /// What a provided value is provided as, as a report names it: put into words when one is made.
    enum ServiceName {
        case text(String)
        case type(Any.Type, name: String?)

        /// `Type`, or `Type (name: "name")`.
        var text: String {
            switch self {
            case .text(let text): text
            case .type(let type, let name): name.map { "\(type) (name: \"\($0)\")" } ?? "\(type)"
            }
        }
    }
}
