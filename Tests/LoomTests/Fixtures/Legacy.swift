// Calls to deprecated Loom API that Swinject code still makes. Each call is made from a deprecated
// method that implements a protocol requirement; tests call the requirement, so the exact call
// sites are compiled without deprecation warnings in the test target.

import Loom

enum Legacy {
    protocol Calls {
        static func assembler(assemblies: [Assembly], container: Container?) throws -> Assembler
        static func assembler(assemblies: [Assembly], parentAssembler: Assembler?) throws -> Assembler
    }

    /// The deprecated calls, reached without a warning at the call site.
    static var calls: any Calls.Type { Deprecated.self }

    private enum Deprecated: Calls {
        @available(*, deprecated)
        static func assembler(assemblies: [Assembly], container: Container?) throws -> Assembler {
            try Assembler(assemblies: assemblies, container: container)
        }

        @available(*, deprecated)
        static func assembler(assemblies: [Assembly], parentAssembler: Assembler?) throws -> Assembler {
            try Assembler(assemblies: assemblies, parentAssembler: parentAssembler)
        }
    }
}
