/// How `injectDependencies` works, for one instance:
///
/// 1. List the instance's classes, superclass first.
/// 2. Pick the registration of each class (under the call's name and argument types, or the class's
///    plain one); stop with a failure report when no class has one matching the call.
/// 3. Claim the instance in ``InjectionRecord`` (at most once, unless `again`).
/// 4. Run the picked registrations — factory, then `initCompleted` — inside one resolution, so their
///    resolves share an object graph, `synchronize()`'s lock and the depth limit of cycles.
extension Container {
    /// One registration to run on the instance.
    struct InjectionStep {
        let registration: Registration
        /// Whether its factory takes the call's argument tuple; a plain one takes `(Resolver, AnyObject)`.
        let takesArguments: Bool
    }

    /// Injects `instance`. `arguments` is the full tuple — `(Resolver, AnyObject, Arg1, …)` — that
    /// the matching registrations are keyed by; a plain generic, not a pack (closures over pack tuples crash the Swift 6.3 compiler).
    /// `reportsNoMatch: false` is for walking a view-controller tree, where most controllers (the
    /// navigation and tab bar controllers) have nothing to inject.
    func inject<Arguments>(
        _ instance: AnyObject,
        name: String?,
        again: Bool,
        arguments: Arguments,
        reportsNoMatch: Bool = true
    ) -> InjectionResult {
        let classes = Self.classHierarchy(of: instance)
        guard let steps = injectionSteps(for: classes, name: name, argumentsType: Arguments.self) else {
            if reportsNoMatch {
                reportInjectionFailure(into: instance, classes: classes, name: name, argumentsType: Arguments.self)
            }
            return .noMatch
        }
        guard injectionRecord.beginInjection(of: instance, again: again) else {
            return .alreadyInjected
        }
        let plainArguments: (Resolver, AnyObject) = (self, instance)
        withUnsafePointer(to: arguments) { arguments in
            withUnsafePointer(to: plainArguments) { plainArguments in
                run(steps, on: instance, arguments: UnsafeRawPointer(arguments),
                    plainArguments: UnsafeRawPointer(plainArguments), name: name, argumentsType: Arguments.self)
            }
        }
        return .injected(closures: steps.count)
    }

    /// `instance`'s class and its superclasses, superclass first.
    static func classHierarchy(of instance: AnyObject) -> [AnyClass] {
        var classes: [AnyClass] = []
        var current: AnyClass? = type(of: instance)
        while let someClass = current {
            classes.append(someClass)
            current = _getSuperclass(someClass)
        }
        return classes.reversed()
    }

    /// The key of the registration for `instanceType` with this name and argument tuple type.
    static func injectionKey(for instanceType: AnyClass, name: String?, argumentsType: Any.Type) -> ServiceKey {
        ServiceKey(
            serviceType: AnyObject.self,
            argumentsType: argumentsType,
            name: name,
            option: InjectionOption(instanceType)
        )
    }

    /// The registrations to run, superclass first, or `nil` when no class has one for exactly this
    /// name and these argument types.
    private func injectionSteps(for classes: [AnyClass], name: String?, argumentsType: Any.Type) -> [InjectionStep]? {
        let plainType: Any.Type = (Resolver, AnyObject).self
        let isPlainCall = name == nil && ObjectIdentifier(argumentsType) == ObjectIdentifier(plainType)
        var steps: [InjectionStep] = []
        var matched = false
        for someClass in classes {
            let key = Self.injectionKey(for: someClass, name: name, argumentsType: argumentsType)
            if let registration = registration(for: key) {
                steps.append(InjectionStep(registration: registration, takesArguments: true))
                matched = true
                continue
            }
            guard !isPlainCall else { continue }
            let plainKey = Self.injectionKey(for: someClass, name: nil, argumentsType: plainType)
            if let registration = registration(for: plainKey) {
                steps.append(InjectionStep(registration: registration, takesArguments: false))
            }
        }
        return matched ? steps : nil
    }

    /// Runs `steps` as one resolution: a transient registration that exists only for this call
    /// stands for the instance, and its factory runs the steps. Registrations for injection are
    /// never resolved through their own scope, so no scope can hand out an earlier instance instead
    /// of running the closures.
    private func run(
        _ steps: [InjectionStep],
        on instance: AnyObject,
        arguments: UnsafeRawPointer,
        plainArguments: UnsafeRawPointer,
        name: String?,
        argumentsType: Any.Type
    ) {
        // Under the injection's own key, so that a path names the class with the caller's arguments
        // (the instance is passed as `into:`), as the notes about it do.
        let resolution = Registration(
            key: Self.injectionKey(for: type(of: instance), name: name, argumentsType: argumentsType),
            serviceType: type(of: instance),
            scope: ObjectScope.transient,
            // The container's: a stand-in that is never stored needs no lock and holder of its own
            // (three allocations per injection), and as a transient it never changes a snapshot.
            snapshots: registry.snapshots
        ) { _ in
            for step in steps {
                _ = step.registration.factory(step.takesArguments ? arguments : plainArguments)
                step.registration.runInitCompleted(resolver: self, instance: instance)
            }
            return instance
        }
        _ = produce(resolution, .arguments(arguments))
    }

    private func reportInjectionFailure(
        into instance: AnyObject,
        classes: [AnyClass],
        name: String?,
        argumentsType: Any.Type
    ) {
        guard debugHelper.isReportingFailures else { return }
        let report = InjectionFailureReport(
            instanceType: type(of: instance),
            classes: classes,
            name: name,
            argumentsType: argumentsType,
            registrations: allRegistrations()
        )
        debugHelper.injectionFailed(report)
    }
}
