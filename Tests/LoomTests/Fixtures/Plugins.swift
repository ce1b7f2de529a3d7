// Code written against Swinject's extension points, the way plugins and apps write it: a resolver of
// their own and a storage for a custom scope.

import Loom

enum Plugin {
    /// A resolver that wraps a container weakly (Knit's `WeakResolver` is one): it conforms to
    /// `Resolver` and `_Resolver` itself, implementing Swinject's fixed-arity methods.
    /// `@unchecked Sendable` (resolvers are `Sendable` in Loom): its only state is a weak reference,
    /// which Swift reads and writes atomically, to a container that is itself thread-safe.
    final class WeakResolver: Resolver, _Resolver, @unchecked Sendable {
        private weak var container: Container?

        init(_ container: Container) {
            self.container = container
        }

        func resolve<Service>(_ serviceType: Service.Type) -> Service? {
            container?.resolve(serviceType)
        }

        func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
            container?.resolve(serviceType, name: name)
        }

        func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service? {
            container?.resolve(serviceType, argument: argument)
        }

        func resolve<Service, Arg1>(_ serviceType: Service.Type, name: String?, argument: Arg1) -> Service? {
            container?.resolve(serviceType, name: name, argument: argument)
        }

        func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2) -> Service? {
            container?.resolve(serviceType, arguments: arg1, arg2)
        }

        func _resolve<Service, Arguments>(
            name: String?,
            option: ServiceKeyOption?,
            invoker: @escaping ((Arguments) -> Any) -> Any
        ) -> Service? {
            container?._resolve(name: name, option: option, invoker: invoker)
        }
    }

    /// The whole of a typical custom storage: only `instance`, the graph-aware methods defaulted.
    final class MemoryWarningStorage: InstanceStorage {
        var instance: Any?
    }
}
