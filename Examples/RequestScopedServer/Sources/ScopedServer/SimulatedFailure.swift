/// What `POST /items?fail=1` throws after its insert, so the request's transaction must roll back.
struct SimulatedFailure: Error, CustomStringConvertible {
    var description: String { "simulated failure after the insert (fail=1)" }
}
