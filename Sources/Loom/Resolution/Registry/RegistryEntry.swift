// Every `@inline(__always)` in this file is on the resolve path and was measured only together with
// the rest of Loom's (Benchmarks/README.md, *Inlining*): all out of line, A 749 → 840,
// C 17,898 → 21,858, F 5,294 → 5,886 instructions.

/// Loom's own name for `_RegistryEntry`, whose underscore keeps it out of users' completions and docs.
typealias RegistryEntry = _RegistryEntry

/// Part of Loom's registry, not of its API: public only because ``ServiceEntry`` inherits from it.
///
/// What a `Registry` stores under one key: the key, when it was stored (its
/// `RegistrationSequence` number; 0 for a copy from an overlaid container, which `resolveAll`
/// lists in the place of the registration it copies), and the registration that answers it.
///
/// A `Registration` stored under its own key by `register` is its own entry (it inherits from
/// this class), so that the registry's table holds one word per key and the key is stored once:
/// a dictionary from a five-word key to the registration and its number took 56 bytes per bucket
/// (scenario R, 100,000 registrations: 291 → 181 heap bytes per registration, the table's share
/// 147 → 21). Any other key — a forwarded type, a copy stored under a forwarded key, a
/// verification sandbox's key — gets a `ForwardedEntry`. It has no public members, and only Loom
/// makes or subclasses one.
///
/// `@unchecked Sendable`: immutable (a `Registration` guards its own mutable state).
public class _RegistryEntry: @unchecked Sendable {
    /// Read in place by the registry's table (``StoredEntry``), never copied out for a comparison.
    let key: ServiceKey
    let sequence: UInt64

    init(key: ServiceKey, sequence: UInt64) {
        self.key = key
        self.sequence = sequence
    }

    /// The registration stored under `key`.
    var registration: Registration {
        preconditionFailure("Loom internal error: a registry entry without a registration")
    }
}

/// A registration stored under a key other than its own, with that key's number.
final class ForwardedEntry: RegistryEntry, @unchecked Sendable {
    let target: Registration

    init(key: ServiceKey, sequence: UInt64, target: Registration) {
        self.target = target
        super.init(key: key, sequence: sequence)
    }

    override var registration: Registration { target }
}

/// One element of a registry's table, hashed and compared by its key: an entry, unretained (the
/// registry holds one retain on each entry it stores), or — only while a lookup runs, never
/// stored — the address of the key being looked up.
///
/// The table cannot be searched with a plain ``ServiceKey``, so a lookup needs an element that
/// holds one. An entry object per lookup would cost an allocation, and one probe object per
/// registry whose key changed measured 6,662 instructions per service in scenario F (this: 5,957,
/// the dictionary it replaces 5,862); a key's address costs nothing to make. The low bit tells the
/// two apart: entries are 16-byte aligned objects, keys 8-byte aligned values (both checked in
/// debug builds).
struct StoredEntry: Hashable {
    private let bits: UInt

    init(_ entry: Unmanaged<RegistryEntry>) {
        bits = UInt(bitPattern: entry.toOpaque())
        assert(bits & 1 == 0, "Loom internal error: a misaligned registry entry")
    }

    private init(probing key: UnsafePointer<ServiceKey>) {
        bits = UInt(bitPattern: key) | 1
        assert(UInt(bitPattern: key) & 1 == 0, "Loom internal error: a misaligned key")
    }

    /// Calls `body` with an element standing for `key`, valid only during the call.
    @inline(__always)
    static func probing<Result>(_ key: ServiceKey, _ body: (StoredEntry) -> Result) -> Result {
        withUnsafePointer(to: key) { body(StoredEntry(probing: $0)) }
    }

    /// The stored entry (never asked of a probe).
    @inline(__always)
    var entry: Unmanaged<RegistryEntry> {
        assert(bits & 1 == 0, "Loom internal error: a lookup's probe was stored in a registry")
        return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped)
    }

    /// The key being looked up, when this is a probe.
    @inline(__always)
    private var probedKey: UnsafePointer<ServiceKey>? {
        bits & 1 == 0 ? nil : UnsafePointer(bitPattern: bits & ~1)
    }

    /// The key, copied (for diagnostics and whole-table operations).
    var key: ServiceKey {
        if let probedKey { return probedKey.pointee }
        return entry._withUnsafeGuaranteedRef { $0.key }
    }

    /// Whether the stored entry's key is `key`, compared in place: a copy of a key costs two
    /// runtime value-witness calls for its name.
    @inline(__always)
    private func holds(_ key: UnsafePointer<ServiceKey>) -> Bool {
        entry._withUnsafeGuaranteedRef { $0.key == key.pointee }
    }

    func hash(into hasher: inout Hasher) {
        if let probedKey { return probedKey.pointee.hash(into: &hasher) }
        entry._withUnsafeGuaranteedRef { $0.key.hash(into: &hasher) }
    }

    /// The key's own hash, which hashes a key without name or option as one word.
    func _rawHashValue(seed: Int) -> Int {
        if let probedKey { return probedKey.pointee._rawHashValue(seed: seed) }
        return entry._withUnsafeGuaranteedRef { $0.key._rawHashValue(seed: seed) }
    }

    static func == (lhs: StoredEntry, rhs: StoredEntry) -> Bool {
        if let key = lhs.probedKey { return rhs.holds(key) }
        if let key = rhs.probedKey { return lhs.holds(key) }
        return lhs.entry._withUnsafeGuaranteedRef { left in rhs.entry._withUnsafeGuaranteedRef { right in left.key == right.key } }
    }
}
