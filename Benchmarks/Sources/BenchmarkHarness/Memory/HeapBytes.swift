import CHeapBytes

/// Bytes the process has allocated on the heap and not yet freed, from the allocator itself: exact
/// to the byte, in-process, unlike the resident size. glibc only (`mallinfo2`); `nil` elsewhere.
public enum HeapBytes {
    /// The allocator's count of bytes in use, or `nil` where it cannot be read.
    public static func inUse() -> Int? {
        let bytes = benchmark_heap_bytes_in_use()
        return bytes < 0 ? nil : Int(bytes)
    }
}
