import Foundation
import Loom

// The services and the ledger of the mixed stress run (ConcurrentStressTests.swift). Every scoped
// instance signs in with the ledger when it is made and reports each disposal, so the test can show
// afterwards that each was disposed exactly once and that none is still alive.

/// Who was made and who was disposed how often, safe to write from any thread.
final class ConcurrentStressLedger: Sendable {
    struct Disposals: Equatable, CustomStringConvertible {
        var label = ""
        var onRelease = 0
        var dispose = 0

        var description: String { "\(label): onRelease \(onRelease)×, dispose \(dispose)×" }
    }

    private let serials = ConcurrentCounter()
    private let disposals = ConcurrentLocked<[Int: Disposals]>([:])
    private let alive = ConcurrentLocked<[ConcurrentStressWeakBox]>([])

    /// Signs in a new scoped instance; returns its serial.
    func register(_ instance: AnyObject, label: String) -> Int {
        let serial = serials.increment()
        disposals.withLock { $0[serial] = Disposals(label: label) }
        alive.withLock { $0.append(ConcurrentStressWeakBox(instance)) }
        return serial
    }

    func released(_ serial: Int) {
        disposals.withLock { $0[serial, default: Disposals()].onRelease += 1 }
    }

    func disposed(_ serial: Int) {
        disposals.withLock { $0[serial, default: Disposals()].dispose += 1 }
    }

    /// How many scoped instances were made.
    var created: Int { serials.value }

    /// The serials whose `onRelease` handler and `dispose()` did not each run exactly once.
    var notDisposedExactlyOnce: [String] {
        disposals.value.filter { $0.value.onRelease != 1 || $0.value.dispose != 1 }
            .sorted { $0.key < $1.key }.map { "#\($0.key) \($0.value)" }
    }

    /// How many instances both disposers have run for.
    var fullyDisposed: Int {
        disposals.value.values.filter { $0.onRelease >= 1 && $0.dispose >= 1 }.count
    }

    /// How many scoped instances are still alive.
    var stillAlive: Int {
        alive.value.filter { $0.object != nil }.count
    }
}

/// A weak reference, to see whether an instance was freed.
final class ConcurrentStressWeakBox: @unchecked Sendable {
    // `@unchecked Sendable`: `object` is set once in `init`; weak loads are atomic.
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}

/// A screen-, session- or request-scoped service; disposable, and signed in with the ledger.
final class ConcurrentStressScoped: ScopeDisposable, @unchecked Sendable {
    // `@unchecked Sendable`: nothing changes after `init`.
    let kind: ScopeKind
    let createdUnder: String?
    private let ledger: ConcurrentStressLedger
    private(set) var serial = 0

    init(kind: ScopeKind, ledger: ConcurrentStressLedger) {
        self.kind = kind
        self.ledger = ledger
        createdUnder = ScopeContext.shared.currentID(for: kind)
        serial = ledger.register(self, label: "\(kind) made under \(createdUnder ?? "no id")")
    }

    func dispose() throws {
        ledger.disposed(serial)
    }
}

/// A request-scoped service built from the session's and the screen's instances.
final class ConcurrentStressWorkflow: ScopeDisposable, @unchecked Sendable {
    // `@unchecked Sendable`: nothing changes after `init`.
    let session: ConcurrentStressScoped
    let screen: ConcurrentStressScoped
    let request: ConcurrentStressScoped
    private let ledger: ConcurrentStressLedger
    private(set) var serial = 0

    init(session: ConcurrentStressScoped, screen: ConcurrentStressScoped, request: ConcurrentStressScoped,
         ledger: ConcurrentStressLedger) {
        self.session = session
        self.screen = screen
        self.request = request
        self.ledger = ledger
        serial = ledger.register(self, label: "workflow made under \(request.createdUnder ?? "no id")")
    }

    func dispose() throws {
        ledger.disposed(serial)
    }
}

/// Graph-scoped: one per top-level resolve, shared by both halves of a ``ConcurrentStressPair``.
final class ConcurrentStressGraphPart: Sendable {}

/// Two graph-scoped parts resolved in one graph, plus a transient one that must be new.
final class ConcurrentStressPair: Sendable {
    let first: ConcurrentStressGraphPart
    let second: ConcurrentStressGraphPart

    init(first: ConcurrentStressGraphPart, second: ConcurrentStressGraphPart) {
        self.first = first
        self.second = second
    }
}

/// A transient service.
final class ConcurrentStressTransient: Sendable {}

/// A container-scoped service.
final class ConcurrentStressSingleton: Sendable {}

/// A weak-scoped service.
final class ConcurrentStressWeak: Sendable {}

/// A service registered on short-lived child containers only.
final class ConcurrentStressChildService: Sendable {
    let singleton: ConcurrentStressSingleton

    init(singleton: ConcurrentStressSingleton) {
        self.singleton = singleton
    }
}

/// An object made outside the container, filled in by `injectDependencies`.
final class ConcurrentStressInjectionTarget: @unchecked Sendable {
    // `@unchecked Sendable`: written once by the injection closure before anyone else reads it.
    var singleton: ConcurrentStressSingleton?
    var request: ConcurrentStressScoped?
}
