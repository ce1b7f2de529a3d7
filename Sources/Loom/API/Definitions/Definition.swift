/// A service defined by a computed property of `Container`: calling it cannot fail to find a
/// factory, because the property *is* the factory.
///
/// ```swift
/// extension Container {
///     var clock: Definition<Clock> { define { _ in SystemClock() }.inObjectScope(.container) }
///     var loans: Definition<LoanService> { define { _ in LoanService(clock: self.clock()) } }
/// }
///
/// let loans: LoanService = container.loans()   // not optional
/// ```
///
/// A definition lives in the container it is called on like a registration of that hierarchy's
/// root container: the first call stores it there (under its property name), with the scope its
/// modifiers set — `.graph` by default, like `register` — and every call resolves it through the
/// container it was called on, with the same scopes, object graph, observers and diagnostics as any
/// registration. Inside the factory, `self` and the resolver are that container, so a definition
/// called on a child container sees the child's registrations and replacements, as a parent's
/// registration resolved through a child does.
///
/// Replace it for one container (and its children) with ``register(factory:)``, go back to what the
/// property says with ``reset()``, and make it visible to Swinject-style code and to
/// ``Container/verify(samples:)`` with ``Container/declare(_:)``. See <doc:CompileTimeSafeDefinitions>.
public struct Definition<Service> {
    @usableFromInline let container: Container
    /// The definition's name: the property's, as `#function` gave it to ``Container/define(name:factory:)-(_,(Resolver)->Service)``.
    public let name: String
    @usableFromInline let factory: (Resolver) throws -> Service
    // Set in the initialiser, not by a default value: when the initialiser was inlinable, it called
    // the default value's initialiser expression, which is not, and destroyed what it returned —
    // about 30 instructions per call (callgrind, scenario AK). Out of line now: no row measured a
    // difference.
    @usableFromInline var settings: DefinitionSettings

    @usableFromInline
    init(container: Container, name: String, factory: @escaping (Resolver) throws -> Service) {
        self.container = container
        self.name = name
        self.factory = factory
        settings = DefinitionSettings()
    }

    /// Resolves the service: the replacement registered for it in this container or an ancestor,
    /// if any, else the definition's own factory, in its scope.
    ///
    /// ```swift
    /// let loans = container.loans()
    /// ```
    ///
    /// When there is no instance to return — the factory threw, or the resolution was refused (a
    /// dependency cycle, a strict scope policy) — the process stops at this call, after the log has
    /// said why; inside `verify()`, the registration being verified fails with that cause instead,
    /// and the run goes on. To handle the failure yourself, call ``require()``.
    ///
    /// - Parameters:
    ///   - file: The file a stop names: the caller's, by default.
    ///   - line: The line a stop names: the caller's, by default.
    // @inlinable: rows AK, AS, AH, BK, CK, I1, I3: AK 804 → 1,782, BK 480 → 1,438, CK 17,234 → 44,219 instructions without it.
    @inlinable @inline(__always)  // always: see `Container.resolveDefinition`, which it inlines too
    public func callAsFunction(file: StaticString = #fileID, line: UInt = #line) -> Service {
        guard let service = instance() else {
            container.definitionGaveNoInstance(Service.self, argumentsType: DefinitionCall.self, name: name, file: file, line: line)
        }
        return service
    }

    /// Resolves the service as ``callAsFunction(file:line:)`` does, or throws the ``ResolutionError``
    /// that says why there is none — the same error ``Resolver/require(_:name:)`` throws, with the
    /// path from the outermost resolve.
    ///
    /// ```swift
    /// var inbox: Definition<Inbox> { define { _ in try Inbox(mailbox: self.mailbox.require()) } }
    ///
    /// do {
    ///     let mailbox = try container.mailbox.require()
    /// } catch {
    ///     print(error.path, error.summary)   // [Mailbox(\.mailbox) [graph], Notifier] not registered
    /// }
    /// ```
    public func require() throws(ResolutionError) -> Service {
        try FailureRecorder.current.require({ instance() }) {
            .unexplainedDefinition(Service.self, argumentsType: DefinitionCall.self, name: name)
        }
    }

    /// The service, or `nil` when its factory threw or its resolution was refused (reported already).
    // @inlinable: rows AK, AS, AH, BK, CK, I1, I3: AK 804 → 1,731, BK 480 → 1,389, CK 17,234 → 43,335 instructions without it.
    @inlinable @inline(__always)
    func instance() -> Service? {
        // The frame holds the container unretained (see ``DefinitionFrame``): this definition, or
        // whoever made it from the container, keeps it alive for the call.
        container.resolveDefinition(
            Service.self, name: name, settings: settings, frame: DefinitionFrame(container: container, make: factory))
    }

    /// The definition in `objectScope`, which decides how long its instances are reused.
    /// `objectScope` is read once, when the definition is first stored in its hierarchy (or
    /// replaced with ``register(factory:)``), not on every call.
    ///
    /// ```swift
    /// var clock: Definition<Clock> { define { _ in SystemClock() }.inObjectScope(.container) }
    /// ```
    public consuming func inObjectScope(_ objectScope: @autoclosure @escaping () -> ObjectScope) -> Self {
        // Kept unevaluated until the definition is stored: see ``DefinitionSettings``.
        settings.scopeExpression = .objectScope(objectScope)
        return self
    }

    /// The definition in a custom `objectScope`.
    ///
    /// ```swift
    /// var cache: Definition<ImageCache> { define { _ in ImageCache() }.inObjectScope(.discardedOnLowMemory) }
    /// ```
    public consuming func inObjectScope(_ objectScope: @autoclosure @escaping () -> ObjectScopeProtocol) -> Self {
        // `consuming`: the definition a property just made is moved through its modifiers, not
        // copied and destroyed. With ``DefinitionSettings`` down to two references, callgrind counts
        // 1,704 → 1,199 instructions per call of a transient definition (scenario AK).
        settings.scopeExpression = .custom(objectScope)
        return self
    }

    /// The definition with `completed` run on each newly created instance, after it is cached —
    /// the place to close a circular dependency.
    ///
    /// ```swift
    /// var child: Definition<Child> {
    ///     define { _ in Child() }.initCompleted { _, child in child.parent = self.parent() }
    /// }
    /// ```
    public func initCompleted(_ completed: @escaping (Resolver, Service) -> Void) -> Self {
        var copy = self
        copy.settings = settings.completing(with: completed)
        return copy
    }

    /// The definition with `handler` run on an instance its screen, session or request scope ended,
    /// before `ScopeDisposable.dispose()`.
    ///
    /// ```swift
    /// var transaction: Definition<Transaction> {
    ///     define { _ in Transaction() }.inObjectScope(.request).onRelease { $0.commit() }
    /// }
    /// ```
    public func onRelease(_ handler: @escaping (Service) throws -> Void) -> Self {
        var copy = self
        copy.settings = settings.releasing(with: handler)
        return copy
    }

    /// The definition with `handler` awaited on an instance its scope ended, by the scope's
    /// asynchronous end (see ``ServiceEntry/onRelease(_:)-59wg1``).
    ///
    /// ```swift
    /// var transaction: Definition<Transaction> {
    ///     define { _ in Transaction() }.inObjectScope(.request).onRelease { try await $0.commit() }
    /// }
    /// ```
    public func onRelease(_ handler: @escaping (Service) async throws -> Void) -> Self {
        var copy = self
        copy.settings = settings.releasing(with: handler)
        return copy
    }

    /// Replaces the definition in this container and its children — for a test, a preview or an
    /// app flavour — until ``reset()``; the replacement keeps the definition's scope.
    ///
    /// ```swift
    /// container.loans.register { _ in FakeLoans() }
    /// ```
    ///
    /// While the running task has an overlay of this container bound — inside the operation of
    /// ``Container/withOverrides(_:operation:)-(_,()->R)``, or a test with the `LoomTesting` trait
    /// `.overriding` — the replacement goes into that overlay and ends with it, as
    /// `overrides.loans.register { … }` in the overrides does: a test's
    /// `Container.default.loans.register { … }` is that test's own.
    ///
    /// - Returns: The replacement's registration, to set another scope or `initCompleted`.
    @discardableResult
    public func register(factory: @escaping (Resolver) throws -> Service) -> ServiceEntry<Service> {
        container.registerReplacement(
            key: DefinitionKey.make(Service.self, argumentsType: DefinitionCall.self, name: name),
            scope: settings.scope, factory: DefinitionFactories.replacing(with: factory))
    }

    /// Removes this container's replacement (``register(factory:)``) — and, on the container that
    /// keeps the definition, its cached instances — so the next call makes what the property says.
    ///
    /// ```swift
    /// container.loans.reset()
    /// ```
    ///
    /// While the running task has an overlay of this container bound (see ``register(factory:)``),
    /// it resets the definition for that overlay only: the overlay's replacement and the
    /// container's are gone until the overlay ends, and the overlay makes instances of its own.
    public func reset() {
        container.removeDefinition(
            Service.self, key: DefinitionKey.make(Service.self, argumentsType: DefinitionCall.self, name: name),
            settings: settings, factory: DefinitionFactories.callingFrame(of: Service.self))
    }
}

extension Container {
    /// A ``Definition`` of the service `factory` makes, named after the property that returns it.
    ///
    /// ```swift
    /// extension Container {
    ///     var loans: Definition<LoanService> { define { r in LoanService(clock: self.clock()) } }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The definition's name; the enclosing property's name by default. Two definitions of
    ///     one service must have different names.
    ///   - factory: Makes the instance; `self` and the resolver it receives are the container the
    ///     definition is called on.
    // @inlinable: rows AK, BK, CK, I1: AK 804 → 1,024, BK 480 → 699, CK 17,234 → 21,597 instructions without it.
    @inlinable
    public func define<Service>(name: String = #function, factory: @escaping (Resolver) throws -> Service) -> Definition<Service> {
        Definition(container: self, name: name, factory: factory)
    }
}
