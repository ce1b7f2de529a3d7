extension ServiceEntry {
    /// Leaves this registration out of `verify()`, which would otherwise call its factory once in a
    /// sandbox — for a factory with effects outside the container (it opens a connection, writes
    /// a file). The report lists it as not verified, with `reason`.
    ///
    /// ```swift
    /// container.register(Database.self) { _ in try! Database.open(at: path) }
    ///     .inObjectScope(.container)
    ///     .excludedFromVerification("opens the database file")
    /// ```
    @discardableResult
    public func excludedFromVerification(_ reason: String = "excluded by its registration") -> Self {
        registration.excludedFromVerification = reason
        return self
    }
}
