/// A property that calls a ``Definition`` of `Container` on its first read, where ``Injected``
/// calls it when the owner is made — Factory's `@LazyInjected`.
///
/// ```swift
/// final class Parent {
///     @LazyInjected(\.child) var child: Child   // Child's factory may read back into a Parent
/// }
/// ```
///
/// Waiting for the first read breaks a cycle between two owners' properties, and finds a
/// replacement (`container.child.register { … }`) registered after the owner was made. The
/// definition is called on ``Container/default`` — or on the overlay of
/// ``Container/withOverrides(_:operation:)-(_,()->R)`` the owner was made in, even when the first
/// read comes later.
///
/// In a class or an actor the instance is kept in the owner, like a `lazy var`: later reads return
/// it. In a struct, a static property or a local variable every read calls the definition (a
/// struct's getter cannot write to its storage), so give the definition a scope that keeps its
/// instance when the reads must share one. Like a `lazy var`, the first read of a class's property
/// writes to the owner: a class shared across threads with `@unchecked Sendable` must read it once
/// before sharing.
@propertyWrapper
public struct LazyInjected<Value> {
    // Inlinable, so that the wrapper is specialised where it is declared, its stored closure calls
    // the definition's getter directly, and its class-owner subscript folds the key paths it is
    // handed into plain field accesses (see ``Injected``).

    /// The instance a class's or an actor's first read made; `nil` before it, and always in a
    /// struct or a local variable.
    @usableFromInline var kept: Value?
    /// Calls the definition on the container it is handed; never changes.
    @usableFromInline let make: @Sendable (Container) -> Value
    /// The `withOverrides` binding the owner was made in, if any (`nil`: ``Container/default`` at
    /// the first read).
    @usableFromInline let binding: OverlayBinding?

    /// Declares a property that calls a ``Definition`` on its first read.
    ///
    /// ```swift
    /// final class LoansModel {
    ///     @LazyInjected(\.loans) var loans: LoanService
    /// }
    /// ```
    ///
    /// The property's type is the definition's `Service`, written out or left to the compiler
    /// (`@LazyInjected(\.loans) var loans`). Another type, an optional for a definition that never
    /// makes `nil`, or a ``ParameterDefinition`` does not compile, with an error that says what to
    /// change.
    ///
    /// A key path literal (`\.loans`) is taken as a function (`{ $0.loans }`), which the compiler
    /// makes a direct call of the property's getter; a key path kept in a variable goes to the
    /// initialiser that takes a `KeyPath`.
    // @inlinable: row I3, 1,116 → 3,163 instructions without it.
    @inlinable
    public init(_ definition: @escaping @Sendable (Container) -> Definition<Value>) {
        // `{ definition($0)() }`, not `definition`: inlined where the property is declared, the
        // optimiser makes this closure a function of its own with the getter and the call inside,
        // and allocates no context for it (callgrind, measured when `@Injected(\.x)` still waited
        // for the first read: 1,384 → 1,282 instructions to make an owner and read it, against
        // calling the stored getter; scenario I3 counts this wrapper today).
        kept = nil
        make = { definition($0)() }
        binding = Container.bindingForWrapper
    }

    /// Declares a property that calls the ``Definition`` a key path names, on its first read.
    ///
    /// ```swift
    /// let loansPath: KeyPath<Container, Definition<LoanService>> & Sendable = \.loans
    /// final class LoansModel {
    ///     @LazyInjected(loansPath) var loans: LoanService
    /// }
    /// ```
    ///
    /// Disfavoured, so that a key path literal goes to the initialiser that takes it as a function.
    @_disfavoredOverload
    public init(_ definition: KeyPath<Container, Definition<Value>> & Sendable) {
        self.init({ $0[keyPath: definition] })
    }

    /// The instance, made on every read: the property of a struct, a static property, or a local
    /// variable.
    ///
    /// ```swift
    /// struct ReceiptView {
    ///     @LazyInjected(\.formatter) var formatter: ReceiptFormatter
    /// }
    /// ```
    ///
    /// A class's or an actor's property is read through the `_enclosingInstance` subscript instead,
    /// which keeps the instance.
    public var wrappedValue: Value {
        Container.withContainerForWrapper(through: binding, make)
    }

    /// The instance of a class's or an actor's property: made on the first read and kept in the
    /// owner. The compiler calls this for you; you never write it.
    ///
    /// ```swift
    /// final class LoansModel {
    ///     @LazyInjected(\.loans) var loans: LoanService   // `model.loans` reads through this subscript
    /// }
    /// ```
    // @inlinable: row I3, 1,116 → 6,720 instructions without it.
    @inlinable @inline(__always)
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped _: KeyPath<Owner, Value>,
        storage storage: ReferenceWritableKeyPath<Owner, Self>
    ) -> Value {
        // Always inlined into the property's getter, where `storage` is a literal: the optimiser
        // then reads and writes the wrapper's fields in place, copying out only what it calls.
        get {
            if let kept = owner[keyPath: storage].kept { return kept }
            let made = Container.withContainerForWrapper(
                through: owner[keyPath: storage].binding, owner[keyPath: storage].make)
            owner[keyPath: storage].kept = made
            return made
        }
    }
}

extension LazyInjected: Sendable where Value: Sendable {}
