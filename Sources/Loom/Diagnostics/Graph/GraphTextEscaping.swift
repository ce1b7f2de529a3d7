/// How each rendering writes arbitrary text (service types with `<>`, names with quotes, a
/// definition's `\.loans`) so that its reader shows it as it is.
enum GraphTextEscaping {
    /// The ASCII bytes `dot(_:)` changes, as bits of a mask: `"`, `\`, line feed, carriage return.
    private static let dotSpecials = Specials([0x22, 0x5C, 0x0A, 0x0D])
    /// The ASCII bytes `mermaid(_:)` changes: `"`, `#`, `&`, `<`, `>`, `\`, `|`, `` ` ``, line feed and carriage return.
    private static let mermaidSpecials = Specials([0x22, 0x23, 0x26, 0x3C, 0x3E, 0x5C, 0x7C, 0x60, 0x0A, 0x0D])

    /// A set of ASCII bytes as two 64-bit masks.
    private struct Specials {
        var low: UInt64 = 0, high: UInt64 = 0
        init(_ bytes: [UInt8]) {
            for byte in bytes where byte < 128 {
                if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
            }
        }
        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
        }
    }

    /// Whether `text` has any of `specials` (ASCII, so a byte of UTF-8 is one of them only when it
    /// is that character). Most service names have none: they are returned as they are, without
    /// walking their characters one grapheme at a time, which took most of the time of rendering a
    /// graph of 1,000 services (perf, benchmark row V).
    private static func needsEscaping(_ text: String, _ specials: Specials) -> Bool {
        text.utf8.contains { specials.contains($0) }
    }

    /// Text inside a DOT double-quoted string: quotes and backslashes escaped, line breaks as `\n`
    /// (centred lines).
    static func dot(_ text: String) -> String {
        guard needsEscaping(text, Self.dotSpecials) else { return text }
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": break
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Lines of a DOT label or tooltip, escaped and joined by `\n`.
    static func dot(lines: [String]) -> String {
        lines.map { dot($0) }.joined(separator: "\\n")
    }

    /// Text inside a Mermaid quoted label: characters Mermaid or the HTML it writes would read as
    /// syntax become entity codes (`#quot;`, `#lt;`, `#92;`), line breaks `<br/>`.
    static func mermaid(_ text: String) -> String {
        guard needsEscaping(text, Self.mermaidSpecials) else { return text }
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "#quot;"
            case "#": escaped += "#35;"
            case "&": escaped += "#amp;"
            case "<": escaped += "#lt;"
            case ">": escaped += "#gt;"
            case "\\": escaped += "#92;"
            case "|": escaped += "#124;"
            case "`": escaped += "#96;"
            case "\n": escaped += "<br/>"
            case "\r": break
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Lines of a Mermaid label, escaped and joined by `<br/>`.
    static func mermaid(lines: [String]) -> String {
        lines.map { mermaid($0) }.joined(separator: "<br/>")
    }

    /// A JSON string literal, quotes included: quotes, backslashes and control characters escaped.
    static func json(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }) else { return "\"" + text + "\"" }
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case "\u{08}": escaped += "\\b"
            case "\u{0C}": escaped += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
