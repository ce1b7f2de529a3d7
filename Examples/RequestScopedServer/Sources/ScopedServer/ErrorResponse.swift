import Foundation
import Hummingbird
import HTTPTypes

/// Turns what a handler threw into the response the client gets, so that the middleware can still
/// add the request's headers to it.
enum ErrorResponse {
    /// A JSON `{"error": …}` response with the error's status, 500 for errors that carry none.
    static func make(for error: any Error) -> Response {
        let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
        return make(status: status, message: String(describing: error))
    }

    /// A JSON `{"error": message}` response with `status`.
    static func make(status: HTTPResponse.Status, message: String) -> Response {
        let body = (try? JSONEncoder().encode(["error": message])) ?? Data()
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
