/// How scope diagnostics name a registration: its service, then its name or definition as
/// resolution paths write them, then its scope — `RequestContext (request)`,
/// `Mapper("json") (transient)`, `RequestStatistics(\.stats) (request)`.
struct ServiceDescription {
    let text: String

    init(of registration: Registration) {
        self.init(key: registration.key, registeredType: registration.registeredType, scope: registration.objectScope)
    }

    /// A registration of `registeredType` under its own `key`, in `scope`.
    init(key: ServiceKey, registeredType: Any.Type, scope: ObjectScopeProtocol) {
        let name = key.name.map { key.isDefinition ? "(\\.\($0))" : "(\"\($0)\")" } ?? ""
        text = "\(registeredType)\(name) (\(scope))"
    }
}
