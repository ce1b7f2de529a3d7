// The sample of Migration/FromSwinjectStoryboard.md: a cocktail browser's SwinjectStoryboard setup
// after moving to Loom. The screens are plain classes so that the package compiles this file on every
// platform (target MigrationSamples); in an iOS app they subclass UIViewController, nothing else changes.

import Loom

// MARK: - Services and view models

protocol CocktailCatalog: AnyObject {
    func names(in category: String) -> [String]
}

final class BundledCocktailCatalog: CocktailCatalog {
    func names(in category: String) -> [String] {
        category == "Sours" ? ["Whiskey Sour", "Daiquiri"] : ["Mai Tai"]
    }
}

final class CocktailListViewModel {
    let category: String
    let names: [String]

    init(category: String, catalog: CocktailCatalog) {
        self.category = category
        names = catalog.names(in: category)
    }
}

// MARK: - Screens (UIViewController subclasses in the app)

class CocktailScreen {
    var catalog: CocktailCatalog?
}

final class CocktailCategoriesViewController: CocktailScreen {
    let categories = ["Sours", "Tiki"]
}

final class CocktailListViewController: CocktailScreen {
    var viewModel: CocktailListViewModel?
}

// MARK: - Registrations

struct CocktailScreensAssembly: Assembly {
    func assemble(container: Container) {
        container.register(CocktailCatalog.self) { _ in BundledCocktailCatalog() }
            .inObjectScope(.container)
        container.register(CocktailListViewModel.self) { (r, category: String) in
            CocktailListViewModel(category: category, catalog: r.resolve(CocktailCatalog.self)!)
        }

        // Unchanged from SwinjectStoryboard. It now also runs for every subclass, first.
        container.storyboardInitCompleted(CocktailScreen.self) { r, screen in
            screen.catalog = r.resolve(CocktailCatalog.self)
        }
        // New: the category reaches the closure as a runtime argument.
        container.storyboardInitCompleted(CocktailListViewController.self) { (r, controller, category: String) in
            controller.viewModel = r.resolve(CocktailListViewModel.self, argument: category)
        }
    }
}

// MARK: - Where SwinjectStoryboard.create(…) and its implicit injection used to be

/// Creates the first screen and injects it.
func makeCocktailCategoriesScreen(resolver: Resolver) -> CocktailCategoriesViewController {
    let controller = CocktailCategoriesViewController()  // or storyboard.instantiateInitialViewController()
    resolver.injectDependencies(into: controller)
    return controller
}

/// Creates a list screen for `category` and injects it with the category.
func makeCocktailListScreen(category: String, resolver: Resolver) -> CocktailListViewController {
    let controller = CocktailListViewController()  // or storyboard.instantiateViewController(identifier:)
    resolver.injectDependencies(into: controller, argument: category)
    return controller
}
