// UIKit only: injecting a whole view-controller tree, as SwinjectStoryboard did for each scene a
// storyboard instantiated. Everything else about injection works on every platform without it.
// There is no AppKit counterpart on purpose: importing AppKit would load it into every macOS
// process that uses Loom, command-line tools and servers included; the loop is three lines (see
// Migration/FromSwinjectStoryboard.md).

#if canImport(UIKit) && !os(watchOS)
import UIKit

extension Resolver {
    /// Injects `viewController` and then its children, recursively, parents first — what
    /// SwinjectStoryboard did for every scene a storyboard instantiated.
    ///
    /// ```swift
    /// let tabs = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()!
    /// container.injectDependencies(intoHierarchyOf: tabs)
    /// ```
    ///
    /// Each controller is injected as by `injectDependencies(into:)`, without a name or arguments
    /// and at most once. Controllers with nothing registered for them — typically the navigation
    /// and tab bar controllers — are skipped without a log message.
    ///
    /// - Returns: How many controllers were injected now.
    @MainActor
    @discardableResult
    public func injectDependencies(intoHierarchyOf viewController: UIViewController) -> Int {
        var injected = injectDependenciesQuietly(into: viewController) ? 1 : 0
        for child in viewController.children {
            injected += injectDependencies(intoHierarchyOf: child)
        }
        return injected
    }

    /// Injects `instance` without a name or arguments and without reporting a missing registration;
    /// `true` when closures ran now.
    func injectDependenciesQuietly(into instance: AnyObject) -> Bool {
        guard let container = self as? Container else { return false }
        let result = container.inject(
            instance,
            name: nil,
            again: false,
            arguments: (container as Resolver, instance),
            reportsNoMatch: false
        )
        if case .injected = result { return true }
        return false
    }
}
#endif
