#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a line to standard error (`fputs(…, stderr)` touches a global Swift 6 rejects).
public func printToStandardError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in
        _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
    }
}
