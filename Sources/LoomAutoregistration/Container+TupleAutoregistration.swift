import Loom

// Initializers of one tuple parameter, `{ (deps: (Clock, Catalog)) in … }`: SwinjectAutoregistration
// accepts them, but handed to the pack-based `autoregister(_:name:initializer:)` such a function has to
// be reabstracted through the pack, which crashes the Swift 6.3 compiler (SILGen). These overloads take
// the tuple-parameter function as it is, one per element count, so that nothing reabstracts it: each
// resolves the elements by type and calls the initializer with the tuple.

extension Container {
    /// Registers `service`, built by an initializer that takes its dependencies as one tuple; each
    /// element is resolved by its type.
    ///
    /// ```swift
    /// container.autoregister(LoanService.self, initializer: { (deps: (Clock, Catalog)) in
    ///     LoanService(clock: deps.0, catalog: deps.1)
    /// })
    /// let loans = container.resolve(LoanService.self)!
    /// ```
    ///
    /// Registers the same as `autoregister(_:name:initializer:)` with a function of separate
    /// parameters: the key has no runtime arguments, and resolving stops the process with a message
    /// naming each missing type when an element cannot be resolved. Tuples of 2 to 9 elements work.
    ///
    /// - Parameters:
    ///   - service: The registered type, usually a protocol.
    ///   - name: Tells apart several registrations of one type.
    ///   - initializer: Creates the instance from the tuple of its dependencies.
    /// - Returns: The registration, to set its scope, `initCompleted` or forwarded types.
    @discardableResult
    public func autoregister<Service, A, B>(
        _ service: Service.Type,
        name: String? = nil,
        initializer: @escaping ((A, B)) -> Service
    ) -> ServiceEntry<Service> {
        register(service, name: name) { (resolver: Resolver) -> Service in
            let a = resolver.resolve(A.self)
            let b = resolver.resolve(B.self)
            AutoregistrationFailure.stopIfAnyIsMissing(a, b, building: Service.self, name: name, arguments: [])
            return initializer((a!, b!))
        }
    }

    /// Registers `service`, built by an initializer that takes its 3 dependencies as one tuple; each
    /// element is resolved by its type.
    ///
    /// ```swift
    /// container.autoregister(Shelf.self, initializer: { (deps: (D1, D2, D3)) in
    ///     Shelf(deps)
    /// })
    /// ```
    ///
    /// See the two-element form for the details.
    ///
    /// - Parameters:
    ///   - service: The registered type, usually a protocol.
    ///   - name: Tells apart several registrations of one type.
    ///   - initializer: Creates the instance from the tuple of its dependencies.
    /// - Returns: The registration, to set its scope, `initCompleted` or forwarded types.
    @discardableResult
    public func autoregister<Service, A, B, C>(
        _ service: Service.Type,
        name: String? = nil,
        initializer: @escaping ((A, B, C)) -> Service
    ) -> ServiceEntry<Service> {
        register(service, name: name) { (resolver: Resolver) -> Service in
            let a = resolver.resolve(A.self)
            let b = resolver.resolve(B.self)
            let c = resolver.resolve(C.self)
            AutoregistrationFailure.stopIfAnyIsMissing(a, b, c, building: Service.self, name: name, arguments: [])
            return initializer((a!, b!, c!))
        }
    }

    /// Registers `service`, built by an initializer that takes its 4 dependencies as one tuple; each
    /// element is resolved by its type.
    ///
    /// ```swift
    /// container.autoregister(Shelf.self, initializer: { (deps: (D1, D2, D3, D4)) in
    ///     Shelf(deps)
    /// })
    /// ```
    ///
    /// See the two-element form for the details.
    ///
    /// - Parameters:
    ///   - service: The registered type, usually a protocol.
    ///   - name: Tells apart several registrations of one type.
    ///   - initializer: Creates the instance from the tuple of its dependencies.
    /// - Returns: The registration, to set its scope, `initCompleted` or forwarded types.
    @discardableResult
    public func autoregister<Service, A, B, C, D>(
        _ service: Service.Type,
        name: String? = nil,
        initializer: @escaping ((A, B, C, D)) -> Service
    ) -> ServiceEntry<Service> {
        register(service, name: name) { (resolver: Resolver) -> Service in
            let a = resolver.resolve(A.self)
            let b = resolver.resolve(B.self)
            let c = resolver.resolve(C.self)
            let d = resolver.resolve(D.self)
            AutoregistrationFailure.stopIfAnyIsMissing(a, b, c, d, building: Service.self, name: name, arguments: [])
            return initializer((a!, b!, c!, d!))
        }
    }

    /// Registers `service`, built by an initializer that takes its 5 dependencies as one tuple; each
    /// element is resolved by its type.
    ///
    /// ```swift
    /// container.autoregister(Shelf.self, initializer: { (deps: (D1, D2, D3, D4, D5)) in
    ///     Shelf(deps)
    /// })
    /// ```
    ///
    /// See the two-element form for the details.
    ///
    /// - Parameters:
    ///   - service: The registered type, usually a protocol.
    ///   - name: Tells apart several registrations of one type.
    ///   - initializer: Creates the instance from the tuple of its dependencies.
    /// - Returns: The registration, to set its scope, `initCompleted` or forwarded types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E>(
        _ service: Service.Type,
        name: String? = nil,
        initializer: @escaping ((A, B, C, D, E)) -> Service
    ) -> ServiceEntry<Service> {
        register(service, name: name) { (resolver: Resolver) -> Service in
            let a = resolver.resolve(A.self)
            let b = resolver.resolve(B.self)
            let c = resolver.resolve(C.self)
            let d = resolver.resolve(D.self)
            let e = resolver.resolve(E.self)
            AutoregistrationFailure.stopIfAnyIsMissing(a, b, c, d, e, building: Service.self, name: name, arguments: [])
            return initializer((a!, b!, c!, d!, e!))
        }
    }

    /// Registers `service`, built by an initializer that takes its 6 dependencies as one tuple; each
    /// element is resolved by its type.
    ///
    /// ```swift
    /// container.autoregister(Shelf.self, initializer: { (deps: (D1, D2, D3, D4, D5, D6)) in
    ///     Shelf(deps)
    /// })
    /// ```
    ///
    /// See the two-element form for the details.
    ///
    /// - Parameters:
    ///   - service: The registered type, usually a protocol.
    ///   - name: Tells apart several registrations of one type.
    ///   - initializer: Creates the instance from the tuple of its dependencies.
    /// - Returns: The registration, to set its scope, `initCompleted` or forwarded types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F>(
        _ service: Service.Type,
        name: String? = nil,
        initializer: @escaping ((A, B, C, D, E, F)) -> Service
    ) -> ServiceEntry<Service> {
        register(service, name: name) { (resolver: Resolver) -> Service in
            let a = resolver.resolve(A.self)
            let b = resolver.resolve(B.self)
            let c = resolver.resolve(C.self)
            let d = resolver.resolve(D.self)
            let e = resolver.resolve(E.self)
            let f = resolver.resolve(F.self)
            AutoregistrationFailure.stopIfAnyIsMissing(a, b, c, d, e, f, building: Service.self, name: name, arguments: [])
            return initializer((a!, b!, c!, d!, e!, f!))
        }
    }

    /// Registers `service`, built by an initializer that takes its 7 dependencies as one tuple; each
    /// element is resolved by its type.
    ///
    /// ```swift
    /// container.autoregister(Shelf.self, initializer: { (deps: (D1, D2, D3, D4, D5, D6, D7)) in
    ///     Shelf(deps)
    /// })
    /// ```
    ///
    /// See the two-element form for the details.
    ///
    /// - Parameters:
    ///   - service: The registered type, usually a protocol.
    ///   - name: Tells apart several registrations of one type.
    ///   - initializer: Creates the instance from the tuple of its dependencies.
    /// - Returns: The registration, to set its scope, `initCompleted` or forwarded types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G>(
        _ service: Service.Type,
        name: String? = nil,
        initializer: @escaping ((A, B, C, D, E, F, G)) -> Service
    ) -> ServiceEntry<Service> {
        register(service, name: name) { (resolver: Resolver) -> Service in
            let a = resolver.resolve(A.self)
            let b = resolver.resolve(B.self)
            let c = resolver.resolve(C.self)
            let d = resolver.resolve(D.self)
            let e = resolver.resolve(E.self)
            let f = resolver.resolve(F.self)
            let g = resolver.resolve(G.self)
            AutoregistrationFailure.stopIfAnyIsMissing(a, b, c, d, e, f, g, building: Service.self, name: name, arguments: [])
            return initializer((a!, b!, c!, d!, e!, f!, g!))
        }
    }

    /// Registers `service`, built by an initializer that takes its 8 dependencies as one tuple; each
    /// element is resolved by its type.
    ///
    /// ```swift
    /// container.autoregister(Shelf.self, initializer: { (deps: (D1, D2, D3, D4, D5, D6, D7, D8)) in
    ///     Shelf(deps)
    /// })
    /// ```
    ///
    /// See the two-element form for the details.
    ///
    /// - Parameters:
    ///   - service: The registered type, usually a protocol.
    ///   - name: Tells apart several registrations of one type.
    ///   - initializer: Creates the instance from the tuple of its dependencies.
    /// - Returns: The registration, to set its scope, `initCompleted` or forwarded types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H>(
        _ service: Service.Type,
        name: String? = nil,
        initializer: @escaping ((A, B, C, D, E, F, G, H)) -> Service
    ) -> ServiceEntry<Service> {
        register(service, name: name) { (resolver: Resolver) -> Service in
            let a = resolver.resolve(A.self)
            let b = resolver.resolve(B.self)
            let c = resolver.resolve(C.self)
            let d = resolver.resolve(D.self)
            let e = resolver.resolve(E.self)
            let f = resolver.resolve(F.self)
            let g = resolver.resolve(G.self)
            let h = resolver.resolve(H.self)
            AutoregistrationFailure.stopIfAnyIsMissing(a, b, c, d, e, f, g, h, building: Service.self, name: name, arguments: [])
            return initializer((a!, b!, c!, d!, e!, f!, g!, h!))
        }
    }

    /// Registers `service`, built by an initializer that takes its 9 dependencies as one tuple; each
    /// element is resolved by its type.
    ///
    /// ```swift
    /// container.autoregister(Shelf.self, initializer: { (deps: (D1, D2, D3, D4, D5, D6, D7, D8, D9)) in
    ///     Shelf(deps)
    /// })
    /// ```
    ///
    /// See the two-element form for the details.
    ///
    /// - Parameters:
    ///   - service: The registered type, usually a protocol.
    ///   - name: Tells apart several registrations of one type.
    ///   - initializer: Creates the instance from the tuple of its dependencies.
    /// - Returns: The registration, to set its scope, `initCompleted` or forwarded types.
    @discardableResult
    public func autoregister<Service, A, B, C, D, E, F, G, H, I>(
        _ service: Service.Type,
        name: String? = nil,
        initializer: @escaping ((A, B, C, D, E, F, G, H, I)) -> Service
    ) -> ServiceEntry<Service> {
        register(service, name: name) { (resolver: Resolver) -> Service in
            let a = resolver.resolve(A.self)
            let b = resolver.resolve(B.self)
            let c = resolver.resolve(C.self)
            let d = resolver.resolve(D.self)
            let e = resolver.resolve(E.self)
            let f = resolver.resolve(F.self)
            let g = resolver.resolve(G.self)
            let h = resolver.resolve(H.self)
            let i = resolver.resolve(I.self)
            AutoregistrationFailure.stopIfAnyIsMissing(a, b, c, d, e, f, g, h, i, building: Service.self, name: name, arguments: [])
            return initializer((a!, b!, c!, d!, e!, f!, g!, h!, i!))
        }
    }
}
