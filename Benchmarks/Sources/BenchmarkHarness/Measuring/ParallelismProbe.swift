/// How much faster two threads do independent work than one, on this machine at this moment: the
/// ceiling for any contender's 2-thread scaling. On cores shared with other builds it falls towards
/// 1×, and a 2-thread scaling goal cannot be judged in that run.
public enum ParallelismProbe {
    /// Aggregate throughput of two threads doing independent arithmetic, over one thread's, in the
    /// median of `samples` interleaved pairs of about 5 ms each.
    public static func twoThreadScaling(samples: Int = 9) -> Double {
        let iterations = 2_000_000
        var ratios: [Double] = []
        for _ in 0..<samples {
            let one = Double(wallTime { work(iterations) })
            let (two, _) = ThreadGroup.run(count: 2) { work(iterations) }
            ratios.append(one * 2 / Double(two))
        }
        return Statistics(ratios).median
    }

    /// Times `body` in wall time. Not optimised, so that the call stays between the clock readings
    /// (the optimiser may move a pure computation across `clock_gettime`).
    @inline(never) @_optimize(none)
    private static func wallTime(_ body: () -> UInt64) -> UInt64 {
        let begin = MonotonicClock.now()
        blackHole(body())
        return MonotonicClock.now() - begin
    }

    /// A xorshift sequence: register arithmetic, nothing shared between threads.
    @inline(never)
    private static func work(_ iterations: Int) -> UInt64 {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<iterations {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
        }
        return state
    }
}
