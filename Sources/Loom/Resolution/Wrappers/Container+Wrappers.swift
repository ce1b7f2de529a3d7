extension Container {
    /// Resolves `Lazy<X>`, `Provider<X>` and `X?` when `X` itself is registered with the same name,
    /// option and argument types.
    func resolveAsWrapper<Wrapper>(key: ServiceKey, replay: @escaping FactoryCall.Replay) -> Wrapper? {
        guard let wrapperType = Wrapper.self as? InstanceWrapper.Type else { return nil }
        let wrappedKey = ServiceKey(
            serviceType: wrapperType.wrappedType,
            argumentsType: key.argumentsType,
            name: key.name,
            option: key.option
        )
        guard let registration = registration(for: wrappedKey) else {
            return wrapperType.init(inContainer: self, withInstanceFactory: nil) as? Wrapper
        }
        // Captures this container strongly: the replayed arguments hold it as their `Resolver`
        // anyway, so a weak capture would only give it a side table (slowing every retain of it).
        let factory: (GraphIdentifier?) -> Any? = { graph in
            self.inGraph(graph) { () -> Any in
                self.behindWrapper { replay { call in self.produce(registration, call) } }
            }
        }
        return wrapperType.init(inContainer: self, withInstanceFactory: factory) as? Wrapper
    }
}

extension Container {
    /// Runs a `Lazy`'s or `Provider`'s resolution: what resolves the wrapper only holds a way to get
    /// the instance, so it captures nothing (see ``ScopePolicy/CaptiveDependencies``).
    private func behindWrapper(_ body: () -> Any) -> Any {
        guard let context = ThreadResolutions.current.context(for: hierarchyID) else { return body() }
        let outer = context.wrapperDepth
        context.wrapperDepth = context.depth
        defer { context.wrapperDepth = outer }
        return body()
    }
}
