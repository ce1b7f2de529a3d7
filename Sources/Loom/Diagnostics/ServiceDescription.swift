/// How scope diagnostics name a registration: `RequestContext (request)`, `Mapper "json" (transient)`.
struct ServiceDescription {
    let text: String

    init(of registration: Registration) {
        let key = registration.key
        let name = key.name.map { key.isDefinition ? " \\.\($0)" : " \"\($0)\"" } ?? ""
        text = "\(registration.registeredType)\(name) (\(registration.objectScope))"
    }
}
