import ScribbleHTTP
import ScribbleKit
import ScribbleSyntax

/// The routes of the drawing page's server: its WebSocket, which records and inks (see
/// ``CanvasDrawingSession``), and JSON lists of the recordings and drawings saved.
public enum CanvasRoutes {
    /// The path of the drawing page's WebSocket.
    public static let socketPath = "/socket"

    /// The router for a store: `GET /api/recordings`, `GET /api/drawings` (their ids),
    /// `GET /api/grain` (the paper grain pencil ink is laid through, for the page to lay it the
    /// same way) and the WebSocket at ``socketPath``: a drawing session, or with `replay=ID` in its
    /// query, that drawing's recording played back (``CanvasReplaySession``).
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
        DrawingListRoutes.add(to: &router, folder: folder)
        let grain = grainJSON()
        router.add("GET", "/api/grain") { _ in .json(grain) }
        router.addWebSocket(socketPath) { connection -> any WebSocketSession in
            if connection.query["replay"] != nil { return CanvasReplaySession(connection: connection, folder: folder) }
            return CanvasDrawingSession(connection: connection, folder: folder)
        }
        return router
    }

    /// `{ "side": 64, "tileSize": 48, "values": [ … ] }`: ``ScribbleKit/PaperGrain``.
    private static func grainJSON() -> [UInt8] {
        var writer = JSONWriter(capacity: 20_000)
        writer.object { object in
            object.field("side", PaperGrain.side)
            object.field("tileSize", PaperGrain.tileSize)
            object.fieldName("values")
            object.raw("[")
            for (index, value) in PaperGrain.values().enumerated() {
                if index > 0 { object.raw(",") }
                object.integer(value)
            }
            object.raw("]")
        }
        writer.raw("\n")
        return writer.bytes
    }
}
