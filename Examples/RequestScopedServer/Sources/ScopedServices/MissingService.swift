/// A service could not be resolved: no registration, or no current id of its scope.
public struct MissingService: Error, CustomStringConvertible {
    /// The service's type name.
    public let typeName: String

    /// The error for a service of `type`.
    public init(_ type: Any.Type) {
        self.typeName = String(describing: type)
    }

    /// Says which service is missing.
    public var description: String { "no \(typeName) could be resolved" }
}
