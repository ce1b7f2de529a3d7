import Foundation
import Testing

/// A migration guide's text, read from `Migration/` so that tests can check what it shows.
struct Guide: CustomTestStringConvertible {
    let name: String
    let text: String

    private init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// Reads `Migration/<name>.md` from the package this test file belongs to.
    init(_ name: String) throws {
        try self.init(file: "Migration/\(name).md")
    }

    /// Reads any text file of the package, such as `README.md`, by its path from the package's folder.
    /// The folder is found from this file's path, so callers in subfolders read the same files.
    init(file relativePath: String) throws {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // MigrationSamplesTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
        name = relativePath
        text = try String(contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The lines of the first ```swift block after the line `heading`.
    func firstSwiftBlock(after heading: String) -> [String]? {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading),
              let open = lines[start...].firstIndex(of: "```swift")
        else { return nil }
        return Guide(name: name, text: lines[open...].joined(separator: "\n")).lines(after: "```swift", upTo: "```")
    }

    /// The lines from the line after `opening` up to the next line that equals `closing`.
    func lines(after opening: String, upTo closing: String) -> [String]? {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: opening),
              let end = lines[(start + 1)...].firstIndex(of: closing)
        else { return nil }
        return Array(lines[(start + 1)..<end])
    }

    /// A failed expectation names the guide instead of printing all of it.
    var testDescription: String { name }

    /// The lines of the ```text block that follows `<!-- output: name -->`, or nil without one.
    func output(_ name: String) -> [String]? {
        let lines = text.components(separatedBy: "\n")
        guard let marker = lines.firstIndex(of: "<!-- output: \(name) -->"),
              lines.indices.contains(marker + 1), lines[marker + 1] == "```text",
              let end = lines[(marker + 2)...].firstIndex(of: "```")
        else { return nil }
        return Array(lines[(marker + 2)..<end])
    }

    /// Whether the guide's `Package.swift` lines name Loom's package and product as the README's
    /// installation lines do, which CI builds: with `.product(name:package:)`, never by name alone.
    func namesLoomAsTheREADMEDoes() throws -> Bool {
        let readme = try Guide(file: "README.md")
        let fragments = [#".package(url: "https://github.com/loom-di/Loom", from: "0.1.0")"#, #".product(name: "Loom", package: "Loom")"#]
        return fragments.allSatisfy { readme.text.contains($0) && text.contains($0) } && !text.contains(#"dependencies: ["Loom"]"#)
    }

    /// What the guide says each `print(…)` line of a block prints: the comment after the call, in
    /// order. The block is the ```swift block after the line `<!-- sample: target -->`, where `target`
    /// is a test file's region (`Tests/MigrationSamplesTests/File.swift#name`) that
    /// scripts/build-docs.sh keeps equal to the block and the test runs.
    func printComments(inSample target: String) -> [String]? {
        let lines = text.components(separatedBy: "\n")
        guard let marker = lines.firstIndex(of: "<!-- sample: \(target) -->"),
              lines.indices.contains(marker + 1), lines[marker + 1] == "```swift",
              let end = lines[(marker + 2)...].firstIndex(of: "```")
        else { return nil }
        return lines[(marker + 2)..<end].filter { $0.hasPrefix("print(") }.compactMap { line in
            line.range(of: "  // ").map { String(line[$0.upperBound...]) }
        }
    }

    /// Whether the guide shows `line` as it is, leading spaces aside.
    func shows(_ line: String) -> Bool {
        text.components(separatedBy: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == line }
    }
}

/// The values that a guide's lines print, written as the guide's comments show them: strings in
/// quotes, as `String(reflecting:)` writes them. A test that runs a guide's block declares a local
/// `print(_:)` that records into this instead of writing to the output.
struct PrintedValues {
    private(set) var values: [String] = []

    mutating func record(_ value: Any) {
        values.append(String(reflecting: value))
    }

    /// Whether these are the values that `comments` show, one comment for each value in order: a
    /// comment is the value, alone or followed by `:` and an explanation.
    func areShown(by comments: [String]?) -> Bool {
        guard let comments, comments.count == values.count else { return false }
        return zip(comments, values).allSatisfy { comment, value in comment == value || comment.hasPrefix(value + ":") }
    }
}
