internal import CLoomAtomics

/// Whether a service type is one of the wrappers `resolve` builds instead of looking up (`Lazy`,
/// `Provider`, `Optional`: ``InstanceWrapper``), remembered per type so that a failed lookup need
/// not ask the runtime again.
///
/// Measured reason: asking is a conformance lookup through the class hierarchy, some 300
/// instructions (callgrind, scenario N), which made a miss with logging off cost a dozen times the
/// floor's dictionary miss. The answer for a type never changes (nothing outside Loom can conform to
/// its internal protocol), and type metadata lives as long as the process.
///
/// A small direct-mapped table of machine words, shared by all threads without a lock: each slot
/// holds a metadata address with the answer in its lowest bit (metadata is pointer-aligned, so
/// that bit is free), written with one atomic store and read with one atomic load. A slot is either
/// empty, or a whole (type, answer) pair another thread stored; a reader that finds another type
/// asks the runtime and overwrites the slot. Reading never writes shared memory once the slot holds
/// the type.
enum WrapperTypes {
    private static let slotCount = 64
    /// `nonisolated(unsafe)`: the pointer is written once, by the lazy initialiser; every access to
    /// the words it points at is atomic.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Int> = {
        let slots = UnsafeMutablePointer<Int>.allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        return slots
    }()

    /// Whether `type` is `Lazy<X>`, `Provider<X>` or `X?` for some `X`.
    static func contains(_ type: Any.Type) -> Bool {
        let address = Int(bitPattern: ObjectIdentifier(type))
        let slot = slots + ((address >> 4) & (slotCount - 1))
        let entry = loom_atomic_load_acquire(slot)
        if entry & ~1 == address {
            assert((entry & 1 != 0) == (type is InstanceWrapper.Type), "Loom internal error: a wrong wrapper answer is cached")
            return entry & 1 != 0
        }
        return remember(type, address: address, in: slot)
    }

    @inline(never)
    private static func remember(_ type: Any.Type, address: Int, in slot: UnsafeMutablePointer<Int>) -> Bool {
        precondition(address & 1 == 0, "Loom internal error: type metadata at an odd address")
        let isWrapper = type is InstanceWrapper.Type
        loom_atomic_store_release(slot, address | (isWrapper ? 1 : 0))
        return isWrapper
    }
}
