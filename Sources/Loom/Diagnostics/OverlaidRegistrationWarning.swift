/// The note for a Swinject-style `register` on a container while the running task has an overlay of
/// it bound (inside `withOverrides`, or a test with the `LoomTesting` trait): the registration goes
/// into the container itself and outlives the overlay, so a test that meant it for itself changes
/// every test after it. Written once per service, at the first such call.
///
/// Such a registration is not moved into the overlay, as a definition's `register` is: a Swinject
/// registration belongs to its container for the rest of the process — an app that registers a
/// service while signing in, or an assembly applied lazily by whichever test runs first, must not
/// lose it when one test ends.
struct OverlaidRegistrationWarning {
    /// The key registered.
    let key: ServiceKey

    /// The call as its author wrote it: `register(Mailer.self, name: "smtp")`, with the runtime
    /// argument types after it.
    var call: String {
        let name = key.name.map { ", name: \"\($0)\"" } ?? ""
        let arguments = key.callerArgumentTypeNames
        let taking = arguments.isEmpty ? "" : " (arguments: \(arguments.joined(separator: ", ")))"
        return "register(\(key.serviceType).self\(name))\(taking)"
    }

    var message: String {
        let service = "\(key.serviceType)"
        let replacement = "$0.register(\(service).self\(key.name.map { ", name: \"\($0)\"" } ?? "")) { … }"
        return "Loom: \(call) ran while withOverrides (or the .overriding test trait) overlays this container: "
            + "it registers in the container itself, and the registration stays after the overrides end — "
            + "tests that run later see it too. To replace \(service) for these overrides only, register it in "
            + "them: .overriding { \(replacement) }, or container.withOverrides({ \(replacement) }) { … }. "
            + "(Reported once for this service and name.)"
    }

    /// Reports through `container`'s debug helper, the first time only for this key.
    func reportOnce(to debugHelper: DebugHelper) {
        guard Self.reported.insert(ResolutionError.Step(of: key).description) else { return }
        debugHelper.registrationOutlivesOverlay(message)
    }

    /// The keys already reported.
    private static let reported = ReportedOnce()
}
