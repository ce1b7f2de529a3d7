/// The types of the assemblies an ``Assembler`` has applied, for `applyIfNeeded(assembly:)`.
///
/// `@unchecked Sendable`: `types` is only read or written with `lock` held; no assembly code runs
/// under it.
final class AppliedAssemblies: @unchecked Sendable {
    private let lock = Lock()
    private var types: Set<ObjectIdentifier> = []

    /// Records that an assembly of `assembly`'s type is applied; `false` if one was before.
    @discardableResult
    func insert(_ assembly: Assembly) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: assembly))
        return lock.withLock { types.insert(type).inserted }
    }

    /// Whether an assembly of `type` was applied.
    func contains(_ type: any Assembly.Type) -> Bool {
        let id = ObjectIdentifier(type)
        return lock.withLock { types.contains(id) }
    }
}
