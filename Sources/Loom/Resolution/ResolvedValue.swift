internal import CLoomAtomics
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The value an ``Inject`` property resolved on first access, kept for later ones and shared by
/// every copy of the wrapper, in a struct owner too.
///
/// One allocation per property: the kept value in a `ManagedBuffer`'s header and, as its one
/// element, a state word (`empty`, `writing`, `ready`) — a word with a stable address for the C
/// atomics, where a lock of its own cost every wrapper a second allocation and a mutex. The resolve
/// runs outside any lock; the first thread to move the state from `empty` to `writing` keeps its
/// value, publishes it with a release store of `ready`, and a reader that loads `ready` (acquire)
/// reads it.
///
/// ``Injected`` no longer uses it: it keeps its value in its owner (see its `_enclosingInstance`
/// subscript), which saved this allocation, the largest cost of making an owner and reading it.
///
/// Inlinable, so that it is specialised for the property's type in the module that declares the
/// property: unspecialised, every owner paid for looking up the generic metadata of the wrapper,
/// `Value?` and the buffer at run time (callgrind, make an owner with one by-type property and read
/// it: 5,334 → 2,151 instructions, of which about 2,200 were `swift_getGenericMetadata`). The
/// atomics stay behind calls into Loom (``ResolvedValueState``): the C module is imported
/// internally.
///
/// `@unchecked Sendable`: the header is written once, by the thread that won the state word, before
/// it publishes `ready`, and only read after loading `ready`. A wrapper that holds one is `Sendable`
/// only when `Value` is, so a value never crosses isolation domains that a plain stored property of
/// its type could not.
@usableFromInline
struct ResolvedValue<Value>: @unchecked Sendable {
    @usableFromInline let buffer: ManagedBuffer<Value?, Int>

    @inlinable
    init() {
        buffer = .create(minimumCapacity: 1) { buffer in
            buffer.withUnsafeMutablePointerToElements { $0.initialize(to: ResolvedValueState.empty) }
            return nil
        }
    }

    /// The kept value; else the one `resolve` gives, kept if it is not `nil`. When two threads
    /// resolve the first access at once, both get the value kept first.
    @inlinable
    func value(resolvingWith resolve: () -> Value?) -> Value? {
        if let kept = kept() { return kept }
        guard let resolved = resolve() else { return nil }
        return keep(resolved)
    }

    /// The kept value, if one is published.
    @inlinable @inline(__always)
    func kept() -> Value? {
        buffer.withUnsafeMutablePointers { header, state in
            ResolvedValueState.isReady(state) ? header.pointee : nil
        }
    }

    /// Keeps `resolved` unless another thread kept a value first; returns the value kept.
    @inlinable
    func keep(_ resolved: Value) -> Value {
        buffer.withUnsafeMutablePointers { header, state in
            if ResolvedValueState.beginWriting(state) {
                header.pointee = resolved
                ResolvedValueState.publish(state)
                return resolved
            }
            // Another thread is storing its value: a few instructions away from publishing it.
            ResolvedValueState.waitUntilReady(state)
            guard let kept = header.pointee else {
                preconditionFailure("Loom internal error: a property wrapper published no value")
            }
            return kept
        }
    }
}

/// The states of a ``ResolvedValue``'s word and the atomic operations on it.
@usableFromInline
enum ResolvedValueState {
    @inlinable static var empty: Int { 0 }
    static let writing = 1
    static let ready = 2

    /// Whether the word says `ready` (an acquire load: the value written before is visible).
    @usableFromInline
    static func isReady(_ state: UnsafeMutablePointer<Int>) -> Bool {
        loom_atomic_load_acquire(state) == ready
    }

    /// Moves the word from `empty` to `writing`; whether this thread did.
    @usableFromInline
    static func beginWriting(_ state: UnsafeMutablePointer<Int>) -> Bool {
        loom_atomic_compare_exchange(state, empty, writing)
    }

    /// Sets the word to `ready` (a release store: the value written before is published).
    @usableFromInline
    static func publish(_ state: UnsafeMutablePointer<Int>) {
        loom_atomic_store_release(state, ready)
    }

    /// Waits for the thread that moved the word to `writing` to publish its value.
    @usableFromInline
    static func waitUntilReady(_ state: UnsafeMutablePointer<Int>) {
        while loom_atomic_load_acquire(state) != ready {
            sched_yield()
        }
    }
}

extension Container {
    /// The container a property wrapper created now should resolve from later: the overlay the
    /// running task bound with `withOverrides`, if any (`nil`: ``Container/current`` at access).
    @usableFromInline
    static var boundForWrapper: Container? {
        Overlay.anyEverBound ? Overlay.bindings?.overlay : nil
    }

    /// `service` under `name` for a property wrapper, or `nil` without a failure report: the
    /// registration itself when there is one — a typed resolve without the `Optional` detour, which
    /// cost the first read of an `@Injected` property 1.16 µs — else ``resolveQuietly(_:name:)``,
    /// which builds `Lazy`, `Provider` and `Optional` wrappers.
    @inlinable
    func resolveForWrapper<Service>(_: Service.Type, name: String?) -> Service? {
        guard var instance = resolveInstance(Service.self, Resolver.self, name: name, arguments: UnsafeRawPointer(resolverArgument)) else {
            return resolveQuietly(Service.self, name: name)
        }
        return typedService(&instance, as: Service.self) { _ in nil }
    }

    /// `service` under `name`, or `nil` without a failure report: resolving `Service?` gives
    /// `.some(nil)` for a missing service, silently (wrappers report in their own words).
    @usableFromInline
    func resolveQuietly<Service>(_ service: Service.Type, name: String?) -> Service? {
        resolve(Service?.self, name: name) ?? nil
    }

    /// Stops with what a non-optional property wrapper could not resolve: the property's type, where
    /// it is declared, and the nearest registrations. The trap points at the declaration too.
    @usableFromInline
    func stopForMissing<Value>(_: Value.Type, name: String?, wrapper: String, declaration: WrapperDeclaration? = nil) -> Never {
        let message = missingMessage(Value.self, name: name, wrapper: wrapper, declaration: declaration)
        guard let declaration else { fatalError(message) }
        fatalError(message, file: declaration.file, line: declaration.line)
    }

    /// What ``stopForMissing(_:name:wrapper:declaration:)`` stops with.
    func missingMessage<Value>(_: Value.Type, name: String?, wrapper: String, declaration: WrapperDeclaration? = nil) -> String {
        let key = ServiceKey(serviceType: Value.self, argumentsType: Resolver.self, name: name)
        let report = ResolutionFailureReport(key: key, registrations: allRegistrations()).message
        let declared = declaration.map { " declared in \($0.type) (\($0.file):\($0.line))" } ?? ""
        return "\(wrapper) property of type \(Value.self)\(declared): \(report)"
    }
}
