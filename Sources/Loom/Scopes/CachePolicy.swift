/// How widely a storage shares what it keeps; decides how Loom coordinates creating instances.
enum CachePolicy {
    /// Keeps nothing (``TransientStorage``): create every time, no bookkeeping.
    case none
    /// One instance per object graph (``GraphStorage``): only one resolution uses each, no waiting.
    case perGraph
    /// Shared across resolutions and threads (container, weak and custom storages): created once,
    /// concurrent first resolves wait for the one creating it.
    case shared

    init(of storage: InstanceStorage) {
        switch storage {
        case is TransientStorage:
            self = .none
        case is GraphStorage:
            self = .perGraph
        case let composite as CompositeStorage:
            self = composite.components.map(CachePolicy.init(of:)).max() ?? .none
        default:
            self = .shared
        }
    }
}

extension CachePolicy: Comparable {}
