/// Where a registration keeps the instances its ``ObjectScope`` lets it reuse.
///
/// Implement this to write a custom scope; usually `instance` is all you need, the graph-aware
/// methods have defaults that ignore the graph:
///
/// ```swift
/// final class MemoryWarningStorage: InstanceStorage {
///     var instance: Any?
/// }
/// let memoryWarning = ObjectScope(storageFactory: MemoryWarningStorage.init, description: "memoryWarning")
/// ```
///
/// Loom calls a storage only while holding that registration's lock, so a storage need not be
/// thread-safe — and must not resolve from a container itself.
public protocol InstanceStorage: AnyObject {
    /// The stored instance, or `nil`; setting `nil` discards it (`Container.resetObjectScope(_:)` does).
    var instance: Any? { get set }

    /// Called once the top-level resolution that stored an instance here has finished.
    func graphResolutionCompleted()

    /// The instance stored for `graph`, if any.
    func instance(inGraph graph: GraphIdentifier) -> Any?

    /// Stores `instance` for `graph`.
    func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier)
}

extension InstanceStorage {
    /// Does nothing.
    public func graphResolutionCompleted() {}

    /// Returns ``instance``, whatever the graph.
    public func instance(inGraph _: GraphIdentifier) -> Any? { instance }

    /// Sets ``instance``, whatever the graph.
    public func setInstance(_ instance: Any?, inGraph _: GraphIdentifier) { self.instance = instance }
}
