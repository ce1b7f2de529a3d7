/// How scope diagnostics name a registration: `RequestContext (request)`, `Mapper "json" (transient)`.
struct ServiceDescription {
    let text: String

    init(of registration: Registration) {
        let name = registration.registeredName.map { " \"\($0)\"" } ?? ""
        text = "\(registration.registeredType)\(name) (\(registration.objectScope))"
    }
}
