/// Times one sample of a workload: `iterations` iterations on each of the scenario's threads, with
/// the scenario's clock (several threads: always wall time, from their common start).
struct Sampler {
    let scenario: Scenario
    let workload: Workload

    /// Nanoseconds per operation for one sample of `iterations` iterations (per thread).
    func nanosecondsPerOperation(iterations: Int) -> Double {
        let elapsed = nanoseconds(iterations: iterations)
        let operations = iterations * scenario.operationsPerIteration * scenario.threads
        return Double(elapsed) / Double(operations)
    }

    /// Elapsed nanoseconds, on the scenario's clock, of one sample of `iterations` iterations (per thread).
    func nanoseconds(iterations: Int) -> UInt64 {
        let run = workload.run
        if scenario.threads == 1 {
            let begin = clock()
            let checksum = run(iterations)
            let elapsed = clock() - begin
            blackHole(checksum)
            return elapsed
        }
        let (elapsed, checksum) = ThreadGroup.run(count: scenario.threads) { run(iterations) }
        blackHole(checksum)
        return elapsed
    }

    /// The iteration count (per thread) that makes one sample last about `target` nanoseconds on one
    /// thread; warms the workload up on the way. Always measured on the calling thread: a short
    /// multi-threaded sample is dominated by how late the threads get a core, which would leave a
    /// handful of iterations per sample.
    func calibratedIterations(target: UInt64) -> Int {
        let run = workload.run
        func time(_ iterations: Int) -> UInt64 {
            let begin = clock()
            blackHole(run(iterations))
            return clock() - begin
        }
        var iterations = 1
        var elapsed = time(iterations)
        while elapsed < target / 4 {
            iterations *= 2
            elapsed = time(iterations)
        }
        let scaled = Double(iterations) * Double(target) / Double(max(elapsed, 1))
        return max(1, Int(scaled.rounded()))
    }

    /// Reads the scenario's clock on the calling thread.
    private func clock() -> UInt64 {
        scenario.clock == .wallTime ? MonotonicClock.now() : MonotonicClock.threadCPUTime()
    }
}
