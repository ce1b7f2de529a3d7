/// Writes failed resolutions to ``Container/loggingFunction``, naming the requested key and the
/// registrations that come nearest to it.
final class LoggingDebugHelper: DebugHelper {
    init() {}

    var isReportingFailures: Bool { LogSink.shared.isEnabled }

    func resolutionFailed<Service>(
        serviceType: Service.Type,
        key: ServiceKey,
        availableRegistrations: [ServiceKey: ServiceEntryProtocol]
    ) {
        Container.log(ResolutionFailureReport(key: key, registrations: availableRegistrations).message)
    }

    func resolutionFailed<Service>(serviceType _: Service.Type, report: ResolutionFailureReport) {
        Container.log(report.message)
    }
}
