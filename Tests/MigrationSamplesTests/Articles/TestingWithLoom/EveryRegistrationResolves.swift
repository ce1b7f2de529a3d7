import Loom
import LoomTesting
import Testing

struct AppContainer: ContainerRecipe {
    static func makeContainer() -> Container {
        Assembler([NetworkAssembly(), CheckoutAssembly()]).resolver as! Container
    }

    /// What verify() cannot make itself: the value each request scope is handed, runtime arguments.
    static var verificationSamples: [VerificationSample] {
        [
            VerificationSample(providing: CheckoutRequest(id: "sample")),
            VerificationSample(Invoice.self, arguments: 42),
        ]
    }
}

@Test func everyRegistrationResolves() async {
    let result = await verifyEachRegistrationInChildProcess(of: AppContainer.self)
    #expect(result.isClean, "\(result)")
}
