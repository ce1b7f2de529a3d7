#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

extension Container {
    /// The type of ``loggingFunction``.
    public typealias LoggingFunctionType = (String) -> Void

    /// Where Loom writes diagnostics — failed resolutions with the nearest registrations, circular
    /// dependencies — or `nil` for silence.
    ///
    /// Off by default, as in Swinject 2.10: it prints when the environment variable
    /// `LOOM_LOGGING_ENABLED` (or `SWINJECT_LOGGING_ENABLED`) is `1`. Swinject 2.9-era code that sets
    /// it keeps compiling and working:
    ///
    /// ```swift
    /// Container.loggingFunction = nil                      // silence
    /// Container.loggingFunction = { logger.debug("\($0)") } // route into your logger
    /// ```
    public static var loggingFunction: LoggingFunctionType? {
        get { LoggingSettings.shared.function }
        set { LoggingSettings.shared.function = newValue }
    }

    static func log(_ message: String) {
        LoggingSettings.shared.function?(message)
    }
}

/// `@unchecked Sendable`: `storedFunction` is only read or written with `lock` held; the function
/// itself is called after the lock is released.
private final class LoggingSettings: @unchecked Sendable {
    static let shared = LoggingSettings()

    private let lock = Lock()
    private var storedFunction: Container.LoggingFunctionType?

    private init() {
        let variables: [String] = ["LOOM_LOGGING_ENABLED", "SWINJECT_LOGGING_ENABLED"]
        let enabled = variables.contains { (name: String) -> Bool in
            guard let value = getenv(name) else { return false }
            return String(cString: value) == "1"
        }
        storedFunction = enabled ? { print($0) } : nil
    }

    var function: Container.LoggingFunctionType? {
        get { lock.withLock { storedFunction } }
        set { lock.withLock { storedFunction = newValue } }
    }
}
