/// The text of one rendering as it is written: its own syntax appended as it is, the words of a
/// label escaped for the format, and a label's lines broken the format's way.
///
/// ``GraphLabels`` writes every label through one, so DOT and Mermaid say the same words; a
/// rendering that writes its whole document through one makes no string per label (building each
/// label as an array of lines and joining it was most of the time of rendering a graph of 1,000
/// services to DOT: perf, benchmark row V).
struct GraphTextWriter {
    /// What has been written.
    private(set) var text = ""
    private let escapes: GraphTextEscaping.Escapes
    private let lineBreak: String
    /// The lines the current label has started.
    private var labelLines = 0

    /// A writer for DOT's double-quoted strings: lines broken by `\n`.
    static func dot(capacity: Int = 0) -> GraphTextWriter {
        GraphTextWriter(escapes: GraphTextEscaping.dotEscapes, lineBreak: "\\n", capacity: capacity)
    }

    /// A writer for Mermaid's quoted labels: lines broken by `<br/>`.
    static func mermaid(capacity: Int = 0) -> GraphTextWriter {
        GraphTextWriter(escapes: GraphTextEscaping.mermaidEscapes, lineBreak: "<br/>", capacity: capacity)
    }

    private init(escapes: GraphTextEscaping.Escapes, lineBreak: String, capacity: Int) {
        self.escapes = escapes
        self.lineBreak = lineBreak
        text.reserveCapacity(capacity)
    }

    /// Appends the format's own syntax, as it is.
    mutating func syntax(_ syntax: String) {
        text += syntax
    }

    /// Starts a label: its first line gets no line break before it.
    mutating func beginLabel() {
        labelLines = 0
    }

    /// Starts a line of the current label.
    mutating func line() {
        if labelLines > 0 { text += lineBreak }
        labelLines += 1
    }

    /// Appends words of a label, escaped for the format.
    mutating func words(_ words: String) {
        escapes.append(words, to: &text)
    }

    /// Starts a line of the current label holding `words`.
    mutating func line(_ words: String) {
        line()
        self.words(words)
    }

    /// A label of `lines`, escaped and broken the format's way.
    mutating func label(lines: [String]) {
        beginLabel()
        for line in lines { self.line(line) }
    }
}
