import Foundation

/// Where request logs end up: standard error, one write per request, or nowhere.
///
/// One for the whole server. Quiet unless the server was started with `--verbose`, so that a load
/// test measures serving, not printing.
public final class LogSink: Sendable {
    /// Whether log lines are written at all.
    public let isEnabled: Bool

    /// A sink that writes to standard error when `isEnabled`.
    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// Writes `lines` to standard error in one write, so lines of concurrent requests never interleave.
    public func write(_ lines: [String]) {
        guard isEnabled, !lines.isEmpty else { return }
        let text = lines.joined(separator: "\n") + "\n"
        FileHandle.standardError.write(Data(text.utf8))
    }
}
