extension Container {
    /// The process-wide container that ``Injected``, ``Inject`` and ``Factory`` resolve from when
    /// their task has not bound another (see ``withOverrides(_:operation:)-(_,()->R)``).
    ///
    /// Register into it, or replace it once at start-up, before the first wrapper resolves:
    ///
    /// ```swift
    /// @main struct ShopApp: App {
    ///     init() {
    ///         Container.default = Assembler([CheckoutAssembly()]).resolver as! Container
    ///     }
    /// }
    /// ```
    ///
    /// A wrapper reads it on each resolve, so a replaced container serves wrappers that have not
    /// resolved yet; an `@Injected` value already resolved is kept.
    public static var `default`: Container {
        get { DefaultContainer.lock.withLock { DefaultContainer.container } }
        set { DefaultContainer.lock.withLock { DefaultContainer.container = newValue } }
    }

    /// The container a property wrapper resolves from: the innermost overlay the running task bound
    /// with `withOverrides`, else ``default``.
    @usableFromInline
    static var current: Container {
        if Overlay.anyEverBound, let bound = Overlay.bindings?.overlay {
            return bound
        }
        return `default`
    }
}

/// The storage of ``Container/default``.
private enum DefaultContainer {
    static let lock = Lock()
    /// Guarded by `lock`.
    nonisolated(unsafe) static var container = Container()
}
