/// A lifetime for instances: it makes the ``InstanceStorage`` each registration in it uses.
///
/// ``ObjectScope`` is the ready-made implementation; conform to this protocol only when a scope
/// needs to be a type of its own.
public protocol ObjectScopeProtocol: AnyObject {
    /// Makes the storage for one registration in this scope.
    func makeStorage() -> InstanceStorage
}
