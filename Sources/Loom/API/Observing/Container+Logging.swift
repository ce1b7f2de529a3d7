extension Container {
    /// The type of ``loggingFunction``.
    public typealias LoggingFunctionType = (String) -> Void

    /// Where Loom writes diagnostics — failed resolutions with the nearest registrations, circular
    /// dependencies, and warnings about code that cannot work as written (a scope misuse under the
    /// default ``ScopePolicy``, a `@MainActor` factory resolved off the main actor) — or `nil` for
    /// silence.
    ///
    /// With no function, Loom prints nothing but the message of a process it stops (a circular
    /// dependency, a definition that gave no instance: Swift's `Fatal error:` line) and the lines
    /// `verify()` writes as it runs. A ``ScopePolicy/report`` or ``ResolutionObserver`` of your own
    /// is called either way.
    ///
    /// On by default in a debug build of Loom (compiled with `DEBUG` defined, as SwiftPM and Xcode
    /// build every package when the app is built in debug), off in a release build as in Swinject
    /// 2.10. The environment variable `LOOM_LOGGING_ENABLED` decides instead when it is `1` (on) or
    /// `0` (off); Swinject's `SWINJECT_LOGGING_ENABLED` counts when Loom's is not set. When on, it
    /// writes each message to standard error at once, unbuffered — so the message explaining a
    /// factory's `r.resolve(Mailer.self)!` crash is not lost in a pipe's buffer when the process
    /// stops. Swinject 2.9-era code that sets it keeps compiling and working:
    ///
    /// ```swift
    /// Container.loggingFunction = nil                      // silence
    /// Container.loggingFunction = { logger.debug("\($0)") } // route into your logger
    /// ```
    public static var loggingFunction: LoggingFunctionType? {
        get { LogSink.shared.function }
        set { LogSink.shared.function = newValue }
    }

    /// Writes `message` to ``loggingFunction``, if one is set.
    static func log(_ message: String) {
        LogSink.shared.log(message)
    }
}
