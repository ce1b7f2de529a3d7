/// Carries a Swinject container into a workload. Swinject 2.10's types are not `Sendable`; a workload
/// uses the container from one thread at a time, or, in scenario H, through `synchronize()`, which is
/// Swinject's own way of sharing it between threads.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
