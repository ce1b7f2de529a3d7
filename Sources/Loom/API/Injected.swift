/// A property resolved from the container on first access, then kept.
///
/// ```swift
/// final class CheckoutModel {
///     @Injected var orders: OrderService
///     @Injected(name: "audit") var audit: Logger
/// }
/// ```
///
/// The property resolves from ``Container/default`` — or, when the model was created inside
/// ``Container/withOverrides(_:operation:)-(_,()->R)`` (a test's overrides, say), from that overlay.
/// A missing registration stops the process with a message naming the property's type and the
/// nearest registrations; use ``Inject`` for an optional dependency.
///
/// ## Sendable
/// The resolved value is shared by every copy of the wrapper and kept once resolved (two threads
/// reading the first time get the same value). `Injected` is `Sendable` when `Value` is: a lazily
/// resolved value crosses isolation domains exactly when a plain stored property of its type could.
/// Use it in structs, actors and `@MainActor` types; a `Sendable` final class cannot hold a property
/// wrapper at all, because Swift stores wrappers in a `var`.
///
/// ## In an `@Observable` class
/// The Observation macro turns stored properties into computed ones, which cannot carry a wrapper;
/// mark the property `@ObservationIgnored` (a dependency is not state the view observes):
///
/// ```swift
/// @Observable final class CartModel {
///     @ObservationIgnored @Injected var orders: OrderService
///     var items: [Item] = []
/// }
/// ```
@propertyWrapper
public struct Injected<Value> {
    // Inlinable (with ``ResolvedValue``): specialised for the property's type where it is declared.
    // One reference, the buffer that also holds the recipe: see ``ResolvedValue`` for what the
    // unspecialised wrapper of five fields cost.
    @usableFromInline let resolved: ResolvedValue<Value, InjectedRecipe<Value>>

    /// Declares a property resolved by its type, under `name`.
    ///
    /// ```swift
    /// @Injected(name: "audit") var audit: Logger
    /// ```
    ///
    /// Leave `file`, `line` and `declaringType` to their defaults: they tell a missing registration's
    /// message where the property is declared.
    @inlinable
    public init(name: String? = nil, file: StaticString = #fileID, line: UInt = #line, declaringType: String = #function) {
        resolved = ResolvedValue(recipe: InjectedRecipe(
            name: name, definition: nil, container: Container.boundForWrapper,
            declaration: WrapperDeclaration(type: declaringType, file: file, line: line)))
    }

    /// Declares a property that calls a ``Definition`` of `Container` on first access: it cannot
    /// fail to find a factory.
    ///
    /// ```swift
    /// final class LoansModel {
    ///     @Injected(\.loans) var loans: LoanService
    /// }
    /// ```
    ///
    /// The definition is called on ``Container/default`` — or on the overlay of
    /// ``Container/withOverrides(_:operation:)-(_,()->R)`` the model was created in — so a test's
    /// `overrides.loans.register { … }` reaches it.
    ///
    /// A key path literal (`\.loans`) is taken as a function (`{ $0.loans }`), which the compiler
    /// makes a direct call of the property's getter; a key path kept in a variable goes to the
    /// initialiser that takes a `KeyPath`.
    @inlinable
    public init(
        _ definition: @escaping @Sendable (Container) -> Definition<Value>,
        file: StaticString = #fileID, line: UInt = #line, declaringType: String = #function
    ) {
        // Why a function: projecting a key path (`container[keyPath: \.loans]`) goes through the
        // runtime — `swift_getAtKeyPath` and the generic metadata of its result — about 820
        // instructions of the first read (callgrind, scenario I1); the literal converted to a
        // function calls the getter directly and captures nothing.
        resolved = ResolvedValue(recipe: InjectedRecipe(
            name: nil, definition: definition, container: Container.boundForWrapper,
            declaration: WrapperDeclaration(type: declaringType, file: file, line: line)))
    }

    /// Declares a property that calls the ``Definition`` a key path names on first access.
    ///
    /// ```swift
    /// let loansPath: KeyPath<Container, Definition<LoanService>> & Sendable = \.loans
    /// final class LoansModel {
    ///     @Injected(loansPath) var loans: LoanService
    /// }
    /// ```
    ///
    /// Disfavoured, so that a key path literal goes to the initialiser that takes it as a function,
    /// which calls the property's getter directly.
    @inlinable @_disfavoredOverload
    public init(
        _ definition: KeyPath<Container, Definition<Value>> & Sendable,
        file: StaticString = #fileID, line: UInt = #line, declaringType: String = #function
    ) {
        self.init({ $0[keyPath: definition] }, file: file, line: line, declaringType: declaringType)
    }

    /// The resolved instance; resolved on the first read.
    @inlinable
    public var wrappedValue: Value {
        guard let value = resolved.value(resolvingWith: resolve) else {
            let recipe = resolved.recipe
            (recipe.container ?? Container.current).stopForMissing(
                Value.self, name: recipe.name, wrapper: "@Injected", declaration: recipe.declaration)
        }
        return value
    }

    /// The first read's instance: the definition's, or the registration's for the type and name.
    ///
    /// Reads the recipe's fields in place, one at a time: copying the whole recipe out of the
    /// buffer copied and destroyed its name, declaration and closure too, about 90 instructions of
    /// the first read (callgrind, scenario I1).
    @inlinable
    func resolve() -> Value? {
        resolved.buffer.withUnsafeMutablePointerToHeader { header in
            let container = header.pointee.recipe.container ?? Container.current
            if let definition = header.pointee.recipe.definition {
                return Self.call(definition, on: container)
            }
            return container.resolveForWrapper(Value.self, name: header.pointee.recipe.name)
        }
    }

    /// The definition's instance. Specialised for the property's type, but not inlined: a definition
    /// call is inlined where it is written, and inlined here too it made every `@Injected` read
    /// larger, the by-type ones included (callgrind, scenario I2: 1,732 → 1,762 instructions).
    @inlinable @inline(never)
    static func call(_ definition: (Container) -> Definition<Value>, on container: Container) -> Value {
        definition(container)()
    }
}

/// What an ``Injected`` property resolves with: a name or a definition, the overlay it was created
/// in, and where it is declared.
@usableFromInline
struct InjectedRecipe<Value> {
    @usableFromInline let name: String?
    /// Set for `@Injected(\.definition)`: the definition to call instead of resolving by type.
    @usableFromInline let definition: (@Sendable (Container) -> Definition<Value>)?
    @usableFromInline let container: Container?
    @usableFromInline let declaration: WrapperDeclaration

    @inlinable
    init(
        name: String?, definition: (@Sendable (Container) -> Definition<Value>)?,
        container: Container?, declaration: WrapperDeclaration
    ) {
        self.name = name
        self.definition = definition
        self.container = container
        self.declaration = declaration
    }
}

extension Injected: Sendable where Value: Sendable {}
