// Exit tests need a platform that can start a child process, and capture lists need Swift 6.3.
#if compiler(>=6.3) && (os(macOS) || os(Linux) || os(Windows) || os(FreeBSD))
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(WinSDK)
import WinSDK
#endif
@_spi(LoomTesting) import Loom
import Testing

/// Verifies every registration of the container `recipe` makes, in child processes, so that a
/// factory that force-unwraps a missing dependency (`r.resolve(X.self)!`) stops only its own child
/// and one test run lists every problem — not only the first.
///
/// ```swift
/// struct AppContainer: ContainerRecipe {
///     static func makeContainer() -> Container {
///         Assembler([NetworkAssembly(), CheckoutAssembly()]).resolver as! Container
///     }
/// }
///
/// @Test func everyRegistrationResolves() async {
///     let result = await verifyEachRegistrationInChildProcess(of: AppContainer.self)
///     #expect(result.isClean, "\(result)")
/// }
/// ```
///
/// A child process runs the test binary again (a Swift Testing exit test), makes the container
/// with `recipe` and runs `verify(samples:)` on it with the recipe's samples, in the same order
/// as every `verify()`. When a registration stops the child, the next child leaves that
/// registration out and runs again; the first child that finishes gives the report of every
/// registration that did not stop one. So a container with three force-unwrapping registrations
/// takes four children, each a few tens of milliseconds.
///
/// The result groups the registrations that stopped a child by cause — the failed resolve Loom saw
/// last before the stop, such as one missing service that several registrations need — and lists
/// under each cause the registrations it stopped, with what Loom wrote before each stop (the path
/// to what was missing and how many registrations were left); then the problems and notes of the
/// run without them. Write factories with `try r.require(X.self)` and plain `verify()` finds
/// every problem in one process; this is for code that force-unwraps, as most Swinject code does.
///
/// Call it from a Swift Testing test (not an XCTest one): a child process that ends in an unexpected
/// way is recorded as an issue of that test, at `sourceLocation`. A factory that never returns
/// keeps its child, and the test, waiting, as it would keep `verify()`.
///
/// Requires Swift 6.3 or later, on macOS, Linux, Windows or FreeBSD (where exit tests run). Effects
/// of factories outside the container happen in the child processes, as they do in `verify()`.
///
/// - Parameters:
///   - recipe: A type that makes the container; declared at file scope or in another type, not
///     inside a function (the child finds it by name).
///   - sourceLocation: Where to report a child process that ended unexpectedly.
/// - Returns: Every registration that stopped a child, and the report of the others.
public func verifyEachRegistrationInChildProcess<Recipe: ContainerRecipe>(
    of recipe: Recipe.Type,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> ChildProcessVerificationReport {
    guard let name = _mangledTypeName(recipe), _typeByName(name) == recipe else {
        let failure = "\(recipe) cannot be found by its name in a child process; declare it at file scope or in another type, not inside a function."
        return ChildProcessVerificationReport(stops: [], problems: [], notes: [], report: "", failure: failure)
    }
    var stops: [ChildProcessVerificationReport.Stop] = []
    while true {
        let skipped = stops.map(\.position)
        guard let (output, status) = await verifyInChildProcess(recipe: name, skipping: skipped, sourceLocation: sourceLocation) else {
            return ChildProcessVerificationReport(stops: stops, problems: [], notes: [], report: "", failure: "the child process could not be started.")
        }
        if output.finished {
            return ChildProcessVerificationReport(
                stops: stops, problems: output.problems, notes: output.notes,
                report: output.report.joined(separator: "\n"), failure: nil)
        }
        if let unknown = output.unknownRecipe {
            return ChildProcessVerificationReport(stops: stops, problems: [], notes: [], report: "", failure: "the child process found no ContainerRecipe named \(unknown).")
        }
        guard let current = output.current, !skipped.contains(current.position) else {
            // Stopped before verifying anything: while making the container.
            let failure = "the child process stopped (\(status)) before verifying any registration, while making the container."
            return ChildProcessVerificationReport(stops: stops, problems: [], notes: [], report: "", failure: failure)
        }
        stops.append(.init(
            registration: current.registration, position: current.position, cause: current.cause,
            messages: current.messages, exitStatus: status))
    }
}

/// Writes each failed resolve of a child process for its parent: the last one before a stop is the
/// stop's cause, the same for every registration that stops on the same missing service.
private final class FailureForwarder: ResolutionObserver {
    func resolutionDidFail(_ error: ResolutionError) {
        let service = error.path.last.map { "\($0)" } ?? "a service"
        ChildProcessOutput.send(ChildProcessOutput.failure("\(service): \(error.summary)"))
    }
}

/// One child process: makes the container named `recipe`, verifies it leaving out the positions
/// in `skipped`, and writes for its parent what it resolves and, if it gets there, its report.
/// Non-generic: an exit test cannot be in a generic function.
private func verifyInChildProcess(
    recipe: String,
    skipping skipped: [Int],
    sourceLocation: SourceLocation
) async -> (ChildProcessOutput, ExitStatus)? {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent], sourceLocation: sourceLocation) { [recipe, skipped] in
        guard let type = _typeByName(recipe) as? any ContainerRecipe.Type else {
            ChildProcessOutput.send(ChildProcessOutput.unknown(recipe))
            exit(EXIT_FAILURE)
        }
        let note = "not verified in this child process: verifying it stopped an earlier one (see the stops above)."
        _ = ResolutionObservers.add(FailureForwarder())
        let report = type.makeContainer()._verify(
            samples: type.verificationSamples,
            skipping: Dictionary(uniqueKeysWithValues: skipped.map { ($0, note) })
        ) { position, _, registration in
            ChildProcessOutput.send(ChildProcessOutput.resolving(position, registration: registration))
        }
        report.problems.forEach { ChildProcessOutput.send(ChildProcessOutput.problem($0.description)) }
        report.notes.forEach { ChildProcessOutput.send(ChildProcessOutput.note($0)) }
        report.description.split(separator: "\n", omittingEmptySubsequences: false)
            .forEach { ChildProcessOutput.send(ChildProcessOutput.reportLine(String($0))) }
        ChildProcessOutput.send(ChildProcessOutput.done)
        // Not a success: the parent expects every child to fail, as most stop on a force-unwrap.
        exit(EXIT_FAILURE)
    }
    return result.map { (ChildProcessOutput($0.standardErrorContent), $0.exitStatus) }
}
#endif
