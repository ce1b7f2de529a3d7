import Loom

/// The reading room's services as definitions: typed properties of `Container` that the compiler
/// checks, beside the app's registrations.
extension Container {
    var readingRoomClock: Definition<Clock> { define { _ in FixedClock(today: 40) }.inObjectScope(.container) }
    var readingRoomNotifier: Definition<Notifier> { define { _ in EmailNotifier() }.inObjectScope(.container) }
    var readingRoomPass: ParameterDefinition<String, ReadingPass> {
        define { _, reader in ReadingPass(reader: reader, validUntil: self.readingRoomClock().today + 1) }
    }
}

/// A day pass to the reading room.
struct ReadingPass {
    let reader: String
    let validUntil: Int
}

/// A screen model that takes its dependency from a definition.
final class ReadingRoomModel {
    @Injected(\.readingRoomNotifier) var notifier: Notifier
}

/// 10. Definitions: no optionals, replaced for a test, visible to Swinject-style code once declared.
func showDefinitions() {
    let container = Container()
    keepForVerification(container, samples: [VerificationSample(ReadingPass.self, name: "readingRoomPass", arguments: "Ada")])
    let pass = container.readingRoomPass("Ada")
    print("  container.readingRoomPass(\"Ada\"): valid until day \(pass.validUntil) — no optional, no registration")

    container.readingRoomClock.register { _ in FixedClock(today: 90) }
    print("  after readingRoomClock.register { … }: valid until day \(container.readingRoomPass("Ada").validUntil)")
    container.readingRoomClock.reset()
    print("  after readingRoomClock.reset(): valid until day \(container.readingRoomPass("Ada").validUntil)")

    let model = Container.default.withOverrides({ $0.readingRoomNotifier.register { _ in SMSNotifier() } }) {
        ReadingRoomModel()
    }
    print("  @Injected(\\.readingRoomNotifier) inside withOverrides: \(model.notifier.channel); outside: \(ReadingRoomModel().notifier.channel)")

    container.declare(\.readingRoomClock)
    print("  declared, Swinject-style code finds it: resolve(Clock.self)!.today = \(container.resolve(Clock.self)!.today)")
}
