// Migration/FromSwinject.md, section 4: a resolver of your own that holds the container weakly
// compiles unchanged in Swift 6 mode. It implements all twenty of Swinject's methods, as Swinject
// requires; a resolver that leaves some out also compiles with Loom, and each method it lacks
// returns nil with a warning in the log. The package compiles this file (target
// MigrationSamples) and its tests resolve through it with every number of arguments.

import Loom

final class WeakResolver: Resolver {
    weak var container: Container?

    func resolve<S>(_ s: S.Type) -> S? { container?.resolve(s) }
    func resolve<S>(_ s: S.Type, name: String?) -> S? { container?.resolve(s, name: name) }
    func resolve<S, A1>(_ s: S.Type, argument a1: A1) -> S? { container?.resolve(s, argument: a1) }
    func resolve<S, A1>(_ s: S.Type, name: String?, argument a1: A1) -> S? { container?.resolve(s, name: name, argument: a1) }
    func resolve<S, A1, A2>(_ s: S.Type, arguments a1: A1, _ a2: A2) -> S? { container?.resolve(s, arguments: a1, a2) }
    func resolve<S, A1, A2>(_ s: S.Type, name: String?, arguments a1: A1, _ a2: A2) -> S? { container?.resolve(s, name: name, arguments: a1, a2) }
    func resolve<S, A1, A2, A3>(_ s: S.Type, arguments a1: A1, _ a2: A2, _ a3: A3) -> S? { container?.resolve(s, arguments: a1, a2, a3) }
    func resolve<S, A1, A2, A3>(_ s: S.Type, name: String?, arguments a1: A1, _ a2: A2, _ a3: A3) -> S? { container?.resolve(s, name: name, arguments: a1, a2, a3) }
    func resolve<S, A1, A2, A3, A4>(_ s: S.Type, arguments a1: A1, _ a2: A2, _ a3: A3, _ a4: A4) -> S? { container?.resolve(s, arguments: a1, a2, a3, a4) }
    func resolve<S, A1, A2, A3, A4>(_ s: S.Type, name: String?, arguments a1: A1, _ a2: A2, _ a3: A3, _ a4: A4) -> S? { container?.resolve(s, name: name, arguments: a1, a2, a3, a4) }
    func resolve<S, A1, A2, A3, A4, A5>(_ s: S.Type, arguments a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5) -> S? { container?.resolve(s, arguments: a1, a2, a3, a4, a5) }
    func resolve<S, A1, A2, A3, A4, A5>(_ s: S.Type, name: String?, arguments a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5) -> S? { container?.resolve(s, name: name, arguments: a1, a2, a3, a4, a5) }
    func resolve<S, A1, A2, A3, A4, A5, A6>(_ s: S.Type, arguments a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6) -> S? { container?.resolve(s, arguments: a1, a2, a3, a4, a5, a6) }
    func resolve<S, A1, A2, A3, A4, A5, A6>(_ s: S.Type, name: String?, arguments a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6) -> S? { container?.resolve(s, name: name, arguments: a1, a2, a3, a4, a5, a6) }
    func resolve<S, A1, A2, A3, A4, A5, A6, A7>(_ s: S.Type, arguments a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7) -> S? { container?.resolve(s, arguments: a1, a2, a3, a4, a5, a6, a7) }
    func resolve<S, A1, A2, A3, A4, A5, A6, A7>(_ s: S.Type, name: String?, arguments a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7) -> S? { container?.resolve(s, name: name, arguments: a1, a2, a3, a4, a5, a6, a7) }
    func resolve<S, A1, A2, A3, A4, A5, A6, A7, A8>(_ s: S.Type, arguments a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8) -> S? { container?.resolve(s, arguments: a1, a2, a3, a4, a5, a6, a7, a8) }
    func resolve<S, A1, A2, A3, A4, A5, A6, A7, A8>(_ s: S.Type, name: String?, arguments a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8) -> S? { container?.resolve(s, name: name, arguments: a1, a2, a3, a4, a5, a6, a7, a8) }
    func resolve<S, A1, A2, A3, A4, A5, A6, A7, A8, A9>(_ s: S.Type, arguments a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8, _ a9: A9) -> S? { container?.resolve(s, arguments: a1, a2, a3, a4, a5, a6, a7, a8, a9) }
    func resolve<S, A1, A2, A3, A4, A5, A6, A7, A8, A9>(_ s: S.Type, name: String?, arguments a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8, _ a9: A9) -> S? { container?.resolve(s, name: name, arguments: a1, a2, a3, a4, a5, a6, a7, a8, a9) }
}
