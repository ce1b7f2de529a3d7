/// What ``Injected``, ``LazyInjected``, ``Inject`` and ``Factory`` ask of the container they resolve
/// from: the `withOverrides` binding a wrapper made now keeps, the container a resolve uses, a
/// resolve that reports nothing, and the stop that names the property's declaration.
extension Container {
    /// What a property wrapper created now should resolve through later: the `withOverrides`
    /// binding of the running task, if any (`nil`: ``Container/current`` at access).
    @usableFromInline
    static var bindingForWrapper: OverlayBinding? {
        Overlay.anyEverBound ? Overlay.bindings : nil
    }

    /// `body`'s result for the container a property wrapper resolves from: with `binding` (what
    /// ``bindingForWrapper`` gave when the wrapper was made), its overlay, with `binding` bound
    /// again while `body` runs; without, the overlay the running task bound, else ``default`` —
    /// the first default unretained (``borrowedCurrent``), so that the common case neither retains
    /// nor releases it.
    ///
    /// ```swift
    /// kept = Container.withContainerForWrapper { $0.loans() }                     // made now
    /// let later = Container.withContainerForWrapper(through: binding) { $0.loans() }  // made before
    /// ```
    // @inlinable: rows I1, I2, I3: I2 1,082 → 1,146 instructions without it.
    @inlinable @inline(__always)
    static func withContainerForWrapper<Value>(through binding: OverlayBinding? = nil, _ body: (Container) -> Value) -> Value {
        if let binding {
            return resolving(through: binding, body)
        }
        if let borrowed = borrowedCurrent {
            return borrowed._withUnsafeGuaranteedRef(body)
        }
        return body(current)
    }

    /// ``withContainerForWrapper(through:_:)`` for a wrapper made inside `withOverrides`: a read
    /// after it returned resolves as it would have inside, and so do the wrappers of the objects
    /// that read makes. Out of line: only overrides get here.
    @usableFromInline
    static func resolving<Value>(through binding: OverlayBinding, _ body: (Container) -> Value) -> Value {
        if Overlay.bindings === binding {
            return body(binding.overlay)  // read inside `withOverrides`, as most are
        }
        return Overlay.$bindings.withValue(binding) { body(binding.overlay) }
    }

    /// The container a wrapper that keeps `binding` names in a missing registration's report.
    @usableFromInline
    static func reporting(through binding: OverlayBinding?) -> Container {
        binding?.overlay ?? current
    }

    /// `service` under `name` for a property wrapper, or `nil` without a failure report: the
    /// registration itself when there is one — a typed resolve without the `Optional` detour, which
    /// cost the first read of an `@Injected` property 1.16 µs — else ``resolveQuietly(_:name:)``,
    /// which builds `Lazy`, `Provider` and `Optional` wrappers.
    // @inlinable: row I2, 1,082 → 1,119 instructions without it.
    @inlinable
    func resolveForWrapper<Service>(_: Service.Type, name: String?) -> Service? {
        guard var instance = resolveInstance(Service.self, Resolver.self, name: name, arguments: UnsafeRawPointer(resolverArgument)) else {
            return resolveQuietly(Service.self, name: name)
        }
        return typedService(&instance, as: Service.self) { _ in nil }
    }

    /// `service` under `name`, or `nil` without a failure report: resolving `Service?` gives
    /// `.some(nil)` for a missing service, silently (wrappers report in their own words).
    @usableFromInline
    func resolveQuietly<Service>(_ service: Service.Type, name: String?) -> Service? {
        resolve(Service?.self, name: name) ?? nil
    }

    /// Stops with what a non-optional property wrapper could not resolve: the property's type, where
    /// it is declared, and the nearest registrations. The trap points at the declaration too. Inside
    /// `verify()`, gives the registration being verified up instead, the missing service at the end
    /// of its path (``ProcessStop``).
    @usableFromInline
    func stopForMissing<Value>(_: Value.Type, name: String?, wrapper: String, declaration: WrapperDeclaration? = nil) -> Never {
        let message = missingMessage(Value.self, name: name, wrapper: wrapper, declaration: declaration)
        let key = ServiceKey(serviceType: Value.self, argumentsType: Resolver.self, name: name)
        ProcessStop.stop(
            message,
            cause: ResolutionError(
                reason: .notRegistered(nearest: []),
                path: (FailureRecorder.current.verification?.pathInProgress ?? []) + [ResolutionError.Step(of: key)],
                explanation: message),
            file: declaration?.file ?? #file,
            line: declaration?.line ?? #line)
    }

    /// What ``stopForMissing(_:name:wrapper:declaration:)`` stops with; when the type has a
    /// definition (one called or declared already), a last line names the property form that
    /// calls it.
    func missingMessage<Value>(_: Value.Type, name: String?, wrapper: String, declaration: WrapperDeclaration? = nil) -> String {
        let key = ServiceKey(serviceType: Value.self, argumentsType: Resolver.self, name: name)
        let failure = failureReport(for: key)
        let registrations = failure.registrations
        let report = failure.message
        let declared = declaration.map { " declared in \($0.type) (\($0.file):\($0.line))" } ?? ""
        return "\(wrapper) property of type \(Value.self)\(declared): \(report)"
            + Self.definitionHint(for: Value.self, among: registrations.keys)
    }

    /// "To call the definition of Loans, write `@Injected(\.loans)`.", for the definitions without a
    /// parameter of `service` among `keys`; empty when there are none.
    static func definitionHint(for service: Any.Type, among keys: some Sequence<ServiceKey>) -> String {
        let names = keys.filter { $0.serviceType == service }.compactMap(\.wrappableDefinitionName).sorted()
        guard !names.isEmpty else { return "" }
        let forms = names.map { "`@Injected(\\.\($0))`" }.joined(separator: " or ")
        let which = names.count == 1 ? "the definition" : "a definition"
        return "\nTo call \(which) of \(service), write \(forms)."
    }
}
