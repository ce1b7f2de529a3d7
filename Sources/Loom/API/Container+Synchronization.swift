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
    /// registrations added to this container later are visible through it. It is `Sendable`, so it
    /// can be captured by tasks and `@Sendable` closures in Swift 6 mode (Swinject's returns a plain
    /// `Resolver`; every use of that compiles against this one).
    public func synchronize() -> any Resolver & Sendable {
        Container(parent: self, debugHelper: debugHelper, defaultObjectScope: defaultObjectScope, synchronized: true)
    }
}
