internal import CLoomAtomics

/// Whether instances of a type are ``ScopeDisposable`` and whether they are ``AsyncScopeDisposable``,
/// remembered by type, so that disposing a scoped instance does not ask the runtime each time.
///
/// Asking is two protocol conformance lookups, which for most services fail, and a failing lookup
/// walks the class's superclasses: in the example server, the casts of the five disposals of one
/// request cost about as much as opening and ending its scope (a tenth of Loom's work per request,
/// measured with `perf` on the server's per-request path without a network).
///
/// A table of 64 words shared by the process, each remembering one type: its metadata address
/// (pointer-aligned, so its three low bits are free) with the two answers and a "set" bit. A type
/// whose word was taken by another is asked about again and takes it back. Every read and write
/// is of one whole word, atomically, and a word is used only if it names the type asked about, so
/// concurrent disposals never see a torn or foreign answer.
///
/// `@unchecked Sendable`: the words are only touched through atomic loads and stores; the table is
/// allocated once and never freed.
final class DisposalConformances: @unchecked Sendable {
    /// The process's table.
    static let shared = DisposalConformances()

    /// What instances of one type are.
    struct Answer: OptionSet {
        let rawValue: Int
        static let disposable = Answer(rawValue: 2)
        static let asyncDisposable = Answer(rawValue: 4)
    }

    private static let size = 64
    private static let setBit = 1
    private static let answerBits = 7
    private let words: UnsafeMutablePointer<Int>

    private init() {
        words = .allocate(capacity: Self.size)
        words.initialize(repeating: 0, count: Self.size)
    }

    /// Whether `instance`'s dynamic type conforms to ``ScopeDisposable`` and to ``AsyncScopeDisposable``.
    func answer(for instance: Any) -> Answer {
        let address = Int(bitPattern: ObjectIdentifier(type(of: instance)))
        guard address & Self.answerBits == 0 else { return Self.ask(instance) }  // never for metadata
        let word = words + Self.index(of: address)
        let remembered = loom_atomic_load_acquire(word)
        if remembered & ~Self.answerBits == address, remembered & Self.setBit != 0 {
            return Answer(rawValue: remembered & (Answer.disposable.rawValue | Answer.asyncDisposable.rawValue))
        }
        let answer = Self.ask(instance)
        loom_atomic_store_release(word, address | answer.rawValue | Self.setBit)
        return answer
    }

    /// The runtime's answer: the two casts this table saves.
    private static func ask(_ instance: Any) -> Answer {
        var answer: Answer = []
        if instance is ScopeDisposable { answer.insert(.disposable) }
        if instance is AsyncScopeDisposable { answer.insert(.asyncDisposable) }
        return answer
    }

    /// The word for a type's address: its bits above the alignment, folded.
    private static func index(of address: Int) -> Int {
        let bits = UInt(bitPattern: address) >> 3
        return Int((bits ^ (bits >> 6) ^ (bits >> 12)) & UInt(size - 1))
    }
}
