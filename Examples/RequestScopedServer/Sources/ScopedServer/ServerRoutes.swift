import Hummingbird
import NIOCore
import ScopedServices

/// The HTTP contract. Handlers get their request services from the context, whichever middleware
/// provided them; `/stats` is served outside the request middleware, so it observes scopes
/// without opening one.
struct ServerRoutes {
    let database: ItemDatabase
    let statistics: ServiceStatistics
    let lifecycle: any RequestLifecycle

    /// The longest item text accepted.
    static let maximumTextLength = 4096

    func add(to router: Router<ServerRequestContext>, served group: RouterGroup<ServerRequestContext>) {
        group.get("whoami") { _, context in
            let services = try context.requireServices()
            let requestContext = try services.context()
            let session = try services.session()
            try services.logger().log("whoami: \(session?.userID ?? "anonymous")")
            return WhoAmIResponse(
                requestID: requestContext.requestID,
                traceID: requestContext.traceID,
                user: session?.userID
            )
        }

        group.post("items") { request, context in
            let services = try context.requireServices()
            let body = try await request.body.collect(upTo: Self.maximumTextLength)
            let text = String(buffer: body)
            let requestContext = try services.context()
            let id = try await services.transaction().insertItem(text: text, context: requestContext)
            try services.logger().log("inserted item \(id)")
            if request.uri.queryParameters.get("fail") == "1" {
                throw SimulatedFailure()
            }
            return EditedResponse(
                status: .created,
                response: CreatedItemResponse(id: id, requestID: requestContext.requestID, traceID: requestContext.traceID)
            )
        }

        group.get("items/count") { _, _ in
            CountResponse(count: try await database.count())
        }

        group.post("logout") { request, _ in
            guard let user = request.headers[.user], !user.isEmpty else {
                throw HTTPError(.badRequest, message: "POST /logout needs an X-User header")
            }
            lifecycle.endSession(of: user)
            return Response(status: .noContent)
        }

        router.get("stats") { _, _ in
            let counters = statistics.snapshot
            return StatsResponse(
                openRequestScopes: lifecycle.openRequestScopes,
                liveRequestScopedInstances: counters.liveRequestInstances,
                openSessions: lifecycle.openSessions,
                requestScopedInstancesCreated: counters.requestInstancesCreated,
                requestScopedInstancesReleased: counters.requestInstancesReleased,
                sessionsCreated: counters.sessionsCreated,
                sessionsEnded: counters.sessionsEnded
            )
        }
    }
}
