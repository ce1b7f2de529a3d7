/// The engine of ``Container/resolveAsync(_:name:)``: single-flight creation of an async
/// registration's instance per scope id, without blocking a thread.
extension Container {
    /// The instance of an async registration for the current scope id: cached, awaited from the
    /// creation in flight, or created now.
    func produceAsync(_ registration: Registration, _ factory: @escaping AsyncFactory) async -> Any? {
        guard let kind = registration.scopeKind else {
            return await createAsync(registration, factory)  // moved out of its scope: nothing to share
        }
        guard let instances = scopeContext.currentInstances(of: kind) else {
            let asker = Self.asyncCreations.last?.registration
            switch resolveWithoutScope(registration, kind: kind, askedBy: asker) {
            case .unscoped:
                let instance = await createAsync(registration, factory)
                reportOneOff(of: registration, kind: kind, askedBy: asker)
                return instance
            case .oneOff:
                return await createAsync(registration, factory)
            default:
                return nil
            }
        }
        let creation = scopeContext.instanceOrCreation(of: registration, in: instances) { slot in
            let chain = Self.asyncCreations + [AsyncCreation(slot: slot, registration: registration)]
            return Task {
                let instance = await Self.$asyncCreations.withValue(chain) {
                    await self.createAsync(registration, factory)
                }
                if case .ended = self.scopeContext.store(instance, in: slot) {
                    _ = await ScopeDisposal.dispose([ScopeDisposal(registration: registration, instance: instance, scope: slot.owner)])
                }
                return UncheckedInstance(value: instance)
            }
        }
        switch creation {
        case .instance(let instance):
            return instance
        case .oneOff:
            return await createAsync(registration, factory)
        case .inFlight(let task, let slot):
            if let start = Self.asyncCreations.firstIndex(where: { $0.slot === slot }) {
                stopForCircularDependency(path: Self.asyncCreations[start...].map(\.registration) + [registration])
            }
            return await task.value.value
        }
    }

    private func createAsync(_ registration: Registration, _ factory: AsyncFactory) async -> Any {
        let instance = await factory(self)
        registration.runInitCompleted(resolver: self, instance: instance)
        return instance
    }

    /// The slots whose async factories the running task is executing, outermost first: awaiting one
    /// of them again would never end, so it is reported as a circular dependency.
    @TaskLocal static var asyncCreations: [AsyncCreation] = []

    /// An async factory the running task is executing: its slot and registration.
    struct AsyncCreation: Sendable {
        let slot: ScopeSlot
        let registration: Registration
    }
}
