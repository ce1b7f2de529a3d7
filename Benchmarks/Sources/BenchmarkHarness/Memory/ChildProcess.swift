#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs this executable again, so each memory measurement has a process of its own.
public enum ChildProcess {
    /// A failure to start or finish the child.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String

        /// A failure described by `description`.
        public init(description: String) {
            self.description = description
        }
    }

    /// Runs this program with `arguments` and returns its standard output; throws unless it exits 0.
    public static func runSelf(_ arguments: [String]) throws -> String {
        #if os(Linux)
        let executable = "/proc/self/exe"
        #else
        let executable = CommandLine.arguments[0]
        #endif
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe failed") }

        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawnp(&pid, executable, &actions, nil, argv, environ)
        close(pipeEnds[1])
        guard status == 0 else {
            close(pipeEnds[0])
            throw Failure(description: "could not start \(executable): error \(status)")
        }

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        close(pipeEnds[0])

        var exitStatus: Int32 = 0
        waitpid(pid, &exitStatus, 0)
        guard exitStatus == 0 else {
            throw Failure(description: "child \(arguments.joined(separator: " ")) ended with status \(exitStatus)")
        }
        return String(decoding: output, as: UTF8.self)
    }
}
