import BenchmarkHarness

/// A workload that calls `resolve` once per iteration and checksums each instance it returns.
/// Inlined, so that the closure is inlined into the loop and costs every contender nothing.
@inline(__always)
func resolving(_ resolve: @escaping @Sendable () -> AnyObject) -> Workload {
    Workload { iterations in
        var checksum = Checksum()
        for _ in 0..<iterations {
            checksum.add(resolve())
        }
        return checksum.value
    }
}
