extension ResolutionError.Step {
    /// The step of a registration on the path.
    init(of registration: Registration) {
        self.init(service: "\(registration.serviceType)", name: registration.registeredName,
                  argumentTypes: ArgumentTypeList(registration.argumentsType).names,
                  scope: "\(registration.objectScope)")
    }

    /// The step of a key nothing answered.
    init(of key: ServiceKey) {
        self.init(service: "\(key.serviceType)", name: key.name,
                  argumentTypes: ArgumentTypeList(key.argumentsType).names, scope: nil)
    }
}

extension Container {
    /// Records `reason` for the running `require` on this thread, with the path of the current
    /// resolution (plus `last`, the step that failed, when it is not on the path yet). A failure
    /// path only: callers check ``FailureRecorder/isRecording`` first.
    func recordFailure(_ reason: ResolutionError.Reason, last: ResolutionError.Step?, explanation: String) {
        var path = (ThreadResolutions.current.context(for: hierarchyID)?.path ?? []).map(ResolutionError.Step.init(of:))
        if let last { path.append(last) }
        FailureRecorder.current.record(ResolutionError(reason: reason, path: path, explanation: explanation))
    }

    /// ``recordFailure(_:last:explanation:)`` with the registration being resolved as the last step,
    /// unless the path already ends with it (it does once it is being produced).
    func recordFailure(_ reason: ResolutionError.Reason, of registration: Registration, explanation: String) {
        let onPath = ThreadResolutions.current.context(for: hierarchyID).map { context in
            context.depth > 0 && context.registration(atLevel: context.depth - 1) === registration
        } ?? false
        recordFailure(reason, last: onPath ? nil : ResolutionError.Step(of: registration), explanation: explanation)
    }
}
