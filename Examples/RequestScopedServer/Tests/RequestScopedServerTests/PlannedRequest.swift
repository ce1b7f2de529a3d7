import NIOHTTP1

/// One request of a load run, and what its response must show.
struct PlannedRequest: Sendable {
    /// What the request does, and so which status and instances its response must show.
    enum Kind: Sendable {
        case whoami
        case insert
        case failingInsert
        case other
    }

    let kind: Kind
    let method: HTTPMethod
    let path: String
    /// Sent as `X-Trace-ID`; unique per request in a load run.
    let traceID: String?
    /// Sent as `X-User`.
    let user: String?
    let body: String

    /// The status the response must have.
    var expectedStatus: Int? {
        switch kind {
        case .whoami: 200
        case .insert: 201
        case .failingInsert: 500
        case .other: nil
        }
    }

    /// The request-scoped types the response's `X-Instances-Created` must list, each made once.
    var expectedInstances: Set<String> {
        let always: Set = ["CreationLedger", "RequestOutcome", "RequestContext"]
        switch kind {
        case .whoami: return always.union(["RequestLogger"])
        case .insert, .failingInsert: return always.union(["RequestLogger", "DatabaseTransaction"])
        case .other: return []
        }
    }

    /// A `GET` with no headers of ours.
    static func get(_ path: String) -> PlannedRequest {
        PlannedRequest(kind: .other, method: .GET, path: path, traceID: nil, user: nil, body: "")
    }

    /// `POST /logout` for `user`.
    static func logout(_ user: String) -> PlannedRequest {
        PlannedRequest(kind: .other, method: .POST, path: "/logout", traceID: nil, user: user, body: "")
    }

    /// `count` requests with unique trace ids `RUN-N`: every tenth `POST /items?fail=1`, three in
    /// ten `POST /items`, the rest `GET /whoami`; every other one as one of `users` users.
    static func mix(count: Int, run: String, users: Int = 8) -> [PlannedRequest] {
        (0..<count).map { index in
            let traceID = "\(run)-\(index)"
            let user = index % 2 == 0 ? "user-\((index / 2) % users)" : nil
            switch index % 10 {
            case 0:
                return PlannedRequest(kind: .failingInsert, method: .POST, path: "/items?fail=1",
                                      traceID: traceID, user: user, body: "failing item \(traceID)")
            case 1, 4, 7:
                return PlannedRequest(kind: .insert, method: .POST, path: "/items",
                                      traceID: traceID, user: user, body: "item \(traceID)")
            default:
                return PlannedRequest(kind: .whoami, method: .GET, path: "/whoami",
                                      traceID: traceID, user: user, body: "")
            }
        }
    }

    /// `count` `GET /whoami` requests with unique trace ids: the scopes' cost without the database's.
    static func whoamiOnly(count: Int, run: String) -> [PlannedRequest] {
        (0..<count).map { index in
            PlannedRequest(kind: .whoami, method: .GET, path: "/whoami",
                           traceID: "\(run)-\(index)", user: index % 2 == 0 ? "user-\(index % 8)" : nil, body: "")
        }
    }
}
