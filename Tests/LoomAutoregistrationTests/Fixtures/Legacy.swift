// Calls of the `~>` forms that SwinjectAutoregistration and LoomAutoregistration deprecate:
// arguments listed without a tuple. Each call is made from a deprecated method that implements a
// protocol requirement; tests call the requirement, so the suite compiles without deprecation
// warnings. scripts/check-deprecations.sh checks the warnings themselves.

import Loom
import LoomAutoregistration

enum Legacy {
    protocol Calls {
        static func resolveListingTwo<Service, A1, A2>(
            _ service: Service.Type, named name: String, from resolver: Resolver, _ a1: A1, _ a2: A2
        ) -> Service
        static func resolveListingThree<Service, A1, A2, A3>(
            _ service: Service.Type, from resolver: Resolver, _ a1: A1, _ a2: A2, _ a3: A3
        ) -> Service
        static func resolveListingThree<Service, A1, A2, A3>(
            _ service: Service.Type, named name: String, from resolver: Resolver, _ a1: A1, _ a2: A2, _ a3: A3
        ) -> Service
    }

    /// The deprecated calls, reached without a warning at the call site.
    static var calls: any Calls.Type { Deprecated.self }

    private enum Deprecated: Calls {
        @available(*, deprecated)
        static func resolveListingTwo<Service, A1, A2>(
            _ service: Service.Type, named name: String, from resolver: Resolver, _ a1: A1, _ a2: A2
        ) -> Service {
            // `resolver ~> (service, name: name, arguments: a1, a2)` is ambiguous with the three
            // arguments' form, as it is with SwinjectAutoregistration: reached by its type instead.
            let resolve: (Resolver, (Service.Type, name: String, arguments: A1, A2)) -> Service = (~>)
            return resolve(resolver, (service, name: name, arguments: a1, a2))
        }

        @available(*, deprecated)
        static func resolveListingThree<Service, A1, A2, A3>(
            _ service: Service.Type, from resolver: Resolver, _ a1: A1, _ a2: A2, _ a3: A3
        ) -> Service {
            resolver ~> (service, arguments: a1, a2, a3)
        }

        @available(*, deprecated)
        static func resolveListingThree<Service, A1, A2, A3>(
            _ service: Service.Type, named name: String, from resolver: Resolver, _ a1: A1, _ a2: A2, _ a3: A3
        ) -> Service {
            resolver ~> (service, name: name, arguments: a1, a2, a3)
        }
    }
}
