/// The storage of a registration in a screen, session, request or other ``ScopeKind`` scope. It
/// holds nothing itself: the instances belong to their scope ids in ``ScopeContext``, so that ending
/// an id reaches every container. It tells the container which kind to look up.
final class ScopedStorage: InstanceStorage {
    let kind: ScopeKind

    init(kind: ScopeKind) {
        self.kind = kind
    }

    /// Always `nil`: see ``ScopeContext/currentID(for:)`` for where the instances are.
    var instance: Any? {
        get { nil }
        set {}  // resetting goes through ScopeContext, which disposes
    }
}
