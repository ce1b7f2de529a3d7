import Testing
@testable import Loom

@Suite("The note for a Swinject-style registration on an overlaid container")
struct OverlaidRegistrationWarningTests {
    @Test func theNoteNamesTheCallAndTheOverridesToRegisterInInstead() {
        let key = ServiceKey(serviceType: Shop.Mailer.self, argumentsType: (Resolver, Int).self, name: "smtp")

        #expect(OverlaidRegistrationWarning(key: key).message == """
            Loom: register(Mailer.self, name: "smtp") (arguments: Int) ran while withOverrides (or the .overriding \
            test trait) overlays this container: it registers in the container itself, and the registration stays \
            after the overrides end — tests that run later see it too. To replace Mailer for these overrides only, \
            register it in them: .overriding { $0.register(Mailer.self, name: "smtp") { … } }, or \
            container.withOverrides({ $0.register(Mailer.self, name: "smtp") { … } }) { … }. \
            (Reported once for this service and name.)
            """)
    }

    @Test func aRegistrationWithoutNameOrArgumentsIsNamedByItsTypeAlone() {
        let key = ServiceKey(serviceType: Shop.Mailer.self, argumentsType: Resolver.self, name: nil)

        #expect(OverlaidRegistrationWarning(key: key).call == "register(Mailer.self)")
    }
}
