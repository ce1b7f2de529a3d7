#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Runs one body on several threads that start together, and times them from the common start to
/// the last one's end.
enum ThreadGroup {
    /// Runs `body` on `count` new threads at once; returns the wall time in nanoseconds from the
    /// moment all were ready until all had finished, and the combined results.
    static func run(count: Int, _ body: @escaping @Sendable () -> UInt64) -> (nanoseconds: UInt64, result: UInt64) {
        let start = StartLine(threads: count)
        let results = (0..<count).map { _ in ResultSlot() }
        let threads = (0..<count).map { index in
            spawn {
                start.arriveAndWait()
                results[index].value = body()
            }
        }
        start.waitUntilAllArrived()
        let begin = MonotonicClock.now()
        start.release()
        for thread in threads { join(thread) }
        let elapsed = MonotonicClock.now() - begin
        return (elapsed, results.reduce(0) { $0 ^ $1.value })
    }

    /// Where one thread leaves its result; read only after the thread was joined.
    private final class ResultSlot: @unchecked Sendable {
        var value: UInt64 = 0
    }

    /// The starting line: threads announce they are ready, then spin until the main thread fires.
    private final class StartLine: Sendable {
        private let threads: Int
        private let arrived = Atomic<Int>(0)
        private let released = Atomic<Bool>(false)

        init(threads: Int) { self.threads = threads }

        func arriveAndWait() {
            arrived.add(1, ordering: .acquiringAndReleasing)
            while !released.load(ordering: .acquiring) { sched_yield() }
        }

        func waitUntilAllArrived() {
            while arrived.load(ordering: .acquiring) < threads { sched_yield() }
        }

        func release() { released.store(true, ordering: .releasing) }
    }

    /// The closure a new thread runs, passed through `pthread_create`'s context pointer.
    private final class ThreadBody {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    #if os(Linux)
    private typealias ThreadHandle = pthread_t
    #else
    private typealias ThreadHandle = pthread_t?
    #endif

    private static func spawn(_ body: @escaping @Sendable () -> Void) -> ThreadHandle {
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        #if os(Linux)
        var handle = pthread_t()
        #else
        var handle: pthread_t?
        #endif
        let status = pthread_create(&handle, nil, { context in
            let body = Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue()
            body.body()
            return nil
        }, context)
        precondition(status == 0, "pthread_create failed: \(status)")
        return handle
    }

    private static func join(_ thread: ThreadHandle) {
        #if os(Linux)
        pthread_join(thread, nil)
        #else
        pthread_join(thread!, nil)
        #endif
    }
}
