extension ServiceEntry {
    /// Makes this registration also answer for `type` (and `name`), sharing its factory, scope and
    /// instances.
    ///
    /// ```swift
    /// container.register(Dog.self) { _ in Dog() }
    ///     .implements(Animal.self)
    /// container.resolve(Animal.self)  // the Dog
    /// ```
    @discardableResult
    public func implements<T>(_ type: T.Type, name: String? = nil) -> ServiceEntry<Service> {
        registry?.forward(type, name: name, to: self)
        return self
    }

    /// Makes this registration also answer for each of the given types (two or more).
    ///
    /// ```swift
    /// container.register(Dog.self) { _ in Dog() }
    ///     .implements(Animal.self, Pet.self, Friend.self)
    /// ```
    @discardableResult
    public func implements<T1, T2, each T>(
        _ type1: T1.Type,
        _ type2: T2.Type,
        _ types: repeat (each T).Type
    ) -> ServiceEntry<Service> {
        forward(type1)
        forward(type2)
        repeat forward(each types)
        return self
    }

    private func forward<T>(_ type: T.Type) {
        registry?.forward(type, name: nil, to: self)
    }
}
