// A cocktail browser wired with assemblies and no storyboards: a main screen listing categories, a
// list screen created with a category, a detail screen created with a cocktail id, and a favourites
// feature module with its own child assembler. The screens are plain classes that "the UI framework"
// (here: `Router` and the tests) creates; `injectDependencies` fills them in.

import Loom

enum Cocktails {
    struct Cocktail: Equatable {
        let id: Int
        let name: String
        let category: String
    }

    // MARK: Services

    protocol CocktailFetching: AnyObject {
        var categories: [String] { get }
        func cocktails(in category: String) -> [Cocktail]
        func cocktail(id: Int) -> Cocktail?
    }

    final class StubCocktailAPI: CocktailFetching {
        private let menu = [
            Cocktail(id: 1, name: "Whiskey Sour", category: "Sours"),
            Cocktail(id: 2, name: "Daiquiri", category: "Sours"),
            Cocktail(id: 3, name: "Mai Tai", category: "Tiki"),
        ]

        var categories: [String] { ["Sours", "Tiki"] }

        func cocktails(in category: String) -> [Cocktail] {
            menu.filter { $0.category == category }
        }

        func cocktail(id: Int) -> Cocktail? {
            menu.first { $0.id == id }
        }
    }

    /// Shared by every screen (container scope).
    final class ImageCache {}

    /// Remembers favourite cocktails; belongs to the favourites feature module.
    final class FavoritesStore {
        private(set) var ids: [Int] = []
        func add(_ id: Int) { ids.append(id) }
    }

    // MARK: View models

    final class MainViewModel {
        let categories: [String]
        init(api: CocktailFetching) { categories = api.categories }
    }

    final class ListViewModel {
        let category: String
        let cocktails: [Cocktail]
        init(category: String, api: CocktailFetching) {
            self.category = category
            cocktails = api.cocktails(in: category)
        }
    }

    final class DetailViewModel {
        let cocktail: Cocktail?
        let favorites: FavoritesStore?
        init(cocktail: Cocktail?, favorites: FavoritesStore?) {
            self.cocktail = cocktail
            self.favorites = favorites
        }
    }

    // MARK: Screens, created by someone else

    /// What every screen has.
    class ScreenController {
        var imageCache: ImageCache?
    }

    final class MainController: ScreenController {
        var viewModel: MainViewModel?
        var router: Router?
    }

    final class ListController: ScreenController {
        var viewModel: ListViewModel?
    }

    final class DetailController: ScreenController {
        var viewModel: DetailViewModel?
    }

    final class FavoritesController: ScreenController {
        var store: FavoritesStore?
        var api: CocktailFetching?
    }

    /// Creates the next screen and has its dependencies injected, as a navigation controller or a
    /// SwiftUI view would.
    final class Router {
        let resolver: Resolver
        init(resolver: Resolver) { self.resolver = resolver }

        func showList(category: String) -> ListController {
            let list = ListController()
            resolver.injectDependencies(into: list, argument: category)
            return list
        }

        func showDetail(id: Int) -> DetailController {
            let detail = DetailController()
            resolver.injectDependencies(into: detail, argument: id)
            return detail
        }
    }

    // MARK: Assemblies

    /// Services: the API and the image cache, both shared.
    struct ServiceAssembly: Assembly {
        var journal = Probe.Journal()

        func assemble(container: Container) {
            journal.write("assemble services")
            container.register(CocktailFetching.self) { _ in StubCocktailAPI() }.inObjectScope(.container)
            container.register(ImageCache.self) { _ in ImageCache() }.inObjectScope(.container)
        }

        func loaded(resolver: Resolver) {
            // Warm up: the main view model comes from another assembly, applied in the same call.
            let categories = resolver.resolve(MainViewModel.self)?.categories ?? []
            journal.write("loaded services, categories: \(categories.joined(separator: ", "))")
        }
    }

    /// What every screen gets, registered once for the base class.
    struct ScreenAssembly: Assembly {
        func assemble(container: Container) {
            container.storyboardInitCompleted(ScreenController.self) { r, screen in
                screen.imageCache = r.resolve(ImageCache.self)
            }
        }
    }

    struct MainAssembly: Assembly {
        var journal = Probe.Journal()

        func assemble(container: Container) {
            journal.write("assemble main")
            container.register(MainViewModel.self) { r in MainViewModel(api: r.resolve(CocktailFetching.self)!) }
            container.register(Router.self) { r in Router(resolver: r) }
            container.storyboardInitCompleted(MainController.self) { r, main in
                main.viewModel = r.resolve(MainViewModel.self)
                main.router = r.resolve(Router.self)
            }
        }

        func loaded(resolver: Resolver) {
            journal.write("loaded main")
        }
    }

    struct ListAssembly: Assembly {
        func assemble(container: Container) {
            container.register(ListViewModel.self) { (r, category: String) in
                ListViewModel(category: category, api: r.resolve(CocktailFetching.self)!)
            }
            container.storyboardInitCompleted(ListController.self) { (r, list, category: String) in
                list.viewModel = r.resolve(ListViewModel.self, argument: category)
            }
        }
    }

    /// Applied lazily, when the first detail screen opens. Counts its `loaded` calls.
    struct DetailAssembly: Assembly {
        var journal = Probe.Journal()

        func assemble(container: Container) {
            container.register(DetailViewModel.self) { (r, id: Int) in
                DetailViewModel(cocktail: r.resolve(CocktailFetching.self)!.cocktail(id: id),
                                favorites: r.resolve(FavoritesStore.self))
            }
            container.storyboardInitCompleted(DetailController.self) { (r, detail, id: Int) in
                detail.viewModel = r.resolve(DetailViewModel.self, argument: id)
            }
        }

        func loaded(resolver: Resolver) {
            journal.write("loaded detail")
        }
    }

    /// The favourites feature module, applied to a child assembler of the app's.
    struct FavoritesAssembly: Assembly {
        func assemble(container: Container) {
            container.register(FavoritesStore.self) { _ in FavoritesStore() }.inObjectScope(.container)
            container.storyboardInitCompleted(FavoritesController.self) { r, favorites in
                favorites.store = r.resolve(FavoritesStore.self)
                favorites.api = r.resolve(CocktailFetching.self)
            }
        }
    }

    /// The app's assemblies, detail excluded (it is applied lazily).
    static func appAssemblies(journal: Probe.Journal = Probe.Journal()) -> [Assembly] {
        [ServiceAssembly(journal: journal), ScreenAssembly(), MainAssembly(journal: journal), ListAssembly()]
    }
}
