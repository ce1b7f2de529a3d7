extension Container {
    /// A throwing factory threw `error`: recorded for the running `require`, or logged, and the
    /// resolve refused (nothing is cached, `initCompleted` does not run).
    @usableFromInline
    static func factoryThrew(_ error: any Error, resolver: Resolver, serviceType: Any.Type) -> Any {
        let container = resolver as? Container
        let path = container.flatMap { ThreadResolutions.current.context(for: $0.hierarchyID)?.path } ?? []
        let steps = path.foldingDeclarations.map(ResolutionError.Step.init(of:))
        if let nested = error as? ResolutionError {
            // A nested `require` failed: its error already has the whole path and explanation. A
            // resolve that found nothing logged that explanation where it failed: said again here,
            // only its path and reason. A factory that threw inside the `require` logged nothing.
            let failed = "\(nested.path.map(\.description).joined(separator: " -> ")): \(nested.summary)"
            let logged: Bool
            if case .factoryThrew = nested.reason { logged = false } else { logged = LogSink.shared.isEnabled }
            if FailureRecorder.current.isRecording {
                FailureRecorder.current.failure = nested  // recorded where it happened
            } else if let definition = path.last?.key, definition.isDefinition {
                FailureRecorder.current.refusal = (definition, noInstanceMessage(definition, failedRequire: failed, explanation: logged ? nil : nested.explanation))
            } else {
                Container.log("Loom: cannot resolve \(serviceType): a `require` in its factory failed"
                    + (logged ? " (above): \(failed)." : ": \(failed).\n\(nested.explanation)"))
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
    /// `explanation` is the failure's own, when it was not logged where it happened.
    static func noInstanceMessage(_ key: ServiceKey, failedRequire failed: String, explanation: String?) -> String {
        guard let explanation else { return noInstanceMessage(key, cause: "a `require` in its factory failed (above): \(failed)") }
        return noInstanceMessage(key, cause: "a `require` in its factory failed: \(failed)") + "\n" + explanation
    }

    private static func noInstanceMessage(_ key: ServiceKey, cause: String) -> String {
        let parameter = key.argumentsType == DefinitionCall.self ? "" : "…"
        return "Loom: the definition \(ResolutionStepDescription(of: key).text) gave no instance: \(cause). "
            + "To handle the failure in code, call `try \(key.name ?? "definition").require(\(parameter))`, which throws it."
    }
}
