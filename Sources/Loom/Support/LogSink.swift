#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Where Loom's messages go: the function behind `Container.loggingFunction`, which Swinject made a
/// process-wide setting. Off unless `LOOM_LOGGING_ENABLED` or `SWINJECT_LOGGING_ENABLED` is `1`;
/// then each message goes to standard error at once, unbuffered.
///
/// `@unchecked Sendable`: `storedFunction` is only read or written with `lock` held; the function
/// itself is called after the lock is released. `isSet` is written with `lock` held and read
/// without it.
final class LogSink: @unchecked Sendable {
    /// A message function, as `Container.LoggingFunctionType`.
    typealias Function = (String) -> Void

    /// The process's sink.
    static let shared = LogSink()

    private let lock = Lock()
    private var storedFunction: Function?
    /// Whether the function was set to `nil` on purpose: then warnings are silent too.
    private var storedSilenced = false
    /// Whether `storedFunction` is set: 1 or 0, so that a failed resolve with logging off learns it
    /// with one load instead of a lock and a copy of the function (scenario N).
    private let isSet = AtomicWord(0)

    private init() {
        let variables: [String] = ["LOOM_LOGGING_ENABLED", "SWINJECT_LOGGING_ENABLED"]
        let enabled = variables.contains { (name: String) -> Bool in
            guard let value = getenv(name) else { return false }
            return String(cString: value) == "1"
        }
        // Standard error, unbuffered: a message explaining a crash must not die in a pipe buffer.
        storedFunction = enabled ? { LogSink.writeToStandardError($0) } : nil
        isSet.store(enabled ? 1 : 0)
    }

    /// The function; setting it to `nil` also silences ``warn(_:)`` (Swinject 2.9's `nil` meant
    /// silence), which until then writes to standard error.
    var function: Function? {
        get { lock.withLock { storedFunction } }
        set {
            lock.withLock {
                storedFunction = newValue
                storedSilenced = newValue == nil
                isSet.store(newValue == nil ? 0 : 1)
            }
        }
    }

    /// Whether messages go anywhere. A message already on its way when the function is set or
    /// removed may go either way, as with a lock.
    var isEnabled: Bool { isSet.load() != 0 }

    /// Hands `message` to the function, if one is set, outside the lock.
    func log(_ message: String) {
        function?(message)
    }

    /// Hands `message` to the function when one is set, else writes it to standard error unless
    /// the function was set to `nil`: for messages about code that cannot work as written, which
    /// should not go unnoticed.
    func warn(_ message: String, standardErrorPrefix: String = "") {
        let (function, silenced) = lock.withLock { (storedFunction, storedSilenced) }
        if let function {
            function(message)
        } else if !silenced {
            Self.writeToStandardError(standardErrorPrefix + message)
        }
    }

    /// Writes `line` to standard error at once (unbuffered), whatever the function is.
    static func writeToStandardError(_ line: String) {
        let text = line.hasSuffix("\n") ? line : line + "\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
    }
}
