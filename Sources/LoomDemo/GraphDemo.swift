import Loom
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `loom-demo --graph FILE`: writes the dependency graph of the lending library — the demo's
/// assemblies in an app container, and a branch's child container over it — instead of running the
/// demo's sections. The format follows FILE's extension: `.mmd` or `.mermaid` for Mermaid, `.json`
/// for JSON, anything else for Graphviz DOT; `-` writes DOT to standard output.
///
/// The child container holds the graph's one deliberate mistake, so that the picture shows how a
/// problem looks: app-wide `LoanStatistics` (container scope) keeps a request-scoped
/// `RequestContext`, a captive dependency drawn as a red arrow.
struct GraphCommand {
    let path: String
    let format: DependencyGraph.Format

    /// The command `arguments` ask for, if they ask for one; stops with a usage line when `--graph`
    /// has no FILE.
    init?(arguments: [String]) {
        guard let flag = arguments.firstIndex(of: "--graph") else { return nil }
        guard arguments.indices.contains(flag + 1) else {
            _ = writeAll("usage: loom-demo --graph FILE   (FILE.dot, FILE.mmd or FILE.json; - for DOT on standard output)\n",
                         to: STDERR_FILENO)
            exit(2)
        }
        path = arguments[flag + 1]
        format = Self.format(forPath: path)
    }

    /// Mermaid for `.mmd` and `.mermaid`, JSON for `.json`, DOT otherwise.
    static func format(forPath path: String) -> DependencyGraph.Format {
        if path.hasSuffix(".mmd") || path.hasSuffix(".mermaid") { return .mermaid }
        if path.hasSuffix(".json") { return .json }
        return .dot
    }

    /// Writes the graph and ends the process: status 0, or 1 when FILE cannot be written.
    func run() -> Never {
        let graph = graphDemoContainer().dependencyGraph(samples: graphDemoSamples())
        let text = graph.render(format)
        if path == "-" {
            exit(writeAll(text, to: STDOUT_FILENO) ? 0 : 1)
        }
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard file >= 0, writeAll(text, to: file), close(file) == 0 else {
            _ = writeAll("loom-demo: cannot write \(path)\n", to: STDERR_FILENO)
            exit(1)
        }
        print("loom-demo: wrote the lending library's dependency graph as \(format.rawValue) to \(path): "
              + "\(graph.nodes.count) services, \(graph.edges.count) dependencies, \(graph.problems.count) problem(s)")
        exit(0)
    }
}

/// Writes all of `text` to the file `descriptor`; false when a write fails.
private func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        bytes = bytes.dropFirst(written)
    }
    return true
}

/// The lending library as the graph shows it: the app container with the demo's three assemblies,
/// and a branch's child container with request-scoped services, a declared definition and the one
/// deliberate mistake. Built only for the graph; the demo's sections use containers of their own.
func graphDemoContainer() -> Container {
    let app = Container(scopeContext: ScopeContext())
    // `assemble` rather than an Assembler, so that no `loaded` hook prints while the graph is written.
    let assemblies: [Assembly] = [StorageAssembly(), LendingAssembly(), StaffAssembly()]
    for assembly in assemblies { assembly.assemble(container: app) }

    let branch = Container(parent: app)
    branch.register(RequestContext.self) { _ in RequestContext(id: "r1") }
        .inObjectScope(.request)
    branch.register(LoanQuery.self) { r in LoanQuery(context: r.resolve(RequestContext.self)!) }
        .inObjectScope(.request)
    // The deliberate mistake: app-wide statistics keep the context of the request that first asked.
    branch.register(LoanStatistics.self) { r in LoanStatistics(context: r.resolve(RequestContext.self)!) }
        .inObjectScope(.container)
    branch.declare(\.readingRoomClock, \.readingRoomPass)
    return branch
}

/// Runtime arguments for the registrations that take them, so that the graph resolves them too.
func graphDemoSamples() -> [VerificationSample] {
    [
        VerificationSample(Member.self, arguments: "Ada", 7),
        VerificationSample(LoanDesk.self, arguments: StudentCard() as Membership),
        VerificationSample(VisitReport.self, arguments: 4, 9, 15, 22, 18, 12, 14, 20, 11, 5),
        VerificationSample(ReadingPass.self, name: "readingRoomPass", arguments: "Ada"),
    ]
}
