/// What few registrations use, kept out of line so that the others do not carry it: the async
/// factory of `registerAsyncScoped`, the `initCompleted` and `onRelease` closures, the scope kind of a provided service, whether a resolve
/// without a current scope id was reported, why `verify()` leaves the registration out, and the
/// definition a declaration's alias stands for.
///
/// A ``Registration`` allocates one the first time it needs a field (an async registration in its
/// `init`, before anyone else can see it). Keeping these fields inline cost every registration
/// 56 bytes (scenario R, with the storage kept as one reference: 371 → 307 heap bytes per
/// registration at 100,000).
///
/// `@unchecked Sendable`: every field is read and written only with the lock of its registration
/// held (see `LockDiscipline.md`); `asyncFactory` is set before the registration is shared. For the
/// same reason accesses never overlap, and the fields are `@exclusivity(unchecked)`: the runtime's
/// dynamic checks cost each disposal of a scoped instance about 75 instructions, reading its
/// release actions (callgrind, the request-scoped server example's per-request path).
final class RegistrationExtras: @unchecked Sendable {
    /// The factory of `registerAsyncScoped`, which only `resolveAsync` can call.
    @exclusivity(unchecked) var asyncFactory: AsyncFactory?
    /// Run on each newly created instance, in the order they were added.
    @exclusivity(unchecked) var initCompletedActions: [(Resolver, Any) -> Void] = []
    /// Run on an instance whose scope ended, before `ScopeDisposable.dispose()`.
    @exclusivity(unchecked) var releaseActions: [ReleaseAction] = []
    /// The scope kind whose openings hand the instances in (`registerProvided`), if they are.
    @exclusivity(unchecked) var providedKind: ScopeKind?
    /// Whether a resolve without a current scope id was already reported.
    @exclusivity(unchecked) var reportedMissingScope = false
    /// Why `verify()` leaves the registration out (`excludedFromVerification`), if it does.
    @exclusivity(unchecked) var verificationExclusion: String?
    /// The key of the definition this registration resolves for Swinject-style code, if `declare`
    /// made it (the dependency graph shows the definition once, under that key).
    @exclusivity(unchecked) var declaredDefinition: ServiceKey?

    init(asyncFactory: AsyncFactory? = nil) {
        self.asyncFactory = asyncFactory
    }
}
