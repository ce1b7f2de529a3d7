/// The part of resolving that is particular to screen, session and request scopes: finding the
/// current id's slot, and the checks for a missing scope and for captive dependencies.
extension Container {
    enum ScopedLookup {
        /// The current id already has an instance.
        case instance(Any)
        /// Create it in this slot, once.
        case slot(ScopeSlot)
        /// No id is current and the policy allows a one-off instance.
        case oneOff
        /// The resolve fails; the reason was reported.
        case refused
    }

    /// Where the current scope id keeps `registration`'s instance, or why there is none. `kind`: its
    /// scope's kind, as the resolution's ``CacheReading`` gives it.
    func scopedHome(of registration: Registration, kind: ScopeKind?, in context: ResolutionContext) -> ScopedLookup {
        guard let kind else { return .oneOff }
        if context.depth - context.wrapperDepth > 1, !allowsCapture(of: registration, kind: kind, in: context) {
            return .refused
        }
        var instance: Any?
        switch scopeContext.currentSlot(of: registration, kind: kind, instance: &instance) {
        case .filled:
            return .instance(instance.take()!)
        case .empty(let slot):
            return .slot(slot)  // an async registration without an instance yet is refused by `create`
        case .noScope where registration.asyncFactory != nil:
            return .oneOff  // refused by `create`: it has nothing a synchronous resolve could return
        case .noScope:
            let asker = context.depth - 2 >= context.wrapperDepth ? context.registration(atLevel: context.depth - 2) : nil
            return resolveWithoutScope(registration, kind: kind, askedBy: asker)
        case .disposing:
            return .oneOff  // a disposer of this very scope resolving: do not bring the scope back
        }
    }

    /// No id of `kind` is current: a one-off instance, reported once per registration, or a failure.
    /// `asker`: the registration whose creation resolved it, `nil` for a top-level resolve. The
    /// message is only put together when it is reported.
    func resolveWithoutScope(_ registration: Registration, kind: ScopeKind, askedBy asker: Registration?) -> ScopedLookup {
        let settings = registration.scopePolicyHolder
        let strict = settings.policy.missingScope == .fail
        guard strict || registration.isFirstResolveWithoutScope() else { return .oneOff }
        // A provided service's "factory" says itself that no scope is current (`ScopeValueNotProvided`).
        if !strict, registration.providedKind != nil { return .oneOff }
        let service = ServiceDescription(of: registration).text
        let askedBy = asker.map { "asked for by \(ServiceDescription(of: $0).text)" } ?? "asked for by a top-level resolve, not by a factory"
        let bind = "bind one with ScopeContext.shared.withScope(.\(kind.name), id:) or setCurrent(.\(kind.name), id:)"
        let message = strict
            ? "Resolving \(service), \(askedBy), failed: no \(kind.name) scope is active and the scope policy is strict; \(bind)."
            : "Resolved \(service) with no \(kind.name) scope active, \(askedBy): made a one-off instance that nothing caches or disposes; \(bind). (Reported once for this registration.)"
        settings.report(ScopeDiagnostic(kind: .noActiveScope, scopeKind: kind, chain: [service], message: message))
        if strict, Self.failuresAreWanted {
            recordFailure(.noActiveScope(kind), of: registration, explanation: message)
        }
        return strict ? .refused : .oneOff
    }

    /// A synchronous resolve of a `registerAsyncScoped` registration found nothing to return.
    func reportSynchronousResolve(of registration: Registration, kind: ScopeKind?) {
        let service = ServiceDescription(of: registration).text
        let scope = kind.map { "in the current \($0.name) scope" } ?? "(its factory is async)"
        let message = "Resolving \(service) synchronously failed: it is registered with registerAsyncScoped and not yet created \(scope); resolve it with `await container.resolveAsync(...)`."
        registration.scopePolicyHolder.report(ScopeDiagnostic(kind: .asyncFactory, scopeKind: kind, chain: [service], message: message))
        if Self.failuresAreWanted {
            recordFailure(.asyncFactory, of: registration, explanation: message)
        }
    }

    /// Whether resolving `registration` (scope `kind`) here is fine: no registration being created
    /// around it outlives `kind`. Walks outwards through transient, graph and other pass-through
    /// scopes; stops at the first scoped registration that does not outlive `kind`, since any capture
    /// of that one is reported where it is resolved.
    private func allowsCapture(of registration: Registration, kind: ScopeKind, in context: ResolutionContext) -> Bool {
        let settings = registration.scopePolicyHolder
        let policy = settings.policy.captiveDependencies
        guard policy != .off else { return true }
        var level = context.depth - 2
        while level >= context.wrapperDepth {
            defer { level -= 1 }
            guard let holder = context.registration(atLevel: level) else { continue }
            let holderScope = holder.objectScope
            let outlives: Bool
            if holderScope === ObjectScope.container {
                outlives = true
            } else if let holderKind = (holderScope as? ObjectScope)?.scopeKind {
                guard holderKind.lifetime > kind.lifetime else { return true }
                outlives = true
            } else {
                outlives = false
            }
            guard outlives else { continue }
            let chain = (level..<context.depth).compactMap(context.registration(atLevel:)).map { ServiceDescription(of: $0).text }
            let holderType = "\(holder.registeredType)", capturedType = "\(registration.registeredType)"
            let consequence = policy == .fail ? "The resolve of \(capturedType) fails (strict policy)." : "The resolve goes on."
            let message = "Captive dependency: \(chain.joined(separator: " -> ")). \(holderType) outlives a \(kind.name), so it would keep the \(capturedType) of the \(kind.name) it was created in. Inject Provider<\(capturedType)> instead (it resolves under the current \(kind.name) each time; a Lazy would keep its first instance), or give \(holderType) a shorter scope. \(consequence)"
            settings.report(
                ScopeDiagnostic(kind: .captiveDependency, scopeKind: kind, chain: chain, message: message),
                onceKey: policy == .fail ? nil : chain.joined(separator: " -> ")
            )
            if ObserverList.isActive {
                let diagnostic = ScopeDiagnostic(kind: .captiveDependency, scopeKind: kind, chain: chain, message: message)
                ObserverList.shared.notify { $0.captiveDependencyDetected(diagnostic) }
            }
            if policy == .fail, Self.failuresAreWanted {
                recordFailure(.captiveDependency(kind), of: registration, explanation: message)
            }
            return policy != .fail
        }
        return true
    }
}
