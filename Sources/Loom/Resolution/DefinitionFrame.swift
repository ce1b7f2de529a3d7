/// What a definition call hands its registration as the factory's argument: the resolver (the
/// container the definition was called on) and the factory of this very call.
///
/// A definition is a computed property, so each call brings its own factory, whose `self` is the
/// container it was called on. The registration a definition materialises keeps no factory of its
/// own — that would keep its container alive through the closure — but calls the frame's
/// (``DefinitionFactories``); a replacement registered with ``Definition/register(factory:)``
/// calls its own factory with the frame's resolver.
@usableFromInline
struct DefinitionFrame<Service> {
    /// The container's own `Resolver` existential (``Container/resolverArgument``), borrowed.
    @usableFromInline let resolver: UnsafeMutablePointer<Resolver>
    @usableFromInline let make: (Resolver) throws -> Service

    @inlinable
    init(resolver: UnsafeMutablePointer<Resolver>, make: @escaping (Resolver) throws -> Service) {
        self.resolver = resolver
        self.make = make
    }
}

/// ``DefinitionFrame`` for a ``ParameterDefinition``: the call's parameter too.
@usableFromInline
struct ParameterDefinitionFrame<Parameter, Service> {
    @usableFromInline let resolver: UnsafeMutablePointer<Resolver>
    @usableFromInline let parameter: Parameter
    @usableFromInline let make: (Resolver, Parameter) throws -> Service

    @inlinable
    init(resolver: UnsafeMutablePointer<Resolver>, parameter: Parameter, make: @escaping (Resolver, Parameter) throws -> Service) {
        self.resolver = resolver
        self.parameter = parameter
        self.make = make
    }
}

/// The erased factories stored in a definition's registrations: each reads the frame the call
/// passed (the registration's key guarantees its type).
enum DefinitionFactories {
    /// Calls the frame's own factory: the registration a definition materialises.
    static func callingFrame<Service>(of _: Service.Type) -> ErasedFactory {
        { arguments in
            let frame = arguments.assumingMemoryBound(to: DefinitionFrame<Service>.self)
            return instance(of: Service.self, resolver: frame.pointee.resolver.pointee, frame.pointee.make)
        }
    }

    /// Calls `replacement` with the frame's resolver: a registration made by `register(factory:)`.
    static func replacing<Service>(with replacement: @escaping (Resolver) throws -> Service) -> ErasedFactory {
        { arguments in
            let frame = arguments.assumingMemoryBound(to: DefinitionFrame<Service>.self)
            return instance(of: Service.self, resolver: frame.pointee.resolver.pointee, replacement)
        }
    }

    /// ``callingFrame(of:)`` for a parameter definition.
    static func callingFrame<Parameter, Service>(of _: Service.Type, parameter _: Parameter.Type) -> ErasedFactory {
        { arguments in
            let frame = arguments.assumingMemoryBound(to: ParameterDefinitionFrame<Parameter, Service>.self)
            return instance(of: Service.self, resolver: frame.pointee.resolver.pointee) { resolver in
                try frame.pointee.make(resolver, frame.pointee.parameter)
            }
        }
    }

    /// ``replacing(with:)`` for a parameter definition.
    static func replacing<Parameter, Service>(with replacement: @escaping (Resolver, Parameter) throws -> Service) -> ErasedFactory {
        { arguments in
            let frame = arguments.assumingMemoryBound(to: ParameterDefinitionFrame<Parameter, Service>.self)
            return instance(of: Service.self, resolver: frame.pointee.resolver.pointee) { resolver in
                try replacement(resolver, frame.pointee.parameter)
            }
        }
    }

    /// What `make` returns for `resolver`; when it throws, the refusal a throwing registration's
    /// factory gives, the error reported as for that registration.
    @inline(__always)
    private static func instance<Service>(of _: Service.Type, resolver: Resolver, _ make: (Resolver) throws -> Service) -> Any {
        do {
            return try make(resolver)
        } catch {
            return Container.factoryThrew(error, resolver: resolver, serviceType: Service.self)
        }
    }
}
