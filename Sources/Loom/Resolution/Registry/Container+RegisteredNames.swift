/// The engine half of `resolveAll`: which names a service is registered under, in the whole
/// hierarchy, in registration order.
extension Container {
    /// The names `serviceType` is registered under with factories taking `argumentsType`, in this
    /// container and its ancestors, ordered by when the registration in effect was made. A key this
    /// container registers hides its ancestors' registration of the same key (the one `resolve`
    /// finds), so each name appears once.
    func registeredNames(of serviceType: Any.Type, argumentsType: Any.Type) -> [String?] {
        if Overlay.anyEverBound, let overlay = Overlay.bound(over: self) {
            return overlay.registeredNames(of: serviceType, argumentsType: argumentsType)
        }
        var found: [ServiceKey: UInt64] = [:]
        collectKeys(of: serviceType, argumentsType: argumentsType, into: &found)
        return found.sorted { $0.value < $1.value }.map(\.key.name)
    }

    /// Adds this container's keys, then its ancestors' that no descendant has registered already.
    private func collectKeys(of serviceType: Any.Type, argumentsType: Any.Type, into found: inout [ServiceKey: UInt64]) {
        for (key, sequence) in registry.keys(of: serviceType, argumentsType: argumentsType) where found[key] == nil {
            found[key] = sequence
        }
        if let overlay {
            // Keys the overlay unregistered stop here; a hidden key is never in `found` twice.
            var belowOverlay: [ServiceKey: UInt64] = [:]
            parent?.collectKeys(of: serviceType, argumentsType: argumentsType, into: &belowOverlay)
            for (key, sequence) in belowOverlay where found[key] == nil && !overlay.hides(key) {
                found[key] = sequence
            }
            return
        }
        parent?.collectKeys(of: serviceType, argumentsType: argumentsType, into: &found)
    }
}
