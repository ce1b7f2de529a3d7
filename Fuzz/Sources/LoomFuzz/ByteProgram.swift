/// The fuzzer's input, read one byte at a time as a program. Reading past the end gives `nil`,
/// which ends the program: every byte string is a valid program.
struct ByteProgram {
    private let bytes: [UInt8]
    private var position = 0
    /// How many operations may still run; keeps one input's run short.
    private(set) var budget = 400

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count || budget <= 0 }

    mutating func byte() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    /// A byte reduced to `0..<count` (0 past the end).
    mutating func choose(_ count: Int) -> Int {
        Int(byte() ?? 0) % count
    }

    mutating func flag() -> Bool {
        choose(2) == 1
    }

    mutating func spendOne() {
        budget -= 1
    }
}
