/// Number formatting without Foundation.
public enum Format {
    /// `value` with `decimals` digits after the point, e.g. `fixed(1.456, 2) == "1.46"`.
    public static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        let whole = grouped(scaled / Int(scale))
        guard decimals > 0 else { return sign + whole }
        let fraction = String(scaled % Int(scale))
        return sign + whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// A time per operation: `84.3 ns`, `1,511 ns`.
    public static func nanoseconds(_ value: Double?) -> String {
        guard let value else { return "–" }
        return (value < 100 ? fixed(value, 1) : fixed(value, 0)) + " ns"
    }

    /// A ratio: `1.43×`, `12.6×`.
    public static func ratio(_ value: Double?) -> String {
        guard let value else { return "–" }
        return (value < 10 ? fixed(value, 2) : fixed(value, 1)) + "×"
    }

    /// A fraction as a percentage: `3%`.
    public static func percent(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "–" }
        return fixed(value * 100, 0) + "%"
    }

    /// Kibibytes as mebibytes: `12.3 MiB`.
    public static func mebibytes(kibibytes: Int) -> String {
        fixed(Double(kibibytes) / 1024, 1) + " MiB"
    }

    /// An integer with thousands separators: `27,049`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }
}
