/// An `onRelease` handler, its service erased: synchronous, or awaited when its scope ends. It
/// takes the instance when it runs, so that a registration's handlers serve every instance as they
/// are, without a closure bound to each one.
enum ReleaseAction {
    case sync((Any) throws -> Void)
    case async((Any) async throws -> Void)

    var isAsync: Bool {
        if case .async = self { return true }
        return false
    }
}
