// Every `@inline(__always)` in this file: I2 1,081 → 1,091 instructions with ScopeEvents',
// ScopeBindings', ScopeInstances' and ScopeInstancesSnapshot's out of line (measured together, not
// one by one).

/// Where scopes tell the resolution observers that one began or ended. `Lifetimes/` does not know
/// the observers; the engine installs the functions when the first observer is added.
///
/// `@unchecked Sendable`: the functions are only read or written with `lock` held, and called
/// after it is released; `isActive` is an atomic word.
final class ScopeEvents: @unchecked Sendable {
    private static let shared = ScopeEvents()

    private let lock = Lock()
    private let active = AtomicWord(0)
    private var onBegin: (@Sendable (ScopeID) -> Void)?
    private var onEnd: (@Sendable (ScopeID, Int, Int) -> Void)?

    /// Installs (or, with `nil`, removes) what to call when a scope begins and ends.
    static func install(begin: (@Sendable (ScopeID) -> Void)?, end: (@Sendable (ScopeID, Int, Int) -> Void)?) {
        shared.lock.withLock {
            shared.onBegin = begin
            shared.onEnd = end
            shared.active.store(begin == nil && end == nil ? 0 : 1)
        }
    }

    /// `withScope` bound `scope`. One atomic load while nothing is installed.
    @inline(__always)
    static func began(_ scope: ScopeID) {
        guard shared.active.load() != 0 else { return }
        shared.lock.withLock { shared.onBegin }?(scope)
    }

    /// `endScope` ended `scope`.
    @inline(__always)
    static func ended(_ scope: ScopeID, instances: Int, disposed: Int) {
        guard shared.active.load() != 0 else { return }
        shared.lock.withLock { shared.onEnd }?(scope, instances, disposed)
    }
}
