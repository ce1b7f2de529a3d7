// Recipe 11 of the Cookbook: a spy and a stub in unit tests, and an integration-test suite that
// runs the app's real registrations with the email sender replaced.

import Loom
import LoomTesting
import Testing
@testable import CookbookSamples

/// Records every email instead of sending it.
final class EmailSpy: EmailSender {
    private(set) var sent: [String] = []

    func send(to address: String, subject: String) -> Bool {
        sent.append("\(subject) to \(address)")
        return true
    }
}

/// Fails every send, as a mail server that is down would.
struct FailingEmailStub: EmailSender {
    func send(to address: String, subject: String) -> Bool { false }
}

@Suite("Cookbook recipe 11: unit tests with a spy and a stub")
struct SignUpUnitTests {
    @Test func aNewAccountGetsOneWelcomeEmail() {
        let spy = EmailSpy()
        let result = signUpContainer.withOverrides({ overrides in
            overrides.register(EmailSender.self) { _ in spy }
        }) {
            signUpContainer.resolve(SignUpService.self)!.signUp("ada@example.com")
        }

        #expect(result == .created)
        #expect(spy.sent == ["Welcome to ada@example.com"])
    }

    @Test func aFailedWelcomeEmailStillCreatesTheAccount() {
        let result = signUpContainer.withOverrides({ overrides in
            overrides.register(EmailSender.self) { _ in FailingEmailStub() }
        }) {
            signUpContainer.resolve(SignUpService.self)!.signUp("bo@example.com")
        }

        #expect(result == .createdWithoutWelcomeEmail)
    }
}

/// Every test gets an overlay of its own: the container-scoped `AccountStore` it creates is its own.
@Suite("Cookbook recipe 11: integration tests with the app's registrations",
       .overriding(signUpContainer) { overrides in
           overrides.register(EmailSender.self) { _ in FailingEmailStub() }
       })
struct SignUpIntegrationTests {
    @Test func signingUpTwiceIsRefused() {
        let service = signUpContainer.resolve(SignUpService.self)!

        #expect(service.signUp("cy@example.com") == .createdWithoutWelcomeEmail)
        #expect(service.signUp("cy@example.com") == .alreadyRegistered)
    }

    @Test func eachTestStartsWithNoAccounts() {
        #expect(signUpContainer.resolve(AccountStore.self)!.addresses.isEmpty)
    }

    @Test func theAppsContainerIsUnchangedOutsideTheTests() async {
        let outside = await Task.detached { signUpContainer.resolve(EmailSender.self) is SMTPEmailSender }.value
        #expect(outside)
    }
}
