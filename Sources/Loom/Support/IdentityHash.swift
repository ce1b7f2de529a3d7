/// Hashing for dictionary keys made of identities — type metadata and object addresses — which the
/// hot paths look up on every resolve.
///
/// The standard library hashes every key with SipHash, whose protection against chosen keys costs
/// some 90 instructions per lookup and buys nothing here: no caller chooses the addresses of type
/// metadata or of Loom's own objects. SplitMix64's bijective finalizer (about ten instructions)
/// spreads aligned addresses over every bucket.
// @inline(__always): F 5,294 → 5,311, N 486 → 504 instructions with Container+Registration's, Container's and IdentityHash's out of line (measured together, not one by one).
@inline(__always)
func identityHash(_ word: UInt, seed: Int) -> Int {
    var x = UInt64(truncatingIfNeeded: word ^ UInt(bitPattern: seed))
    x = (x ^ (x &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    x = (x ^ (x &>> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: x ^ (x &>> 31))
}

/// An object's identity as a dictionary key hashed with ``identityHash(_:seed:)``.
struct IdentityKey: Hashable {
    private let address: UInt

    init(_ object: AnyObject) {
        address = UInt(bitPattern: ObjectIdentifier(object))
    }

    init(_ identifier: ObjectIdentifier) {
        address = UInt(bitPattern: identifier)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(address)
    }

    func _rawHashValue(seed: Int) -> Int {
        identityHash(address, seed: seed)
    }
}
