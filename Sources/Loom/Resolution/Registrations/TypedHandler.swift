/// The step between a user's typed handler — `initCompleted`, `onRelease` — and the engine, which
/// keeps instances as `Any`: the handler, run with the instance as a `Service` when it is one.
///
/// The closures are made in generic code (`ServiceEntry<Service>`, a definition's settings) that
/// nothing specialises, where `instance as? Service` looks up the metadata of `Service?` on every
/// call — about 500 instructions — and then casts. So an instance of exactly `Service` (a service
/// registered as its own type) is copied out, as a typed resolve does (``exactInstance(_:as:)``),
/// and only another one is cast, in a function of its own that also runs the handler: anywhere a
/// `Service?` is in reach, the lookup is paid on entry, whichever way the test goes. Under callgrind, the four `onRelease` handlers of a request in the
/// request-scoped server example cost about 930 instructions each with `as?`.
enum TypedHandler {
    /// `handler`, taking the engine's `Any`.
    static func erased<Service>(_ handler: @escaping (Service) throws -> Void) -> (Any) throws -> Void {
        { instance in
            if holdsExactly(instance, Service.self) {
                try handler(exactInstance(instance, as: Service.self))
            } else {
                try ifCast(instance, handler)
            }
        }
    }

    /// `handler`, awaited, taking the engine's `Any`.
    static func erased<Service>(_ handler: @escaping (Service) async throws -> Void) -> (Any) async throws -> Void {
        { instance in
            if holdsExactly(instance, Service.self) {
                try await handler(exactInstance(instance, as: Service.self))
            } else {
                try await ifCastAwaiting(instance, handler)
            }
        }
    }

    /// `completed`, taking the resolver and the engine's `Any`.
    static func erased<Service>(_ completed: @escaping (Resolver, Service) -> Void) -> (Resolver, Any) -> Void {
        { resolver, instance in
            if holdsExactly(instance, Service.self) {
                completed(resolver, exactInstance(instance, as: Service.self))
            } else {
                ifCast(instance) { completed(resolver, $0) }
            }
        }
    }

    /// Runs `handler` with `instance` as a `Service` — a subclass, a conforming type — if it is one;
    /// out of line, so that only this path looks up `Service?`.
    @inline(never)
    static func ifCast<Service>(_ instance: Any, _ handler: (Service) throws -> Void) rethrows {
        if let service = instance as? Service { try handler(service) }
    }

    /// ``ifCast(_:_:)`` for an async handler.
    @inline(never)
    static func ifCastAwaiting<Service>(_ instance: Any, _ handler: (Service) async throws -> Void) async rethrows {
        if let service = instance as? Service { try await handler(service) }
    }
}
