/// How widely a storage shares what it keeps; decides how Loom coordinates creating instances.
enum InstanceSharing {
    /// Keeps nothing (``TransientStorage``): create every time, no bookkeeping.
    case none
    /// One instance per object graph (``GraphStorage``): only one resolution uses each, no waiting.
    case perGraph
    /// Shared across resolutions and threads (container, weak and custom storages): created once,
    /// concurrent first resolves wait for the one creating it.
    case shared
    /// One instance per id of a ``ScopeKind`` (``ScopedStorage``): kept in ``ScopeContext``, created
    /// once per id; concurrent first resolves under one id wait, other ids do not.
    case scoped

    init(of storage: InstanceStorage) {
        switch storage {
        case is TransientStorage:
            self = .none
        case is GraphStorage:
            self = .perGraph
        case is ScopedStorage:
            self = .scoped
        case let composite as CompositeStorage:
            // A scoped storage only works as a registration's own storage, not as a component.
            self = min(composite.components.map(InstanceSharing.init(of:)).max() ?? .none, .shared)
        default:
            self = .shared
        }
    }
}

extension InstanceSharing: Comparable {}
