/// The child containers that have registrations of their own, so that a failed resolve can name a
/// container it never looks into — a child, a sibling — that registers what it asked for
/// (``Container/registrationsOutOfReach(of:)``).
///
/// Only failure reports read it, and only a child with registrations pays for it: a child joins
/// when it stores its first registration, not when it is made (a `synchronize()` resolver, an
/// overlay of `withOverrides` or a child that only resolves never joins), and leaves in its
/// `deinit` if it still has registrations then. Each member holds its container's registry weakly
/// — the registry has a side table already, for its snapshot holder's weak reference, and nothing
/// retains it on a resolve — never the container, whose retains a side table would slow. A child
/// that removed all its registrations before it died leaves a dead member behind: it is skipped,
/// and swept away when the table has doubled since the last sweep. Process-wide, like the
/// `CreationGate`: a table per hierarchy would cost every root container a lock of its own.
///
/// `@unchecked Sendable`: `members`, `nextSerial` and `sweepThreshold` are only touched with
/// `lock` held. No weak reference is loaded under it, and what is removed is released after it, so
/// no `deinit` runs under it.
final class HierarchyMembers: @unchecked Sendable {
    /// A child container with registrations of its own.
    struct Member {
        /// Its registry, which lives exactly as long as the container.
        weak var registry: Registry?
        /// The ``Container/hierarchyID`` of its hierarchy.
        let hierarchy: ObjectIdentifier
        /// Its ancestors, its parent first; each is alive while the member is (a child holds its parent).
        let ancestors: [ObjectIdentifier]
        /// Tells this entry from a later one of a container at the same address, when a sweep removes it.
        let serial: UInt64
    }

    static let shared = HierarchyMembers()

    private static let minimumSweepThreshold = 64

    private let lock = Lock()
    // Guarded by `lock`, so accesses never overlap and need no dynamic exclusivity checks.
    /// By the container's identifier.
    @exclusivity(unchecked) private var members: [ObjectIdentifier: Member] = [:]
    @exclusivity(unchecked) private var nextSerial: UInt64 = 0
    @exclusivity(unchecked) private var sweepThreshold = HierarchyMembers.minimumSweepThreshold

    /// Adds `container`, a child that has just stored its first registration (again, after it
    /// removed them all: the entry is replaced).
    func join(_ container: Container) {
        var ancestors: [ObjectIdentifier] = []
        var next = container.parent
        while let ancestor = next {
            ancestors.append(ObjectIdentifier(ancestor))
            next = ancestor.parent
        }
        let (id, registry, hierarchy) = (ObjectIdentifier(container), container.registry, container.hierarchyID)
        let (replaced, sweepDue) = lock.withLock { () -> (Member?, Bool) in
            nextSerial &+= 1
            let member = Member(registry: registry, hierarchy: hierarchy, ancestors: ancestors, serial: nextSerial)
            return (members.updateValue(member, forKey: id), members.count >= sweepThreshold)
        }
        withExtendedLifetime(replaced) {}  // released here, outside the lock
        if sweepDue {
            sweep()
        }
    }

    /// Removes `container`, from its `deinit`.
    func leave(_ container: ObjectIdentifier) {
        let removed = lock.withLock { members.removeValue(forKey: container) }
        withExtendedLifetime(removed) {}  // released here, outside the lock
    }

    /// The members of the hierarchy `hierarchyID`, dead ones included; for failure reports.
    func members(of hierarchyID: ObjectIdentifier) -> [(container: ObjectIdentifier, member: Member)] {
        lock.withLock { members.filter { $0.value.hierarchy == hierarchyID }.map { ($0.key, $0.value) } }
    }

    /// Removes the members whose registry has died: found outside the lock, removed by serial, so
    /// that the entry of a container made since at the address of a dead one is kept.
    func sweep() {
        let all = lock.withLock { members }
        let dead = all.filter { $0.value.registry == nil }.map { (id: $0.key, serial: $0.value.serial) }
        let removed = lock.withLock { () -> [Member] in
            let removed = dead.compactMap { id, serial in
                members[id]?.serial == serial ? members.removeValue(forKey: id) : nil
            }
            sweepThreshold = max(Self.minimumSweepThreshold, members.count * 2)
            return removed
        }
        withExtendedLifetime((all, removed)) {}  // released here, outside the lock
    }

    /// The number of members, dead ones included (for tests).
    var count: Int {
        lock.withLock { members.count }
    }
}
