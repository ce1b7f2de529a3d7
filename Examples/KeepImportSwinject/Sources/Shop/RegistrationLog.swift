// A behaviour that records every registration, as teams write one to audit their assemblies.

import Swinject

public final class RegistrationLog: Behavior {
    public private(set) var entries: [String] = []

    public func container<Type, Service>(
        _ container: Swinject.Container,
        didRegisterType type: Type.Type,
        toService entry: Swinject.ServiceEntry<Service>,
        withName name: String?
    ) {
        entries.append(name.map { "\(Type.self) (\($0))" } ?? "\(Type.self)")
    }
}
