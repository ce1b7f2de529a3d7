import Foundation

/// Which suites and tests of Swift source files lack a trait: read from the source text, so that a
/// test can fail, naming the file and the type, when someone adds a suite without it.
///
/// A `@Suite` must name the trait; a `@Test` must name it, or sit in a type (or an extension of a
/// type) whose `@Suite` names it. Comments and string literals are skipped. A type without `@Suite`
/// that holds tests is a suite all the same, without the trait, and is named as such.
struct TraitCoverage {
    /// The trait as the attributes spell it, such as `.verifiesItsContainers`.
    let trait: String

    /// One suite or test without the trait.
    struct Gap: Equatable, CustomStringConvertible {
        let file: String
        let line: Int
        let what: String
        var description: String { "\(file):\(line): \(what)" }
    }

    /// The gaps of `sources`, each a file's name and its text.
    func gaps(in sources: [(name: String, text: String)]) -> [Gap] {
        let scanned = sources.map { (name: $0.name, declarations: Self.declarations(in: Self.code(of: $0.text))) }
        let coveredTypes = Set(scanned.flatMap(\.declarations).compactMap { declaration -> String? in
            guard case .suite(let type, let arguments) = declaration.kind, arguments.contains(trait) else { return nil }
            return type
        })
        var gaps: [Gap] = []
        for (name, declarations) in scanned {
            for declaration in declarations {
                switch declaration.kind {
                case .suite(let type, let arguments) where !arguments.contains(trait):
                    gaps.append(Gap(file: name, line: declaration.line, what: "@Suite \(type) lacks \(trait)"))
                case .test(let function, let arguments, let enclosing) where !arguments.contains(trait):
                    if enclosing.isEmpty {
                        gaps.append(Gap(file: name, line: declaration.line, what: "@Test \(function), outside any suite, lacks \(trait)"))
                    } else if !enclosing.contains(where: coveredTypes.contains) {
                        gaps.append(Gap(
                            file: name, line: declaration.line,
                            what: "@Test \(function) is in \(enclosing.joined(separator: ".")), which has no @Suite with \(trait)"))
                    }
                default:
                    break
                }
            }
        }
        return gaps
    }

    // MARK: Scanning

    struct Declaration {
        enum Kind {
            /// A `@Suite` attribute: the type it is attached to and the attribute's arguments.
            case suite(type: String, arguments: String)
            /// A `@Test` attribute: its function, its arguments and the types around it, outermost first.
            case test(function: String, arguments: String, enclosing: [String])
        }
        let kind: Kind
        let line: Int
    }

    /// The `@Suite` and `@Test` attributes of `code` (source without comments and literals).
    static func declarations(in code: [Character]) -> [Declaration] {
        var found: [Declaration] = []
        var braces: [String?] = []  // the type each open brace belongs to, if it opens a type
        var pendingType: String?
        var line = 1
        var index = 0
        while index < code.count {
            let character = code[index]
            if character == "\n" { line += 1 }
            if character == "{" {
                braces.append(pendingType)
                pendingType = nil
            } else if character == "}" {
                _ = braces.popLast()
            } else if character == "@", let attribute = attribute(at: index, in: code), ["Suite", "Test"].contains(attribute.name) {
                let (keyword, name) = declaredName(after: attribute.end, in: code)
                let startLine = line
                for skipped in code[index..<attribute.end] where skipped == "\n" { line += 1 }
                index = attribute.end
                if attribute.name == "Suite" {
                    found.append(Declaration(kind: .suite(type: name, arguments: attribute.arguments), line: startLine))
                } else if keyword == "func" {
                    let enclosing = braces.compactMap { $0 }
                    found.append(Declaration(kind: .test(function: name, arguments: attribute.arguments, enclosing: enclosing), line: startLine))
                }
                continue
            } else if character.isLetter, index == 0 || !isIdentifier(code[index - 1]) {
                let word = identifier(at: index, in: code)
                if ["struct", "class", "enum", "actor", "extension"].contains(word) {
                    let (next, nextEnd) = nextIdentifier(after: index + word.count, in: code)
                    if !["func", "var", "let", "subscript", "init"].contains(next) {
                        pendingType = next
                    }
                    index = nextEnd
                    continue
                }
                index += word.count
                continue
            }
            index += 1
        }
        return found
    }

    /// The attribute at `index` (`@Name` with its parenthesised arguments, if any) and the index after it.
    private static func attribute(at index: Int, in code: [Character]) -> (name: String, arguments: String, end: Int)? {
        let name = identifier(at: index + 1, in: code)
        guard !name.isEmpty else { return nil }
        var end = index + 1 + name.count
        guard end < code.count, code[end] == "(" else { return (name, "", end) }
        var depth = 0
        let start = end
        repeat {
            if code[end] == "(" { depth += 1 } else if code[end] == ")" { depth -= 1 }
            end += 1
        } while depth > 0 && end < code.count
        return (name, String(code[start..<end]), end)
    }

    /// The declaration keyword after an attribute and the name it declares, other attributes and
    /// modifiers skipped: `("struct", "Tests")`, `("func", "aTest")`.
    private static func declaredName(after index: Int, in code: [Character]) -> (String, String) {
        var position = index
        while position < code.count {
            let (word, end) = nextIdentifier(after: position, in: code)
            if word.isEmpty { return ("", "") }
            if ["struct", "class", "enum", "actor", "extension", "func"].contains(word) {
                let (name, _) = nextIdentifier(after: end, in: code)
                if word == "class" && ["func", "var"].contains(name) { return ("func", nextIdentifier(after: end + name.count + 1, in: code).0) }
                return (word, name)
            }
            position = end
            // An attribute's arguments between the modifiers, `@MainActor`, `@available(…)`.
            while position < code.count, code[position].isWhitespace { position += 1 }
            if position < code.count, code[position] == "(" {
                var depth = 0
                repeat {
                    if code[position] == "(" { depth += 1 } else if code[position] == ")" { depth -= 1 }
                    position += 1
                } while depth > 0 && position < code.count
            }
        }
        return ("", "")
    }

    /// The next identifier at or after `index`, skipping anything else, and the index after it.
    private static func nextIdentifier(after index: Int, in code: [Character]) -> (String, Int) {
        var position = index
        while position < code.count, !(code[position].isLetter || code[position] == "_") {
            if code[position] == "{" || code[position] == "}" { return ("", position) }
            position += 1
        }
        let word = identifier(at: position, in: code)
        return (word, position + word.count)
    }

    private static func identifier(at index: Int, in code: [Character]) -> String {
        var end = index
        while end < code.count, isIdentifier(code[end]) { end += 1 }
        return String(code[index..<end])
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// `text` with comments and string literals blanked out (newlines kept, so lines still count).
    static func code(of text: String) -> [Character] {
        let characters = Array(text)
        var code: [Character] = []
        code.reserveCapacity(characters.count)
        var index = 0
        while index < characters.count {
            let end: Int
            if characters[index...].starts(with: "//") {
                end = characters[index...].firstIndex(of: "\n") ?? characters.count
            } else if characters[index...].starts(with: "/*") {
                end = endOfBlockComment(from: index, in: characters)
            } else if let literalEnd = endOfStringLiteral(from: index, in: characters) {
                end = literalEnd
            } else {
                code.append(characters[index])
                index += 1
                continue
            }
            code += characters[index..<end].map { $0 == "\n" ? "\n" : " " }
            index = end
        }
        return code
    }

    /// The index after the block comment at `index`; block comments nest in Swift.
    private static func endOfBlockComment(from index: Int, in characters: [Character]) -> Int {
        var depth = 0
        var position = index
        while position < characters.count {
            if characters[position...].starts(with: "/*") {
                depth += 1
                position += 2
            } else if characters[position...].starts(with: "*/") {
                depth -= 1
                position += 2
                if depth == 0 { return position }
            } else {
                position += 1
            }
        }
        return characters.count
    }

    /// The index after the string literal that starts at `index` (`"…"`, `"""…"""`, `#"…"#`, their
    /// interpolations included), or nil when none starts there.
    private static func endOfStringLiteral(from index: Int, in characters: [Character]) -> Int? {
        var position = index
        var hashes = 0
        while position < characters.count, characters[position] == "#" {
            hashes += 1
            position += 1
        }
        guard position < characters.count, characters[position] == "\"" else { return nil }
        let quotes = characters[position...].starts(with: "\"\"\"") ? 3 : 1
        let closing = Array(repeating: Character("\""), count: quotes) + Array(repeating: Character("#"), count: hashes)
        let escape = [Character("\\")] + Array(repeating: Character("#"), count: hashes)
        position += quotes
        while position < characters.count {
            if characters[position...].starts(with: escape) {
                position += escape.count
                if position < characters.count, characters[position] == "(" {
                    position = endOfInterpolation(from: position, in: characters)
                } else {
                    position += 1
                }
            } else if characters[position...].starts(with: closing) {
                return position + closing.count
            } else {
                position += 1
            }
        }
        return characters.count
    }

    /// The index after the parenthesised interpolation at `index`, string literals inside it included.
    private static func endOfInterpolation(from index: Int, in characters: [Character]) -> Int {
        var depth = 0
        var position = index
        while position < characters.count {
            if let literalEnd = endOfStringLiteral(from: position, in: characters) {
                position = literalEnd
                continue
            }
            if characters[position] == "(" { depth += 1 } else if characters[position] == ")" { depth -= 1 }
            position += 1
            if depth == 0 { return position }
        }
        return characters.count
    }
}
