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
///
/// Inlinable, so that the factory a definition call materialises is made — and compiled — for its
/// service type in the module that calls it, as `register`'s is: generic, it copied the frame's
/// `Resolver` (a retain and a release of the container through value witnesses) and boxed the
/// instance through the runtime on every call.
@usableFromInline
enum DefinitionFactories {
    /// Calls the frame's own factory: the registration a definition materialises.
    @inlinable
    static func callingFrame<Service>(of _: Service.Type) -> (UnsafeRawPointer) -> Any {
        { arguments in
            let frame = arguments.assumingMemoryBound(to: DefinitionFrame<Service>.self)
            return instance(of: Service.self, resolver: UnsafePointer(frame.pointee.resolver), frame.pointee.make)
        }
    }

    /// Calls `replacement` with the frame's resolver: a registration made by `register(factory:)`.
    static func replacing<Service>(with replacement: @escaping (Resolver) throws -> Service) -> (UnsafeRawPointer) -> Any {
        { arguments in
            let frame = arguments.assumingMemoryBound(to: DefinitionFrame<Service>.self)
            return instance(of: Service.self, resolver: UnsafePointer(frame.pointee.resolver), replacement)
        }
    }

    /// ``callingFrame(of:)`` for a parameter definition.
    @inlinable
    static func callingFrame<Parameter, Service>(of _: Service.Type, parameter _: Parameter.Type) -> (UnsafeRawPointer) -> Any {
        { arguments in
            let frame = arguments.assumingMemoryBound(to: ParameterDefinitionFrame<Parameter, Service>.self)
            return instance(of: Service.self, resolver: UnsafePointer(frame.pointee.resolver)) { resolver in
                try frame.pointee.make(resolver, frame.pointee.parameter)
            }
        }
    }

    /// ``replacing(with:)`` for a parameter definition.
    static func replacing<Parameter, Service>(with replacement: @escaping (Resolver, Parameter) throws -> Service) -> (UnsafeRawPointer) -> Any {
        { arguments in
            let frame = arguments.assumingMemoryBound(to: ParameterDefinitionFrame<Parameter, Service>.self)
            return instance(of: Service.self, resolver: UnsafePointer(frame.pointee.resolver)) { resolver in
                try replacement(resolver, frame.pointee.parameter)
            }
        }
    }

    /// What `make` returns for the resolver at `resolver`; when it throws, the refusal a throwing
    /// registration's factory gives, the error reported as for that registration.
    ///
    /// The resolver is handed to `make` in place, through its pointer, as a registration's factory
    /// gets it: a `Resolver` parameter read out of the frame was copied — a retain and a release of
    /// the container through the existential's value witnesses, about 70 instructions per call
    /// (callgrind, scenario AK).
    @inlinable @inline(__always)
    static func instance<Service>(
        of _: Service.Type, resolver: UnsafePointer<Resolver>, _ make: (Resolver) throws -> Service
    ) -> Any {
        do {
            return try make(resolver.pointee)
        } catch {
            return Container.factoryThrew(error, resolver: resolver.pointee, serviceType: Service.self)
        }
    }
}
