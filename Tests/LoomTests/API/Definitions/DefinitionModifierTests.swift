import Testing
import Synchronization
@testable import Loom

/// A definition's modifiers after their storage moved behind one reference (`DefinitionSettings`),
/// and `@Injected(\.x)` after the wrapper became one reference: what they did before, they do now.
@Suite("Definition modifiers and @Injected(\\.x) keep their behaviour")
struct DefinitionModifierTests {
    /// Two `initCompleted` closures and an `onRelease` closure after `inObjectScope`: all run, in the
    /// order they were added, and the scope holds.
    @Test func everyInitCompletedAndOnReleaseClosureOfADefinitionRunsInOrder() {
        let container = Container()
        let id = Scoped.uniqueID("definition-modifiers")
        let first = ScopeContext.shared.withScope(.request, id: id) { container.modifierTestsHooked() }
        let second = ScopeContext.shared.withScope(.request, id: id) { container.modifierTestsHooked() }
        #expect(first === second)  // one instance per request
        #expect(first.events == ["completed 1", "completed 2"])
        ScopeContext.shared.endScope(.request, id: id)
        #expect(first.events == ["completed 1", "completed 2", "released"])
    }

    /// A modifier applied to a copy of a definition leaves the original as it was.
    @Test func aModifierOnACopyOfADefinitionLeavesTheOriginalUnchanged() {
        let container = Container()
        let plain = container.modifierTestsPlain
        let completed = plain.initCompleted { _, hooked in hooked.events.append("completed") }
        #expect(plain.settings.initCompleted.isEmpty)
        #expect(completed.settings.initCompleted.count == 1)
        #expect(plain.settings.scope === ObjectScope.transient)
        #expect(completed.settings.scope === ObjectScope.transient)
    }

    /// `@Injected(\.x)` calls the definition on its container when the owner is made and keeps the
    /// instance; a second owner gets the same container-scoped instance.
    @Test func injectedThroughADefinitionResolvesWithItsOwnerAndKeepsTheInstance() {
        let container = Container()
        // Owners made inside `withOverrides` resolve from its overlay over `container`, not from
        // `Container.default`, which other tests share.
        let (first, second) = container.withOverrides({ _ in }) { (ModifierTestsOwner(), ModifierTestsOwner()) }
        let service = first.hooked
        #expect(first.hooked === service)
        #expect(second.hooked === service)  // `.container`: one instance
        #expect(service.events == ["made"])
    }

    /// A key path held in a variable still declares an `@Injected` property (the initialiser that
    /// takes a `KeyPath`, which a literal no longer picks), and reaches the same definition.
    @Test func injectedThroughAKeyPathVariableCallsTheSameDefinition() {
        let container = Container()
        let (literal, variable) = container.withOverrides({ _ in }) {
            (ModifierTestsOwner(), ModifierTestsKeyPathOwner())
        }
        #expect(variable.hooked === literal.hooked)  // `.container`: one instance for both forms
        #expect(literal.hooked.events == ["made"])
    }

    /// A scope given to `inObjectScope` is read when the definition is stored, not on each call.
    @Test func aDefinitionsScopeExpressionIsReadWhenTheDefinitionIsStored() {
        let container = Container()
        ModifierTestsScopeReads.count.withLock { $0 = 0 }
        _ = container.modifierTestsCountedScope()
        _ = container.modifierTestsCountedScope()
        _ = container.modifierTestsCountedScope()
        #expect(ModifierTestsScopeReads.count.withLock { $0 } == 1)
    }
}

/// A key path to ``Container/modifierTestsShared`` held in a variable.
let modifierTestsSharedPath: KeyPath<Container, Definition<ModifierTestsHooked>> & Sendable = \.modifierTestsShared

/// An owner whose property names its definition through a key path variable.
final class ModifierTestsKeyPathOwner {
    @Injected(modifierTestsSharedPath) var hooked: ModifierTestsHooked
}

/// Counts the reads of the scope ``Container/modifierTestsCountedScope`` is given.
enum ModifierTestsScopeReads {
    static let count = Mutex(0)

    static func transient() -> ObjectScope {
        count.withLock { $0 += 1 }
        return .transient
    }
}

/// What the definitions below make: records what happened to it.
final class ModifierTestsHooked {
    var events: [String] = []
}

/// An owner with one property resolved through a definition.
final class ModifierTestsOwner {
    @Injected(\.modifierTestsShared) var hooked: ModifierTestsHooked
}

extension Container {
    fileprivate var modifierTestsHooked: Definition<ModifierTestsHooked> {
        define { _ in ModifierTestsHooked() }
            .inObjectScope(.request)
            .initCompleted { _, hooked in hooked.events.append("completed 1") }
            .initCompleted { _, hooked in hooked.events.append("completed 2") }
            .onRelease { hooked in hooked.events.append("released") }
    }

    fileprivate var modifierTestsPlain: Definition<ModifierTestsHooked> {
        define { _ in ModifierTestsHooked() }.inObjectScope(.transient)
    }

    fileprivate var modifierTestsCountedScope: Definition<ModifierTestsHooked> {
        define { _ in ModifierTestsHooked() }.inObjectScope(ModifierTestsScopeReads.transient())
    }

    var modifierTestsShared: Definition<ModifierTestsHooked> {
        define { _ in
            let hooked = ModifierTestsHooked()
            hooked.events.append("made")
            return hooked
        }.inObjectScope(.container)
    }
}
