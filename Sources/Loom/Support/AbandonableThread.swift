#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A thread that runs work while its caller waits, and that the work may give up halfway: the
/// thread then tells its caller, who goes on, and never runs again.
///
/// `verify()` runs its registrations on one. A call that cannot return a value and cannot throw —
/// a definition whose factory threw, a property wrapper with nothing to inject — cannot be unwound
/// in Swift; on this thread it need not stop the process: the thread ``abandon()``s the work and
/// the caller starts another thread for the rest.
///
/// ```swift
/// let outcome = AbandonableThread.run { for item in items { check(item) } }
/// // inside `check`, on the thread: AbandonableThread.current?.abandon()
/// ```
///
/// While it waits, the caller runs what the work hands it with ``onCaller(_:)``: the work of a
/// thread the work cannot run on (a `@MainActor` factory, when the caller is the main actor).
///
/// An abandoned thread keeps, for the rest of the process, its stack — 8 MiB of address space, of
/// which only the pages it touched are memory — and what the stack references. It holds no lock of
/// Loom's: work is only abandoned from user code, which runs outside them (see the lock
/// discipline); `ReaderGuard` sections it never left are counted in ``AbandonedReaders``.
///
/// `@unchecked Sendable`: `outcome` and `relayed` are only touched with `lock` held; `work` is
/// read once, by the thread, after `run` stored it and before anyone else can reach the object.
final class AbandonableThread: @unchecked Sendable {
    /// How the work ended.
    enum Outcome: Equatable {
        /// The work returned.
        case finished
        /// The work called ``abandon()``.
        case abandoned
    }

    /// The stack every thread gets: what the main thread has on Linux, where a resolution nested
    /// 200 levels deep (the cycle limit) fits many times over. (A secondary thread's default is
    /// 512 KiB on Apple platforms.)
    static let stackSize = 8 << 20

    private let lock = Lock()
    private let changed = Condition()
    /// Never signalled: an abandoned thread waits on it for the rest of the process.
    private let never = Condition()
    private var work: (() -> Void)?
    private var outcome: Outcome?
    /// Work handed to the caller by ``onCaller(_:)``, and whether it has run.
    private var relayed: (() -> Void)?
    private var relayedDone = false

    private init(work: @escaping () -> Void) {
        self.work = work
    }

    /// The thread running work for `run(_:)` on this thread, if this thread is one.
    static var current: AbandonableThread? {
        running.withValue { $0.thread }
    }

    /// Runs `work` on a new thread and waits until it returns or abandons, running what it hands
    /// over with ``onCaller(_:)`` meanwhile.
    static func run(_ work: @escaping () -> Void) -> Outcome {
        let thread = AbandonableThread(work: work)
        thread.start()
        return thread.wait()
    }

    /// On the thread: gives the work up. The caller of `run` goes on with ``Outcome/abandoned``; this
    /// thread waits for the rest of the process, keeping everything its stack holds.
    func abandon() -> Never {
        precondition(Self.current === self, "Loom internal error: work abandoned from another thread")
        lock.lock()
        outcome = .abandoned
        changed.broadcast()
        while true {
            lock.wait(on: never)
        }
    }

    /// On the thread: runs `body` on the thread waiting in `run` and returns its result; this thread
    /// waits meanwhile.
    func onCaller<Result>(_ body: () -> Result) -> Result {
        precondition(Self.current === self, "Loom internal error: work relayed from another thread")
        var result: Result?
        withoutActuallyEscaping(body) { body in
            lock.withLock {
                relayed = { result = body() }
                relayedDone = false
                changed.broadcast()
            }
            lock.lock()
            while !relayedDone {
                lock.wait(on: changed)
            }
            lock.unlock()
        }
        guard let result else { preconditionFailure("Loom internal error: relayed work gave no result") }
        return result
    }

    // MARK: The caller's side

    private func wait() -> Outcome {
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let outcome { return outcome }
            if let job = relayed {
                relayed = nil
                lock.unlock()
                job()
                lock.lock()
                relayedDone = true
                changed.broadcast()
                continue
            }
            lock.wait(on: changed)
        }
    }

    // MARK: The thread's side

    private func start() {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, Self.stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        // The thread's reference to this object, given back by `main` when the work returns (an
        // abandoned thread keeps it).
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, &attributes, { context in
            #if canImport(Darwin)
            let context: UnsafeMutableRawPointer? = context
            #endif
            Unmanaged<AbandonableThread>.fromOpaque(context!).takeRetainedValue().main()
            return nil
        }, context)
        precondition(status == 0, "Loom: could not start a thread for verify() (pthread_create: \(status))")
    }

    private func main() {
        Self.running.withValue { $0.thread = self }
        var work = lock.withLock { self.work.take() }
        work?()
        // Released before the caller is told: what the work captured (for `verify()`, the verified
        // container) must not outlive `run`, or its last release would come later, on this thread.
        work = nil
        Self.running.withValue { $0.thread = nil }
        lock.withLock {
            outcome = .finished
            changed.broadcast()
        }
    }

    /// Which ``AbandonableThread`` a thread is, if any.
    private final class Running {
        var thread: AbandonableThread?
    }

    private static let running = ThreadLocal { Running() }
}
