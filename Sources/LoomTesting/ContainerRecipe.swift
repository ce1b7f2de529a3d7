// Used by verifyEachRegistrationInChildProcess(of:), which needs exit tests with capture lists.
#if compiler(>=6.3) && (os(macOS) || os(Linux) || os(Windows) || os(FreeBSD))
import Loom

/// How to make a container, as a type: what
/// ``verifyEachRegistrationInChildProcess(of:sourceLocation:)`` hands its child processes, which
/// run the same test binary and make the container anew from the type's name.
///
/// ```swift
/// struct AppContainer: ContainerRecipe {
///     static func makeContainer() -> Container {
///         Assembler([NetworkAssembly(), CheckoutAssembly()]).resolver as! Container
///     }
/// }
/// ```
///
/// Declare it at file scope or inside another type, not inside a function: a child process finds
/// it by its name, and a type local to a function has none it can be found by.
public protocol ContainerRecipe {
    /// Makes the container, the same one on every call: each child process makes it once.
    static func makeContainer() -> Container

    /// The samples `verify(samples:)` needs: runtime arguments, provided values, instances for
    /// `storyboardInitCompleted` closures. None by default.
    static var verificationSamples: [VerificationSample] { get }
}

extension ContainerRecipe {
    /// No samples.
    public static var verificationSamples: [VerificationSample] { [] }
}
#endif
