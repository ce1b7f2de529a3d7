#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's resident memory, in KiB.
public enum ResidentMemory {
    /// Resident set size now (`VmRSS`). Elsewhere than Linux: the peak, the best `getrusage` offers.
    public static func current() -> Int {
        #if os(Linux)
        return statusField("VmRSS:") ?? peak()
        #else
        return peak()
        #endif
    }

    /// The highest resident set size so far (`VmHWM`, or `getrusage`'s `ru_maxrss`).
    public static func peak() -> Int {
        #if os(Linux)
        if let peak = statusField("VmHWM:") { return peak }
        #endif
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss)  // KiB
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / 1024  // bytes on Apple platforms
        #endif
    }

    #if os(Linux)
    /// A `kB` field of `/proc/self/status`, e.g. `VmRSS:` → 12345.
    private static func statusField(_ name: String) -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 256)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard line.hasPrefix(name) else { continue }
            return Int(line.dropFirst(name.count).filter(\.isNumber))
        }
        return nil
    }
    #endif
}
