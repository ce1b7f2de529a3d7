/// How each rendering writes arbitrary text (service types with `<>`, names with quotes, a
/// definition's `\.loans`) so that its reader shows it as it is.
enum GraphTextEscaping {
    /// Text inside a DOT double-quoted string: quotes and backslashes escaped, line breaks as `\n`
    /// (centred lines).
    static func dot(_ text: String) -> String {
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
