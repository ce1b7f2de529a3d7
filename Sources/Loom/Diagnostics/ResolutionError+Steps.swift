extension ResolutionError.Step {
    /// The step of a registration on the path.
    init(of registration: Registration) {
        self.init(of: registration.key, service: registration.registeredType, scope: "\(registration.objectScope)")
    }

    /// The step of a key nothing answered.
    init(of key: ServiceKey) {
        self.init(of: key, service: key.serviceType, scope: nil)
    }

    /// The step of `key` showing `service` and `scope`; a definition's key shows its property name.
    init(of key: ServiceKey, service: Any.Type, scope: String?) {
        let isDefinition = key.isDefinition
        self.init(service: "\(service)", name: isDefinition ? nil : key.name,
                  argumentTypes: key.callerArgumentTypeNames, scope: scope,
                  definition: isDefinition ? key.name : nil)
    }
}

extension [Registration] {
    /// The path as messages show it: a declared definition's alias — what `resolve(Inbox.self)`
    /// finds after `declare(\.inbox)` — followed by the definition it resolves is one step, the
    /// definition's (`Inbox(\.inbox) [graph]`, not `Inbox("inbox") [transient] -> Inbox(\.inbox) [graph]`).
    /// For failure paths only: each alias is asked under its registration's lock.
    var foldingDeclarations: [Registration] {
        guard count > 1 else { return self }
        return indices.compactMap { index in
            let registration = self[index]
            if index + 1 < count, let declared = registration.declaredDefinition, self[index + 1].key == declared {
                return nil
            }
            return registration
        }
    }
}

extension Container {
    /// Records `reason` for the running `require` on this thread and tells the observers, with the
    /// path of the current resolution (plus `last`, the step that failed, when it is not on the path
    /// yet). A failure path only: callers check ``failuresAreWanted`` first.
    func recordFailure(_ reason: ResolutionError.Reason, last: ResolutionError.Step?, explanation: String) {
        var path = (ThreadResolutions.current.context(for: hierarchyID)?.path ?? []).foldingDeclarations.map(ResolutionError.Step.init(of:))
        if let last { path.append(last) }
        Self.deliverFailure(ResolutionError(reason: reason, path: path, explanation: explanation))
    }

    /// Whether a failure must be made into a ``ResolutionError``: a `require` is recording it, or
    /// an observer watches. Read on failure paths only.
    static var failuresAreWanted: Bool {
        FailureRecorder.current.isRecording || ObserverList.isActive
    }

    /// Hands a failure to the running `require`, if any, and to the observers, if any.
    static func deliverFailure(_ error: ResolutionError) {
        if FailureRecorder.current.isRecording {
            FailureRecorder.current.record(error)
        }
        if ObserverList.isActive {
            ObserverList.shared.notify { $0.resolutionDidFail(error) }
        }
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
