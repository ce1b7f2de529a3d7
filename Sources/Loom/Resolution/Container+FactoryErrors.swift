extension Container {
    /// A throwing factory threw `error`: recorded for the running `require`, or logged, and the
    /// resolve refused (nothing is cached, `initCompleted` does not run).
    @usableFromInline
    static func factoryThrew(_ error: any Error, resolver: Resolver, serviceType: Any.Type) -> Any {
        let container = resolver as? Container
        let path = container.flatMap { ThreadResolutions.current.context(for: $0.hierarchyID)?.path } ?? []
        let steps = path.foldingDeclarations.map(ResolutionError.Step.init(of:))
        if let nested = error as? ResolutionError {
            // A nested `require` failed: its error already has the whole path and explanation.
            // Its explanation was logged where it failed: said again here, only its path and reason.
            let failed = "\(nested.path.map(\.description).joined(separator: " -> ")): \(nested.summary)"
            if FailureRecorder.current.isRecording {
                FailureRecorder.current.failure = nested  // recorded where it happened
            } else if let definition = path.last?.key, definition.isDefinition {
                FailureRecorder.current.refusal = (definition, noInstanceMessage(definition, failedRequire: failed))
            } else {
                Container.log("Loom: cannot resolve \(serviceType): a `require` in its factory failed (above): \(failed).")
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
            if let definition = path.last?.key, definition.isDefinition {
                // Its call stops, with this message, at the caller's line: said there, once.
                FailureRecorder.current.refusal = (definition, noInstanceMessage(definition, threw: error))
            } else {
                Container.log(explanation)
            }
        }
        return RefusedResolution.marker
    }

    /// What the call of the definition of `key` stops with when its factory threw `error`.
    static func noInstanceMessage(_ key: ServiceKey, threw error: any Error) -> String {
        noInstanceMessage(key, cause: error is ScopeValueNotProvided ? "\(error)" : "its factory threw \(error)")
    }

    /// What the call of the definition of `key` stops with when a `require` in its factory failed
    /// (`failed`: the path and reason, logged in full where it failed).
    static func noInstanceMessage(_ key: ServiceKey, failedRequire failed: String) -> String {
        noInstanceMessage(key, cause: "a `require` in its factory failed (above): \(failed)")
    }

    private static func noInstanceMessage(_ key: ServiceKey, cause: String) -> String {
        let parameter = key.argumentsType == DefinitionCall.self ? "" : "…"
        return "Loom: the definition \(ResolutionStepDescription(of: key).text) gave no instance: \(cause). "
            + "To handle the failure in code, call `try \(key.name ?? "definition").require(\(parameter))`, which throws it."
    }
}
