import Foundation
import Testing

@Suite("Every suite of this target verifies the containers its tests build", .verifiesItsContainers)
struct EverySuiteVerifiesItsContainersTests {
    private let coverage = TraitCoverage(trait: ".verifiesItsContainers")

    /// Files left out, each with the reason and where its containers are verified instead.
    private static let exempt = [
        "Cookbook/SpiesAndStubsTests.swift":
            "the Cookbook shows this file as it is, and the trait is this target's own; "
            + "its one container, signUpContainer, is verified by CookbookRecipeTests",
        "Articles/TestingWithLoom/OverridingTrait.swift":
            "the article shows this file as it is; it builds no container (its overlays are not recorded), "
            + "and appContainer is verified by TestingWithLoomTests",
        "FromFactory/ReaderTestDoubles.swift":
            "the Factory guide shows its region as it is; its tests build no container of their own "
            + "(Container.default, which the collector leaves out), and the guide's suite verifies the reader's",
        "Articles/TestingWithLoom/EveryRegistrationResolves.swift":
            "the article shows this file as it is; its container is made in child processes, "
            + "and TestingWithLoomTests verifies it with the recipe's samples",
    ]

    @Test func everySuiteAndEveryTestOfThisTargetCarriesTheTrait() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
        let sources = try files.map { file in
            (name: String(file.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)),
             text: try String(contentsOf: file, encoding: .utf8))
        }

        #expect(sources.count > 10)
        #expect(Set(Self.exempt.keys).isSubset(of: sources.map(\.name)), "an exempt file is gone: remove it from the list")
        let gaps = coverage.gaps(in: sources.filter { Self.exempt[$0.name] == nil })
        #expect(gaps.isEmpty, "add .verifiesItsContainers to these: \(gaps.map(\.description).joined(separator: "; "))")
    }

    @Test func aSuiteWithoutTheTraitIsNamedWithItsFileAndLine() {
        let source = """
            @Suite("Loans") struct LoanTests {
                @Test func lends() {}
            }
            """

        #expect(coverage.gaps(in: [("LoanTests.swift", source)]).map(\.description) == [
            "LoanTests.swift:1: @Suite LoanTests lacks .verifiesItsContainers",
            "LoanTests.swift:2: @Test lends is in LoanTests, which has no @Suite with .verifiesItsContainers",
        ])
    }

    @Test func aTestOutsideASuiteOrInATypeWithoutSuiteIsNamed() {
        let source = """
            @Test func alone() {}
            struct Plain {
                @Test(.tags(.fast)) func inPlain() {}
            }
            @Test(.verifiesItsContainers) func covered() {}
            """

        #expect(coverage.gaps(in: [("Loose.swift", source)]).map(\.description) == [
            "Loose.swift:1: @Test alone, outside any suite, lacks .verifiesItsContainers",
            "Loose.swift:3: @Test inPlain is in Plain, which has no @Suite with .verifiesItsContainers",
        ])
    }

    @Test func testsInExtensionsAndNestedTypesOfACoveredSuiteAreCovered() {
        let suite = """
            @Suite("Shelves", .verifiesItsContainers)
            struct ShelfTests {
                struct Nested {
                    @Test func nested() {}
                }
            }
            """
        let extended = """
            extension ShelfTests {
                @Test("a \\(interpolated("}")) name {") func extended() {}
            }
            """

        #expect(coverage.gaps(in: [("ShelfTests.swift", suite), ("ShelfTests+More.swift", extended)]).isEmpty)
    }

    @Test func attributesInCommentsAndStringsAreNotSuites() {
        let source = #"""
            // @Suite("commented") struct Commented {}
            /* @Test func inBlock() {} /* nested */ @Suite struct Still {} */
            let text = """
                @Suite struct InAString {}
                """
            let raw = #"@Test func inRaw() {}"#
            """#

        #expect(coverage.gaps(in: [("Text.swift", source)]).isEmpty)
    }
}
