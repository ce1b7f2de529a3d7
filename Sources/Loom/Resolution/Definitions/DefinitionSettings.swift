/// What a definition's modifiers (`inObjectScope`, `initCompleted`, `onRelease`) set: applied to
/// the registration the definition materialises, once, at its first call in a hierarchy.
///
/// A definition is made anew by every call of its property, and copied and destroyed with it, so
/// its settings hold two references at most: the scope, and the rarely used closures behind one
/// optional reference: two arrays held inline cost every definition call two retains and two
/// releases more. Measured together with `consuming` modifiers (callgrind, a transient definition
/// without dependencies, scenario AK): 1,704 → 1,199 instructions per call.
///
/// The scope is kept as the expression `inObjectScope` was given (an autoclosure), evaluated only
/// where the settings are applied: `.transient` read on every call is a lazily initialised static
/// (a `swift_once` check) and a retain and a release of the scope, about 50 instructions of a
/// definition call that never looks at it; the closure of `.transient` captures nothing, so it costs
/// no reference count.
@usableFromInline
struct DefinitionSettings {
    /// `nil`: the root container's default scope, `.graph` unless it was given another.
    var scopeExpression: DefinitionScopeExpression?
    /// `initCompleted` and `onRelease` closures; `nil` while there are none. Set by `init()`, not
    /// by a default value (see ``Definition``'s `settings`).
    var hooks: DefinitionHooks?

    init() {
        scopeExpression = nil
        hooks = nil
    }

    /// The scope `inObjectScope` set, evaluated now; `nil` when none was set.
    var scope: ObjectScopeProtocol? { scopeExpression?.scope }

    /// The `initCompleted` closures, in the order they were added.
    var initCompleted: [(Resolver, Any) -> Void] { hooks?.initCompleted ?? [] }

    /// The `onRelease` closures, in the order they were added.
    var releaseActions: [ReleaseAction] { hooks?.releaseActions ?? [] }

    /// The kind of scope whose openings hand the value in, for a definition made by
    /// ``Container/provided(in:name:)``; `nil` for every other.
    var providedKind: ScopeKind? { hooks?.providedKind }

    /// Adds an `initCompleted` closure (a new hooks object: copies of the definition share theirs).
    mutating func addInitCompleted(_ completed: @escaping (Resolver, Any) -> Void) {
        hooks = DefinitionHooks(initCompleted: initCompleted + [completed], releaseActions: releaseActions, providedKind: providedKind)
    }

    /// Adds an `onRelease` closure.
    mutating func addReleaseAction(_ release: ReleaseAction) {
        hooks = DefinitionHooks(initCompleted: initCompleted, releaseActions: releaseActions + [release], providedKind: providedKind)
    }

    /// Marks the definition as one of a value handed into each `kind` scope when it opens.
    mutating func markProvided(in kind: ScopeKind) {
        hooks = DefinitionHooks(initCompleted: initCompleted, releaseActions: releaseActions, providedKind: kind)
    }
}

/// The argument of a definition's `inObjectScope`, unevaluated (see ``DefinitionSettings``): one
/// case per overload, so that neither closure is converted (a conversion would allocate a thunk).
@usableFromInline
enum DefinitionScopeExpression {
    case objectScope(() -> ObjectScope)
    case custom(() -> ObjectScopeProtocol)

    /// The scope the expression gives.
    var scope: ObjectScopeProtocol {
        switch self {
        case let .objectScope(scope): scope()
        case let .custom(scope): scope()
        }
    }
}

/// The closures of a definition's `initCompleted` and `onRelease` modifiers, and whether it is a
/// provided value's; immutable.
@usableFromInline
final class DefinitionHooks {
    let initCompleted: [(Resolver, Any) -> Void]
    let releaseActions: [ReleaseAction]
    /// See ``DefinitionSettings/providedKind``.
    let providedKind: ScopeKind?

    init(initCompleted: [(Resolver, Any) -> Void], releaseActions: [ReleaseAction], providedKind: ScopeKind?) {
        self.initCompleted = initCompleted
        self.releaseActions = releaseActions
        self.providedKind = providedKind
    }
}

extension DefinitionSettings {
    /// These settings with `completed` run on each new instance of `Service`.
    func completing<Service>(with completed: @escaping (Resolver, Service) -> Void) -> Self {
        var settings = self
        settings.addInitCompleted(TypedHandler.erased(completed))
        return settings
    }

    /// These settings with `handler` run on each instance of `Service` its scope ended.
    func releasing<Service>(with handler: @escaping (Service) throws -> Void) -> Self {
        var settings = self
        settings.addReleaseAction(.sync(TypedHandler.erased(handler)))
        return settings
    }

    /// These settings with `handler` awaited on each instance of `Service` its scope ended.
    func releasing<Service>(with handler: @escaping (Service) async throws -> Void) -> Self {
        var settings = self
        settings.addReleaseAction(.async(TypedHandler.erased(handler)))
        return settings
    }
}
