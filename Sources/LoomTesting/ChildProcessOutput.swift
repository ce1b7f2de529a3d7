// Used by verifyEachRegistrationInChildProcess(of:), which needs exit tests with capture lists.
#if compiler(>=6.3) && (os(macOS) || os(Linux) || os(Windows) || os(FreeBSD))
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(WinSDK)
import WinSDK
#endif

/// The lines a child process of ``verifyEachRegistrationInChildProcess(of:sourceLocation:)`` writes
/// to standard error for its parent, beside Loom's own, and what the parent reads back from them.
/// Each starts with ``prefix``; texts that span lines are written with their line breaks escaped.
struct ChildProcessOutput {
    static let prefix = "loom-testing: "

    /// The registration being verified when the output ended, and what was written while it was.
    struct Current {
        var position: Int
        var registration: String
        var messages: [String] = []
        /// The last failed resolve Loom reported while verifying it: `HTTPClient: not registered`.
        var lastFailure: String?

        /// What stopped the process: the last failed resolve, else the stop's own message (Swift's
        /// `Fatal error:` line without its file and line).
        var cause: String {
            if let lastFailure { return lastFailure }
            for marker in ["Fatal error: ", "Precondition failed: "] {
                if let message = messages.lazy.compactMap({ Self.text(after: marker, in: $0) }).last {
                    return String(message)
                }
            }
            return "a stop without a message"
        }

        /// What follows the first `marker` in `line`, if it holds one.
        private static func text(after marker: String, in line: String) -> Substring? {
            var start = line.startIndex
            while start < line.endIndex {
                if line[start...].hasPrefix(marker) { return line[start...].dropFirst(marker.count) }
                start = line.index(after: start)
            }
            return nil
        }
    }

    private(set) var current: Current?
    private(set) var problems: [String] = []
    private(set) var notes: [String] = []
    private(set) var report: [String] = []
    private(set) var finished = false
    private(set) var unknownRecipe: String?

    // MARK: Writing (in the child)

    /// Writes `line` to standard error at once, unbuffered: the next statement may stop the process.
    static func send(_ line: String) {
        let text = prefix + line + "\n"
        #if os(Windows)
        _ = text.withCString { _write(2, $0, UInt32(strlen($0))) }
        #else
        _ = text.withCString { write(2, $0, strlen($0)) }
        #endif
    }

    static func resolving(_ position: Int, registration: String) -> String {
        "resolving \(position) \(escaped(registration))"
    }

    /// A failed resolve, as `<service>: <reason>` — the last one before a stop is its cause.
    static func failure(_ text: String) -> String { "failure " + escaped(text) }
    static func problem(_ text: String) -> String { "problem " + escaped(text) }
    static func note(_ text: String) -> String { "note " + escaped(text) }
    static func reportLine(_ text: String) -> String { "report " + escaped(text) }
    static let done = "done"
    static func unknown(_ name: String) -> String { "unknown-recipe " + escaped(name) }

    // MARK: Reading (in the parent)

    /// Reads what a child process wrote to standard error.
    init(_ standardError: [UInt8]) {
        for line in String(decoding: standardError, as: UTF8.self).split(separator: "\n") {
            read(String(line))
        }
    }

    private mutating func read(_ line: String) {
        guard line.hasPrefix(Self.prefix) else {
            // Loom's lines, the runtime's fatal error; not the runtime's crash report after it.
            if line.hasPrefix("Loom") || line.contains("Fatal error:") || line.contains("Precondition failed") {
                current?.messages.append(line)
            }
            return
        }
        let content = line.dropFirst(Self.prefix.count)
        let kind = content.prefix { $0 != " " }
        let rest = Self.unescaped(String(content.dropFirst(kind.count + 1)))
        switch kind {
        case "resolving":
            let position = Int(rest.prefix { $0 != " " }) ?? 0
            current = Current(position: position, registration: String(rest.drop { $0 != " " }.dropFirst()))
        case "failure": current?.lastFailure = rest
        case "problem": problems.append(rest)
        case "note": notes.append(rest)
        case "report": report.append(rest)
        case "done": finished = true
        case "unknown-recipe": unknownRecipe = rest
        default: break
        }
    }

    // MARK: Escaping

    private static func escaped(_ text: String) -> String {
        text.replacingAll("\\", with: "\\\\").replacingAll("\n", with: "\\n")
    }

    private static func unescaped(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension String {
    /// This text with every `target` replaced, without Foundation.
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
#endif
