/// Resident memory around one memory scenario, in KiB, as a child process reports it to its parent.
public struct MemoryReadings: Sendable {
    /// Resident set size before the measured work (after any warm-up).
    public var before: Int
    /// Peak resident set size of the process at the end.
    public var peak: Int
    /// Resident set size after the measured work, with its results still alive.
    public var after: Int

    /// Readings.
    public init(before: Int, peak: Int, after: Int) {
        self.before = before
        self.peak = peak
        self.after = after
    }

    /// One line for the parent to parse: `before=… peak=… after=…`.
    public var line: String {
        "before=\(before) peak=\(peak) after=\(after)"
    }

    /// Parses ``line``; `nil` if the text holds no such line.
    public init?(parsing text: String) {
        var fields: [Substring: Int] = [:]
        for word in text.split(whereSeparator: \.isWhitespace) {
            let parts = word.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { fields[parts[0]] = value }
        }
        guard let before = fields["before"], let peak = fields["peak"], let after = fields["after"] else { return nil }
        self.init(before: before, peak: peak, after: after)
    }
}
