import Foundation

/// A response as the load client received it.
struct HTTPExchange: Sendable {
    let status: Int
    /// Header values by lower-cased name.
    let headers: [String: String]
    let body: Data

    /// The value of header `name`, whatever its case.
    func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The body decoded as JSON of type `T`.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: body)
    }

    /// `X-Instances-Created` as type name → count.
    var instancesCreated: [String: Int] {
        var counts: [String: Int] = [:]
        for pair in (header("X-Instances-Created") ?? "").split(separator: ";") {
            let parts = pair.split(separator: "=")
            if parts.count == 2 { counts[String(parts[0])] = Int(parts[1]) }
        }
        return counts
    }
}
