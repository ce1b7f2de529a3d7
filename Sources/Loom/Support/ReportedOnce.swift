/// A set of keys that says whether a key is new, safe from any thread.
///
/// `@unchecked Sendable`: `keys` is only read or written with `lock` held.
final class ReportedOnce: @unchecked Sendable {
    private let lock = Lock()
    private var keys: Set<String> = []

    /// Adds `key`; `true` the first time only.
    func insert(_ key: String) -> Bool {
        lock.withLock { keys.insert(key).inserted }
    }
}
