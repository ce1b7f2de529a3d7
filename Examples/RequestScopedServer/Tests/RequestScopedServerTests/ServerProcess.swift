import Foundation

/// The `request-scoped-server` executable running as a child process on 127.0.0.1, on a port it
/// picked itself, with a database file of its own.
final class ServerProcess: @unchecked Sendable {
    /// The port the server printed on its first line.
    let port: Int
    /// The server's database file.
    let databasePath: String
    private let process: Process

    /// Starts the server (with `--no-scopes` when `usesScopes` is false) and waits for its
    /// `listening on` line, at most `startTimeout`.
    init(usesScopes: Bool, startTimeout: Duration = .seconds(60)) async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("request-scoped-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        databasePath = folder.appendingPathComponent("items.sqlite").path

        process = Process()
        process.executableURL = try Self.executableURL()
        process.arguments = ["--host", "127.0.0.1", "--port", "0", "--database", databasePath]
            + (usesScopes ? [] : ["--no-scopes"])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()

        do {
            let line = try await Self.firstLine(
                of: output.fileHandleForReading, timeout: startTimeout, pid: process.processIdentifier
            )
            guard line.hasPrefix("listening on 127.0.0.1:"), let port = Int(line.split(separator: ":").last ?? "") else {
                throw ServerProcessError("unexpected first line from the server: \(line)")
            }
            self.port = port
        } catch {
            process.terminate()
            process.waitUntilExit()
            throw error
        }
    }

    /// The server's resident memory in KiB: `VmRSS` of `/proc/PID/status`.
    func residentMemoryKiB() throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kib = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { throw ServerProcessError("no VmRSS in /proc/\(process.processIdentifier)/status") }
        return kib
    }

    /// CPU time the server's threads have used so far: the sum of the first field of
    /// `/proc/PID/task/*/schedstat`, in nanoseconds. Threads that already exited are not counted.
    func cpuTime() throws -> Duration {
        let tasks = "/proc/\(process.processIdentifier)/task"
        var nanoseconds = 0
        for thread in try FileManager.default.contentsOfDirectory(atPath: tasks) {
            guard let stat = try? String(contentsOfFile: "\(tasks)/\(thread)/schedstat", encoding: .utf8),
                  let onCPU = stat.split(separator: " ").first.flatMap({ Int($0) })
            else { continue }
            nanoseconds += onCPU
        }
        return .nanoseconds(nanoseconds)
    }

    /// Stops the server with SIGTERM (SIGKILL after `timeout`) and waits for it to exit.
    func stop(timeout: Duration = .seconds(10)) async {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = ContinuousClock.now + timeout
        while process.isRunning, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            let killDeadline = ContinuousClock.now + .seconds(5)
            while process.isRunning, ContinuousClock.now < killDeadline {
                try? await Task.sleep(for: .milliseconds(20))
            }
        }
    }

    /// Removes the database folder; call after ``stop(timeout:)``.
    func removeFiles() {
        try? FileManager.default.removeItem(atPath: (databasePath as NSString).deletingLastPathComponent)
    }

    /// `REQUEST_SCOPED_SERVER` if set, else the executable built beside this test binary.
    private static func executableURL() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["REQUEST_SCOPED_SERVER"] {
            return URL(fileURLWithPath: path)
        }
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        // On some platforms the test binary sits inside a bundle: walk up to the build folder.
        while !folder.path.isEmpty, folder.path != "/" {
            let candidate = folder.appendingPathComponent("request-scoped-server")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        throw ServerProcessError("request-scoped-server not found next to \(testBinary.path); build it first")
    }

    /// Reads `handle` up to the first newline, failing at end of file; after `timeout` it kills
    /// `pid`, which ends the read.
    private static func firstLine(of handle: FileHandle, timeout: Duration, pid: Int32) async throws -> String {
        try await withThrowingTaskGroup(of: String.self) { group in
            group.addTask {
                try await withCheckedThrowingContinuation { continuation in
                    // A thread of its own: the read blocks until the server prints.
                    Thread.detachNewThread {
                        var bytes = Data()
                        while true {
                            let chunk = handle.readData(ofLength: 1)
                            if chunk.isEmpty {
                                continuation.resume(throwing: ServerProcessError("the server exited before it listened"))
                                return
                            }
                            if chunk.first == UInt8(ascii: "\n") { break }
                            bytes.append(chunk)
                        }
                        continuation.resume(returning: String(decoding: bytes, as: UTF8.self))
                    }
                }
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                kill(pid, SIGKILL)
                throw ServerProcessError("the server printed no line within \(timeout)")
            }
            let line = try await group.next()!
            group.cancelAll()
            return line
        }
    }
}

/// The server could not be started or read.
struct ServerProcessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
