/// A Markdown table whose columns line up in a terminal as well.
public struct TextTable {
    /// How a column aligns its cells.
    public enum Alignment { case left, right }

    private let headers: [String]
    private let alignments: [Alignment]
    private var rows: [[String]] = []

    /// A table with these columns.
    public init(_ columns: [(String, Alignment)]) {
        headers = columns.map(\.0)
        alignments = columns.map(\.1)
    }

    /// Appends a row; it must have one cell per column.
    public mutating func append(_ row: [String]) {
        precondition(row.count == headers.count, "a row needs \(headers.count) cells")
        rows.append(row)
    }

    /// The table as Markdown, padded so the columns line up.
    public func render() -> String {
        let widths = headers.indices.map { column in
            ([headers] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - cells[column].count)
                return alignments[column] == .left ? cells[column] + padding : padding + cells[column]
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = headers.indices.map { column in
            alignments[column] == .left
                ? String(repeating: "-", count: widths[column] + 2)
                : String(repeating: "-", count: widths[column] + 1) + ":"
        }
        return ([line(headers), "|" + rule.joined(separator: "|") + "|"] + rows.map(line)).joined(separator: "\n")
    }
}
