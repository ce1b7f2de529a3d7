import Foundation
import Testing

/// A migration guide's text, read from `Migration/` so that tests can check what it shows.
struct Guide: CustomTestStringConvertible {
    let name: String
    let text: String

    /// Reads `Migration/<name>.md` from the package this test file belongs to.
    init(_ name: String, filePath: String = #filePath) throws {
        self.name = name
        let packageRoot = URL(fileURLWithPath: filePath)
            .deletingLastPathComponent()  // MigrationSamplesTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
        text = try String(contentsOf: packageRoot.appendingPathComponent("Migration/\(name).md"), encoding: .utf8)
    }

    /// A failed expectation names the guide instead of printing all of it.
    var testDescription: String { "Migration/\(name).md" }

    /// The lines of the ```text block that follows `<!-- output: name -->`, or nil without one.
    func output(_ name: String) -> [String]? {
        let lines = text.components(separatedBy: "\n")
        guard let marker = lines.firstIndex(of: "<!-- output: \(name) -->"),
              lines.indices.contains(marker + 1), lines[marker + 1] == "```text",
              let end = lines[(marker + 2)...].firstIndex(of: "```")
        else { return nil }
        return Array(lines[(marker + 2)..<end])
    }

    /// Whether the guide shows `line` as it is, leading spaces aside.
    func shows(_ line: String) -> Bool {
        text.components(separatedBy: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == line }
    }
}
