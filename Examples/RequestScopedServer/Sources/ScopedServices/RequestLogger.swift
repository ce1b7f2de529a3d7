import Synchronization

/// A request's log: each line is tagged with the request's trace id and request id, and the lines
/// are written together when the request scope ends.
public final class RequestLogger: Sendable {
    private let tag: String
    private let sink: LogSink
    private let lines = Mutex<[String]>([])

    /// A logger for the request `context` describes.
    public init(context: RequestContext, sink: LogSink) {
        self.tag = "[trace \(context.traceID) request \(context.requestID)]"
        self.sink = sink
    }

    /// Adds a line to the request's log.
    public func log(_ message: @autoclosure () -> String) {
        guard sink.isEnabled else { return }
        let line = "\(tag) \(message())"
        lines.withLock { $0.append(line) }
    }

    /// Writes the lines logged so far and forgets them; Loom calls it when the request scope ends.
    public func flush() {
        let pending = lines.withLock { lines -> [String] in
            defer { lines.removeAll() }
            return lines
        }
        sink.write(pending)
    }
}
