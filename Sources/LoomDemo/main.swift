// loom-demo: a small lending library wired with Loom, one section per feature.
// Run it with `swift run loom-demo`; `swift run loom-demo --graph graph.dot` writes its dependency
// graph instead (see GraphDemo.swift), and `--verify-containers` verifies every container the
// sections built once they have run (see ContainerVerificationCommand.swift).
import Loom

if let command = GraphCommand(arguments: CommandLine.arguments) {
    command.run()
}

print("Loom demo: a small lending library")

section(1, "Assemblies build the app")
let assembler = Assembler([StorageAssembly(), LendingAssembly(), StaffAssembly()])
keepForVerification(assembler.resolver as! Container, samples: graphDemoSamples())
showAssemblies(assembler.resolver)

section(2, "Object scopes: each row resolves a TicketPair twice")
showObjectScopes()

section(3, "A child container over the app's container")
showHierarchy(parent: assembler.resolver as! Container)

section(4, "Runtime arguments")
showArguments(assembler.resolver)

section(5, "Resolving from several threads at once")
showConcurrentResolution()

section(6, "What a failure tells you")
showDiagnostics(assembler.resolver)

section(7, "Scoped lifetimes: a screen, a session and three concurrent requests")
await showScopedLifetimes()

section(8, "Injecting a screen that something else created")
showInjection(assembler.resolver)

section(9, "Verifying a container with two mistakes")
showVerification()

section(10, "Definitions the compiler checks")
showDefinitions()

if ContainerVerificationCommand.shared.isRequested {
    ContainerVerificationCommand.shared.run()
}

print("\nDone.")

func section(_ number: Int, _ title: String) {
    print("\n\(number). \(title)")
}
