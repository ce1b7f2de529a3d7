/// The order in which `verify()` resolves registrations: the same on every run, so that a factory
/// that stops the process stops every run at the same registration.
extension Container {
    /// Every registration visible from this container under each key it answers — its own, and its
    /// ancestors' under keys no nearer container has — in registration order: the root container's
    /// first, then each child's down to this one; within a container, in the order the keys were
    /// registered. A key without a number of its own (a definition's unnamed alias, a copy) follows
    /// the registration it answers with; the registration's own key comes first, then the others by
    /// their description.
    func registrationsInVerificationOrder() -> [(key: ServiceKey, registration: Registration)] {
        var entries: [OrderedEntry] = []
        var keys = Set<ServiceKey>()
        var depth = 0
        var current: Container? = self
        while let container = current {
            for (key, registration, sequence) in container.registry.numberedRegistrations where keys.insert(key).inserted {
                entries.append(OrderedEntry(key: key, registration: registration, depth: depth,
                                            sequence: sequence != 0 ? sequence : registration.sequence))
            }
            depth += 1
            current = container.parent
        }
        entries.sort(by: OrderedEntry.precedes)
        return entries.map { ($0.key, $0.registration) }
    }

    /// One key of ``registrationsInVerificationOrder()`` with what orders it.
    private struct OrderedEntry {
        let key: ServiceKey
        let registration: Registration
        /// 0 for this container's own, 1 for its parent's, and so on.
        let depth: Int
        /// The key's registration number, or its registration's when the key has none; 0 when neither has.
        let sequence: UInt64

        /// Root container first; then by number (none last); then the registration's own key;
        /// then by the key's description and, for types of equal names, by their full names.
        static func precedes(_ lhs: Self, _ rhs: Self) -> Bool {
            if lhs.depth != rhs.depth { return lhs.depth > rhs.depth }
            if lhs.sequence != rhs.sequence { return lhs.sequence &- 1 < rhs.sequence &- 1 }  // 0 wraps to the largest
            let lhsOwn = lhs.key == lhs.registration.key, rhsOwn = rhs.key == rhs.registration.key
            if lhsOwn != rhsOwn { return lhsOwn }
            let lhsText = lhs.key.description, rhsText = rhs.key.description
            if lhsText != rhsText { return lhsText < rhsText }
            return String(reflecting: lhs.key.serviceType) < String(reflecting: rhs.key.serviceType)
        }
    }
}
