// Before, second version: one concrete class with a `make…ViewModel` method per screen, handed
// down the view tree as an `@EnvironmentObject`. That has to be a concrete `ObservableObject`
// class: a protocol type cannot be an environment object.

#if canImport(SwiftUI)
import SwiftUI
#endif

final class DIContainer {
    private let catalog: TrailCatalog = BundledTrailCatalog()
    private let forecasts: ForecastService = LiveForecastService()

    func makeTrailListViewModel() -> TrailListViewModel {
        TrailListViewModel(catalog: catalog)
    }

    func makeTrailDetailViewModel(data trailID: Int) -> TrailDetailViewModel {
        TrailDetailViewModel(trailID: trailID, catalog: catalog, forecasts: forecasts)
    }
}

#if canImport(SwiftUI)
extension DIContainer: ObservableObject {}

struct OldTrailDetailScreen: View {
    @EnvironmentObject var container: DIContainer  // `any DIContainerManagable` is not allowed here
    let trailID: Int

    var body: some View {
        Text(container.makeTrailDetailViewModel(data: trailID).forecast)
    }
}
#endif
