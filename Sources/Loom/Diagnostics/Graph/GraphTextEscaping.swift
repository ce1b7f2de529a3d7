/// How each rendering writes arbitrary text (service types with `<>`, names with quotes, a
/// definition's `\.loans`) so that its reader shows it as it is.
enum GraphTextEscaping {
    /// DOT's double-quoted strings: quotes and backslashes escaped, line breaks as `\n` (centred lines).
    static let dotEscapes = Escapes([
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "",
    ])
    /// Mermaid's quoted labels: characters Mermaid or the HTML it writes would read as syntax become
    /// entity codes, line breaks `<br/>`.
    static let mermaidEscapes = Escapes([
        "\"": "#quot;", "#": "#35;", "&": "#amp;", "<": "#lt;", ">": "#gt;", "\\": "#92;", "|": "#124;", "`": "#96;",
        "\n": "<br/>", "\r": "",
    ])

    /// What one format writes for each ASCII character it cannot take as it is (`""` drops it).
    struct Escapes {
        private let replacements: [Unicode.Scalar: String]
        /// The same characters as bits, for the check most texts end at: service names seldom have any.
        private let low: UInt64, high: UInt64

        init(_ replacements: [Unicode.Scalar: String]) {
            precondition(replacements.keys.allSatisfy(\.isASCII), "Loom internal error: escapes are for ASCII characters")
            self.replacements = replacements
            let values = replacements.keys.map(\.value)
            low = values.filter { $0 < 64 }.reduce(0) { $0 | 1 << UInt64($1) }
            high = values.filter { $0 >= 64 }.reduce(0) { $0 | 1 << UInt64($1 - 64) }
        }

        /// Whether `byte` of UTF-8 is one of the characters: they are ASCII, so a byte is one of them
        /// only when it is that character.
        private func isEscaped(_ byte: UInt8) -> Bool {
            byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
        }

        /// `text` with each of the characters replaced. A text without any is returned as it is,
        /// without walking it a character at a time, which took most of the time of rendering a graph
        /// of 1,000 services (perf, benchmark row V).
        func apply(to text: String) -> String {
            guard needsEscaping(text) else { return text }
            var escaped = ""
            appendEscaping(text, to: &escaped)
            return escaped
        }

        /// Appends `text` to `output` with each of the characters replaced: a rendering writes its
        /// labels straight into its document this way, without a string per label.
        func append(_ text: String, to output: inout String) {
            if needsEscaping(text) {
                appendEscaping(text, to: &output)
            } else {
                output += text
            }
        }

        private func needsEscaping(_ text: String) -> Bool {
            text.utf8.contains(where: isEscaped)
        }

        private func appendEscaping(_ text: String, to output: inout String) {
            for scalar in text.unicodeScalars {
                if let replacement = replacements[scalar] {
                    output += replacement
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
    }

    /// Text inside a DOT double-quoted string: quotes and backslashes escaped, line breaks as `\n`
    /// (centred lines).
    static func dot(_ text: String) -> String {
        dotEscapes.apply(to: text)
    }

    /// Text inside a Mermaid quoted label: characters Mermaid or the HTML it writes would read as
    /// syntax become entity codes (`#quot;`, `#lt;`, `#92;`), line breaks `<br/>`.
    static func mermaid(_ text: String) -> String {
        mermaidEscapes.apply(to: text)
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
