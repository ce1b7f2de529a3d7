#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// Every `@inline(__always)` in this file is on the resolve path and was measured only together with
// the rest of Loom's (Benchmarks/README.md, *Inlining*): all out of line, A 749 → 840,
// C 17,898 → 21,858, F 5,294 → 5,886 instructions.

/// A per-thread slot holding one object, created on first use and released when the thread ends.
///
/// Loom keeps each thread's in-progress resolutions here (``ThreadResolutions``): a synchronous
/// `resolve` never suspends, so everything one resolution does happens on one thread, and nothing
/// about it needs to be visible to other threads or stored on the container.
///
/// `@unchecked Sendable`: the key is written once in `init`; every value is only ever read by the
/// thread that stored it.
final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    /// A constant, so that reading it needs no dynamic exclusivity check.
    private let key: pthread_key_t
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
            #else
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
            #endif
        }
        precondition(status == 0, "Loom: pthread_key_create failed (\(status))")
        self.key = key
    }

    /// This thread's value, created the first time the thread asks.
    @inline(__always)
    var value: Value {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        let created = make()
        pthread_setspecific(key, Unmanaged.passRetained(created as AnyObject).toOpaque())
        return created
    }

    /// Runs `body` with this thread's value, without retaining it: the slot keeps it alive for as
    /// long as the thread runs.
    @inline(__always)
    func withValue<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        if let pointer = pthread_getspecific(key) {
            return try Unmanaged<Value>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
        }
        return try body(value)
    }
}

extension ThreadLocal {
    /// Makes `value` this thread's value and returns the one it replaces (made first if the thread
    /// had none): for a thread that carries on, for a while, work that another thread began —
    /// `verify()`'s `@MainActor` factories, run by its caller while its own thread waits.
    func exchange(_ replacement: Value) -> Value {
        let previous = value
        // The slot takes a reference to `replacement` and gives back the one it held to `previous`
        // (the caller's `previous` is a reference of its own).
        pthread_setspecific(key, Unmanaged.passRetained(replacement as AnyObject).toOpaque())
        Unmanaged.passUnretained(previous).release()
        return previous
    }
}
