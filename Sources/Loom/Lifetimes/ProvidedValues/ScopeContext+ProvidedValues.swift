extension ScopeContext {
    // MARK: Opening a scope with values

    /// Opens the scope `id` of `kind` with the values `provide` hands it, runs `body` with that id
    /// current, and ends the scope when `body` returns or throws — awaiting every disposal.
    ///
    /// ```swift
    /// container.registerProvided(IncomingRequest.self, in: .request)
    /// container.register(RequestContext.self) { r in RequestContext(request: r.resolve(IncomingRequest.self)!) }
    ///     .inObjectScope(.request)
    ///
    /// let response = try await ScopeContext.shared.withScope(.request, id: request.id, providing: { values in
    ///     values.provide(request, as: IncomingRequest.self)
    /// }) {
    ///     try await respond(with: container.resolve(RequestContext.self)!)
    /// }
    /// ```
    ///
    /// Unlike ``withScope(_:id:isolation:_:)``, which binds an id that may outlive it, this call owns
    /// the scope it opens: the values belong to this opening, so the scope ends with `body`. Ending
    /// it runs every `onRelease` handler and `dispose()` of its instances once, newest first,
    /// awaiting the async ones (``AsyncScopeDisposable``) — in a task of their own that the
    /// cancellation does not reach if the calling task is cancelled by then — so a request task
    /// cancelled while its scope is open, or a
    /// handler that throws, still disposes everything before the call returns or rethrows. A
    /// disposal that throws is reported (``ScopePolicy/report``) and the others go on.
    ///
    /// Child tasks `body` starts see the id and its values, as with ``withScope(_:id:isolation:_:)``.
    /// Give each opening an id of its own: a value handed to an id already open is ignored (and
    /// reported) where that id already has one.
    ///
    /// - Parameters:
    ///   - kind: The kind of scope, such as ``ScopeKind/request``.
    ///   - id: The id of this opening; unique while it is open.
    ///   - provide: Hands the scope its values with ``ScopeValues/provide(_:as:name:)``; pass
    ///     `{ _ in }` to open a scope that ends with `body` without values.
    ///   - isolation: The actor `body` runs on: the caller's, by default.
    ///   - body: The work done inside the scope.
    public func withScope<R, Failure: Error>(
        _ kind: ScopeKind,
        id: String,
        providing provide: (inout ScopeValues) -> Void,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws(Failure) -> R
    ) async throws(Failure) -> R {
        var values = ScopeValues()
        provide(&values)
        let scope = ScopeID(kind: kind, id: id)
        let instances = bind(scope, providing: values)
        ScopeEvents.began(scope)
        var outcome: Result<R, Failure>?
        await Self.$bindings.withValue(Self.bindings.binding(instances)) {
            do throws(Failure) {
                outcome = .success(try await body())
            } catch {
                outcome = .failure(error)
            }
            // Inside the binding: a disposer resolving a service of this kind gets a one-off
            // instance, as with `endScope`, rather than a report that no scope is active.
            _ = await endAwaitingDisposal(scope)
        }
        unbind(instances)
        guard let outcome else { preconditionFailure("Loom internal error: a scope's body neither returned nor threw") }
        return try outcome.get()
    }

    /// Makes `id` the current id of `kind` wherever no `withScope` binding says otherwise, as
    /// ``setCurrent(_:id:)`` does, and hands the scope the values `provide` gives it — for a
    /// screen or a session, which opens and ends at times no closure spans.
    ///
    /// ```swift
    /// container.registerProvided(Route.self, in: .screen)
    ///
    /// ScopeContext.shared.setCurrent(.screen, id: "product-42", providing: { $0.provide(route, as: Route.self) })
    /// show(container.resolve(ProductViewModel.self)!)  // its factory resolves Route
    /// // … when the screen is dismissed:
    /// ScopeContext.shared.endScope(.screen, id: "product-42")  // releases the route
    /// ```
    ///
    /// The values stay with the id until it ends (``endScope(_:id:)``, ``clear(_:)``). A value
    /// handed to an id that already has one for the same type and name is ignored, and reported.
    public func setCurrent(_ kind: ScopeKind, id: String, providing provide: (inout ScopeValues) -> Void) {
        var values = ScopeValues()
        provide(&values)
        setCurrent(kind, id: id)
        let instances = bind(ScopeID(kind: kind, id: id), providing: values)
        unbind(instances)
    }

    // MARK: For the container

    /// What the current id of a kind was handed for one type and name.
    enum ProvidedLookup {
        case value(Any)
        /// The current id was not handed one.
        case notProvided(ScopeID)
        /// No id of the kind is current.
        case noScope
    }

    /// The value the current id of `kind` was handed for `key` when it opened.
    func providedValue(for key: ProvidedKey, kind: ScopeKind) -> ProvidedLookup {
        guard let instances = currentInstances(of: kind) else { return .noScope }
        return lock.withLock {
            instances.provided[key].map(ProvidedLookup.value) ?? .notProvided(instances.scope)
        }
    }

    /// Runs `body` with `scope` bound and handed `values`, without ending it afterwards (what the
    /// sandbox of `verify()` does: nothing there is disposed).
    func withBinding(_ scope: ScopeID, providing values: ScopeValues, _ body: () -> Void) {
        let instances = bind(scope, providing: values)
        defer { unbind(instances) }
        Self.$bindings.withValue(Self.bindings.binding(instances), operation: body)
    }
}
