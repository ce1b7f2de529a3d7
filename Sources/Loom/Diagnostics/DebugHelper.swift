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

    /// A failed resolution with everything the message needs: the key of the wrapped service for a
    /// `Lazy` or `Provider`, the path that asked for it, the type a misregistered factory produced.
    func resolutionFailed<Service>(serviceType: Service.Type, report: ResolutionFailureReport)

    /// An `injectDependencies` call found no closure for the instance's class hierarchy.
    func injectionFailed(_ report: InjectionFailureReport)

    /// An ``Assembler`` over this container skipped an assembly or found a requirement missing.
    func assemblerNotice(_ message: String)

    /// A `withOverrides` override cannot reach a singleton created before it.
    func overrideCannotReach(_ message: String)

    /// A Swinject-style `register` on a container the running task has overlaid changes the
    /// container itself, beyond the overlay.
    func registrationOutlivesOverlay(_ message: String)
}

extension DebugHelper {
    var isReportingFailures: Bool { true }

    /// Hands the report's key and registrations to ``resolutionFailed(serviceType:key:availableRegistrations:)``.
    func resolutionFailed<Service>(serviceType: Service.Type, report: ResolutionFailureReport) {
        resolutionFailed(serviceType: serviceType, key: report.key, availableRegistrations: report.registrations)
    }

    /// Writes the report to ``Container/loggingFunction``.
    func injectionFailed(_ report: InjectionFailureReport) {
        Container.log(report.message)
    }

    /// Writes the message to ``Container/loggingFunction``.
    func assemblerNotice(_ message: String) {
        Container.log(message)
    }

    /// Writes the message to ``Container/loggingFunction``.
    func overrideCannotReach(_ message: String) {
        LogSink.shared.warn(message)
    }

    /// Writes the message to ``Container/loggingFunction`` when one is set, else to standard error.
    func registrationOutlivesOverlay(_ message: String) {
        LogSink.shared.warn(message)
    }
}

extension Container {
    /// Reports that resolving `key` as a `Service` failed. `producedType`: the type of the value the
    /// registration under `key` produced, when it was not a `Service`. Runs on the failure path only.
    func reportResolutionFailure<Service>(of serviceType: Service.Type, key: ServiceKey, producedType: Any.Type? = nil) {
        let recording = Self.failuresAreWanted
        guard recording || debugHelper.isReportingFailures else { return }
        var report = failureReport(for: Self.unwrappedKey(key))
        if report.key != key { report.requestedType = key.serviceType }
        report.producedType = producedType
        if recording {
            let reason: ResolutionError.Reason = producedType.map { .wrongType(produced: "\($0)") }
                ?? .notRegistered(nearest: report.nearestRegistrations)
            recordFailure(reason, last: ResolutionError.Step(of: report.key), explanation: report.message)
        }
        guard debugHelper.isReportingFailures else { return }
        report.path = ThreadResolutions.current.context(for: hierarchyID)?.path ?? []
        debugHelper.resolutionFailed(serviceType: serviceType, report: report)
    }

    /// The report of a resolve from this container that found nothing under `key`: the
    /// registrations it could see, and those under `key` that it could not.
    func failureReport(for key: ServiceKey) -> ResolutionFailureReport {
        var report = ResolutionFailureReport(key: key, registrations: allRegistrations())
        report.outOfReach = registrationsOutOfReach(of: key)
        return report
    }

    /// The key of the service inside `Lazy`, `Provider` (and `Optional`) wrappers: what was missing.
    static func unwrappedKey(_ key: ServiceKey) -> ServiceKey {
        var unwrapped = key
        while let wrapper = unwrapped.serviceType as? InstanceWrapper.Type {
            unwrapped = ServiceKey(serviceType: wrapper.wrappedType, argumentsType: key.argumentsType, name: key.name, option: key.option)
        }
        return unwrapped
    }

    /// The registrations visible from this container: its own over its ancestors'.
    func allRegistrations() -> [ServiceKey: ServiceEntryProtocol] {
        Dictionary(uniqueKeysWithValues: visibleRegistrations().lazy.map { ($0.key, $0.registration as ServiceEntryProtocol) })
    }

    /// Every registration visible from this container under each key it answers: its own, then
    /// those of its ancestors under keys no nearer container has.
    func visibleRegistrations() -> [(key: ServiceKey, registration: Registration)] {
        var visible = registry.registrations
        guard var ancestor = parent else { return visible }
        var keys = Set(visible.map(\.key))
        while true {
            for entry in ancestor.registry.registrations where keys.insert(entry.key).inserted {
                visible.append(entry)
            }
            guard let next = ancestor.parent else { return visible }
            ancestor = next
        }
    }
}
