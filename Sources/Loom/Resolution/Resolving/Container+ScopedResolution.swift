/// The part of resolving that is particular to screen, session and request scopes: finding the
/// current id's slot, and the checks for a missing scope and for captive dependencies.
extension Container {
    enum ScopedLookup {
        /// The current id already has an instance.
        case instance(Any)
        /// Create it in this slot, once.
        case slot(ScopeSlot)
        /// Make a one-off instance that nothing caches: a disposer of the scope being ended, or a
        /// resolve with no id current that was reported already.
        case oneOff
        /// No id of `kind` is current and the policy allows a one-off instance: make it, then
        /// report it (``reportOneOff(of:kind:askedBy:)``) — only if it was made, so that a factory
        /// that fails is explained by its own message, not also by one claiming an instance.
        case unscoped(kind: ScopeKind, askedBy: Registration?)
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

    /// No id of `kind` is current: a one-off instance, to be reported once made (`.unscoped`), or a
    /// failure, reported now. `asker`: the registration whose creation resolved it, `nil` for a
    /// top-level resolve.
    func resolveWithoutScope(_ registration: Registration, kind: ScopeKind, askedBy asker: Registration?) -> ScopedLookup {
        let settings = registration.scopePolicyHolder
        guard settings.policy.missingScope == .fail else {
            // A provided service's "factory" says itself that no scope is current (`ScopeValueNotProvided`).
            return registration.providedKind == nil ? .unscoped(kind: kind, askedBy: asker) : .oneOff
        }
        let service = ServiceDescription(of: registration).text
        let message = "Resolving \(service), \(Self.askedBy(asker)), failed: no \(kind.name) scope is active and "
            + "the scope policy is strict; \(Self.bindHint(kind))."
        settings.report(ScopeDiagnostic(kind: .noActiveScope, scopeKind: kind, chain: [service], message: message))
        if Self.failuresAreWanted {
            recordFailure(.noActiveScope(kind), of: registration, explanation: message)
        }
        return .refused
    }

    /// Reports the one-off instance of `registration` just made with no id of `kind` current — the
    /// first time for this registration. The message is only put together when it is reported.
    func reportOneOff(of registration: Registration, kind: ScopeKind, askedBy asker: Registration?) {
        guard registration.isFirstResolveWithoutScope() else { return }
        let service = ServiceDescription(of: registration).text
        let message = "Resolved \(service) with no \(kind.name) scope active, \(Self.askedBy(asker)): made a one-off "
            + "instance that nothing caches or disposes; \(Self.bindHint(kind)). (Reported once for this registration.)"
        registration.scopePolicyHolder.report(ScopeDiagnostic(kind: .noActiveScope, scopeKind: kind, chain: [service], message: message))
    }

    /// Who asked for a scoped service, as the no-active-scope messages say it.
    private static func askedBy(_ asker: Registration?) -> String {
        asker.map { "asked for by \(ServiceDescription(of: $0).text)" } ?? "asked for by a top-level resolve, not by a factory"
    }

    /// How to make an id of `kind` current, as the no-active-scope messages say it.
    private static func bindHint(_ kind: ScopeKind) -> String {
        "bind one with ScopeContext.shared.withScope(.\(kind.name), id:) or setCurrent(.\(kind.name), id:)"
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
