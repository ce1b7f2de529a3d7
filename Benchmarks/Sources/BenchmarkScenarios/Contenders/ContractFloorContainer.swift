/// The contract floor for scenario F: the least a container can do and still keep the contract Loom
/// promises for `register` and `resolve`, written the cheapest way Swift allows.
///
/// What the contract asks for, and what it costs here beyond ``MinimumContainer``:
/// - `register` returns an entry of the service's own generic class, whose scope can still be set
///   after registering (Swinject's `ServiceEntry<Service>` and `inObjectScope`): one object and its
///   generic metadata per registration. To spend nothing more, the entry *is* the registration,
///   and holds the factory with its service type, so that no closure erases it.
/// - The storage is made from the scope at the first resolve (a scope set later is ignored), and
///   the scope can be set from any thread: every container is safe to use from several threads,
///   so registering, setting the scope and looking up take a lock.
/// - A key is the service type and an optional name; one without a name hashes as the minimum's.
///
/// Nothing else: no graph, no arguments, no names of argument types, no diagnostics, no behaviours,
/// no parent, no lock-free reads. It is not a container anyone should use; it shows how far below
/// Loom's cost the contract itself allows one to go.
final class ContractFloorContainer: @unchecked Sendable {
    /// What a factory receives: the container, as an existential, as Swinject's `Resolver` is.
    typealias Resolving = any ContractFloorResolver

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let name: String?

        /// A key without a name hashes as its type alone, as the minimum's key does.
        func _rawHashValue(seed: Int) -> Int {
            guard let name else { return type._rawHashValue(seed: seed) }
            var hasher = Hasher()
            hasher.combine(seed)
            hasher.combine(type)
            hasher.combine(name)
            return hasher.finalize()
        }
    }

    private let lock = PlainLock()
    /// Guarded by `lock`.
    private var records: [Key: ContractFloorRecord] = [:]

    @discardableResult
    func register<Service>(
        _: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolving) -> Service
    ) -> ContractFloorEntry<Service> {
        let entry = ContractFloorEntry(lock: lock, factory: factory)
        lock.lock()
        records[Key(type: ObjectIdentifier(Service.self), name: name)] = entry
        lock.unlock()
        return entry
    }

    @inline(__always)
    func resolve<Service>(_: Service.Type, name: String? = nil) -> Service? {
        lock.lock()
        guard let record = records[Key(type: ObjectIdentifier(Service.self), name: name)] else {
            lock.unlock()
            return nil
        }
        let (cached, keeps) = record.readLocked()
        lock.unlock()
        if let cached { return cached as? Service }
        let made = record.make(self)
        if keeps {
            lock.lock()
            record.keepLocked(made)
            lock.unlock()
        }
        return made as? Service
    }
}

/// The resolver a contract-floor factory receives.
protocol ContractFloorResolver: AnyObject {
    func resolve<Service>(_: Service.Type, name: String?) -> Service?
}

extension ContractFloorContainer: ContractFloorResolver {}

/// The part of a contract-floor registration that does not depend on its service type.
///
/// `@unchecked Sendable`: `scope` and `sharing` are guarded by the container's lock.
class ContractFloorRecord: @unchecked Sendable {
    enum Scope {
        case transient, container
    }

    /// What the storage made at the first resolve keeps: nothing, or one instance.
    private enum Sharing {
        case none
        case one(Any?)
    }

    fileprivate let lock: PlainLock
    /// Guarded by `lock`.
    fileprivate var scope = Scope.transient
    /// Made from `scope` at the first resolve. Guarded by `lock`.
    private var sharing: Sharing?

    init(lock: PlainLock) {
        self.lock = lock
    }

    /// The instance kept, if any, and whether the storage keeps one; makes the storage at the first
    /// resolve. Caller holds `lock`.
    fileprivate func readLocked() -> (instance: Any?, keeps: Bool) {
        switch sharing ?? madeSharingLocked() {
        case .none: (nil, false)
        case .one(let instance): (instance, true)
        }
    }

    private func madeSharingLocked() -> Sharing {
        let made: Sharing = scope == .container ? .one(nil) : .none
        sharing = made
        return made
    }

    /// Keeps `instance` unless another resolve kept one first. Caller holds `lock`.
    fileprivate func keepLocked(_ instance: Any) {
        if case .one(nil) = sharing { sharing = .one(instance) }
    }

    /// Calls the factory: overridden by the entry, which knows the service type.
    func make(_ resolver: ContractFloorContainer.Resolving) -> Any {
        preconditionFailure("a contract-floor record without an entry")
    }
}

/// What `register` returns: the registration itself, with its factory and service type.
final class ContractFloorEntry<Service>: ContractFloorRecord, @unchecked Sendable {
    private let factory: (ContractFloorContainer.Resolving) -> Service

    init(lock: PlainLock, factory: @escaping (ContractFloorContainer.Resolving) -> Service) {
        self.factory = factory
        super.init(lock: lock)
    }

    override func make(_ resolver: ContractFloorContainer.Resolving) -> Any {
        factory(resolver)
    }

    @discardableResult
    func inObjectScope(_ scope: Scope) -> Self {
        lock.lock()
        self.scope = scope
        lock.unlock()
        return self
    }
}
