/// Applies ``Assembly`` values to a container, in order, and tells them when they are loaded.
///
/// ```swift
/// let assembler = Assembler([NetworkAssembly(), StorageAssembly()])
/// let api = assembler.resolver.resolve(API.self)!
///
/// // A feature module with its own container, falling back to the app's:
/// let feature = Assembler([CheckoutAssembly()], parent: assembler)
/// ```
///
/// Each call assembles all of its assemblies first, then calls their `loaded(resolver:)` hooks, so
/// assemblies that depend on each other belong in one call. An assembly that declares
/// ``Assembly/requiredAssemblies`` is applied after them. Every assembly given is applied, as in
/// Swinject, two of one type included (assemblies that take parameters, or a new user's session).
public final class Assembler: Sendable {
    private let container: Container
    /// The types of the assemblies applied so far, for ``applyIfNeeded(assembly:)`` and requirements.
    private let applied = AppliedAssemblies()
    /// Which assembly registered what, for the duplicates ``verify(samples:)`` reports.
    private let registrations = AssemblyRegistrations()
    /// Missing required assemblies and cycles of requirements, for ``verify(samples:)``.
    private let moduleProblems = ModuleProblems()

    /// The container the assemblies registered in (it is a `Container`; cast it if you need one).
    ///
    /// Its type is Swinject's, a plain `Resolver`; to hand it to a task or a `@Sendable` closure in
    /// Swift 6 mode, take ``Resolver/sendable``: `let resolver = assembler.resolver.sendable`.
    public var resolver: Resolver { container }

    /// Creates an assembler over `container`.
    ///
    /// ```swift
    /// let assembler = Assembler(container: Container())
    /// assembler.apply(assembly: AppAssembly())
    /// ```
    ///
    /// - Precondition: `container` is not `nil` (the optional is kept for Swinject source compatibility).
    public init(container: Container? = Container()) {
        guard let container else { preconditionFailure("Loom: Assembler(container:) needs a container, not nil") }
        self.container = container
    }

    /// Creates an assembler whose container is a child of `parentAssembler`'s.
    ///
    /// ```swift
    /// let feature = Assembler(parentAssembler: appAssembler, defaultObjectScope: .container)
    /// ```
    public init(parentAssembler: Assembler?, defaultObjectScope: ObjectScope = .graph, behaviors: [Behavior] = []) {
        container = Container(parent: parentAssembler?.container, defaultObjectScope: defaultObjectScope, behaviors: behaviors)
    }

    /// Creates an assembler and applies `assemblies` to `container`.
    ///
    /// ```swift
    /// let assembler = Assembler([NetworkAssembly(), StorageAssembly()])
    /// ```
    public init(_ assemblies: [Assembly], container: Container = Container()) {
        self.container = container
        run(assemblies)
    }

    /// Creates an assembler whose container is a child of `parent`'s, and applies `assemblies`.
    ///
    /// ```swift
    /// let feature = Assembler([CheckoutAssembly()], parent: appAssembler)
    /// ```
    public init(
        _ assemblies: [Assembly],
        parent: Assembler?,
        defaultObjectScope: ObjectScope = .graph,
        behaviors: [Behavior] = []
    ) {
        container = Container(parent: parent?.container, defaultObjectScope: defaultObjectScope, behaviors: behaviors)
        run(assemblies)
    }

    /// Creates an assembler and applies `assemblies`; the throwing form of Swinject 2.
    @available(*, deprecated, message: "Use not throwing alternative: init(_:, container:)")
    public convenience init(assemblies: [Assembly], container: Container? = Container()) throws {
        if let container {
            self.init(assemblies, container: container)
        } else {
            self.init(assemblies)
        }
    }

    /// Creates an assembler under `parentAssembler` and applies `assemblies`; the throwing form of Swinject 2.
    @available(*, deprecated, message: "Use not throwing alternative: init(_:, parent:)")
    public convenience init(assemblies: [Assembly], parentAssembler: Assembler?) throws {
        self.init(assemblies, parent: parentAssembler)
    }

    /// Applies one more assembly.
    ///
    /// ```swift
    /// assembler.apply(assembly: SettingsAssembly())   // e.g. when the settings screen first opens
    /// ```
    ///
    /// As in Swinject, the assembly is applied even if one of its type was applied before: its
    /// registrations replace the earlier ones under the same keys (and with them their
    /// container-scoped instances). To apply a type only once, use ``applyIfNeeded(assembly:)``.
    public func apply(assembly: Assembly) {
        run([assembly])
    }

    /// Applies more assemblies, assembling all of them before any is told it was loaded.
    ///
    /// ```swift
    /// assembler.apply(assemblies: [ProfileAssembly(), AvatarAssembly()])
    /// ```
    public func apply(assemblies: [Assembly]) {
        run(assemblies)
    }

    /// Applies `assembly` unless this assembler has applied an assembly of the same type before —
    /// the way to load a feature's registrations lazily, when the feature is first used.
    ///
    /// ```swift
    /// func openSettings() {
    ///     assembler.applyIfNeeded(assembly: SettingsAssembly())   // registers on the first call only
    ///     let screen = SettingsViewController()
    ///     assembler.resolver.injectDependencies(into: screen)
    /// }
    /// ```
    ///
    /// Assemblies are told apart by type only. When two threads call it at once for one type, one
    /// applies the assembly and the other returns `false` at once, possibly before it is loaded.
    ///
    /// - Returns: Whether the assembly was applied now.
    @discardableResult
    public func applyIfNeeded(assembly: Assembly) -> Bool {
        guard applied.insert(assembly) else { return false }
        assembleAndLoad([assembly])
        return true
    }

    /// Applies every assembly given, each after the assemblies it requires (see ``AssemblyOrder``).
    /// Missing requirements and cycles are logged and reported by ``verify(samples:)``.
    private func run(_ assemblies: [Assembly]) {
        let order = AssemblyOrder(assemblies) { applied.contains($0) }
        for problem in order.problems {
            container.debugHelper.assemblerNotice(problem)
        }
        moduleProblems.append(order.problems)
        for assembly in order.ordered {
            _ = applied.insert(assembly)
        }
        assembleAndLoad(order.ordered)
    }

    private func assembleAndLoad(_ assemblies: [Assembly]) {
        for assembly in assemblies {
            registrations.record(assembly, in: container) { assembly.assemble(container: container) }
        }
        for assembly in assemblies {
            assembly.loaded(resolver: resolver)
        }
    }

    /// Verifies the container like ``Container/verify(samples:)``, and also reports each service
    /// that two assemblies registered under the same name and argument types (the later one
    /// replaced the earlier), a required assembly that was missing, requirements in a cycle, and —
    /// once any assembly declares ``Assembly/requiredAssemblies`` — each service an assembly's
    /// factories resolve from an assembly it does not require, directly or through the ones it does.
    ///
    /// ```swift
    /// let assembler = Assembler([NetworkAssembly(), CheckoutAssembly()])
    /// let report = assembler.verify()
    /// #expect(report.problems.isEmpty, "\(report)")
    /// ```
    public func verify(samples: [VerificationSample] = []) -> VerificationReport {
        let report = container.verify(samples: samples)
        let boundaries = registrations.declaresModules
            ? registrations.moduleCheck(samples: samples).problems(in: container) : []
        let problems = moduleProblems.problems + boundaries + registrations.problems + report.problems
        return VerificationReport(
            problems: problems,
            notes: report.notes,
            verifiedCount: report.verifiedCount,
            failedCount: report.failedCount,
            registrationCount: report.registrationCount,
            graph: report.graph(withProblems: problems)
        )
    }
}
