/// A registration seen without its service type: what behaviours' and diagnostics' collections hold.
/// Both ``ServiceEntry`` and the container's internal `Registration` conform.
protocol ServiceEntryProtocol: AnyObject {
    /// The registration itself.
    var registration: Registration { get }
}

extension ServiceEntryProtocol {
    func describeWithKey(_ key: ServiceKey) -> String {
        registration.describe(as: key)
    }
}
