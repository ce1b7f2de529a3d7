#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Nanoseconds from the monotonic clock or the calling thread's CPU-time clock: one
/// `clock_gettime` call, no allocation.
public enum MonotonicClock {
    /// The current time in nanoseconds since an arbitrary start.
    public static func now() -> UInt64 {
        read(CLOCK_MONOTONIC)
    }

    /// The CPU time the calling thread has used, in nanoseconds. It does not advance while the thread
    /// waits for a core, so other processes on a busy machine do not inflate what it measures.
    public static func threadCPUTime() -> UInt64 {
        read(CLOCK_THREAD_CPUTIME_ID)
    }

    private static func read(_ clock: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
