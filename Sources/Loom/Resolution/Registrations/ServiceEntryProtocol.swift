/// A registration seen without its service type: what behaviours' and diagnostics' collections hold.
/// `Registration` conforms, and so every ``ServiceEntry``, its subclass. (The shape of Swinject's
/// `DebugHelper`, which custom debug helpers in tests implement.)
protocol ServiceEntryProtocol: AnyObject {
    /// The registration itself.
    var registration: Registration { get }
}

extension ServiceEntryProtocol {
    /// The registration under `key` as failure messages show it (a forwarded type says so).
    func describeWithKey(_ key: ServiceKey) -> String {
        registration.describeForDiagnostics(as: key)
    }
}
