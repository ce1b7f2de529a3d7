// Stand-ins for the few UIKit and AppKit types that FromSwinjectStoryboardUIKitSample.swift uses, so
// that the package type-checks and runs those snippets of Migration/FromSwinjectStoryboard.md on
// every platform. They are not UIKit: only the members the snippets call, main-actor isolated as
// UIKit's are. Where the real framework exists, it is used instead.

#if !canImport(UIKit)
/// Stand-in for UIKit's `UIViewController`: a view that loads once, on demand, and child controllers.
@MainActor
class UIViewController {
    private(set) var isViewLoaded = false
    var children: [UIViewController] = []

    init() {}

    func viewDidLoad() {}

    /// Loads the view the first time it is called, which runs `viewDidLoad()`.
    func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }
}

/// Stand-in for UIKit's `UIStoryboard`: instantiates the scenes listed in `scenes`, which in an app
/// are the storyboard file's.
@MainActor
final class UIStoryboard {
    /// The stand-in storyboards' scenes, by storyboard name and then storyboard identifier.
    static let scenes: [String: [String: () -> UIViewController]] = [
        "Main": ["CocktailList": { StoryboardCocktails.CocktailListViewController() }],
    ]

    private let name: String

    /// `bundle` is ignored; the parameter is there so that calls read as with UIKit.
    init(name: String, bundle: AnyObject?) {
        self.name = name
    }

    func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let makeScene = Self.scenes[name]?[identifier] else {
            fatalError("the stand-in storyboard \(name) has no scene \(identifier)")
        }
        return makeScene()
    }
}
#endif

#if !canImport(AppKit)
/// Stand-in for AppKit's `NSViewController`: child controllers only.
@MainActor
class NSViewController {
    var children: [NSViewController] = []

    init() {}
}
#endif
