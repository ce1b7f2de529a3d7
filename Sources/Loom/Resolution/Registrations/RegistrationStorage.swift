/// A registration's storage, made once from its scope, with what resolving needs to know about it.
struct RegistrationStorage {
    let storage: InstanceStorage
    let sharing: InstanceSharing
    /// The storage when it is a ``PermanentStorage`` (container scope), whose instance does not
    /// depend on the graph: it can be read before the resolution's graph is known.
    let permanent: PermanentStorage?
    /// The storage when it is a ``ScopedStorage`` (screen, session, request and other kinds).
    let scoped: ScopedStorage?

    init(_ storage: InstanceStorage) {
        self.storage = storage
        sharing = InstanceSharing(of: storage)
        permanent = storage as? PermanentStorage
        scoped = storage as? ScopedStorage
    }

    /// The storage of every `.transient` registration: a ``TransientStorage`` has no state to share
    /// (hence `nonisolated(unsafe)`: nothing in it can race).
    nonisolated(unsafe) static let transient = RegistrationStorage(TransientStorage())
}
