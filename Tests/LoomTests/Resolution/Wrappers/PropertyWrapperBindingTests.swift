import Testing
@testable import Loom

/// A wrapper made inside `withOverrides` and read after it returned resolves with that binding
/// bound again: the objects its resolve makes see the same overrides, down to their own wrappers.
@Suite("Wrappers read after withOverrides returned keep its overrides for what they make")
struct PropertyWrapperBindingTests {
    /// What the overrides replace: tells which factory made it.
    final class Tag: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    /// Made by a wrapper's resolve; its own property is made with it, through whatever is bound.
    final class Part {
        @Injected(\.bindingTestsTag) var tag: Tag
    }

    final class ByType {
        @Injected var part: Part
    }

    final class Lazy {
        @LazyInjected(\.bindingTestsPart) var part: Part
    }

    final class Optional {
        @Inject var part: Part?
    }

    final class Fresh {
        @Factory var part: Part
    }

    let container = Container()

    init() {
        container.register(Part.self) { _ in Part() }
    }

    /// Makes `owner` inside `withOverrides` over `container`, where the tag is replaced.
    private func madeWithFakeTag<Owner>(_ owner: () -> Owner) -> Owner {
        container.withOverrides({ $0.bindingTestsTag.register { _ in Tag("fake") } }, operation: owner)
    }

    @Test func injectedByType() {
        let owner = madeWithFakeTag { ByType() }

        #expect(owner.part.tag.name == "fake")
    }

    @Test func lazyInjected() {
        let owner = madeWithFakeTag { Lazy() }

        #expect(owner.part.tag.name == "fake")
    }

    @Test func inject() {
        let owner = madeWithFakeTag { Optional() }

        #expect(owner.part?.tag.name == "fake")
    }

    @Test func factory() {
        let owner = madeWithFakeTag { Fresh() }

        #expect(owner.part.tag.name == "fake")
    }

    @Test func aReadInsideTheSameOverridesResolvesThroughThemToo() {
        container.withOverrides({ $0.bindingTestsTag.register { _ in Tag("fake") } }) {
            #expect(ByType().part.tag.name == "fake")
            #expect(Lazy().part.tag.name == "fake")
        }
    }

    @Test func outsideAnyOverridesNothingIsBound() {
        let owner = Lazy()  // made and read outside: the default container's definitions

        #expect(owner.part.tag.name == "live")
        #expect(Overlay.bindings == nil)
    }
}

extension Container {
    /// The tag ``PropertyWrapperBindingTests`` replaces in its overrides.
    var bindingTestsTag: Definition<PropertyWrapperBindingTests.Tag> {
        define { _ in PropertyWrapperBindingTests.Tag("live") }
    }

    /// A part, for ``PropertyWrapperBindingTests/Lazy``.
    var bindingTestsPart: Definition<PropertyWrapperBindingTests.Part> {
        define { _ in PropertyWrapperBindingTests.Part() }
    }
}
