// Recipe 11 of the Cookbook: the code under test. Its tests (SpiesAndStubsTests.swift) replace
// the email sender with a spy or a stub, for one test's task only.

import Loom

protocol EmailSender {
    func send(to address: String, subject: String) -> Bool
}

/// Talks to the mail server in the app.
struct SMTPEmailSender: EmailSender {
    func send(to address: String, subject: String) -> Bool { true }
}

final class AccountStore {
    private(set) var addresses: Set<String> = []

    func add(_ address: String) -> Bool { addresses.insert(address).inserted }
}

enum SignUpResult: Equatable {
    case created, alreadyRegistered, createdWithoutWelcomeEmail
}

final class SignUpService {
    private let accounts: AccountStore
    private let email: EmailSender

    init(accounts: AccountStore, email: EmailSender) {
        self.accounts = accounts
        self.email = email
    }

    func signUp(_ address: String) -> SignUpResult {
        guard accounts.add(address) else { return .alreadyRegistered }
        return email.send(to: address, subject: "Welcome") ? .created : .createdWithoutWelcomeEmail
    }
}

/// The app's container.
let signUpContainer: Container = {
    let container = Container()
    container.register(AccountStore.self) { _ in AccountStore() }.inObjectScope(.container)
    container.register(EmailSender.self) { _ in SMTPEmailSender() }
    container.register(SignUpService.self) { r in
        SignUpService(accounts: r.resolve(AccountStore.self)!, email: r.resolve(EmailSender.self)!)
    }
    return container
}()
