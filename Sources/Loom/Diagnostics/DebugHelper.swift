/// Receives every failed resolution (nested ones included). Internal: the container uses
/// ``LoggingDebugHelper``; tests substitute a spy.
protocol DebugHelper {
    /// Whether failures should be reported at all; when `false` the container skips gathering the
    /// registrations, so a failed resolve costs nothing extra.
    var isReportingFailures: Bool { get }

    func resolutionFailed<Service>(
        serviceType: Service.Type,
        key: ServiceKey,
        availableRegistrations: [ServiceKey: ServiceEntryProtocol]
    )

    /// An `injectDependencies` call found no closure for the instance's class hierarchy.
    func injectionFailed(_ report: InjectionFailureReport)

    /// A `withOverrides` override cannot reach a singleton created before it.
    func overrideCannotReach(_ message: String)
}

extension DebugHelper {
    var isReportingFailures: Bool { true }

    /// Writes the report to ``Container/loggingFunction``.
    func injectionFailed(_ report: InjectionFailureReport) {
        Container.log(report.message)
    }

    /// Writes the message to ``Container/loggingFunction`` when one is set, else to standard error.
    func overrideCannotReach(_ message: String) {
        Overlay.warn(message)
    }
}

extension Container {
    func reportResolutionFailure<Service>(of serviceType: Service.Type, key: ServiceKey) {
        guard debugHelper.isReportingFailures else { return }
        debugHelper.resolutionFailed(serviceType: serviceType, key: key, availableRegistrations: allRegistrations())
    }

    /// The registrations visible from this container: its own over its ancestors'.
    func allRegistrations() -> [ServiceKey: ServiceEntryProtocol] {
        var registrations = parent?.allRegistrations() ?? [:]
        registrations.merge(registry.snapshot.mapValues { $0 as ServiceEntryProtocol }) { _, own in own }
        return registrations
    }
}
