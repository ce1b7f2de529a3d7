/// The missing required assemblies and cycles of requirements an ``Assembler`` met, kept for
/// `verify()`.
///
/// `@unchecked Sendable`: `messages` is only touched with `lock` held.
final class ModuleProblems: @unchecked Sendable {
    private let lock = Lock()
    private var messages: [String] = []

    func append(_ more: [String]) {
        guard !more.isEmpty else { return }
        lock.withLock { messages += more }
    }

    var problems: [VerificationReport.Problem] {
        lock.withLock { messages }.map { message in
            VerificationReport.Problem(kind: .module, cause: Self.cause(of: message), paths: [], explanation: message)
        }
    }

    /// The first sentence without the prefix: `CheckoutAssembly requires PaymentsAssembly, …`.
    private static func cause(of message: String) -> String {
        let text = message.hasPrefix("Loom: ") ? String(message.dropFirst(6)) : message
        return text.split(separator: ".", maxSplits: 1).first.map(String.init) ?? text
    }
}
