// What the compiler says for an `@Injected(\.x)` property that cannot hold what `x` makes. Without
// these, a definition of another type (`@Injected(\.clock) var logger: Logger`) or an optional
// property made the type checker give up with "failed to produce diagnostic for expression". Each
// overload fits one wrong shape, and its message names the fix; none can be called. A correct
// property never picks one: Swift prefers an available overload whenever one fits, and among these
// the most specific. The messages are static — an attribute cannot name the types — so they speak
// of "the definition" and "this property", which the compiler quotes with the error.
//
// The parameter lists repeat the real initialiser's `file`, `line` and `declaringType`: without
// them, the optional property's overload lost to the first one, and a call that passed `file:`
// gave up again. The parameter definition has two overloads: the one whose service is `Value`
// also fits a property whose type is left out. Checked by scripts/check-definition-property-types.sh.

extension Injected {
    /// Unavailable: the definition makes another type than the property's.
    @available(
        *, unavailable,
        message: "the definition makes another type than this property's: declare the property with the T of its Definition<T> (or leave the type out), or inject a definition that makes the property's type"
    )
    public init<Service>(
        _ definition: @escaping @Sendable (Container) -> Definition<Service>,
        file: StaticString = #fileID, line: UInt = #line, declaringType: StaticString = #function
    ) {
        fatalError("unavailable")
    }

    /// Unavailable: an optional property for a definition that never makes `nil`.
    @available(
        *, unavailable,
        message: "a definition makes an instance, never nil: declare the property without '?' or '!', or inject a definition of an optional type"
    )
    public init<Service>(
        _ definition: @escaping @Sendable (Container) -> Definition<Service>,
        file: StaticString = #fileID, line: UInt = #line, declaringType: StaticString = #function
    ) where Value == Service? {
        fatalError("unavailable")
    }

    /// Unavailable: a property wrapper has no parameter to pass a ``ParameterDefinition``.
    @available(
        *, unavailable,
        message: "a property wrapper has no parameter to pass a ParameterDefinition: call it where you have the parameter, as in 'Container.default.x(parameter)', or inject a Definition"
    )
    public init<Parameter>(
        _ definition: @escaping @Sendable (Container) -> ParameterDefinition<Parameter, Value>,
        file: StaticString = #fileID, line: UInt = #line, declaringType: StaticString = #function
    ) {
        fatalError("unavailable")
    }

    /// Unavailable: a property wrapper has no parameter to pass a ``ParameterDefinition`` (of
    /// another type than the property's, too).
    @available(
        *, unavailable,
        message: "a property wrapper has no parameter to pass a ParameterDefinition: call it where you have the parameter, as in 'Container.default.x(parameter)', or inject a Definition"
    )
    public init<Parameter, Service>(
        _ definition: @escaping @Sendable (Container) -> ParameterDefinition<Parameter, Service>,
        file: StaticString = #fileID, line: UInt = #line, declaringType: StaticString = #function
    ) {
        fatalError("unavailable")
    }

    /// Unavailable: the key path names a property of `Container` that is not a ``Definition``.
    @available(
        *, unavailable,
        message: "@Injected(\\.x) takes a key path to a Definition property of Container ('var x: Definition<T> { define { ... } }'); this key path names another kind of property"
    )
    public init<Property>(
        _ definition: @escaping @Sendable (Container) -> Property,
        file: StaticString = #fileID, line: UInt = #line, declaringType: StaticString = #function
    ) {
        fatalError("unavailable")
    }
}
