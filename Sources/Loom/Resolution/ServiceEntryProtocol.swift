/// A registration seen without its service type: what behaviours' and diagnostics' collections hold.
/// `Registration` conforms, and so every ``ServiceEntry``, its subclass. (The shape of Swinject's
/// `DebugHelper`, which custom debug helpers in tests implement.)
protocol ServiceEntryProtocol: AnyObject {
    /// The registration itself.
    var registration: Registration { get }
}

extension ServiceEntryProtocol {
    func describeWithKey(_ key: ServiceKey) -> String {
        registration.describe(as: key)
    }
}
