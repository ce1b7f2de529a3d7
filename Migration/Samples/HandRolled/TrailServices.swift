// The services and view models of a small hiking app. They stay as they are when the app's
// `DIContainer` gives way to Loom.

struct Trail: Identifiable, Equatable {
    let id: Int
    let name: String
}

protocol TrailCatalog: AnyObject {
    func allTrails() -> [Trail]
}

final class BundledTrailCatalog: TrailCatalog {
    func allTrails() -> [Trail] {
        [Trail(id: 1, name: "Ridge Loop"), Trail(id: 2, name: "Lake Path")]
    }
}

protocol ForecastService: AnyObject {
    func forecast(for trail: Trail) -> String
}

final class LiveForecastService: ForecastService {
    func forecast(for trail: Trail) -> String { "Sunny on \(trail.name)" }
}

final class TrailListViewModel {
    let trails: [Trail]

    init(catalog: TrailCatalog) { trails = catalog.allTrails() }
}

final class TrailDetailViewModel {
    let trail: Trail
    let forecast: String

    init(trailID: Int, catalog: TrailCatalog, forecasts: ForecastService) {
        trail = catalog.allTrails().first { $0.id == trailID } ?? Trail(id: trailID, name: "Unknown trail")
        forecast = forecasts.forecast(for: trail)
    }
}
