// Recipe 6 of the Cookbook: `Lazy` puts off an expensive service until it is used, and
// `resolveAll` collects every registration of one type, such as the tasks to run at launch.

import Loom

// MARK: - Lazy

/// How many exporters were made, so that the sample can show when it happens.
final class ExporterCount {
    var made = 0
}

/// Expensive to make; most sessions never export.
final class PDFExporter {
    init(count: ExporterCount) { count.made += 1 }

    func export(_ title: String) -> String { "\(title).pdf" }
}

final class ReportScreen {
    private let exporter: Lazy<PDFExporter>

    init(exporter: Lazy<PDFExporter>) { self.exporter = exporter }

    func exportTapped() -> String { exporter.instance.export("Q3 report") }
}

// MARK: - resolveAll

protocol LaunchTask {
    func run() -> String
}

struct MigrateDatabase: LaunchTask {
    func run() -> String { "database migrated" }
}

struct WarmImageCache: LaunchTask {
    func run() -> String { "image cache warmed" }
}

struct RegisterForPush: LaunchTask {
    func run() -> String { "registered for push" }
}

func makeLaunchContainer() -> Container {
    let container = Container()
    container.register(ExporterCount.self) { _ in ExporterCount() }.inObjectScope(.container)
    container.register(PDFExporter.self) { r in PDFExporter(count: r.resolve(ExporterCount.self)!) }
    container.register(ReportScreen.self) { r in ReportScreen(exporter: r.resolve(Lazy<PDFExporter>.self)!) }

    // One registration per task, each under its own name; order of registration is order of running.
    container.register(LaunchTask.self, name: "migrate") { _ in MigrateDatabase() }
    container.register(LaunchTask.self, name: "images") { _ in WarmImageCache() }
    container.register(LaunchTask.self, name: "push") { _ in RegisterForPush() }
    return container
}

/// Runs the launch tasks and opens a report; the Cookbook shows the lines it returns.
func lazyAndBatchResolution() -> [String] {
    let container = makeLaunchContainer()
    let launch = container.resolveAll(LaunchTask.self).map { $0.run() }

    let count = container.resolve(ExporterCount.self)!
    let screen = container.resolve(ReportScreen.self)!
    let madeWithScreen = count.made
    let file = screen.exportTapped()
    _ = screen.exportTapped()

    return [
        "launch: \(launch.joined(separator: ", "))",
        "exporters made with the screen: \(madeWithScreen)",
        "exported \(file); exporters made after two exports: \(count.made)",
    ]
}
