import Testing
@testable import Loom

/// The container these tests override: their own, shared by the parallel cases.
private let library = Container()

@Suite("Definitions under withOverrides")
struct DefinitionOverridesTests {
    @Test func anOverrideReplacesADefinitionInsideOnly() {
        let inside = library.withOverrides({ $0.definedClock.register { _ in Defined.Clock(today: 1) } }) {
            library.definedLoans().clock.today
        }

        #expect(inside == 1)
        #expect(library.definedLoans().clock.today == 100)
    }

    @Test(arguments: 0..<40)
    func fortyParallelTestsOverridingTheSameDefinitionSeeOnlyTheirOwn(today: Int) async {
        await library.withOverrides({ $0.definedTransientClock.register { _ in Defined.Clock(today: today) } }) {
            for _ in 0..<20 {
                await Task.yield()
                #expect(library.definedTransientClock().today == today)
            }
        }
    }
}
