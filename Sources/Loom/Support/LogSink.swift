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
/// process-wide setting. Its default is ``defaultIsOn(environment:debugBuild:)``: on in a debug
/// build of Loom, off in a release build, as `LOOM_LOGGING_ENABLED` (or `SWINJECT_LOGGING_ENABLED`)
/// says otherwise; when on, each message goes to standard error at once, unbuffered. Every report
/// goes through it, warnings too: with no function, Loom prints nothing but the message of a
/// process it stops (and `verify()`'s lines, written as it runs).
///
/// `@unchecked Sendable`: `storedFunction` is only read or written with `lock` held; the function
/// itself is called after the lock is released. `isSet` is written with `lock` held and read
/// without it.
final class LogSink: @unchecked Sendable {
    /// A message function, as `Container.LoggingFunctionType`.
    typealias Function = (String) -> Void

    /// The process's sink.
    static let shared = LogSink()

    /// Whether this is a debug build of Loom (`-Onone`, `DEBUG` defined): what SwiftPM and Xcode
    /// build when the app that depends on Loom is built for debugging.
    static var isDebugBuild: Bool {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }

    private let lock = Lock()
    private var storedFunction: Function?
    /// Whether `storedFunction` is Loom's own writer to standard error, not one set by the app.
    private var storedWritesToStandardError = false
    /// Whether `storedFunction` is set: 1 or 0, so that a failed resolve with logging off learns it
    /// with one load instead of a lock and a copy of the function (scenario N).
    private let isSet = AtomicWord(0)

    private init() {
        let on = Self.defaultIsOn(environment: { getenv($0).map { String(cString: $0) } }, debugBuild: Self.isDebugBuild)
        // Standard error, unbuffered: a message explaining a crash must not die in a pipe buffer.
        storedFunction = on ? { LogSink.writeToStandardError($0) } : nil
        storedWritesToStandardError = on
        isSet.store(on ? 1 : 0)
    }

    /// Whether the log starts on: `LOOM_LOGGING_ENABLED` decides when it is `1` or `0`, then
    /// Swinject's `SWINJECT_LOGGING_ENABLED`; with neither, a debug build logs and a release build
    /// (as Swinject 2.10 always) does not.
    static func defaultIsOn(environment: (String) -> String?, debugBuild: Bool) -> Bool {
        for name in ["LOOM_LOGGING_ENABLED", "SWINJECT_LOGGING_ENABLED"] {
            switch environment(name) {
            case "1": return true
            case "0": return false
            default: continue
            }
        }
        return debugBuild
    }

    /// The function; `nil` silences every report (Swinject 2.9's `nil` meant silence).
    var function: Function? {
        get { lock.withLock { storedFunction } }
        set {
            lock.withLock {
                storedFunction = newValue
                storedWritesToStandardError = false
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

    /// Whether messages go to Loom's own writer to standard error (the default, or
    /// `LOOM_LOGGING_ENABLED=1`), where a message the process stops with would show twice.
    var writesToStandardError: Bool { lock.withLock { storedWritesToStandardError } }

    /// Hands a warning about code that cannot work as written — a scope misuse, a `@MainActor`
    /// factory resolved off the main actor — to the function, as ``log(_:)`` does: the log's switch
    /// (`LOOM_LOGGING_ENABLED`, the kind of build, `Container.loggingFunction`) silences warnings too.
    func warn(_ message: String) {
        log(message)
    }

    /// Writes `line` to standard error at once (unbuffered), whatever the function is.
    static func writeToStandardError(_ line: String) {
        let text = line.hasSuffix("\n") ? line : line + "\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
    }
}
