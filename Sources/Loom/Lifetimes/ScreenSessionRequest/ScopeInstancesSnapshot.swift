/// The instances one scope id holds, by registration, copied under ``ScopeContext``'s lock and then
/// never changed: what a cached scoped resolve reads without that lock, inside a section of the
/// context's ``ReaderGuard`` (see ``ScopeInstances/currentSnapshot``).
///
/// `@unchecked Sendable`: immutable; the instances are shared across tasks by definition of a
/// scope, as ``UncheckedInstance`` says.
final class ScopeInstancesSnapshot: @unchecked Sendable {
    /// Where each registration's instance is in `instances`. Positions, not the instances: a
    /// dictionary's values are read through a slower path than an array's elements (S2 under
    /// callgrind: 959 → 948 instructions per resolve).
    private let positions: [IdentityKey: Int]
    private let instances: ContiguousArray<Any>

    init(_ filled: [IdentityKey: Unmanaged<ScopeSlot>]) {
        var positions: [IdentityKey: Int] = [:]
        var instances: ContiguousArray<Any> = []
        positions.reserveCapacity(filled.count)
        instances.reserveCapacity(filled.count)
        for (registration, slot) in filled {
            positions[registration] = instances.count
            instances.append(slot._withUnsafeGuaranteedRef { $0.value })
        }
        self.positions = positions
        self.instances = instances
    }

    /// Copies the instance of `registration` into `instance`, which is `nil`, and returns `true`;
    /// `false` when the scope had none for it when this snapshot was made.
    // @inline(__always): I2 1,081 → 1,091 instructions with ScopeEvents', ScopeBindings', ScopeInstances' and ScopeInstancesSnapshot's out of line (measured together, not one by one).
    @inline(__always)
    func copyInstance(of registration: IdentityKey, to instance: inout Any?) -> Bool {
        guard let position = positions[registration] else { return false }
        fillNil(&instance, with: instances[position])
        return true
    }
}
