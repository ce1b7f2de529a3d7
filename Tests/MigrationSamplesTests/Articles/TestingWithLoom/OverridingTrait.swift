import LoomTesting
import Testing

@Test(.overriding { $0.register(Clock.self) { _ in FixedClock(day: 3) } })
func dueDatesCountFromToday() {
    #expect(LoanModel().dueDay == 17)   // @Injected var clock: Clock
}

@Suite(.overriding(appContainer) { $0.unregister(AnalyticsService.self) })
struct OfflineCheckoutTests { /* every test runs without analytics */ }
