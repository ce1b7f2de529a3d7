// Every `@inline(__always)` in this file is on the resolve path and was measured only together with
// the rest of Loom's (Benchmarks/README.md, *Inlining*): all out of line, A 749 → 840,
// C 17,898 → 21,858, F 5,294 → 5,886 instructions.

/// What a definition call hands its registration as the factory's argument: the resolver (the
/// container the definition was called on) and the factory of this very call.
///
/// A definition is a computed property, so each call brings its own factory, whose `self` is the
/// container it was called on. The registration a definition materialises keeps no factory of its
/// own — that would keep its container alive through the closure — but calls the frame's
/// (``DefinitionFactories``); a replacement registered with ``Definition/register(factory:)``
/// calls its own factory with the frame's resolver.
///
/// The container is held unretained, so that making a frame retains nothing. Measured under
/// callgrind against a frame holding it strongly: AK 1,028 against 1,049 instructions per call, AH
/// 999 against 1,066, CK 21,051 against 21,243 per root, I1 2,105 against 2,153 (AS, whose factory
/// captures `self`, 1,079 against 1,070). It is safe because a frame never outlives the call that
/// made it and is read only while that very container is running a method: it exists only behind
/// the pointer `withUnsafePointer` gives inside `Container.resolveDefinition`, called on the
/// container the frame holds — which keeps it alive until that method returns — and the
/// registration's factory reads it synchronously, inside that method, as a borrowed reference
/// (`_withUnsafeGuaranteedRef`). `aContainerIsReleasedAfterItsDefinitionsWereCalled` fails if the
/// reference counts stop balancing; `aDefinitionOfAContainerNobodyElseHoldsIsCalledSafely` calls
/// definitions of containers that only the call keeps alive.
@usableFromInline
struct DefinitionFrame<Service> {
    @usableFromInline let container: Unmanaged<Container>
    /// `var` only so that it can be passed `inout`, in place (see ``DefinitionFactories``); never written.
    @usableFromInline var make: (Resolver) throws -> Service

    @usableFromInline
    init(container: Container, make: @escaping (Resolver) throws -> Service) {
        self.container = .passUnretained(container)
        self.make = make
    }
}

/// ``DefinitionFrame`` for a ``ParameterDefinition``: the call's parameter too.
struct ParameterDefinitionFrame<Parameter, Service> {
    let container: Unmanaged<Container>
    /// `var`, as ``DefinitionFrame/make`` is: passed in place, never written.
    var parameter: Parameter
    var make: (Resolver, Parameter) throws -> Service

    init(container: Container, parameter: Parameter, make: @escaping (Resolver, Parameter) throws -> Service) {
        self.container = .passUnretained(container)
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
///
/// **Passed in place.** What a factory is called with — the frame's factory and parameter, and the
/// container's own `Resolver` (``Container/resolverArgument``) — is passed `inout`, because the
/// compiler hands an `inout` argument's address straight to the callee, where for an ordinary
/// argument read through a pointer it first copies the value (it cannot prove the call leaves that
/// memory alone): for the `Resolver`, a retain, a release and a destruction through value
/// witnesses; for the factory, a retain and a release of its context. Nothing is ever written
/// through these accesses — which is why the frame may stay the immutable value
/// `Container.resolveDefinition` points at (making it a `var` for a mutable pointer cost 12
/// instructions a call). Measured under callgrind against a `Resolver` made of the container for
/// each call: AK 1,028 → 924 instructions per call, AS 1,079 → 954.
@usableFromInline
enum DefinitionFactories {
    /// Calls the frame's own factory: the registration a definition materialises.
    // @inlinable: rows AK, AS, CK (the factory a transient definition calls): AK 804 → 822, AS 853 → 871, CK 17,234 → 17,459 instructions without it.
    @inlinable
    static func callingFrame<Service>(of _: Service.Type) -> (UnsafeRawPointer) -> Any {
        { arguments in
            let frame = UnsafeMutableRawPointer(mutating: arguments).assumingMemoryBound(to: DefinitionFrame<Service>.self)
            return frame.pointee.container._withUnsafeGuaranteedRef { container in
                instance(of: Service.self, resolver: &container.resolverArgument.pointee, make: &frame.pointee.make)
            }
        }
    }

    /// Calls `replacement` with the frame's resolver: a registration made by `register(factory:)`.
    static func replacing<Service>(with replacement: @escaping (Resolver) throws -> Service) -> (UnsafeRawPointer) -> Any {
        { arguments in
            var replacement = replacement
            let frame = arguments.assumingMemoryBound(to: DefinitionFrame<Service>.self)
            return frame.pointee.container._withUnsafeGuaranteedRef { container in
                instance(of: Service.self, resolver: &container.resolverArgument.pointee, make: &replacement)
            }
        }
    }

    /// ``callingFrame(of:)`` for a parameter definition.
    static func callingFrame<Parameter, Service>(of _: Service.Type, parameter _: Parameter.Type) -> (UnsafeRawPointer) -> Any {
        { arguments in
            let frame = UnsafeMutableRawPointer(mutating: arguments)
                .assumingMemoryBound(to: ParameterDefinitionFrame<Parameter, Service>.self)
            return frame.pointee.container._withUnsafeGuaranteedRef { container in
                instance(
                    of: Service.self, resolver: &container.resolverArgument.pointee,
                    make: &frame.pointee.make, parameter: &frame.pointee.parameter)
            }
        }
    }

    /// ``replacing(with:)`` for a parameter definition.
    static func replacing<Parameter, Service>(with replacement: @escaping (Resolver, Parameter) throws -> Service) -> (UnsafeRawPointer) -> Any {
        { arguments in
            var replacement = replacement
            let frame = UnsafeMutableRawPointer(mutating: arguments)
                .assumingMemoryBound(to: ParameterDefinitionFrame<Parameter, Service>.self)
            return frame.pointee.container._withUnsafeGuaranteedRef { container in
                instance(
                    of: Service.self, resolver: &container.resolverArgument.pointee,
                    make: &replacement, parameter: &frame.pointee.parameter)
            }
        }
    }

    /// What `make` returns for `resolver`; when it throws, the refusal a throwing registration's
    /// factory gives, the error reported as for that registration. Everything is passed in place
    /// (see above).
    @usableFromInline @inline(__always)
    static func instance<Service>(
        of _: Service.Type, resolver: inout Resolver, make: inout (Resolver) throws -> Service
    ) -> Any {
        #if DEBUG
        let passedInPlace = PassedInPlace(resolver)
        defer { passedInPlace.assertUnwritten(resolver) }
        #endif
        do {
            return try make(resolver)
        } catch {
            return Container.factoryThrew(error, resolver: resolver, serviceType: Service.self)
        }
    }

    /// ``instance(of:resolver:make:)`` for a parameter definition's factory. A copy rather than one
    /// function both call with a closure around the factory: through that closure the factory was no
    /// longer called in place (callgrind: AK 806 → 834, AS 853 → 902, CK 17,203 → 17,790).
    @inline(__always)
    static func instance<Parameter, Service>(
        of _: Service.Type, resolver: inout Resolver,
        make: inout (Resolver, Parameter) throws -> Service, parameter: inout Parameter
    ) -> Any {
        #if DEBUG
        let passedInPlace = PassedInPlace(resolver)
        defer { passedInPlace.assertUnwritten(resolver) }
        #endif
        do {
            return try make(resolver, parameter)
        } catch {
            return Container.factoryThrew(error, resolver: resolver, serviceType: Service.self)
        }
    }
}

#if DEBUG
/// Debug builds' check of what ``DefinitionFactories`` passes `inout` only to pass it in place:
/// the container's own `Resolver` is still the same object after the factory ran.
struct PassedInPlace {
    let resolver: ObjectIdentifier

    init(_ resolver: Resolver) {
        self.resolver = ObjectIdentifier(resolver as AnyObject)
    }

    func assertUnwritten(_ resolver: Resolver) {
        assert(ObjectIdentifier(resolver as AnyObject) == self.resolver, "Loom internal error: a resolver passed in place was written")
    }
}
#endif
