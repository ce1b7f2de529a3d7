/// How many single-character edits — insertions, deletions, substitutions, swaps of two
/// neighbours — turn one name into another, ignoring case: `"paymnets"` is 1 from `"payments"`.
/// Diagnostics use it to put the names nearest a typo first and to suggest one.
struct EditDistance {
    let value: Int

    init(_ source: String, _ target: String) {
        let a = Array(source.lowercased()), b = Array(target.lowercased())
        guard !a.isEmpty else { value = b.count; return }
        guard !b.isEmpty else { value = a.count; return }
        // Rows of the optimal-string-alignment table: two back for a swap, one back, this one.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        value = previous[b.count]
    }

    /// Whether another name this far from `name` is likely what was meant: at most one edit for a
    /// short name, two from five characters, three from twelve (0: they differ only in case).
    static func isTypo(_ distance: Int, of name: String) -> Bool {
        distance <= (name.count < 5 ? 1 : name.count < 12 ? 2 : 3)
    }
}
