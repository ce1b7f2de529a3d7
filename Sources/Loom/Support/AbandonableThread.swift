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
/// `@unchecked Sendable`: `work`, `outcome`, `retired` and `relayed` are only touched with `lock`
/// held.
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
    /// The work to run next; `nil` while the thread waits for some, idle.
    private var work: (() -> Void)?
    private var outcome: Outcome?
    /// Set when an idle thread is not kept: it ends instead of waiting for work.
    private var retired = false
    /// Work handed to the caller by ``onCaller(_:)``, and whether it has run.
    private var relayed: (() -> Void)?
    private var relayedDone = false

    private init() {}

    /// The thread running work for `run(_:)` on this thread, if this thread is one.
    static var current: AbandonableThread? {
        running.withValue { $0.thread }
    }

    /// Runs `work` on a thread of its own and waits until it returns or abandons, running what it
    /// hands over with ``onCaller(_:)`` meanwhile.
    ///
    /// A thread whose work returned is kept, idle, for the next `run` (one at most), so that a test
    /// suite verifying a container in every test does not start a thread for each. (Under callgrind,
    /// `verify()` of 1,000 registrations counts the same instructions on its thread as it did on the
    /// caller's, in a process that has a second thread anyway, as every app and test runner does:
    /// glibc's allocator takes shortcuts only while a process has one thread.)
    static func run(_ work: @escaping () -> Void) -> Outcome {
        let thread = idle.take() ?? AbandonableThread.started()
        let outcome = thread.perform(work)
        if outcome == .finished, !idle.keep(thread) {
            thread.retire()
        }
        return outcome
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

    /// Hands the thread `work` and waits for how it ended, running what it relays meanwhile.
    private func perform(_ work: @escaping () -> Void) -> Outcome {
        lock.lock()
        defer { lock.unlock() }
        self.work = work
        outcome = nil
        changed.broadcast()
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

    /// Ends an idle thread that is not kept.
    private func retire() {
        lock.withLock {
            retired = true
            changed.broadcast()
        }
    }

    // MARK: The thread's side

    /// A new thread, waiting for work.
    private static func started() -> AbandonableThread {
        let thread = AbandonableThread()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        // The thread's reference to its object, given back by `main` when the thread ends (an
        // abandoned thread keeps it).
        let context = Unmanaged.passRetained(thread).toOpaque()
        #if canImport(Darwin)
        var handle: pthread_t?
        #else
        var handle = pthread_t()
        #endif
        let status = pthread_create(&handle, &attributes, { context in
            #if canImport(Darwin)
            let context: UnsafeMutableRawPointer? = context
            #endif
            Unmanaged<AbandonableThread>.fromOpaque(context!).takeRetainedValue().main()
            return nil
        }, context)
        precondition(status == 0, "Loom: could not start a thread for verify() (pthread_create: \(status))")
        return thread
    }

    /// Runs each piece of work it is handed, until it is retired (or abandons one).
    private func main() {
        Self.running.withValue { $0.thread = self }
        while runNextWork() {
            lock.withLock {
                outcome = .finished
                changed.broadcast()
            }
        }
        Self.running.withValue { $0.thread = nil }
    }

    /// Runs the next work, once handed over; `false` once retired. The work — and what it captured
    /// (for `verify()`, the verified container) — is released when this returns, before the caller
    /// is told it finished: it must not outlive `run`, or its last release would come later, on
    /// this thread.
    private func runNextWork() -> Bool {
        guard let work = nextWork() else { return false }
        work()
        return true
    }

    /// The next work, once handed over; `nil` once retired.
    private func nextWork() -> (() -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        while work == nil, !retired {
            lock.wait(on: changed)
        }
        return work.take()
    }

    /// Which ``AbandonableThread`` a thread is, if any.
    private final class Running {
        var thread: AbandonableThread?
    }

    private static let running = ThreadLocal { Running() }

    /// The thread kept idle for the next `run`, if any.
    private static let idle = IdleThread()

    /// At most one idle thread.
    ///
    /// `@unchecked Sendable`: `thread` is only touched with `lock` held.
    private final class IdleThread: @unchecked Sendable {
        private let lock = Lock()
        private var thread: AbandonableThread?

        func take() -> AbandonableThread? {
            lock.withLock { thread.take() }
        }

        /// Keeps `thread` unless one is kept already; whether it did.
        func keep(_ thread: AbandonableThread) -> Bool {
            lock.withLock {
                guard self.thread == nil else { return false }
                self.thread = thread
                return true
            }
        }
    }
}
