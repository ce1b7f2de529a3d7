#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The machine the run happens on, for the table's header.
enum Machine {
    /// E.g. `Linux x86_64, 2 CPUs online`.
    static var summary: String {
        var names = utsname()
        uname(&names)
        let system = withUnsafeBytes(of: &names.sysname) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let machine = withUnsafeBytes(of: &names.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return "\(system) \(machine), \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) CPUs online"
    }
}
