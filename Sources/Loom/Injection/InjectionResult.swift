/// What ``Resolver/injectDependencies(into:name:again:)`` did.
///
/// ```swift
/// switch container.injectDependencies(into: controller) {
/// case .injected, .alreadyInjected: break
/// case .noMatch: assertionFailure("no storyboardInitCompleted for \(type(of: controller))")
/// }
/// ```
public enum InjectionResult: Equatable, Sendable {
    /// Ran this many closures on the instance, superclass closures first.
    case injected(closures: Int)
    /// Ran nothing: this container's hierarchy injected the instance before. Pass `again: true`
    /// to run the closures once more.
    case alreadyInjected
    /// Ran nothing: no closure is registered for the instance's class or a superclass with the
    /// name and argument types of the call (the log names the nearest registrations), or the
    /// resolver is not a Loom `Container`.
    case noMatch
}
