/// Identifies one object graph: everything a single top-level `resolve` creates.
///
/// Every top-level resolution gets a fresh identifier; nested resolutions share it, and graph-scoped
/// services are cached per identifier. Inside a factory, ask for the current one with
/// `r.resolve(GraphIdentifier.self)` and later resolve into the same graph with
/// ``Container/withObjectGraph(_:closure:)``:
///
/// ```swift
/// container.register(Session.self) { r in
///     Session(graph: r.resolve(GraphIdentifier.self)!)
/// }
/// ```
///
/// Identifiers are unique within the process. Loom numbers them per thread (no lock, no
/// random-number system call), so creating one costs a few instructions.
public struct GraphIdentifier: Identifiable, Hashable, Sendable {
    /// The identifier's process-unique number.
    public let id: UInt64
}
