extension Container {
    /// Returns a resolver that also serialises factory calls across the container's hierarchy.
    ///
    /// ```swift
    /// let resolver = container.synchronize()
    /// DispatchQueue.concurrentPerform(iterations: 8) { _ in
    ///     _ = resolver.resolve(Service.self)
    /// }
    /// ```
    ///
    /// Every Loom container is already safe to use from many threads; `synchronize()` is for code that
    /// relies on Swinject's promise that factories never run concurrently. Unlike Swinject, reading an
    /// instance that is already cached takes no hierarchy-wide lock.
    ///
    /// The result is a new child `Container` on each call: registrations made on it stay in it,
    /// registrations added to this container later are visible through it. Its type is Swinject's,
    /// a plain `Resolver`, so code that stores it or conforms to a protocol with it compiles
    /// unchanged; to capture it in a task or a `@Sendable` closure in Swift 6 mode, take
    /// ``Resolver/sendable``: `let resolver = container.synchronize().sendable`.
    public func synchronize() -> Resolver {
        Container(parent: self, debugHelper: debugHelper, defaultObjectScope: defaultObjectScope, synchronized: true)
    }
}
