/// An `onRelease` handler, its service erased: synchronous, or awaited when its scope ends.
enum ReleaseAction {
    case sync((Any) throws -> Void)
    case async((Any) async throws -> Void)
}
