/// One of the implementations a scenario is measured with.
public enum Contender: String, CaseIterable, Sendable {
    /// The hand-written minimum: a dictionary of closures, the call and an `as!` cast.
    case minimum
    /// Loom, the container under test.
    case loom
    /// Swinject 2.10, used the way its users use it.
    case swinject

    /// The name the table prints.
    public var displayName: String {
        switch self {
        case .minimum: "minimum"
        case .loom: "Loom"
        case .swinject: "Swinject"
        }
    }
}
