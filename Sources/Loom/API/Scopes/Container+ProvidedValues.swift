extension Container {
    /// Declares that `serviceType` is not made by a factory but handed into each scope of `kind`
    /// when it opens, with ``ScopeContext/withScope(_:id:providing:isolation:_:)``.
    ///
    /// ```swift
    /// container.registerProvided(IncomingRequest.self, in: .request)
    /// container.register(RequestContext.self) { r in
    ///     RequestContext(traceID: r.resolve(IncomingRequest.self)!.traceID)
    /// }.inObjectScope(.request)
    ///
    /// try await ScopeContext.shared.withScope(.request, id: id, providing: { $0.provide(request, as: IncomingRequest.self) }) {
    ///     let context = container.resolve(RequestContext.self)!  // this request's trace id
    /// }
    /// ```
    ///
    /// Under an id of `kind` opened with a value for `serviceType` (and `name`), resolving it — or
    /// a factory resolving it — returns that value; under any other id, or with no id current, the
    /// resolve fails (`nil`, or a ``ResolutionError`` from `require`) with a message saying the
    /// value was not provided. The value is a `kind`-scoped instance in every other way: a
    /// longer-lived service capturing it is reported as a captive dependency, and `verify()`
    /// knows it is provided rather than missing (give it a value to verify what depends on it with
    /// ``VerificationSample/init(providing:as:name:)``).
    ///
    /// - Returns: The entry, for `onRelease` handlers (the value is released, not disposed, when
    ///   its scope ends) and type forwarding.
    @discardableResult
    public func registerProvided<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        in kind: ScopeKind
    ) -> ServiceEntry<Service> {
        let key = ProvidedKey(Service.self, name: name)
        let entry = register(serviceType, name: name) { (resolver: Resolver) throws -> Service in
            try Container.providedValue(key, as: Service.self, name: name, in: kind, resolver: resolver)
        }.inObjectScope(.scoped(kind))
        entry.registration.providedKind = kind
        return entry
    }

    /// The value the current id of `kind` was handed for `key`, or the error saying why there is none.
    /// A ``Definition`` of a value handed into each `kind` scope when it opens — a request's id, the
    /// authenticated user — declared like every other definition, so that a call of it is checked by
    /// the compiler where `r.resolve(RequestID.self)!` is not.
    ///
    /// ```swift
    /// extension Container {
    ///     var requestID: Definition<RequestID> { provided(in: .request) }
    ///     var requestLog: Definition<RequestLog> {
    ///         define { _ in RequestLog(id: self.requestID()) }.inObjectScope(.request)
    ///     }
    /// }
    ///
    /// await ScopeContext.shared.withScope(.request, id: "r1", providing: { $0.provide(RequestID("r1")) }) {
    ///     let log = container.requestLog()
    /// }
    /// ```
    ///
    /// The call returns the value handed in for the type `Value` (as
    /// ``registerProvided(_:name:in:)`` without a name does) under the current id of `kind`. Outside
    /// such a scope, or under an id opened without the value, it has no instance: the call stops
    /// at its line, saying so, and `try container.requestID.require()` throws. `verify()` lists it as
    /// provided once declared (`container.declare(\.requestID)`), and a service that calls it as
    /// not verified unless a ``VerificationSample/init(providing:as:name:)`` gives it a value —
    /// without stopping the run.
    ///
    /// - Parameters:
    ///   - kind: The kind of scope whose openings hand the value in.
    ///   - name: The definition's name; the enclosing property's name by default.
    public func provided<Value>(in kind: ScopeKind, name: String = #function) -> Definition<Value> {
        let key = ProvidedKey(Value.self, name: nil)
        var definition = define(name: name) { resolver in
            try Container.providedValue(key, as: Value.self, name: nil, in: kind, resolver: resolver)
        }
        .inObjectScope(.scoped(kind))
        definition.settings.markProvided(in: kind)
        return definition
    }

    private static func providedValue<Service>(
        _ key: ProvidedKey,
        as serviceType: Service.Type,
        name: String?,
        in kind: ScopeKind,
        resolver: Resolver
    ) throws -> Service {
        let lookup = (resolver as? Container)?.scopeContext.providedValue(for: key, kind: kind) ?? .noScope
        switch lookup {
        case .value(let value):
            // `provide(_:as:)` types the value as the key's type, so the cast holds. Copied out
            // rather than cast when it is exactly a `Service`: `as?` here, in generic code nothing
            // specialises, looks up `Service?`'s metadata on each request (see `TypedHandler`).
            if holdsExactly(value, Service.self) { return exactInstance(value, as: Service.self) }
            return try cast(value, as: Service.self, name: name, in: kind)
        case .notProvided(let scope):
            throw ScopeValueNotProvided(service: Service.self, name: name, kind: kind, scope: scope)
        case .noScope:
            throw ScopeValueNotProvided(service: Service.self, name: name, kind: kind, scope: nil)
        }
    }

    /// A provided `value` as a `Service` when it is not exactly one (a subclass, a conforming type);
    /// out of line, so that only this path looks up `Service?` (see `TypedHandler`).
    @inline(never)
    private static func cast<Service>(_ value: Any, as _: Service.Type, name: String?, in kind: ScopeKind) throws -> Service {
        guard let service = value as? Service else { throw ScopeValueNotProvided(service: Service.self, name: name, kind: kind, scope: nil) }
        return service
    }
}
