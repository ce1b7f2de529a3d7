// The UIKit and AppKit snippets of Migration/FromSwinjectStoryboard.md, sections 2 to 5: the guide
// shows the regions between `begin region:` and `end region:` comments, and scripts/build-docs.sh
// fails when a shown snippet differs from its region. Without UIKit or AppKit (Linux, and macOS for
// UIKit) the snippets compile against StandIns/UIKitStandIns.swift; MigrationSamplesTests runs them.
// The services and view models are FromSwinjectStoryboardSample.swift's.

#if canImport(UIKit)
import UIKit
#endif
#if canImport(AppKit)
import AppKit
#endif
import Loom

/// The cocktail browser's screens as UIKit view controllers that a storyboard instantiates.
@MainActor
enum StoryboardCocktails {
    final class CocktailListViewController: UIViewController {
        var catalog: CocktailCatalog?
        var viewModel: CocktailListViewModel?
    }

    /// The initial scene, which the storyboard creates on its own: it injects itself.
    final class CocktailCategoriesViewController: UIViewController {
        var catalog: CocktailCatalog?

        // begin region: inject-in-viewDidLoad
        override func viewDidLoad() {
            super.viewDidLoad()
            Container.default.injectDependencies(into: self)
        }
        // end region: inject-in-viewDidLoad
    }

    /// Section 2: SwinjectStoryboard's registrations, unchanged.
    static func registerListScreens(in container: Container) {
        // begin region: unchanged-registrations
        container.storyboardInitCompleted(CocktailListViewController.self) { r, c in
            c.catalog = r.resolve(CocktailCatalog.self)
        }
        container.storyboardInitCompleted(CocktailListViewController.self, name: "compact") { r, c in
            c.catalog = r.resolve(CocktailCatalog.self, name: "offline")
        }
        // end region: unchanged-registrations
    }

    /// Section 3: create the controller with the storyboard API, then inject it.
    static func openCocktailList(from container: Container) -> CocktailListViewController {
        // begin region: create-then-inject
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let list = storyboard.instantiateViewController(withIdentifier: "CocktailList") as! CocktailListViewController
        container.injectDependencies(into: list)
        // end region: create-then-inject
        return list
    }

    /// Section 4, before: the view model resolved by hand after the storyboard made the controller.
    static func openCocktailListResolvingByHand(
        category: String, from storyboard: UIStoryboard, container: Container
    ) -> CocktailListViewController {
        // begin region: view-model-by-hand
        let list = storyboard.instantiateViewController(withIdentifier: "CocktailList") as! CocktailListViewController
        list.viewModel = container.resolve(CocktailListViewModel.self, argument: category)
        // end region: view-model-by-hand
        return list
    }

    /// Section 4, after: the category reaches the closure as a runtime argument.
    static func openCocktailList(
        category: String, from storyboard: UIStoryboard, container: Container
    ) -> CocktailListViewController {
        // begin region: runtime-argument
        container.storyboardInitCompleted(CocktailListViewController.self) { (r, controller, category: String) in
            controller.viewModel = r.resolve(CocktailListViewModel.self, argument: category)
        }

        let list = storyboard.instantiateViewController(withIdentifier: "CocktailList") as! CocktailListViewController
        container.injectDependencies(into: list, argument: category)   // or arguments: a, b, …
        // end region: runtime-argument
        return list
    }
}

/// Section 5: injecting an AppKit controller tree, which Loom leaves to the app.
// begin region: appkit-tree
@MainActor
func inject(_ controller: NSViewController, from container: Container) {
    container.injectDependencies(into: controller)
    controller.children.forEach { inject($0, from: container) }
}
// end region: appkit-tree
