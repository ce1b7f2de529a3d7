import Testing

/// What a newcomer reads first: the README links the example server, says how to turn the failure
/// log on and off, names the product the same way wherever it shows a manifest, and shows the
/// demo's dependency graph.
@Suite("README: the first hour", .verifiesItsContainers)
struct ReadmeTests {
    @Test func linksTheExampleServer() throws {
        let readme = try Guide(file: "README.md")

        #expect(readme.text.contains("(Examples/RequestScopedServer/README.md)"))
    }

    @Test func gettingStartedSaysWhatLoomLoggingEnabledDoesAndHowToSilenceTheLog() throws {
        let readme = try Guide(file: "README.md")
        let gettingStarted = try #require(readme.text.components(separatedBy: "## Getting started").last?
            .components(separatedBy: "\n## ").first)

        #expect(gettingStarted.contains("`LOOM_LOGGING_ENABLED` overrides the build: `1`\nturns the log on"))
        #expect(gettingStarted.contains("`Container.loggingFunction = nil` silences it"))
        #expect(gettingStarted.contains("A debug build of Loom explains every failed resolve on standard error"))
    }

    @Test func theGettingStartedArticleNamesTheProductAsTheInstallationSectionDoes() throws {
        let readme = try Guide(file: "README.md")
        let article = try Guide(file: "Sources/Loom/Loom.docc/GettingStarted.md")
        let product = #".product(name: "Loom", package: "Loom")"#

        #expect(readme.text.contains(product) && article.text.contains(product))
        #expect(!article.text.contains(#"dependencies: ["Loom"]"#))
    }

    @Test func showsTheDemosDependencyGraphPictureThatTheArticleShowsAndCIChecks() throws {
        let readme = try Guide(file: "README.md")
        let article = try Guide(file: "Sources/Loom/Loom.docc/SeeingTheDependencyGraph.md")
        let script = try Guide(file: "scripts/render-demo-graph.sh")
        let picture = try Guide(file: "Sources/Loom/Loom.docc/Resources/dependency-graph.svg")

        #expect(readme.text.contains("](Sources/Loom/Loom.docc/Resources/dependency-graph.svg)"))
        #expect(article.text.contains("](dependency-graph.svg)"))
        #expect(script.text.contains("SVG=Sources/Loom/Loom.docc/Resources/dependency-graph.svg"))
        #expect(picture.text.contains("<svg "))
        #expect(readme.text.contains("(Tests/LoomTests/Diagnostics/DependencyGraphRenderingTests.swift)"))
    }
}
