extension Container: CustomStringConvertible {
    /// This container's own registrations, one per line, sorted:
    /// `{ Service: Animal, Name: "cat", Factory: Resolver -> Animal, ObjectScope: graph }`.
    public var description: String {
        let lines = registry.snapshot.map { "\n    { \($0.value.describe(as: $0.key)) }" }
        return "[" + lines.sorted().joined(separator: ",") + "\n]"
    }
}
