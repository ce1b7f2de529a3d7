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

/// The value an ``Injected`` or ``Inject`` property resolved on first access, kept for later ones.
///
/// One allocation per property: the kept value in a `ManagedBuffer`'s header and, as its one
/// element, a state word (`empty`, `writing`, `ready`) — a word with a stable address for the C
/// atomics, where a lock of its own cost every wrapper a second allocation and a mutex (0.24 µs of
/// the 1.9 µs an `@Injected` owner took to create and read). The resolve runs outside any lock;
/// the first thread to move the state from `empty` to `writing` keeps its value, publishes it with
/// a release store of `ready`, and a reader that loads `ready` (acquire) reads it.
///
/// `@unchecked Sendable`: the header is written once, by the thread that won the state word, before
/// it publishes `ready`, and only read after loading `ready`. A wrapper that holds one is `Sendable`
/// only when `Value` is, so a value never crosses isolation domains that a plain stored property of
/// its type could not.
struct ResolvedValue<Value>: @unchecked Sendable {
    private let buffer: ManagedBuffer<Value?, Int>

    init() {
        buffer = .create(minimumCapacity: 1) { buffer in
            buffer.withUnsafeMutablePointerToElements { $0.initialize(to: State.empty) }
            return nil
        }
    }

    /// The kept value; else the one `resolve` gives, kept if it is not `nil`. When two threads
    /// resolve the first access at once, both get the value kept first.
    func value(resolvingWith resolve: () -> Value?) -> Value? {
        if let kept = kept() { return kept }
        guard let resolved = resolve() else { return nil }
        return keep(resolved)
    }

    /// The kept value, if one is published.
    @inline(__always)
    private func kept() -> Value? {
        buffer.withUnsafeMutablePointers { header, state in
            loom_atomic_load_acquire(state) == State.ready ? header.pointee : nil
        }
    }

    /// Keeps `resolved` unless another thread kept a value first; returns the value kept.
    private func keep(_ resolved: Value) -> Value {
        buffer.withUnsafeMutablePointers { header, state in
            if loom_atomic_compare_exchange(state, State.empty, State.writing) {
                header.pointee = resolved
                loom_atomic_store_release(state, State.ready)
                return resolved
            }
            // Another thread is storing its value: a few instructions away from publishing it.
            while loom_atomic_load_acquire(state) != State.ready {
                sched_yield()
            }
            guard let kept = header.pointee else {
                preconditionFailure("Loom internal error: a property wrapper published no value")
            }
            return kept
        }
    }
}

extension Container {
    /// The container a property wrapper created now should resolve from later: the overlay the
    /// running task bound with `withOverrides`, if any (`nil`: ``Container/current`` at access).
    static var boundForWrapper: Container? {
        Overlay.anyEverBound ? Overlay.bindings?.overlay : nil
    }

    /// `service` under `name` for a property wrapper, or `nil` without a failure report: the
    /// registration itself when there is one — a typed resolve without the `Optional` detour, which
    /// cost the first read of an `@Injected` property 1.16 µs — else ``resolveQuietly(_:name:)``,
    /// which builds `Lazy`, `Provider` and `Optional` wrappers.
    func resolveForWrapper<Service>(_: Service.Type, name: String?) -> Service? {
        guard var instance = resolveInstance(Service.self, Resolver.self, name: name, arguments: UnsafeRawPointer(resolverArgument)) else {
            return resolveQuietly(Service.self, name: name)
        }
        return typedService(&instance, as: Service.self) { _ in nil }
    }

    /// `service` under `name`, or `nil` without a failure report: resolving `Service?` gives
    /// `.some(nil)` for a missing service, silently (wrappers report in their own words).
    func resolveQuietly<Service>(_ service: Service.Type, name: String?) -> Service? {
        resolve(Service?.self, name: name) ?? nil
    }

    /// Stops with what a non-optional property wrapper could not resolve: the property's type, where
    /// it is declared, and the nearest registrations. The trap points at the declaration too.
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

/// The states of a ``ResolvedValue``'s word.
private enum State {
    static let empty = 0
    static let writing = 1
    static let ready = 2
}

/// Where a property wrapper is declared: the type that declares the property (`#function` at the
/// declaration gives it), and the declaration's file and line.
struct WrapperDeclaration: Sendable {
    let type: String
    let file: StaticString
    let line: UInt
}
