import Foundation
import Scribble
import ScribbleHTTP
import ScribbleServer
import Testing

/// The drawing app's HTTP routes, answered in memory (no socket, no process): the lists of what
/// the store holds, the paper grain, and the export of a drawing as `render` renders it, with
/// clear refusals of what cannot be exported.
@Suite struct DrawingRoutesTests {
    static let id = "2026-12-03-101500-abc123"

    /// A store with one drawing and its recording, and the drawing app's routes over it.
    final class App {
        let store: URL
        let router: Router

        init() throws {
            store = FileManager.default.temporaryDirectory.appendingPathComponent(
                "scribble-drawing-app-\(UUID().uuidString)")
            let folder = store.appendingPathComponent("recordings")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let json =
                ##"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 200, "height": 100}, "strokes": [{"ink": {"tool": "monoline", "color": "#000000", "width": 10}, "points": [[20, 50], [180, 50]]}]}"##
            try Data(json.utf8).write(to: folder.appendingPathComponent(DrawingRoutesTests.id + ".drawing.json"))
            try Data("{}".utf8).write(to: folder.appendingPathComponent(DrawingRoutesTests.id + ".events.json"))
            try Data("not a drawing".utf8).write(to: folder.appendingPathComponent("notes.txt"))
            var router = CanvasRoutes.router(store: store.path)
            ExportRoutes.add(to: &router, folder: RecordingFolder(store: store.path))
            self.router = router
        }

        deinit {
            try? FileManager.default.removeItem(at: store)
        }

        func get(_ target: String) -> HTTPResponse {
            router.respond(to: HTTPRequest(method: "GET", target: target))
        }
    }

    @Test func theListsNameWhatTheStoreHolds() throws {
        let app = try App()
        let drawings = app.get("/api/drawings")
        #expect(drawings.status == 200 && drawings.contentType == "application/json")
        let listed = try JSONSerialization.jsonObject(with: Data(drawings.body)) as? [String: [String]]
        #expect(listed == ["drawings": [Self.id]])
        let recordings =
            try JSONSerialization.jsonObject(with: Data(app.get("/api/recordings").body)) as? [String: [String]]
        #expect(recordings == ["recordings": [Self.id + ".events.json"]])
        let grain = try #require(
            try JSONSerialization.jsonObject(with: Data(app.get("/api/grain").body)) as? [String: Any])
        #expect(
            grain["side"] as? Int == PaperGrain.side && (grain["values"] as? [Int])?.count == PaperGrain.values().count)
        let post = app.router.respond(to: HTTPRequest(method: "POST", target: "/api/drawings"))
        #expect(post.status == 405 && post.reason == "/api/drawings takes GET, not POST")
    }

    @Test func aDrawingIsExportedAsRenderRendersIt() throws {
        let app = try App()
        let png = app.get("/api/export?drawing=\(Self.id)&format=png&scale=2")
        #expect(png.status == 200 && png.contentType == "image/png")
        #expect(
            png.headers.contains {
                $0.name == "Content-Disposition" && $0.value == "attachment; filename=\"\(Self.id).png\""
            })
        let image = try RasterImage(png: png.body)
        #expect(image.width == 400 && image.height == 200)
        #expect(image.pixel(x: 200, y: 100).red < 40, "the line's middle is inked")
        #expect(image.pixel(x: 200, y: 20).red > 200, "above it is white")
        let svg = app.get("/api/export?drawing=\(Self.id)&format=svg")
        #expect(svg.status == 200 && svg.contentType == "image/svg+xml" && svg.text.contains("<svg"))
        let pdf = app.get("/api/export?drawing=\(Self.id)&format=pdf")
        #expect(pdf.status == 200 && pdf.body.prefix(5).elementsEqual("%PDF-".utf8))
    }

    @Test(arguments: [
        ("/api/export", 400, "name the drawing to export: drawing=ID"),
        (
            "/api/export?drawing=../../etc/passwd", 400,
            "\"../../etc/passwd\" is not a drawing id (such as 2026-03-01-102000-3fa2c1)"
        ),
        (
            "/api/export?drawing=2026-12-03-101500-abc124", 404,
            "there is no drawing 2026-12-03-101500-abc124 in the store (a drawing is saved once a stroke is finished)"
        ),
        (
            "/api/export?drawing=2026-12-03-101500-abc123&format=gif", 400,
            "unknown format \"gif\"; known formats: png, svg, pdf"
        ),
        (
            "/api/export?drawing=2026-12-03-101500-abc123&scale=100", 400,
            "scale must be a number from 0.25 to 8.0, got \"100\""
        ),
        ("/api/export?drawing=2026-12-03-101500-abc123&fit=page", 400, "fit must be canvas or ink, got \"page\""),
    ])
    func whatCannotBeExportedIsRefusedClearly(target: String, status: Int, message: String) throws {
        let answer = try App().get(target)
        #expect(answer.status == status)
        #expect(answer.reason == message, "\(answer.text)")
    }
}
