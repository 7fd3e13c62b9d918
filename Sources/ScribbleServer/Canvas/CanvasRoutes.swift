import ScribbleSyntax

/// The routes of the drawing page's server: its WebSocket, which records (see
/// ``CanvasRecordingSession``), and a JSON list of the recordings saved.
public enum CanvasRoutes {
    /// The path of the drawing page's WebSocket.
    public static let socketPath = "/socket"

    /// The router for a store: `GET /api/recordings` and the WebSocket at ``socketPath``.
    public static func router(store: String) -> Router {
        let folder = RecordingFolder(store: store)
        var router = Router()
        router.add("GET", "/api/recordings") { _ in
            var writer = JSONWriter(capacity: 256)
            writer.object { object in
                object.field("recordings", lines: folder.names(), indent: 2) { name, writer in writer.string(name) }
            }
            writer.raw("\n")
            return .json(writer.bytes)
        }
        router.addWebSocket(socketPath) { connection in
            CanvasRecordingSession(connection: connection, folder: folder)
        }
        return router
    }
}
