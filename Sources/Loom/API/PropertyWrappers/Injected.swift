/// A property resolved from the container: by its type on the first read (in a class or an actor,
/// then kept), or through a ``Definition`` when the owner is made.
///
/// ```swift
/// final class CheckoutModel {
///     @Injected var orders: OrderService        // by type, on the first read
///     @Injected(name: "audit") var audit: Logger
///     @Injected(\.loans) var loans: LoanService  // a definition, when the model is made
/// }
/// ```
///
/// The property resolves from ``Container/default`` — or, when the model was created inside
/// ``Container/withOverrides(_:operation:)-(_,()->R)`` (a test's overrides, say), from that overlay.
/// A missing registration stops the process with a message naming the property's type and the
/// nearest registrations; use ``Inject`` for an optional dependency.
///
/// ## When it resolves
/// - **By a definition**, `@Injected(\.x)` calls it when the owner is made and keeps the instance,
///   as Factory's `@Injected` does: a definition always has a factory, so there is nothing to wait
///   for. Use ``LazyInjected`` to wait for the first read instead — to break a cycle between two
///   owners, or to see a replacement registered after the owner was made. A definition in a
///   screen, session or request scope is called in the scope current when the owner is made: make
///   the owner inside `withScope`, or use ``LazyInjected`` for an owner made before it.
/// - **By type**, `@Injected var x: T` resolves on the first read, so a registration made after
///   the owner is still found. In a class or an actor the instance is then kept in the owner
///   itself, like a `lazy var`: no allocation of its own, and later reads return it. In a struct, a
///   static property or a local variable every read resolves: a struct's getter cannot write to its
///   storage, and a static or a local has no owner object to keep it in. The registration's scope
///   then decides whether the reads share one instance (a `.container` or session-scoped service is
///   one instance; a `.transient` one is new each read), so give such a dependency a scope that
///   keeps it, or hold it in a class.
///
/// ## Sendable
/// `Injected` is `Sendable` when `Value` is, so it can be used in `Sendable` structs, actors and
/// `@MainActor` types. Like a `lazy var`, the first read of a class's property by type writes to
/// the owner: an actor or a global actor isolates it, and Swift 6 keeps other classes on one
/// thread. A class you share across threads with `@unchecked Sendable` must read its by-type
/// `@Injected` properties once, on one thread, before sharing, as it would its `lazy var`s. A
/// `Sendable` final class cannot hold a property wrapper at all, because Swift stores wrappers in a
/// `var`.
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
    //
    // The fields are laid out so that a definition's property, which keeps only its instance,
    // costs its owner's deinit one release and one test: the recipe is optional, and the
    // declaration — all static strings and a number — needs no release at all. With a recipe of
    // name, container and declaration that was never `nil`, the deinit released three empty
    // fields more; with the declaration inside an optional recipe, it passed nine words to the
    // recipe's destroy (callgrind, scenario I1: 1,027 and 1,011 against 984 instructions; I2:
    // 1,098 and 1,157 against 1,097).

    /// The instance: a definition's, from the start; by type, what a class's or an actor's first
    /// read resolved (`nil` before it, and always in a struct or a local variable).
    @usableFromInline var kept: Value?
    /// What a property by type resolves with; `nil` for a definition's, which has nothing left to
    /// resolve. Never changes.
    @usableFromInline let recipe: InjectedRecipe?
    /// Where the property is declared, for the message of a missing registration.
    @usableFromInline let declaration: WrapperDeclaration

    /// Declares a property resolved by its type, under `name`.
    ///
    /// ```swift
    /// @Injected(name: "audit") var audit: Logger
    /// ```
    ///
    /// Leave `file`, `line` and `declaringType` to their defaults: they tell a missing registration's
    /// message where the property is declared.
    // @inlinable: row I2, 1,082 → 1,865 instructions without it.
    @inlinable
    public init(name: String? = nil, file: StaticString = #fileID, line: UInt = #line, declaringType: StaticString = #function) {
        kept = nil
        recipe = InjectedRecipe(name: name, binding: Container.bindingForWrapper)
        declaration = WrapperDeclaration(type: declaringType, file: file, line: line)
    }

    /// Declares a property that calls a ``Definition`` of `Container` when the owner is made: it
    /// cannot fail to find a factory.
    ///
    /// ```swift
    /// final class LoansModel {
    ///     @Injected(\.loans) var loans: LoanService
    /// }
    /// ```
    ///
    /// The definition is called on ``Container/default`` — or on the overlay of
    /// ``Container/withOverrides(_:operation:)-(_,()->R)`` the model is made in, so a test's
    /// `overrides.loans.register { … }` reaches it — and the instance is kept in the property.
    /// ``LazyInjected`` calls it on the first read instead.
    ///
    /// The property's type is the definition's `Service`, written out or left to the compiler
    /// (`@Injected(\.loans) var loans`). Another type, an optional for a definition that never makes
    /// `nil`, or a ``ParameterDefinition`` does not compile, with an error that says what to change.
    ///
    /// A key path literal (`\.loans`) is taken as a function (`{ $0.loans }`), which the compiler
    /// makes a direct call of the property's getter; a key path kept in a variable goes to the
    /// initialiser that takes a `KeyPath`.
    // @inlinable: row I1, 992 → 3,153 instructions without it.
    @inlinable
    public init(
        _ definition: @escaping @Sendable (Container) -> Definition<Value>,
        file: StaticString = #fileID, line: UInt = #line, declaringType: StaticString = #function
    ) {
        // Called now, as Factory's `@Injected` does, rather than on the first read: the property
        // then keeps only the instance — no closure or container for the owner to destroy, no
        // overlay to look up at `init` and no default at the read. Making an owner and reading
        // the property costs 1.09 times the same work written without the wrapper, against 1.42
        // when it waited for the first read (callgrind, scenario I1: 1,282 → 984 instructions).
        //
        // Why a function: projecting a key path (`container[keyPath: \.loans]`) goes through the
        // runtime — `swift_getAtKeyPath` and the generic metadata of its result — about 820
        // instructions (callgrind, scenario I1); the literal converted to a function calls the
        // getter directly and captures nothing.
        //
        // Why `make` is an escaping closure called at once: the optimiser specialises an escaping
        // closure for the literal it captures — here the key path — and makes the getter a direct
        // call; a closure literal handed straight to `withContainerForWrapper` kept the key path as
        // a value and projected it through the runtime (I1: 2,067 instructions).
        let make: @Sendable (Container) -> Value = { definition($0)() }
        kept = Container.withContainerForWrapper(make)
        recipe = nil
        declaration = WrapperDeclaration(type: declaringType, file: file, line: line)
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
    /// Called when the owner is made, as with a key path literal. Disfavoured, so that a key path
    /// literal goes to the initialiser that takes it as a function, which calls the property's
    /// getter directly.
    @_disfavoredOverload
    public init(
        _ definition: KeyPath<Container, Definition<Value>> & Sendable,
        file: StaticString = #fileID, line: UInt = #line, declaringType: StaticString = #function
    ) {
        self.init({ $0[keyPath: definition] }, file: file, line: line, declaringType: declaringType)
    }

    /// The instance of a struct's property, a static property, or a local variable: a definition's,
    /// made with the owner; by type, resolved on every read.
    ///
    /// ```swift
    /// struct ReceiptView {
    ///     @Injected var formatter: ReceiptFormatter   // a `.container` service: one instance
    /// }
    /// ```
    ///
    /// A class's or an actor's property is read through the `_enclosingInstance` subscript instead,
    /// which keeps the instance.
    public var wrappedValue: Value {
        if let kept { return kept }
        return recipe!.resolve(Value.self, declaration: declaration)
    }

    /// The instance of a class's or an actor's property: a definition's, made with the owner; by
    /// type, resolved on the first read and kept in the owner. The compiler calls this for you; you
    /// never write it.
    ///
    /// ```swift
    /// final class CheckoutModel {
    ///     @Injected var orders: OrderService   // `model.orders` reads through this subscript
    /// }
    /// ```
    // @inlinable: row I1, 992 → 3,249 instructions without it (I2 also slower).
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
            // Only a property by type gets here: a definition's is kept from `init` on.
            guard let resolved = InjectedRecipe.resolve(
                Value.self, name: owner[keyPath: storage].recipe!.name,
                binding: owner[keyPath: storage].recipe!.binding
            ) else {
                owner[keyPath: storage].recipe!.stopForMissing(Value.self, declaration: owner[keyPath: storage].declaration)
            }
            owner[keyPath: storage].kept = resolved
            return resolved
        }
    }
}

/// What an ``Injected`` property by type resolves with: a name, and the `withOverrides` binding it
/// was created in. Not generic, so that copying and destroying it never goes through the runtime's
/// value witnesses.
@usableFromInline
struct InjectedRecipe: Sendable {
    @usableFromInline let name: String?
    @usableFromInline let binding: OverlayBinding?

    @usableFromInline
    init(name: String?, binding: OverlayBinding?) {
        self.name = name
        self.binding = binding
    }

    /// The registration's `Value` for the name; stops naming `declaration` when there is none.
    func resolve<Value>(_: Value.Type, declaration: WrapperDeclaration) -> Value {
        guard let resolved = Self.resolve(Value.self, name: name, binding: binding) else {
            stopForMissing(Value.self, declaration: declaration)
        }
        return resolved
    }

    /// The registration's `Value` for `name`; `nil` when there is none. Takes the fields it reads,
    /// so that a class owner's read copies those out of the owner and not the whole recipe.
    // @inlinable: row I2, 1,082 → 1,168 instructions without it.
    @inlinable
    static func resolve<Value>(_: Value.Type, name: String?, binding: OverlayBinding?) -> Value? {
        Container.withContainerForWrapper(through: binding) { $0.resolveForWrapper(Value.self, name: name) }
    }

    /// Stops with the `Value` the property could not resolve, and where it is declared.
    @usableFromInline
    func stopForMissing<Value>(_: Value.Type, declaration: WrapperDeclaration) -> Never {
        Container.reporting(through: binding).stopForMissing(
            Value.self, name: name, wrapper: "@Injected", declaration: declaration)
    }
}

extension Injected: Sendable where Value: Sendable {}
