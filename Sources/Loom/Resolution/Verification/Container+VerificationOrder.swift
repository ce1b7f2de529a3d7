/// The order in which `verify()` resolves registrations: the same on every run, so that a factory
/// that stops the process stops every run at the same registration.
extension Container {
    /// Every registration visible from this container under each key it answers — its own, and its
    /// ancestors' under keys no nearer container has — in registration order: the root container's
    /// first, then each child's down to this one; within a container, in the order the keys were
    /// registered. A key without a number of its own (a definition's unnamed alias, a copy) follows
    /// the registration it answers with; the registration's own key comes first, then the others by
    /// their description.
    ///
    /// `levels` receives, for each entry, which container it came from: 0 for this one, 1 for its
    /// parent, and so on.
    func registrationsInVerificationOrder(levels: inout [Int]) -> [(key: ServiceKey, registration: Registration)] {
        var entries: [(key: ServiceKey, registration: Registration)] = []
        var depths: [Int] = []
        // Sorted as plain numbers with an index: sorting the entries themselves copied (retained
        // and released) a key and a registration at every move, 9,500 instructions per
        // registration under callgrind for 1,000 of them, more than resolving each. As numbers,
        // ordering them costs about 1,200 per registration.
        var order: [(rank: UInt64, index: Int)] = []
        var keys = Set<ServiceKey>()
        var depth = 0
        var current: Container? = self
        while let container = current {
            // A key a nearer container registered hides this one: only checked when there is one.
            let checksKeys = depth > 0 || container.parent != nil
            for (key, registration, sequence) in container.registry.numberedRegistrations where !checksKeys || keys.insert(key).inserted {
                order.append((Self.rank(depth: depth, sequence: sequence != 0 ? sequence : registration.sequence), entries.count))
                entries.append((key, registration))
                depths.append(depth)
            }
            depth += 1
            current = container.parent
        }
        order.sort { lhs, rhs in
            lhs.rank != rhs.rank ? lhs.rank < rhs.rank : Self.tieBreak(entries[lhs.index], entries[rhs.index])
        }
        levels = order.map { depths[$0.index] }
        return order.map { entries[$0.index] }
    }

    /// Where a key goes, as one number: the container's distance from the root in the top byte (the
    /// root container's registrations first), then its registration number (none, 0, last).
    private static func rank(depth: Int, sequence: UInt64) -> UInt64 {
        let sequenceBits: UInt64 = (1 << 56) - 1
        let fromRoot = UInt64(255 - min(depth, 255))
        return fromRoot << 56 | (sequence == 0 ? sequenceBits : min(sequence, sequenceBits - 1))
    }

    /// For two keys of one number: the registration's own key first, then by the key's description
    /// and, for types of equal names, by their full names.
    private static func tieBreak(
        _ lhs: (key: ServiceKey, registration: Registration),
        _ rhs: (key: ServiceKey, registration: Registration)
    ) -> Bool {
        let lhsOwn = lhs.key == lhs.registration.key, rhsOwn = rhs.key == rhs.registration.key
        if lhsOwn != rhsOwn { return lhsOwn }
        let lhsText = lhs.key.description, rhsText = rhs.key.description
        if lhsText != rhsText { return lhsText < rhsText }
        return String(reflecting: lhs.key.serviceType) < String(reflecting: rhs.key.serviceType)
    }
}
