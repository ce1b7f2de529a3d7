// Every `@inline(__always)` in this file is on the resolve path and was measured only together with
// the rest of Loom's (Benchmarks/README.md, *Inlining*): all out of line, A 749 → 840,
// C 17,898 → 21,858, F 5,294 → 5,886 instructions.

/// What a registration is stored under: service type, factory argument type, name and option.
///
/// `argumentsType` is the factory's parameter type: `Resolver` for a factory with no runtime
/// arguments, the tuple `(Resolver, Arg1, …)` otherwise — the same key Swinject builds.
struct ServiceKey {
    let serviceType: Any.Type
    let argumentsType: Any.Type
    let name: String?
    /// The option: none, a definition's mark, or a user's option, boxed (a key is copied on every
    /// lookup, and copying a class reference is far cheaper than copying an optional existential).
    private let marker: KeyMarker

    var option: ServiceKeyOption? {
        switch marker {
        case .none: nil
        case .definition: DefinitionOption()
        case let .option(box): box.option
        }
    }

    init(serviceType: Any.Type, argumentsType: Any.Type, name: String? = nil, option: ServiceKeyOption? = nil) {
        self.init(serviceType: serviceType, argumentsType: argumentsType, name: name, marker: option.map { .option(OptionBox($0)) } ?? .none)
    }

    /// The resolve path's key, built without an optional existential to destroy (`marker` is `.none`
    /// there: only `_resolve` passes an option, and a definition call passes `.definition`).
    @inline(__always)
    init(serviceType: Any.Type, argumentsType: Any.Type, name: String?, marker: KeyMarker) {
        self.serviceType = serviceType
        self.argumentsType = argumentsType
        self.name = name
        self.marker = marker
    }

    /// The key under which a resolver hands out the current ``GraphIdentifier``.
    static let graphIdentifier = ServiceKey(serviceType: GraphIdentifier.self, argumentsType: Resolver.self)

    /// Whether this is the key of a ``Definition`` or ``ParameterDefinition``: its name is the
    /// definition's property name (see `DefinitionKey.swift`).
    var isDefinition: Bool {
        if case .definition = marker { return true }
        return false
    }
}

extension ServiceKey: Hashable {
    /// Feeds the hasher as few words as it can: one for both types (the hasher mixes it fully), then
    /// the name and the option only when there are any. Every lookup hashes its key once.
    func hash(into hasher: inout Hasher) {
        hasher.combine(types)
        if let name { hasher.combine(name) }
        switch marker {
        case .none: break
        case .definition: DefinitionOption().hash(into: &hasher)
        case let .option(box): box.option.hash(into: &hasher)
        }
    }

    /// What `Dictionary` asks for. A key without name or option — most lookups — is hashed as the
    /// single word `types`, with ``identityHash(_:seed:)``; the others go through
    /// ``hash(into:)`` and the standard library's SipHash. Inlined: a registry's table hashes keys
    /// it reads in place from its entries, and a call copied each key's name through runtime value
    /// witnesses (scenario F, 1,000 registrations: 6,234 → 5,957 instructions per service).
    @inline(__always)
    func _rawHashValue(seed: Int) -> Int {
        guard name == nil, case .none = marker else {
            return hashedWithNameOrOption(seed: seed)
        }
        return identityHash(types, seed: seed)
    }

    /// Where a ``RegistrySnapshot`` — whose lookups every resolve and definition call makes —
    /// places the key: ``_rawHashValue(seed:)`` with two differences the snapshot's own table
    /// allows, since it places and finds its keys with this one function and no other.
    /// - A definition's key is hashed as its types inline, not through a call (callgrind: AK 924 →
    ///   913, BK 598 → 587 instructions per call). A key without name or option is still tested
    ///   first, so its lookups pay nothing for the second test (A and B unchanged).
    /// - A named key's SipHash is not fed a seed — the snapshot has none — one round fewer.
    /// Not used for the registry's `Set`, whose inserts an inline definition test made slower (see
    /// below).
    @inline(__always)
    func slotHash() -> Int {
        if name == nil, case .none = marker { return identityHash(types, seed: 0) }
        return definitionOrUnseededHash()
    }

    /// ``slotHash()`` of a key with a name or an option.
    @inline(__always)
    private func definitionOrUnseededHash() -> Int {
        if case .definition = marker { return identityHash(types, seed: 0) }
        return hashedUnseeded()
    }

    /// ``hashedFully(seed:)`` without the seed, for ``slotHash()``.
    @inline(never)
    private func hashedUnseeded() -> Int {
        var hasher = Hasher()
        hash(into: &hasher)
        return hasher.finalize()
    }

    /// ``_rawHashValue(seed:)`` of a key with a name or an option. A definition's key hashes as its
    /// types alone, like a key without a name: its name — a property name, which tells apart
    /// definitions of one service — is only compared. Two definitions of one service then share a
    /// hash and are told apart by a probe, where hashing the name cost every definition call about
    /// as much as a whole unnamed resolve. Out of line, and apart from ``hashedFully(seed:)``:
    /// tested in the inlined part above, the test made every registry insert hash through a closure
    /// of its own (callgrind, scenario F: 5,272 → 5,387 instructions per service); tested at the top
    /// of `hashedFully`, it made a lookup by name slower (scenario E: 1,201 → 1,285).
    @inline(never)
    private func hashedWithNameOrOption(seed: Int) -> Int {
        if case .definition = marker { return identityHash(types, seed: seed) }
        return hashedFully(seed: seed)
    }

    /// ``_rawHashValue(seed:)`` of a key with a name or an option that is not a definition's. Out of
    /// line, so that the common case saves no registers for it and is inlined into the dictionary's
    /// lookup. (With the unretained name test in ``==(_:_:)``: 132 → 91 instructions per registry
    /// lookup, callgrind, scenario C 21,725 → 20,863 per root of 21 resolves.)
    @inline(never)
    private func hashedFully(seed: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(seed)
        hash(into: &hasher)
        return hasher.finalize()
    }

    /// Both types in one word, for the hasher to mix fully.
    private var types: UInt {
        UInt(bitPattern: ObjectIdentifier(serviceType)) ^ (UInt(bitPattern: ObjectIdentifier(argumentsType)) &* 0x9E37_79B9_7F4A_7C15)
    }

    @inline(__always)
    static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
        // Identifiers, not `Any.Type ==`, and no copies of the options: this runs on every lookup.
        guard ObjectIdentifier(lhs.serviceType) == ObjectIdentifier(rhs.serviceType),
              ObjectIdentifier(lhs.argumentsType) == ObjectIdentifier(rhs.argumentsType)
        else { return false }
        // Most keys have neither name nor option: tested without copying (retaining) the names.
        if lhs.name == nil, rhs.name == nil, case .none = lhs.marker, case .none = rhs.marker {
            return true
        }
        return namesAndOptionsMatch(lhs, rhs)
    }

    /// The rest of ``==(_:_:)`` for keys with a name or an option.
    @inline(__always)
    private static func namesAndOptionsMatch(_ lhs: ServiceKey, _ rhs: ServiceKey) -> Bool {
        guard lhs.name == rhs.name else { return false }
        switch (lhs.marker, rhs.marker) {
        case (.none, .none), (.definition, .definition):
            return true
        case let (.option(left), .option(right)):
            return left === right || left.option.isEqualTo(right.option)
        default:
            return false
        }
    }
}

extension ServiceKey: CustomStringConvertible {
    /// The key as diagnostics print it: `Service: X, Name: "n", Factory: (Resolver, Int) -> X`.
    var description: String {
        description(service: serviceType)
    }

    /// The key with `service` shown as its service: a forwarded key shows the registered type there
    /// and the forwarded type as the factory's result, as Swinject prints it.
    func description(service: Any.Type) -> String {
        description(service: "\(service)", result: serviceType)
    }

    /// The key with `service` as its service text and `result` as the factory's result; a
    /// definition's key shows its property name and parameter instead of the factory.
    func description(service: String, result: Any.Type) -> String {
        if isDefinition {
            let parameter = ArgumentTypeList(argumentsType).names.first.map { ", Parameter: \($0)" } ?? ""
            return "Service: \(service), Definition: \\.\(name ?? "")\(parameter)"
        }
        let name = self.name.map { ", Name: \"\($0)\"" } ?? ""
        let option = self.option.map { ", \($0)" } ?? ""
        return "Service: \(service)\(name)\(option), Factory: \(argumentsType) -> \(result)"
    }
}

/// What a ``ServiceKey`` carries besides its types and name.
///
/// A definition's mark is a case without a payload rather than a shared boxed option: building a
/// definition's key then retains nothing but its name, where the shared box cost every definition
/// call a lazily initialised static's check, a retain and a release (callgrind, scenario AK:
/// about 40 instructions per call, and as much per definition call inside a graph, CK). The cases
/// without a payload live in the reference's spare values, so the marker is one word, as the
/// optional box was.
enum KeyMarker {
    /// Neither an option nor a definition: most keys.
    case none
    /// The key of a ``Definition`` or ``ParameterDefinition`` (see `DefinitionKey.swift`): hashed as
    /// its types alone, its name only compared.
    case definition
    /// A user's option (`_register(…, option:)`).
    case option(OptionBox)
}

/// A ``ServiceKeyOption`` behind a reference; immutable, and the option itself is `Sendable`.
final class OptionBox: Sendable {
    let option: ServiceKeyOption

    init(_ option: ServiceKeyOption) {
        self.option = option
    }
}
