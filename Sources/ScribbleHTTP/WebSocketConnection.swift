/// One open WebSocket connection, as its session sees it: where it was opened and a way to
/// answer. Safe to use from any thread; what is sent goes out in the order it was sent.
public final class WebSocketConnection: @unchecked Sendable {
    /// A number that tells this connection from the server's others.
    public let id: Int
    /// The path the connection was opened on.
    public let path: String
    /// The query of the address it was opened with (the access token taken out).
    public let query: [String: String]

    private let loop: ServiceLoop
    /// Read and written on the service thread only.
    private weak var socket: SoupWebSocket?

    init(socket: SoupWebSocket, path: String, query: [String: String], loop: ServiceLoop) {
        id = socket.id
        self.path = path
        self.query = query
        self.loop = loop
        self.socket = socket
    }

    /// Sends a text message; dropped if the connection has closed.
    public func send(_ text: String) {
        loop.perform { [self] in socket?.send(text) }
    }

    /// Closes the connection; the session's ``WebSocketSession/closed(code:reason:)`` follows.
    /// - Parameters:
    ///   - code: The close code, 1000 for a normal end.
    ///   - reason: A short reason (at most 123 bytes, as the protocol allows).
    public func close(code: Int = 1000, reason: String = "") {
        let reason = String(decoding: reason.utf8.prefix(123), as: UTF8.self)
        loop.perform { [self] in socket?.close(code: code, reason: reason) }
    }
}
