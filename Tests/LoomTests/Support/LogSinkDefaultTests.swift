import Testing
@testable import Loom

/// Whether the log starts on: `LOOM_LOGGING_ENABLED`, then `SWINJECT_LOGGING_ENABLED`, then the
/// kind of build — a debug build explains failures, a release build is as quiet as Swinject 2.10.
@Suite("The log's default")
struct LogSinkDefaultTests {
    private static func isOn(_ variables: [String: String], debugBuild: Bool) -> Bool {
        LogSink.defaultIsOn(environment: { variables[$0] }, debugBuild: debugBuild)
    }

    @Test func aDebugBuildLogsAndAReleaseBuildDoesNotWhenNothingIsSet() {
        #expect(Self.isOn([:], debugBuild: true))
        #expect(!Self.isOn([:], debugBuild: false))
    }

    @Test func loomLoggingEnabledZeroSilencesADebugBuildAndOneTurnsOnARelease() {
        #expect(!Self.isOn(["LOOM_LOGGING_ENABLED": "0"], debugBuild: true))
        #expect(Self.isOn(["LOOM_LOGGING_ENABLED": "1"], debugBuild: false))
    }

    @Test func swinjectsVariableCountsWhenLoomsIsNotSet() {
        #expect(Self.isOn(["SWINJECT_LOGGING_ENABLED": "1"], debugBuild: false))
        #expect(!Self.isOn(["SWINJECT_LOGGING_ENABLED": "0"], debugBuild: true))
        #expect(!Self.isOn(["LOOM_LOGGING_ENABLED": "0", "SWINJECT_LOGGING_ENABLED": "1"], debugBuild: true))
    }

    @Test func anyOtherValueLeavesTheDefault() {
        #expect(Self.isOn(["LOOM_LOGGING_ENABLED": "yes"], debugBuild: true))
        #expect(!Self.isOn(["LOOM_LOGGING_ENABLED": ""], debugBuild: false))
    }

    @Test func theTestsRunAgainstADebugBuildOfLoom() {
        #if DEBUG
        #expect(LogSink.isDebugBuild)
        #else
        #expect(!LogSink.isDebugBuild)
        #endif
    }
}
