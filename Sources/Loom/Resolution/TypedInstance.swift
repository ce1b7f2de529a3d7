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
///
/// `instance` is the engine's result, which the caller gives up: a class instance of exactly
/// `Service` is moved out of it (``takeExactObject(_:as:)``) rather than copied.
@inlinable @inline(__always)
func typedService<Service>(_ instance: inout Any, as _: Service.Type, otherwise fallback: (Any.Type) -> Service?) -> Service? {
    if holdsExactly(instance, Service.self) {
        if isSwiftClass(Service.self) { return takeExactObject(&instance, as: Service.self) }
        return exactInstance(instance, as: Service.self)
    }
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

/// Moves the class instance out of `instance`, which holds an instance of exactly the class
/// `Service` (the caller checked ``holdsExactly(_:_:)`` and that `Service` is a class), and leaves
/// `()` in its place: the reference `instance` held is handed over, not copied.
///
/// Why: copying retains the instance and destroying the `Any` releases it. On a singleton that two
/// threads resolve, both write its reference count, and that pair was the last write they shared:
/// moved, two threads resolving one singleton gain 1.08–1.28× over one thread (against direct
/// code's 0.8×), where with the copy they gained 0.79× (scenario Q2); one thread's cache hit (B) went
/// from 1.00× to 0.92× direct code.
///
/// Safe because an `Any` keeps a class reference in the first word of its three-word inline buffer
/// (Swift's stable existential layout: a one-word, bitwise-movable value is never boxed), which is
/// where the move reads it; the memory is bound to `AnyObject` only between the move and the `()`
/// written back. Checked in debug builds: `Service` is one word, and the `Any` left behind holds `()`.
///
/// The move itself is ``takeObject(_:)``, which is not generic. Unspecialised (a factory's
/// `r.resolve` through `any Resolver`), the generic `withUnsafeMutablePointer` and `move()` it
/// replaces went through a closure context and the runtime's value witnesses, about 80
/// instructions per resolve; now only the final `unsafeBitCast` to `Service` does (one copy
/// through the value witness, and the moved reference released). Callgrind: scenario C
/// 23,765 → 23,170 instructions per root of 20 such resolves, F 6,008 → 5,978 per service (a
/// plain copy, as before the move: 5,986).
@inlinable @inline(__always)
func takeExactObject<Service>(_ instance: inout Any, as _: Service.Type) -> Service {
    assert(MemoryLayout<Service>.size == MemoryLayout<AnyObject>.size, "Loom internal error: moving a \(Service.self) out of an Any")
    let object = takeObject(&instance)
    assert(holdsExactly(instance, Void.self), "Loom internal error: an Any left holding what was moved out of it")
    return unsafeBitCast(object, to: Service.self)  // `object` is a `Service` (the caller checked)
}

/// Moves the class reference out of `instance`, which holds a class instance, and leaves `()` in
/// its place; see ``takeExactObject(_:as:)``.
@inlinable @inline(__always)
func takeObject(_ instance: inout Any) -> AnyObject {
    withUnsafeMutablePointer(to: &instance) { existential in
        let raw = UnsafeMutableRawPointer(existential)
        let object = raw.bindMemory(to: AnyObject.self, capacity: 1).move()
        raw.bindMemory(to: Any.self, capacity: 1).initialize(to: ())
        return object
    }
}

/// Whether `type` is a Swift class, read from the first word of its metadata (Swift's stable ABI:
/// 0 for a class without Objective-C interoperation, an `isa` pointer — above 0x7FF — with it; every
/// other kind of type is a small number). Why not `type is AnyObject.Type`: unspecialised — a
/// factory's `r.resolve` through `any Resolver` — that cast is a runtime call, which cost a graph of
/// 21 resolves (scenario C) 4.5 % more instructions; this is two loads. Debug builds check that both
/// agree.
@inlinable @inline(__always)
func isSwiftClass<T>(_ type: T.Type) -> Bool {
    let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
    let isClass = kind == 0 || kind > 0x7FF
    assert(!isClass || type is AnyObject.Type, "Loom internal error: \(type) read as a class")
    return isClass
}

/// Stands for a resolution that found its registration but refused to make an instance (a strict
/// scope policy, an async factory resolved synchronously): the typed resolve returns `nil` without
/// reporting a missing registration.
@usableFromInline
struct RefusedResolution {
    static var marker: Any { RefusedResolution() }
}
