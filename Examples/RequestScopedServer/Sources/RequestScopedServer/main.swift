import Foundation
import ScopedServer

// request-scoped-server: an HTTP server whose requests each run in a Loom request scope.
// Run with --help for the options.
do {
    let options = try ServerOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    try await RequestScopedServerApp.run(options)
} catch let error as ServerOptionsError {
    FileHandle.standardError.write(Data((error.message + "\n").utf8))
    exit(error.isHelp ? 0 : 2)
} catch {
    FileHandle.standardError.write(Data("request-scoped-server: \(error)\n".utf8))
    exit(1)
}
