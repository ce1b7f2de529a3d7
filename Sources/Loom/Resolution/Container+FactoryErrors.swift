extension Container {
    /// A throwing factory threw `error`: recorded for the running `require`, or logged, and the
    /// resolve refused (nothing is cached, `initCompleted` does not run).
    @usableFromInline
    static func factoryThrew(_ error: any Error, resolver: Resolver, serviceType: Any.Type) -> Any {
        let container = resolver as? Container
        let path = container.flatMap { ThreadResolutions.current.context(for: $0.hierarchyID)?.path } ?? []
        let steps = path.map(ResolutionError.Step.init(of:))
        if let nested = error as? ResolutionError {
            // A nested `require` failed: its error already has the whole path and explanation.
            if FailureRecorder.current.isRecording {
                FailureRecorder.current.failure = nested  // recorded where it happened
            } else {
                Container.log("Loom: cannot resolve \(serviceType): its factory threw.\n\(nested)")
            }
            return RefusedResolution.marker
        }
        let chain = steps.map(\.description).joined(separator: " -> ")
        let explanation: String
        if let notProvided = error as? ScopeValueNotProvided {
            // Not a factory of the app's: the service is handed into a scope that was not opened with it.
            let onPath = steps.count > 1 ? " on the path \(chain)" : ""
            explanation = "Loom: cannot resolve \(notProvided.service)\(onPath): it \(notProvided.explanation)."
        } else {
            explanation = "Loom: cannot resolve \(serviceType): its factory threw \(error)"
                + (steps.isEmpty ? "." : ", on the path \(chain).")
        }
        if Container.failuresAreWanted {
            Container.deliverFailure(ResolutionError(reason: .factoryThrew(error), path: steps, explanation: explanation))
        }
        if !FailureRecorder.current.isRecording {
            Container.log(explanation)
        }
        return RefusedResolution.marker
    }
}
