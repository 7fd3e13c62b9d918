/// What one WebSocket connection talks to: told of each text message and, once, of the end.
///
/// Its methods are called on the server's service thread, one at a time, so a session needs no
/// lock of its own; it answers through the ``WebSocketConnection`` it was made with.
public protocol WebSocketSession: AnyObject {
    /// A text message arrived (at most ``ServerLimits/maximumMessageBytes`` long).
    func received(_ text: String)

    /// The connection is closed, by the client, by an error, or because the server is stopping;
    /// the last call the session gets. A session saves what it holds here.
    /// - Parameters:
    ///   - code: The close code (1000 normal, 1001 going away, 1009 too big…).
    ///   - reason: The reason given with it, if any.
    func closed(code: Int, reason: String?)
}
