/// Where a property wrapper is declared: the type that declares the property (`#function` at the
/// declaration gives it), and the declaration's file and line.
///
/// Static strings only, so that the owner's deinit has nothing to release here (see ``Injected``).
@usableFromInline
struct WrapperDeclaration: Sendable {
    @usableFromInline let type: StaticString
    @usableFromInline let file: StaticString
    @usableFromInline let line: UInt

    @usableFromInline
    init(type: StaticString, file: StaticString, line: UInt) {
        self.type = type
        self.file = file
        self.line = line
    }
}
