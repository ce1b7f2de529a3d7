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
        get { defaultContainer.current }
        set { defaultContainer.replace(with: newValue) }
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

    /// ``current`` unretained, when it is the default container this process started with — kept
    /// alive by the default's storage for the life of the process — and no overlay is bound; else
    /// `nil` (use ``current``). Saves a property wrapper's resolve a retain and a release of the
    /// container, two atomic read-modify-writes (callgrind, scenario I2: 1,224 → 1,130 instructions).
    @usableFromInline
    static var borrowedCurrent: Unmanaged<Container>? {
        if Overlay.anyEverBound, Overlay.bindings != nil { return nil }
        return defaultContainer.borrowedFirst
    }
}

/// The storage of ``Container/default``: read by every property wrapper's resolve, replaced once at
/// start-up if ever.
private let defaultContainer = ThreadCachedReference(Container())
