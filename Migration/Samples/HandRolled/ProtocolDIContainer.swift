// Before, first version: the container behind a protocol, so that views depend on an abstraction,
// and a closure for each thing it makes. Every closure captures the closures of what it needs;
// with each new screen the initializer grows deeper.

protocol DIContainerManagable {
    var makeTrailListViewModel: () -> TrailListViewModel { get }
    var makeTrailDetailViewModel: (Int) -> TrailDetailViewModel { get }
}

struct AppDIContainer: DIContainerManagable {
    let makeTrailListViewModel: () -> TrailListViewModel
    let makeTrailDetailViewModel: (Int) -> TrailDetailViewModel

    init(
        makeCatalog: @escaping () -> TrailCatalog = { BundledTrailCatalog() },
        makeForecasts: @escaping () -> ForecastService = { LiveForecastService() }
    ) {
        let catalog = makeCatalog()
        let forecasts = makeForecasts()
        makeTrailListViewModel = { TrailListViewModel(catalog: catalog) }
        makeTrailDetailViewModel = { trailID in
            TrailDetailViewModel(trailID: trailID, catalog: catalog, forecasts: forecasts)
        }
    }
}
