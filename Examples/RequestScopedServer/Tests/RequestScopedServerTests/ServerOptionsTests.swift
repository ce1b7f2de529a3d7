import ScopedServer
import Testing

/// The command line of `request-scoped-server`.
struct ServerOptionsTests {
    @Test func withoutArgumentsTheServerBindsLoopbackWithScopes() throws {
        let options = try ServerOptions(arguments: [])
        #expect(options.host == "127.0.0.1")
        #expect(options.port == 8080)
        #expect(options.usesScopes)
        #expect(!options.verbose)
    }

    @Test func everyOptionIsRead() throws {
        let options = try ServerOptions(arguments: [
            "--host", "127.0.0.2", "--port", "0", "--database", "/tmp/x.sqlite", "--no-scopes", "--verbose",
        ])
        #expect(options.host == "127.0.0.2")
        #expect(options.port == 0)
        #expect(options.databasePath == "/tmp/x.sqlite")
        #expect(!options.usesScopes)
        #expect(options.verbose)
    }

    @Test func aBadPortOrAnUnknownArgumentIsRefusedWithAMessage() {
        #expect(throws: ServerOptionsError.self) { try ServerOptions(arguments: ["--port", "70000"]) }
        #expect(throws: ServerOptionsError.self) { try ServerOptions(arguments: ["--port"]) }
        #expect(throws: ServerOptionsError.self) { try ServerOptions(arguments: ["--fast"]) }
    }

    @Test func helpIsNotAnError() {
        do {
            _ = try ServerOptions(arguments: ["--help"])
            Issue.record("--help should print the usage")
        } catch {
            #expect(error.isHelp)
            #expect(error.message.contains("--no-scopes"))
        }
    }
}
