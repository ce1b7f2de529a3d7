/// The one step between the untyped engine and a typed resolve: `instance` as a `Service`;
/// `nil` for a refused resolution (a strict scope policy, an async factory resolved synchronously:
/// reported already); for an instance that is not a `Service`, whatever `fallback` gives when told
/// the instance's type (a wrapper, or `nil` after the failure report names that type). Every typed entry point (`resolve` with and
/// without arguments, `_resolve`) ends here.
///
/// Shaped for unspecialised callers (a factory's `r.resolve` through `any Resolver`): `instance` is
/// borrowed, and each `return` writes the caller's result directly — no `Any?` or `Service?`
/// temporary, whose copies and metadata such a caller would pay on every call; and `case … as`,
/// not `as?`, for the same reason.
@inlinable @inline(__always)
func typedService<Service>(_ instance: Any, as _: Service.Type, otherwise fallback: (Any.Type) -> Service?) -> Service? {
    if holdsExactly(instance, Service.self) { return exactInstance(instance, as: Service.self) }
    switch instance {
    case let service as Service: return service
    case is RefusedResolution: return nil
    default: return fallback(type(of: instance))
    }
}

/// Whether the value inside `instance` is of type `Service` itself (a service registered as its own
/// type), not of a conforming type or a subclass. Opening the existential reads its type where it
/// is stored; `type(of:)` would ask the runtime for the dynamic type, which costs a hundred
/// instructions.
@inlinable @inline(__always)
func holdsExactly<Service>(_ instance: Any, _: Service.Type) -> Bool {
    func open<Contained>(_: Contained) -> Bool {
        Contained.self == Service.self
    }
    return _openExistential(instance, do: open)
}

/// `instance` as a `Service`, which is exactly the type of the value inside it (the caller checked
/// ``holdsExactly(_:_:)``): a copy instead of the runtime's dynamic cast, which costs some 300
/// instructions. Returns `Service`, not `Service?`: unspecialised (a factory's `r.resolve`), an
/// optional temporary would look up its metadata on every call.
@inlinable @inline(__always)
func exactInstance<Service>(_ instance: Any, as _: Service.Type) -> Service {
    func open<Contained>(_ value: Contained) -> Service {
        unsafeBitCast(value, to: Service.self)  // `Contained` is `Service`: a copy
    }
    return _openExistential(instance, do: open)
}

/// Stands for a resolution that found its registration but refused to make an instance (a strict
/// scope policy, an async factory resolved synchronously): the typed resolve returns `nil` without
/// reporting a missing registration.
@usableFromInline
struct RefusedResolution {
    static var marker: Any { RefusedResolution() }
}
