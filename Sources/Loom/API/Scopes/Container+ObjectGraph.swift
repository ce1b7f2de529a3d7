extension Container {
    /// Runs `closure` as one resolution in the object graph `identifier`: graph-scoped services it
    /// resolves are shared with everything else resolved in that graph, while they are alive.
    ///
    /// ```swift
    /// var graph: GraphIdentifier?
    /// container.register(Screen.self) { r in
    ///     graph = r.resolve(GraphIdentifier.self)
    ///     return Screen(model: r.resolve(Model.self)!)
    /// }
    /// let screen = container.resolve(Screen.self)!
    /// let sameModel = container.withObjectGraph(graph!) { $0.resolve(Model.self) }
    /// ```
    public func withObjectGraph<T>(_ identifier: GraphIdentifier, closure: (Container) throws -> T) rethrows -> T {
        try synchronizedIfNeeded {
            let state = ThreadResolutions.current
            let context = state.enterContext(for: hierarchyID, graph: identifier)
            guard context.push(nil) else {
                stopForCircularDependency(path: context.path)
            }
            let previous = context.graph
            context.graph = identifier
            context.graphEscaped = true
            defer {
                context.graph = previous
                context.pop()
                state.finishIfDone(context)
            }
            return try closure(self)
        }
    }

    /// The graph of the resolution in progress on this thread, or the one restored for the next.
    ///
    /// Reading it marks the graph as escaped: it may be resumed later, so its graph-scoped instances
    /// are remembered (weakly) when it completes.
    var currentObjectGraph: GraphIdentifier? {
        let state = ThreadResolutions.current
        guard let context = state.context(for: hierarchyID) else { return state.restoredGraph(for: hierarchyID) }
        context.graphEscaped = true
        return context.graph
    }

    /// Makes the next top-level resolution on this thread use `identifier` as its graph.
    func restoreObjectGraph(_ identifier: GraphIdentifier) {
        ThreadResolutions.current.restore(identifier, for: hierarchyID, anchor: hierarchyLock)
    }

    /// Runs `body` in `graph` (a `Lazy` replaying its graph) or, for `nil`, in the current graph or a
    /// new one; puts the previous graph back afterwards.
    func inGraph<T>(_ graph: GraphIdentifier?, _ body: () -> T) -> T {
        let state = ThreadResolutions.current
        if let context = state.context(for: hierarchyID) {
            let previous = context.graph
            if let graph {
                context.graph = graph
                context.graphEscaped = true
            }
            defer { context.graph = previous }
            return body()
        }
        guard let graph else { return body() }
        let context = state.enterContext(for: hierarchyID, graph: graph)
        defer { state.finishIfDone(context) }
        return body()
    }
}
