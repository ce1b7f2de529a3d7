internal import CLoomAtomics

/// Whether synchronous code running now runs on the main actor — what `MainActor.assumeIsolated`
/// checks, without stopping the process when the answer is no.
///
/// On Apple platforms the main actor runs on the main thread. Elsewhere its jobs may run on another
/// thread (on Linux under a test harness, for one), so the concurrency runtime is asked whether the
/// main actor's executor is the current one, through the entry point the standard library's own
/// inlined code calls, with the flag that makes it answer instead of stopping.
func isOnMainActor() -> Bool {
    if loom_is_main_thread() != 0 { return true }
    #if canImport(Darwin)
    return false
    #else
    // `UnownedSerialExecutor` is two words: the executor's identity and its implementation.
    let words = unsafeBitCast(MainActor.sharedUnownedExecutor, to: (UnsafeRawPointer?, UInt).self)
    return loom_is_current_executor(words.0, words.1)
    #endif
}
