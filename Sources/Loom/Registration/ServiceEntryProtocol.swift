/// The type-erased view of a ``ServiceEntry`` that the registry and the resolution path work with.
protocol ServiceEntryProtocol: AnyObject {
    var serviceType: Any.Type { get }
    var argumentsType: Any.Type { get }
    /// The factory, of type `(Arguments) -> Any` for the entry's `argumentsType`.
    var factory: Any { get }
    var objectScope: ObjectScopeProtocol { get }
    /// The storage (created on first use, as in Swinject).
    var storage: InstanceStorage { get }

    /// The name it was registered under (for diagnostics).
    var registeredName: String? { get }

    /// What a resolution needs to know, read under one lock: the instance cached for `graph`, how
    /// the storage shares instances, and whether `initCompleted` closures exist.
    func prepare(in graph: GraphIdentifier) -> (instance: Any?, policy: CachePolicy, hasInitCompleted: Bool)
    /// Stores `instance` for `graph` unless a nested resolution stored one first; returns the winner.
    func store(_ instance: Any, in graph: GraphIdentifier) -> (instance: Any, isNew: Bool)
    /// Tells the storage that the graph that stored an instance has completed.
    func graphResolutionCompleted()
    /// Discards stored instances if the entry is in `scope`; returns whether it was.
    func reset(ifIn scope: ObjectScopeProtocol) -> Bool
    /// Runs the `initCompleted` closures on a newly created instance; `false` if there are none.
    func runInitCompleted(resolver: Resolver, instance: Any)

    func describeWithKey(_ key: ServiceKey) -> String
}
