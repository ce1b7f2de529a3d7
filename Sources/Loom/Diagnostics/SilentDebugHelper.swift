/// Reports nothing: the verification sandbox collects its failures itself.
final class SilentDebugHelper: DebugHelper {
    var isReportingFailures: Bool { false }

    func resolutionFailed<Service>(
        serviceType _: Service.Type,
        key _: ServiceKey,
        availableRegistrations _: [ServiceKey: ServiceEntryProtocol]
    ) {}

    func injectionFailed(_: InjectionFailureReport) {}

    func assemblerNotice(_: String) {}
}
