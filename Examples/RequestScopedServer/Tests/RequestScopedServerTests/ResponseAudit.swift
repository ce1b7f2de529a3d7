import Foundation

/// Checks every response of a load run against the request it answers.
///
/// Cross-talk is any response that shows another request's identity: a trace id other than the one
/// sent, a request id seen on another response, a body whose ids differ from the headers, or another
/// user. Each request's instances must have been made exactly once.
struct ResponseAudit {
    /// Requests without a response.
    var missing = 0
    /// Responses with a status other than the one planned.
    var wrongStatus = 0
    /// Responses that carried another request's identity.
    var crossTalk = 0
    /// Responses whose request-scoped instances were not each made once.
    var instanceMismatches = 0
    /// Trace ids of the inserts that succeeded: exactly these rows must be in the database.
    var committedTraceIDs: Set<String> = []
    /// Request-scoped instances the responses say were made, in all.
    var instancesCreated = 0
    /// The first few problems, for the failure message.
    var examples: [String] = []

    /// Whether nothing was wrong.
    var isClean: Bool { missing == 0 && wrongStatus == 0 && crossTalk == 0 && instanceMismatches == 0 }

    init(requests: [PlannedRequest], responses: [HTTPExchange?]) {
        var requestIDs = Set<String>()
        for (request, response) in zip(requests, responses) {
            guard let response else {
                missing += 1
                note("no response to \(request.path) \(request.traceID ?? "")")
                continue
            }
            if response.status != request.expectedStatus {
                wrongStatus += 1
                note("\(request.path) \(request.traceID ?? ""): status \(response.status)")
            }
            if !showsOwnIdentity(response, of: request, seen: &requestIDs) {
                crossTalk += 1
            }
            let made = response.instancesCreated
            instancesCreated += made.values.reduce(0, +)
            if Set(made.keys) != request.expectedInstances || made.values.contains(where: { $0 != 1 }) {
                instanceMismatches += 1
                note("\(request.traceID ?? ""): instances \(response.header("X-Instances-Created") ?? "none")")
            }
            if request.kind == .insert, response.status == 201, let traceID = request.traceID {
                committedTraceIDs.insert(traceID)
            }
        }
    }

    private mutating func showsOwnIdentity(
        _ response: HTTPExchange,
        of request: PlannedRequest,
        seen requestIDs: inout Set<String>
    ) -> Bool {
        guard let requestID = response.header("X-Request-ID"), requestIDs.insert(requestID).inserted else {
            note("\(request.traceID ?? ""): missing or repeated request id \(response.header("X-Request-ID") ?? "none")")
            return false
        }
        guard response.header("X-Trace-ID") == request.traceID else {
            note("\(request.traceID ?? ""): came back with trace id \(response.header("X-Trace-ID") ?? "none")")
            return false
        }
        switch request.kind {
        case .whoami:
            guard let body = try? response.decode(WhoAmIBody.self),
                  body.requestID == requestID, body.traceID == request.traceID, body.user == request.user
            else {
                note("\(request.traceID ?? ""): /whoami said \(String(decoding: response.body, as: UTF8.self))")
                return false
            }
        case .insert:
            guard let body = try? response.decode(CreatedItemBody.self),
                  body.requestID == requestID, body.traceID == request.traceID
            else {
                note("\(request.traceID ?? ""): /items said \(String(decoding: response.body, as: UTF8.self))")
                return false
            }
        case .failingInsert, .other:
            break
        }
        return true
    }

    private mutating func note(_ problem: String) {
        if examples.count < 10 { examples.append(problem) }
    }
}

/// `GET /whoami`'s body.
struct WhoAmIBody: Decodable {
    let requestID: String
    let traceID: String
    let user: String?
}

/// `POST /items`'s body.
struct CreatedItemBody: Decodable {
    let id: Int64
    let requestID: String
    let traceID: String
}

/// `GET /items/count`'s body.
struct CountBody: Decodable {
    let count: Int
}

/// `GET /stats`'s body.
struct StatsBody: Decodable {
    let openRequestScopes: Int
    let liveRequestScopedInstances: Int
    let openSessions: Int
    let requestScopedInstancesCreated: Int
    let requestScopedInstancesReleased: Int
    let sessionsCreated: Int
    let sessionsEnded: Int
}
