/// Which keys each container registers, to know whether a resolve must succeed.
struct RegistrationModel {
    struct Key: Hashable {
        let service: Int
        let name: String?
        let argumentCount: Int
    }

    private var parents: [Int?] = []
    private var keys: [Set<Key>] = []

    /// Adds a container; returns its index.
    mutating func addContainer(parent: Int?) -> Int {
        parents.append(parent)
        keys.append([])
        return keys.count - 1
    }

    mutating func register(_ key: Key, in container: Int) {
        keys[container].insert(key)
    }

    mutating func removeAll(in container: Int) {
        keys[container] = []
    }

    /// Whether `container` or one of its parents registers `key`.
    func resolves(_ key: Key, from container: Int) -> Bool {
        var current: Int? = container
        while let index = current {
            if keys[index].contains(key) { return true }
            current = parents[index]
        }
        return false
    }
}
