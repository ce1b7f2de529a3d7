// What the compiler says for an `@LazyInjected(\.x)` property that cannot hold what `x` makes: the
// overloads and messages of `Injected+Mismatches.swift`, for this wrapper's initialiser. Checked by
// scripts/check-definition-property-types.sh.

extension LazyInjected {
    /// Unavailable: the definition makes another type than the property's.
    @available(
        *, unavailable,
        message: "the definition makes another type than this property's: declare the property with the T of its Definition<T> (or leave the type out), or inject a definition that makes the property's type"
    )
    public init<Service>(_ definition: @escaping @Sendable (Container) -> Definition<Service>) {
        fatalError("unavailable")
    }

    /// Unavailable: an optional property for a definition that never makes `nil`.
    @available(
        *, unavailable,
        message: "a definition makes an instance, never nil: declare the property without '?' or '!', or inject a definition of an optional type"
    )
    public init<Service>(_ definition: @escaping @Sendable (Container) -> Definition<Service>) where Value == Service? {
        fatalError("unavailable")
    }

    /// Unavailable: a property wrapper has no parameter to pass a ``ParameterDefinition``.
    @available(
        *, unavailable,
        message: "a property wrapper has no parameter to pass a ParameterDefinition: call it where you have the parameter, as in 'Container.default.x(parameter)', or inject a Definition"
    )
    public init<Parameter>(_ definition: @escaping @Sendable (Container) -> ParameterDefinition<Parameter, Value>) {
        fatalError("unavailable")
    }

    /// Unavailable: a property wrapper has no parameter to pass a ``ParameterDefinition`` (of
    /// another type than the property's, too).
    @available(
        *, unavailable,
        message: "a property wrapper has no parameter to pass a ParameterDefinition: call it where you have the parameter, as in 'Container.default.x(parameter)', or inject a Definition"
    )
    public init<Parameter, Service>(_ definition: @escaping @Sendable (Container) -> ParameterDefinition<Parameter, Service>) {
        fatalError("unavailable")
    }

    /// Unavailable: the key path names a property of `Container` that is not a ``Definition``.
    @available(
        *, unavailable,
        message: "@LazyInjected(\\.x) takes a key path to a Definition property of Container ('var x: Definition<T> { define { ... } }'); this key path names another kind of property"
    )
    public init<Property>(_ definition: @escaping @Sendable (Container) -> Property) {
        fatalError("unavailable")
    }
}
