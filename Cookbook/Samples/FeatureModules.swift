// Recipe 10 of the Cookbook: each feature module is an assembly that names the modules its
// factories resolve from. The assembler applies those first, and `verify()` reports a module that
// is missing or one that resolves from a module it did not declare. Factories use `require`, so
// that a missing dependency is reported instead of stopping the process.

import Loom

final class KeyValueStore {}

final class HTTPTransport {}

final class ProfileRepository {
    init(store: KeyValueStore, transport: HTTPTransport) {}
}

final class SettingsModel {
    init(store: KeyValueStore, profiles: ProfileRepository) {}
}

/// Which modules were assembled, in order, so that the sample can show it.
final class ModuleLog {
    var assembled: [String] = []
}

struct StorageModule: Assembly {
    let log: ModuleLog

    func assemble(container: Container) {
        log.assembled.append("Storage")
        container.register(KeyValueStore.self) { _ in KeyValueStore() }.inObjectScope(.container)
    }
}

struct NetworkingModule: Assembly {
    let log: ModuleLog

    func assemble(container: Container) {
        log.assembled.append("Networking")
        container.register(HTTPTransport.self) { _ in HTTPTransport() }.inObjectScope(.container)
    }
}

struct ProfileModule: Assembly {
    let log: ModuleLog

    var requiredAssemblies: [any Assembly.Type] { [StorageModule.self, NetworkingModule.self] }

    func assemble(container: Container) {
        log.assembled.append("Profile")
        container.register(ProfileRepository.self) { r in
            try ProfileRepository(store: r.require(KeyValueStore.self), transport: r.require(HTTPTransport.self))
        }
    }
}

/// Resolves `ProfileRepository` but declares only `StorageModule`: a boundary `verify()` reports.
struct SettingsModule: Assembly {
    let log: ModuleLog

    var requiredAssemblies: [any Assembly.Type] { [StorageModule.self] }

    func assemble(container: Container) {
        log.assembled.append("Settings")
        container.register(SettingsModel.self) { r in
            try SettingsModel(store: r.require(KeyValueStore.self), profiles: r.require(ProfileRepository.self))
        }
    }
}

/// Assembles three sets of modules and verifies each; the Cookbook shows the lines it returns.
func featureModules() -> [String] {
    func check(_ title: String, _ modules: (ModuleLog) -> [Assembly]) -> [String] {
        let log = ModuleLog()
        let assembler = Assembler(modules(log), container: Container())
        let problems = assembler.verify().problems.map { "    \($0.kind.rawValue): \($0.cause)" }
        return ["\(title): assembled \(log.assembled.joined(separator: ", "))"]
            + (problems.isEmpty ? ["    no problems"] : problems)
    }

    return check("complete app") { [ProfileModule(log: $0), StorageModule(log: $0), NetworkingModule(log: $0)] }
        + check("networking left out") { [ProfileModule(log: $0), StorageModule(log: $0)] }
        + check("settings added") {
            [SettingsModule(log: $0), ProfileModule(log: $0), StorageModule(log: $0), NetworkingModule(log: $0)]
        }
}
