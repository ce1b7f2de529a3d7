/// Where a property wrapper is declared: the type that declares the property (`#function` at the
/// declaration gives it), and the declaration's file and line.
@usableFromInline
struct WrapperDeclaration: Sendable {
    @usableFromInline let type: String
    @usableFromInline let file: StaticString
    @usableFromInline let line: UInt

    @inlinable
    init(type: String, file: StaticString, line: UInt) {
        self.type = type
        self.file = file
        self.line = line
    }
}
