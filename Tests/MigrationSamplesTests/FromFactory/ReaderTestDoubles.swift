import Loom
import LoomTesting
@testable import MigrationSamples
import Testing

// The guide's replacement for Factory's `AutoRegistering` in tests; scripts/build-docs.sh keeps
// the two equal.
// begin region: test-doubles-trait
extension Trait where Self == OverridesTrait {
    /// Each test starts with the reader's test doubles, in an overlay of its own.
    static var readerTestDoubles: Self { .overriding { $0.registerReaderTestDoubles() } }
}

@Suite(.readerTestDoubles)
struct HeadlinesWithTestDoublesTests {
    @Test func headlinesComeFromTheTestDoubles() {
        #expect(HeadlinesModel().firstHeadline() == "offline #1")
        #expect(Container.default.readerAnalytics().sink == "test")
    }
}
// end region: test-doubles-trait
