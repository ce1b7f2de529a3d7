/// A service defined by a computed property of `Container` whose factory takes a runtime
/// parameter: Factory's `ParameterFactory`, on Loom's engine.
///
/// ```swift
/// extension Container {
///     var avatar: ParameterDefinition<Int, Avatar> { define { _, userID in Avatar(userID: userID) } }
/// }
///
/// let avatar: Avatar = container.avatar(42)
/// ```
///
/// It behaves as a ``Definition`` in every other way; several parameters travel as one tuple
/// (`ParameterDefinition<(Int, String), Badge>`, called as `container.badge((7, "gold"))`).
/// A cached scope keeps the instance made with the first call's parameter, as a registration with
/// runtime arguments does.
public struct ParameterDefinition<Parameter, Service> {
    let container: Container
    /// The definition's name: the property's, as `#function` gave it to ``Container/define(name:factory:)-(_,(Resolver,Parameter)->Service)``.
    public let name: String
    let factory: (Resolver, Parameter) throws -> Service
    // Set in the initialiser, as ``Definition``'s is.
    var settings: DefinitionSettings

    init(container: Container, name: String, factory: @escaping (Resolver, Parameter) throws -> Service) {
        self.container = container
        self.name = name
        self.factory = factory
        settings = DefinitionSettings()
    }

    /// Resolves the service with `parameter`: the replacement registered for it in this container
    /// or an ancestor, if any, else the definition's own factory, in its scope.
    ///
    /// ```swift
    /// let avatar = container.avatar(42)
    /// ```
    ///
    /// When there is no instance to return, the process stops at this call, after the log has said
    /// why; inside `verify()`, the registration being verified fails instead, and the run goes on.
    /// To handle the failure yourself, call ``require(_:)``.
    ///
    /// - Parameters:
    ///   - parameter: The runtime parameter handed to the factory.
    ///   - file: The file a stop names: the caller's, by default.
    ///   - line: The line a stop names: the caller's, by default.
    public func callAsFunction(_ parameter: Parameter, file: StaticString = #fileID, line: UInt = #line) -> Service {
        guard let service = instance(parameter) else {
            container.definitionGaveNoInstance(
                Service.self, argumentsType: (DefinitionCall, Parameter).self, name: name, file: file, line: line)
        }
        return service
    }

    /// Resolves the service with `parameter`, or throws the ``ResolutionError`` that says why there
    /// is none — the same error ``Resolver/require(_:name:)`` throws.
    ///
    /// ```swift
    /// let avatar = try container.avatar.require(7)
    /// ```
    public func require(_ parameter: Parameter) throws(ResolutionError) -> Service {
        try FailureRecorder.current.require({ instance(parameter) }) {
            .unexplainedDefinition(Service.self, argumentsType: (DefinitionCall, Parameter).self, name: name)
        }
    }

    /// The service, or `nil` when its factory threw or its resolution was refused (reported already).
    func instance(_ parameter: Parameter) -> Service? {
        // The frame holds the container unretained (see ``DefinitionFrame``): this definition, or
        // whoever made it from the container, keeps it alive for the call.
        container.resolveDefinition(
            Service.self, name: name, settings: settings,
            frame: ParameterDefinitionFrame(container: container, parameter: parameter, make: factory))
    }

    /// The definition in `objectScope`, read once, when the definition is first stored in its
    /// hierarchy (or replaced with ``register(factory:)``), not on every call.
    ///
    /// ```swift
    /// var avatar: ParameterDefinition<Int, Avatar> { define { _, id in Avatar(userID: id) }.inObjectScope(.transient) }
    /// ```
    public consuming func inObjectScope(_ objectScope: @autoclosure @escaping () -> ObjectScope) -> Self {
        // Kept unevaluated until the definition is stored: see ``DefinitionSettings``.
        settings.scopeExpression = .objectScope(objectScope)
        return self
    }

    /// The definition in a custom `objectScope`.
    public consuming func inObjectScope(_ objectScope: @autoclosure @escaping () -> ObjectScopeProtocol) -> Self {
        // `consuming`: the definition a property just made is moved through its modifiers, not
        // copied and destroyed. With ``DefinitionSettings`` down to two references, callgrind counts
        // 1,704 → 1,199 instructions per call of a transient definition (scenario AK).
        settings.scopeExpression = .custom(objectScope)
        return self
    }

    /// The definition with `completed` run on each newly created instance, after it is cached.
    ///
    /// ```swift
    /// var avatar: ParameterDefinition<Int, Avatar> {
    ///     define { _, id in Avatar(userID: id) }.initCompleted { _, avatar in avatar.load() }
    /// }
    /// ```
    public func initCompleted(_ completed: @escaping (Resolver, Service) -> Void) -> Self {
        var copy = self
        copy.settings = settings.completing(with: completed)
        return copy
    }

    /// The definition with `handler` run on an instance its screen, session or request scope ended.
    ///
    /// ```swift
    /// var upload: ParameterDefinition<Int, Upload> {
    ///     define { _, id in Upload(id: id) }.inObjectScope(.request).onRelease { $0.cancel() }
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
    /// var upload: ParameterDefinition<Int, Upload> {
    ///     define { _, id in Upload(id: id) }.inObjectScope(.request).onRelease { await $0.finish() }
    /// }
    /// ```
    public func onRelease(_ handler: @escaping (Service) async throws -> Void) -> Self {
        var copy = self
        copy.settings = settings.releasing(with: handler)
        return copy
    }

    /// Replaces the definition in this container and its children until ``reset()``; the
    /// replacement keeps the definition's scope.
    ///
    /// ```swift
    /// container.avatar.register { _, id in PlaceholderAvatar(userID: id) }
    /// ```
    ///
    /// While the running task has an overlay of this container bound (inside `withOverrides`, or a
    /// test with the `LoomTesting` trait), the replacement goes into that overlay and ends with it.
    @discardableResult
    public func register(factory: @escaping (Resolver, Parameter) throws -> Service) -> ServiceEntry<Service> {
        container.registerReplacement(
            key: DefinitionKey.make(Service.self, argumentsType: (DefinitionCall, Parameter).self, name: name),
            scope: settings.scope, factory: DefinitionFactories.replacing(with: factory))
    }

    /// Removes this container's replacement — and, on the container that keeps the definition, its
    /// cached instances — so the next call makes what the property says.
    ///
    /// ```swift
    /// container.avatar.reset()
    /// ```
    ///
    /// While the running task has an overlay of this container bound, it resets the definition for
    /// that overlay only, as ``Definition/reset()`` does.
    public func reset() {
        container.removeDefinition(
            Service.self, key: DefinitionKey.make(Service.self, argumentsType: (DefinitionCall, Parameter).self, name: name),
            settings: settings, factory: DefinitionFactories.callingFrame(of: Service.self, parameter: Parameter.self))
    }
}

extension Container {
    /// A ``ParameterDefinition`` of the service `factory` makes from a runtime parameter, named
    /// after the property that returns it.
    ///
    /// ```swift
    /// extension Container {
    ///     var avatar: ParameterDefinition<Int, Avatar> { define { _, userID in Avatar(userID: userID) } }
    /// }
    /// ```
    public func define<Parameter, Service>(
        name: String = #function,
        factory: @escaping (Resolver, Parameter) throws -> Service
    ) -> ParameterDefinition<Parameter, Service> {
        ParameterDefinition(container: self, name: name, factory: factory)
    }
}
