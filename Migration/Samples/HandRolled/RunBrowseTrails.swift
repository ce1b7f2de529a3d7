// MigrationSamplesTests checks that this returns the lines shown below it in the guide.

import Loom

/// Section 3: what the screens get from the app's container, the previews' and a test's overrides.
func browseTrails() -> [String] {
    let app = makeTrailsContainer()
    let list = app.resolve(TrailListViewModel.self)!
    let detail = app.resolve(TrailDetailViewModel.self, argument: list.trails[1].id)!

    let preview = makePreviewContainer().resolve(TrailListViewModel.self)!
    let test = withFixedForecast("Snow", over: app) { app.resolve(TrailDetailViewModel.self, argument: 1)! }

    return [
        "list: \(list.trails.map(\.name).joined(separator: ", "))",
        "detail: \(detail.forecast)",
        "preview list: \(preview.trails.map(\.name).joined(separator: ", "))",
        "test detail: \(test.trail.name), \(test.forecast)",
    ]
}
