// The sample of Migration/FromHandRolledContainer.md, section 3: the hiking app's `DIContainer`
// replaced by Loom. The package compiles this file (target MigrationSamples) and its tests run it;
// the SwiftUI part compiles where SwiftUI exists, against a stand-in of its environment elsewhere.

import Loom
#if canImport(SwiftUI)
import SwiftUI
#endif

// MARK: - One assembly per feature

struct TrailDataAssembly: Assembly {
    func assemble(container: Container) {
        container.register(TrailCatalog.self) { _ in BundledTrailCatalog() }
            .inObjectScope(.container)
        container.register(ForecastService.self) { _ in LiveForecastService() }
            .inObjectScope(.container)
    }
}

struct TrailListAssembly: Assembly {
    func assemble(container: Container) {
        container.register(TrailListViewModel.self) { r in
            TrailListViewModel(catalog: r.resolve(TrailCatalog.self)!)
        }
    }
}

struct TrailDetailAssembly: Assembly {
    func assemble(container: Container) {
        // Was `makeTrailDetailViewModel(data:)`: the trail's id is a runtime argument.
        container.register(TrailDetailViewModel.self) { (r, trailID: Int) in
            TrailDetailViewModel(
                trailID: trailID,
                catalog: r.resolve(TrailCatalog.self)!,
                forecasts: r.resolve(ForecastService.self)!
            )
        }
    }
}

/// The app's container, made once at launch from the features' assemblies.
func makeTrailsContainer() -> Container {
    let container = Container()
    _ = Assembler([TrailDataAssembly(), TrailListAssembly(), TrailDetailAssembly()], container: container)
    return container
}

// MARK: - The resolver in the SwiftUI environment

#if !canImport(SwiftUI)
/// Where there is no SwiftUI (Linux), the two pieces of its environment this file uses, so that
/// the code below type-checks there too.
protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
#endif

private struct ResolverKey: EnvironmentKey {
    static let defaultValue: any Resolver & Sendable = Container()  // empty: every resolve returns nil
}

extension EnvironmentValues {
    /// The resolver that screens make their view models with. Unlike an environment object, it
    /// may be a protocol type.
    var resolver: any Resolver & Sendable {
        get { self[ResolverKey.self] }
        set { self[ResolverKey.self] = newValue }
    }
}

// MARK: - Previews and tests swap registrations

final class PreviewTrailCatalog: TrailCatalog {
    func allTrails() -> [Trail] { [Trail(id: 1, name: "Preview Trail")] }
}

final class FixedForecastService: ForecastService {
    let text: String

    init(text: String) { self.text = text }

    func forecast(for trail: Trail) -> String { text }
}

/// Previews: a child container replaces the catalog and takes everything else from the app's.
func makePreviewContainer() -> Container {
    let preview = Container(parent: makeTrailsContainer())
    preview.register(TrailCatalog.self) { _ in PreviewTrailCatalog() }
    return preview
}

/// Tests: the app's container with a fixed forecast, for the running test's task only; tests that
/// run in parallel each see their own.
func withFixedForecast<Result>(_ forecast: String, over container: Container, _ test: () -> Result) -> Result {
    container.withOverrides({ overrides in
        overrides.register(ForecastService.self) { _ in FixedForecastService(text: forecast) }
    }, operation: test)
}

// MARK: - Screens

#if canImport(SwiftUI)
extension TrailListViewModel: ObservableObject {}
extension TrailDetailViewModel: ObservableObject {}

/// The app's root view: the only place that knows the container.
struct TrailsRoot: View {
    let container: Container  // `makeTrailsContainer()`, once, in your `App`

    var body: some View {
        TrailsHome().environment(\.resolver, container)
    }
}

struct TrailsHome: View {
    @Environment(\.resolver) private var resolver

    var body: some View {
        TrailListScreen(model: resolver.resolve(TrailListViewModel.self)!)
    }
}

struct TrailListScreen: View {
    @Environment(\.resolver) private var resolver
    @StateObject private var model: TrailListViewModel

    /// `StateObject` evaluates `model` once per screen, not on every update.
    init(model: @autoclosure @escaping () -> TrailListViewModel) {
        _model = StateObject(wrappedValue: model())
    }

    var body: some View {
        List(model.trails) { trail in
            NavigationLink(destination: TrailDetailScreen(
                model: resolver.resolve(TrailDetailViewModel.self, argument: trail.id)!
            )) {
                Text(trail.name)
            }
        }
    }
}

struct TrailDetailScreen: View {
    @StateObject private var model: TrailDetailViewModel

    init(model: @autoclosure @escaping () -> TrailDetailViewModel) {
        _model = StateObject(wrappedValue: model())
    }

    var body: some View {
        Text(model.forecast)
    }
}

struct TrailsHome_Previews: PreviewProvider {
    static var previews: some View {
        TrailsHome().environment(\.resolver, makePreviewContainer())
    }
}
#endif
