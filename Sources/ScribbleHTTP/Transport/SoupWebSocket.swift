internal import CSoup
import ScribbleSyntax

/// One `SoupWebsocketConnection`, held (one reference) from the handshake until it closes,
/// and the session its messages go to. Used only on the service thread.
final class SoupWebSocket: @unchecked Sendable {
    let id: Int
    private let connection: OpaquePointer
    private let maximumMessageBytes: Int
    private var signalHandlers: [gulong] = []
    private var session: (any WebSocketSession)?
    private var hasClosed = false
    /// Told once, when the connection has closed.
    var onClose: ((SoupWebSocket) -> Void)?

    /// Takes a reference to `connection` and listens to its messages and its end.
    init(connection: OpaquePointer, id: Int, maximumMessageBytes: Int) {
        self.id = id
        self.connection = connection
        self.maximumMessageBytes = maximumMessageBytes
        g_object_ref(UnsafeMutableRawPointer(connection))
        // libsoup's own cap, above ours, so that a message a little too big still reaches
        // ``received`` and is refused with the limit's name; a larger one is cut off by libsoup
        // (close code 1009) before it is held in memory.
        soup_websocket_connection_set_max_incoming_payload_size(connection, guint64(maximumMessageBytes) * 2 + 1024)
        soup_websocket_connection_set_keepalive_interval(connection, 30)
        let me = Unmanaged.passUnretained(self).toOpaque()
        let message: @convention(c) (OpaquePointer?, gint, OpaquePointer?, gpointer?) -> Void = {
            _, type, bytes, data in
            guard let data else { return }
            Unmanaged<SoupWebSocket>.fromOpaque(data).takeUnretainedValue().received(type: type, bytes: bytes)
        }
        let closed: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
            guard let data else { return }
            Unmanaged<SoupWebSocket>.fromOpaque(data).takeUnretainedValue().finish()
        }
        signalHandlers = [
            g_signal_connect_data(
                UnsafeMutableRawPointer(connection), "message", unsafeBitCast(message, to: GCallback.self), me, nil,
                GConnectFlags(rawValue: 0)),
            g_signal_connect_data(
                UnsafeMutableRawPointer(connection), "closed", unsafeBitCast(closed, to: GCallback.self), me, nil,
                GConnectFlags(rawValue: 0)),
        ]
    }

    deinit {
        for handler in signalHandlers { g_signal_handler_disconnect(UnsafeMutableRawPointer(connection), handler) }
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// Gives the connection the session its messages go to.
    func attach(_ session: any WebSocketSession) {
        self.session = session
    }

    var isOpen: Bool { soup_websocket_connection_get_state(connection) == SOUP_WEBSOCKET_STATE_OPEN }

    /// Sends a text message, if the connection is still open.
    func send(_ text: String) {
        guard isOpen else { return }
        soup_websocket_connection_send_text(connection, text)
    }

    /// Starts the closing handshake; the session hears of the end when it is over.
    func close(code: Int, reason: String) {
        guard isOpen else { return }
        soup_websocket_connection_close(connection, gushort(clamping: code), reason)
    }

    /// Ends the session now, for a connection that did not finish closing in time.
    func abandon(code: Int, reason: String) {
        finish(code: code, reason: reason)
    }

    private func received(type: gint, bytes: OpaquePointer?) {
        guard let bytes, session != nil else { return }
        var size: gsize = 0
        let data = g_bytes_get_data(bytes, &size)
        guard Int(size) <= maximumMessageBytes else {
            let limit = ServerLimits.Limit.maximumMessageBytes
            let message =
                "a message of \(size) bytes is over the limit of \(maximumMessageBytes) bytes (\(limit.rawValue))"
            send(Self.errorMessage(message, limit: limit))
            close(code: 1009, reason: "over \(limit.rawValue)")
            return
        }
        guard type == gint(SOUP_WEBSOCKET_DATA_TEXT.rawValue) else {
            send(Self.errorMessage("binary messages are not understood; send JSON text", limit: nil))
            return
        }
        let text =
            data.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: Int(size)), as: UTF8.self) } ?? ""
        session?.received(text)
    }

    private func finish() {
        let code = Int(soup_websocket_connection_get_close_code(connection))
        let reason = soup_websocket_connection_get_close_data(connection).map { String(cString: $0) }
        finish(code: code == 0 ? 1006 : code, reason: reason)
    }

    private func finish(code: Int, reason: String?) {
        guard !hasClosed else { return }
        hasClosed = true
        let session = self.session
        self.session = nil
        session?.closed(code: code, reason: reason)
        onClose?(self)
        onClose = nil
    }

    /// `{"type": "error", "message": …, "limit": …}`, the error message every WebSocket
    /// route's client understands.
    static func errorMessage(_ message: String, limit: ServerLimits.Limit?) -> String {
        var writer = JSONWriter(capacity: message.utf8.count + 64)
        writer.object { object in
            object.field("type", "error")
            object.field("message", message)
            if let limit { object.field("limit", limit.rawValue) }
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
