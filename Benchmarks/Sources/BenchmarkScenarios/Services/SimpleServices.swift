// The services of scenarios A, B, D, E, G and H: one class each, so every scenario has a key of
// its own and nothing is shared between rows.

/// Scenario A: a transient service without dependencies.
final class TransientService {}

/// Scenario B: a container-scoped singleton.
final class SingletonService {}

/// Scenario D: a service built from two runtime arguments.
final class ArgumentService {
    let number: Int
    let text: String

    init(number: Int, text: String) {
        self.number = number
        self.text = text
    }
}

/// Scenario E: one type registered under 100 names.
final class NamedService {}

/// Scenario G: registered in a parent, resolved through its child.
final class ParentService {}

/// Scenario H: resolved through `synchronize()`.
final class SynchronizedService {}

/// Scenario A2: a service in the default scope (`.graph`), as most Swinject code registers it.
final class DefaultScopedService {}

/// Scenario N: never registered; only looked up.
final class UnregisteredService {}

/// Scenarios P1 and P2: a transient service resolved from a plain container on one and two threads.
final class PlainTransientService {}

/// Scenarios Q1 and Q2: a container-scoped singleton resolved from a plain container on one and two threads.
final class PlainSingletonService {}

/// The growth table: one type registered under many names.
final class GrowthService {}
