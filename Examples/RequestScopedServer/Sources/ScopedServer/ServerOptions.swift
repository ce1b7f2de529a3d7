/// The command line: where to listen, which database file, and whether to use Loom's scopes.
public struct ServerOptions: Sendable, Equatable {
    /// The address to bind; loopback unless told otherwise.
    public var host = "127.0.0.1"
    /// The port to bind; 0 picks a free one.
    public var port = 8080
    /// The SQLite file of the items.
    public var databasePath = "request-scoped-server.sqlite"
    /// Whether requests are served in Loom scopes (`false` with `--no-scopes`).
    public var usesScopes = true
    /// Whether request logs are written to standard error.
    public var verbose = false

    /// The options' usage text.
    public static let usage = """
        usage: request-scoped-server [--host HOST] [--port PORT] [--database PATH] [--no-scopes] [--verbose]
          --host HOST       address to bind (default 127.0.0.1)
          --port PORT       port to bind, 0 for any free port (default 8080)
          --database PATH   SQLite file for the items (default request-scoped-server.sqlite)
          --no-scopes       serve without Loom's scope middleware, building request services by hand
          --verbose         write each request's log lines to standard error
        """

    /// Defaults.
    public init() {}

    /// Parses `arguments` (without the program name); throws ``ServerOptionsError`` with a message.
    public init(arguments: [String]) throws(ServerOptionsError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--host": host = try Self.value(of: argument, from: &remaining)
            case "--port":
                let text = try Self.value(of: argument, from: &remaining)
                guard let port = Int(text), (0...65535).contains(port) else {
                    throw ServerOptionsError(message: "--port needs a number from 0 to 65535, not \(text)")
                }
                self.port = port
            case "--database": databasePath = try Self.value(of: argument, from: &remaining)
            case "--no-scopes": usesScopes = false
            case "--verbose": verbose = true
            case "--help", "-h": throw ServerOptionsError(message: Self.usage, isHelp: true)
            default: throw ServerOptionsError(message: "unknown argument \(argument)\n\(Self.usage)")
            }
        }
    }

    private static func value(
        of option: String,
        from remaining: inout ArraySlice<String>
    ) throws(ServerOptionsError) -> String {
        guard let value = remaining.popFirst() else {
            throw ServerOptionsError(message: "\(option) needs a value\n\(usage)")
        }
        return value
    }
}

/// A command line that could not be used, or a request for help.
public struct ServerOptionsError: Error {
    /// What to print.
    public let message: String
    /// Whether the user asked for the usage text (exit 0) rather than made a mistake (exit 2).
    public var isHelp = false
}
