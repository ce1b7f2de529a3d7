// Every `@inline(__always)` in this file is on the resolve path and was measured only together with
// the rest of Loom's (Benchmarks/README.md, *Inlining*): all out of line, A 749 → 840,
// C 17,898 → 21,858, F 5,294 → 5,886 instructions.

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
// @inlinable: rows AK, AS, AH, BK, CK, D, E, I1, I2, I3: AK 804 → 880, BK 480 → 556, D 1,378 → 1,453, E 1,161 → 1,223, I2 1,082 → 1,154 instructions without it.
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
/// type), not of a conforming type or a subclass: the type `instance` stores beside its value is
/// `Service`'s metadata.
///
/// Why not open the existential (`_openExistential`, which reads the same type): unspecialised — a
/// factory's `r.resolve` through `any Resolver` — opening copies the `Any` first, a retain and a
/// release of the instance through the runtime's value witnesses on every resolve. Reading the type
/// word does not copy (callgrind, scenario C: see ``storedType(of:)``). Debug builds check that
/// both agree.
@usableFromInline @inline(__always)
func holdsExactly<Service>(_ instance: Any, _: Service.Type) -> Bool {
    let holds = storedType(of: instance) == unsafeBitCast(Service.self, to: UnsafeRawPointer.self)
    assert(holds == holdsExactlyByOpening(instance, Service.self), "Loom internal error: the type stored in an Any misread")
    return holds
}

/// The metadata of the type whose value `instance` holds, read from where the existential keeps it:
/// the word after its three-word inline buffer (Swift's stable layout of `Any`). Not generic, so it
/// borrows `instance` in place where a generic reader would copy it. Reading it instead of opening
/// the `Any` took scenario C (a graph of 21 resolves through `any Resolver`) from 19,849 to
/// 19,586 instructions per root.
@inline(__always)
func storedType(of instance: borrowing Any) -> UnsafeRawPointer {
    withUnsafePointer(to: instance) { existential in
        UnsafeRawPointer(existential).load(fromByteOffset: 3 * MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self)
    }
}

/// ``holdsExactly(_:_:)`` by opening the existential: the reference the debug check compares with.
func holdsExactlyByOpening<Service>(_ instance: Any, _: Service.Type) -> Bool {
    func open<Contained>(_: Contained) -> Bool {
        Contained.self == Service.self
    }
    return _openExistential(instance, do: open)
}

/// `instance` as a `Service`, which is exactly the type of the value inside it (the caller checked
/// ``holdsExactly(_:_:)``): a copy instead of the runtime's dynamic cast, which costs some 300
/// instructions. Returns `Service`, not `Service?`: unspecialised (a factory's `r.resolve`), an
/// optional temporary would look up its metadata on every call.
@usableFromInline @inline(__always)
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
/// where the move reads it, as a bit pattern, before writing `()` over it. Checked in debug builds:
/// `Service` is one word, and the `Any` left behind holds `()`.
///
/// The move is two steps, neither of which counts a reference: ``takeReference(_:)`` (not generic)
/// lifts the reference out of the `Any` as a bit pattern, and ``moveService(from:as:)`` moves it
/// into the `Service` result through the value witness that takes a value (a plain copy of the
/// word for a class). Unspecialised (a factory's `r.resolve` through `any Resolver`), the two
/// earlier shapes each cost one more pair of atomic reference-count writes or a closure context:
/// a generic `withUnsafeMutablePointer` and `move()` about 80 instructions per resolve; moving out
/// an `AnyObject` and `unsafeBitCast` to `Service` a retain (the cast copies) and a release (of the
/// moved reference). Callgrind, scenario C (a root of 20 such resolves): 23,765 → 23,170 with the
/// `AnyObject` move, 19,586 → 18,682 per root with this one (F 5,722 → 5,660 per service, A 820 → 802).
@usableFromInline @inline(__always)
func takeExactObject<Service>(_ instance: inout Any, as _: Service.Type) -> Service {
    assert(MemoryLayout<Service>.size == MemoryLayout<AnyObject>.size, "Loom internal error: moving a \(Service.self) out of an Any")
    var reference = takeReference(&instance)
    assert(holdsExactly(instance, Void.self), "Loom internal error: an Any left holding what was moved out of it")
    return moveService(from: &reference, as: Service.self)
}

/// Moves the class reference out of `instance`, which holds a class instance, and leaves `()` in
/// its place; see ``takeExactObject(_:as:)``.
@inline(__always)
func takeObject(_ instance: inout Any) -> AnyObject {
    var reference = takeReference(&instance)
    return moveService(from: &reference, as: AnyObject.self)
}

/// The class reference `instance` holds, as its bit pattern, with `()` written over it without
/// destroying it: the caller now owns that one reference and must move it into a typed value
/// (``moveService(from:as:)``), or it leaks.
@inline(__always)
func takeReference(_ instance: inout Any) -> UInt {
    withUnsafeMutablePointer(to: &instance) { existential in
        let raw = UnsafeMutableRawPointer(existential)
        let reference = raw.load(as: UInt.self)
        raw.bindMemory(to: Any.self, capacity: 1).initialize(to: ())  // the old value was moved out: nothing to destroy
        return reference
    }
}

/// Moves the reference whose bit pattern is at `reference` (from ``takeReference(_:)``) into a
/// `Service`, a class type, leaving the memory uninitialised (it held only bits).
@inline(__always)
func moveService<Service>(from reference: UnsafeMutableRawPointer, as _: Service.Type) -> Service {
    reference.bindMemory(to: Service.self, capacity: 1).move()
}

/// Whether `type` is a Swift class, read from the first word of its metadata (Swift's stable ABI:
/// 0 for a class without Objective-C interoperation, an `isa` pointer — above 0x7FF — with it; every
/// other kind of type is a small number). Why not `type is AnyObject.Type`: unspecialised — a
/// factory's `r.resolve` through `any Resolver` — that cast is a runtime call, which cost a graph of
/// 21 resolves (scenario C) 4.5 % more instructions; this is two loads. Debug builds check that both
/// agree.
@usableFromInline @inline(__always)
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
