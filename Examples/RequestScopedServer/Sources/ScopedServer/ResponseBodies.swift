import Hummingbird

/// `GET /whoami`: who the server thinks is asking.
struct WhoAmIResponse: ResponseEncodable {
    let requestID: String
    let traceID: String
    let user: String?

    private enum CodingKeys: String, CodingKey { case requestID, traceID, user }

    /// Writes `user` as `null` for an anonymous request rather than leaving it out.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(requestID, forKey: .requestID)
        try container.encode(traceID, forKey: .traceID)
        try container.encode(user, forKey: .user)
    }
}

/// `POST /items`: the new row, and the request that inserted it.
struct CreatedItemResponse: ResponseEncodable {
    let id: Int64
    let requestID: String
    let traceID: String
}

/// `GET /items/count`: committed rows.
struct CountResponse: ResponseEncodable {
    let count: Int
}

/// `GET /stats`: what is open now, and what was made and released since the server started.
struct StatsResponse: ResponseEncodable {
    let openRequestScopes: Int
    let liveRequestScopedInstances: Int
    let openSessions: Int
    let requestScopedInstancesCreated: Int
    let requestScopedInstancesReleased: Int
    let sessionsCreated: Int
    let sessionsEnded: Int
}
