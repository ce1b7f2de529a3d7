import Foundation
import Hummingbird
import ScopedServices

/// Hummingbird's context of one request, carrying the request services its middleware provides.
public struct ServerRequestContext: Hummingbird.RequestContext {
    /// Hummingbird's own per-request storage.
    public var coreContext: CoreRequestContextStorage
    /// The request's services; set by the scope middleware before the route handler runs.
    public var services: (any RequestServices)?

    /// A context with no services yet.
    public init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.services = nil
    }

    /// JSON with sorted keys, so responses read the same every time.
    public var responseEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    /// The request's services, or a 500 if no middleware provided them.
    public func requireServices() throws -> any RequestServices {
        guard let services else { throw HTTPError(.internalServerError, message: "no request services") }
        return services
    }
}
