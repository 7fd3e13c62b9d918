import ScribbleSyntax

/// The routes of the drawing page's server: its WebSocket, which records and inks (see
/// ``CanvasDrawingSession``), and JSON lists of the recordings and drawings saved.
public enum CanvasRoutes {
    /// The path of the drawing page's WebSocket.
    public static let socketPath = "/socket"

    /// The router for a store: `GET /api/recordings`, `GET /api/drawings` (their ids) and the
    /// WebSocket at ``socketPath``.
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
        router.add("GET", "/api/drawings") { _ in
            var writer = JSONWriter(capacity: 256)
            writer.object { object in
                object.field("drawings", lines: folder.drawingIDs(), indent: 2) { id, writer in writer.string(id.text) }
            }
            writer.raw("\n")
            return .json(writer.bytes)
        }
        router.addWebSocket(socketPath) { connection in
            CanvasDrawingSession(connection: connection, folder: folder)
        }
        return router
    }
}
