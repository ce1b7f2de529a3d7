/// A property resolved from the container: in a class or an actor, on first access, then kept.
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
/// ## Where the instance is kept
/// - **In a class or an actor** the first read resolves and keeps the instance in the owner itself,
///   like a `lazy var`: no allocation of its own, and later reads return it.
/// - **In a struct, a static property or a local variable** every read resolves: a struct's getter
///   cannot write to its storage, and a static or a local has no owner object to keep it in. The
///   registration's scope decides whether the reads share one instance (a `.container` or
///   session-scoped service is one instance; a `.transient` one is new each read), so give such a
///   dependency a scope that keeps it, or hold it in a class.
///
/// ## Sendable
/// `Injected` is `Sendable` when `Value` is, so it can be used in `Sendable` structs, actors and
/// `@MainActor` types. Like a `lazy var`, the first read of a class's property writes to the owner:
/// an actor or a global actor isolates it, and Swift 6 keeps other classes on one thread. A class
/// you share across threads with `@unchecked Sendable` must read its `@Injected` properties once,
/// on one thread, before sharing, as it would its `lazy var`s. A `Sendable` final class cannot hold
/// a property wrapper at all, because Swift stores wrappers in a `var`.
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
    // Inlinable, so that the wrapper is specialised for the property's type where it is declared,
    // and its class-owner subscript folds the key paths the compiler hands it into plain field
    // accesses. The instance is kept here, in the owner, not in an object of the wrapper's own: that
    // object, its allocation, atomic publication and release, was the largest cost of making an
    // owner and reading it (callgrind, scenario I2: 1,729 → 1,332 instructions; I1: 1,931 → 1,587).

    /// The instance a class's or an actor's first read resolved; `nil` before it, and always in a
    /// struct or a local variable.
    @usableFromInline var kept: Value?
    /// What the property resolves with; never changes.
    @usableFromInline let recipe: InjectedRecipe<Value>

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
        kept = nil
        recipe = InjectedRecipe(
            name: name, definition: nil, container: Container.boundForWrapper,
            declaration: WrapperDeclaration(type: declaringType, file: file, line: line))
    }

    /// Declares a property that calls a ``Definition`` of `Container`: it cannot fail to find a
    /// factory.
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
        //
        // Why the recipe keeps `{ definition($0)() }` and not `definition`: this initialiser is
        // inlined where the property is declared, so the optimiser sees the literal, makes the
        // wrapping closure a function of its own with the getter and the call inlined in it, and
        // allocates no context for it. Calling the stored getter instead built the `Definition`
        // and took it apart again on every first read (callgrind, scenario I1: 1,384 → 1,282
        // instructions, still one allocation per owner: the owner). A closure that captures — the
        // key path initialiser's — is wrapped in a context of its own, once per owner.
        kept = nil
        recipe = InjectedRecipe(
            name: nil, definition: { definition($0)() }, container: Container.boundForWrapper,
            declaration: WrapperDeclaration(type: declaringType, file: file, line: line))
    }

    /// Declares a property that calls the ``Definition`` a key path names.
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

    /// The instance, resolved on every read: the property of a struct, a static property, or a local
    /// variable.
    ///
    /// ```swift
    /// struct ReceiptView {
    ///     @Injected var formatter: ReceiptFormatter   // a `.container` service: one instance
    /// }
    /// ```
    ///
    /// A class's or an actor's property is read through
    /// the `_enclosingInstance` subscript instead, which keeps the instance.
    @inlinable
    public var wrappedValue: Value {
        recipe.resolve()
    }

    /// The instance of a class's or an actor's property: resolved on the first read and kept in the
    /// owner. The compiler calls this for you; you never write it.
    ///
    /// ```swift
    /// final class CheckoutModel {
    ///     @Injected var orders: OrderService   // `model.orders` reads through this subscript
    /// }
    /// ```
    @inlinable @inline(__always)
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped _: KeyPath<Owner, Value>,
        storage storage: ReferenceWritableKeyPath<Owner, Self>
    ) -> Value {
        // Always inlined into the property's getter, where `storage` is a literal: the optimiser
        // then reads and writes the wrapper's fields in place. Called instead, the subscript
        // projected the key paths through the runtime.
        get {
            if let kept = owner[keyPath: storage].kept { return kept }
            guard let resolved = InjectedRecipe.resolve(
                definition: owner[keyPath: storage].recipe.definition,
                name: owner[keyPath: storage].recipe.name,
                container: owner[keyPath: storage].recipe.container
            ) else {
                owner[keyPath: storage].recipe.stopForMissing()
            }
            owner[keyPath: storage].kept = resolved
            return resolved
        }
    }
}

/// What an ``Injected`` property resolves with: a name or a definition, the overlay it was created
/// in, and where it is declared.
@usableFromInline
struct InjectedRecipe<Value> {
    @usableFromInline let name: String?
    /// Set for `@Injected(\.definition)`: calls the definition, instead of resolving by type.
    @usableFromInline let definition: (@Sendable (Container) -> Value)?
    @usableFromInline let container: Container?
    @usableFromInline let declaration: WrapperDeclaration

    @inlinable
    init(
        name: String?, definition: (@Sendable (Container) -> Value)?,
        container: Container?, declaration: WrapperDeclaration
    ) {
        self.name = name
        self.definition = definition
        self.container = container
        self.declaration = declaration
    }

    /// The instance: the definition's, or the registration's for the type and name; stops with the
    /// property's declaration when there is none.
    @inlinable
    func resolve() -> Value {
        guard let resolved = Self.resolve(definition: definition, name: name, container: container) else {
            stopForMissing()
        }
        return resolved
    }

    /// The definition's instance, or the registration's for the type and name; `nil` when there is
    /// none. Takes the fields it reads, so that a class owner's read copies those out of the owner
    /// and not the whole recipe (its declaration is only read to report a failure).
    @inlinable
    static func resolve(
        definition: (@Sendable (Container) -> Value)?, name: String?, container: Container?
    ) -> Value? {
        if let container {
            return resolve(definition: definition, name: name, on: container)
        }
        // The default container, unretained while it is the one the process started with.
        if let borrowed = Container.borrowedCurrent {
            return borrowed._withUnsafeGuaranteedRef { resolve(definition: definition, name: name, on: $0) }
        }
        return resolve(definition: definition, name: name, on: Container.current)
    }

    /// The definition's instance, or the registration's for the type and name, from `container`.
    @inlinable @inline(__always)
    static func resolve(
        definition: (@Sendable (Container) -> Value)?, name: String?, on container: Container
    ) -> Value? {
        if let definition {
            return definition(container)
        }
        return container.resolveForWrapper(Value.self, name: name)
    }

    /// Stops with what the property could not resolve, and where it is declared.
    @usableFromInline
    func stopForMissing() -> Never {
        (container ?? Container.current).stopForMissing(
            Value.self, name: name, wrapper: "@Injected", declaration: declaration)
    }
}

/// `Sendable` whatever `Value` is: a recipe holds no value, only a name, a `@Sendable` closure, a
/// container and a declaration.
extension InjectedRecipe: Sendable {}

extension Injected: Sendable where Value: Sendable {}
