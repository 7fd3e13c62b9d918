import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Scribble
import Testing

/// `GET /api/export` of `scribble serve`: a drawing of the store rendered as `render` renders
/// it, and clear refusals of what cannot be exported.
@Suite(.serialized) struct ServeExportTests {
    /// GETs `path` (with the server's token) and returns the status, the headers and the body.
    static func get(_ serve: ServeProcess, _ path: String) throws -> (status: Int, headers: [String: String], body: Data) {
        let token = serve.address.components(separatedBy: "token=").last ?? ""
        let separator = path.contains("?") ? "&" : "?"
        let url = try #require(URL(string: "http://127.0.0.1:\(serve.port)\(path)\(separator)token=\(token)"))
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: (Int, [String: String], Data)?
        URLSession.shared.dataTask(with: url) { data, response, _ in
            let http = response as? HTTPURLResponse
            let headers = (http?.allHeaderFields ?? [:]).reduce(into: [String: String]()) { headers, field in
                headers[String(describing: field.key).lowercased()] = String(describing: field.value)
            }
            result = (http?.statusCode ?? 0, headers, data ?? Data())
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + 20)
        let answered = try #require(result)
        return (answered.0, answered.1, answered.2)
    }

    /// A store with one drawing in its recordings folder.
    static func serveWithADrawing() throws -> (ServeProcess, String) {
        let serve = try ServeProcess()
        let id = "2026-12-03-101500-abc123"
        let folder = serve.store.appendingPathComponent("recordings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json = ##"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 200, "height": 100}, "strokes": [{"ink": {"tool": "monoline", "color": "#000000", "width": 10}, "points": [[20, 50], [180, 50]]}]}"##
        try Data(json.utf8).write(to: folder.appendingPathComponent(id + ".drawing.json"))
        return (serve, id)
    }

    @Test func aDrawingIsRenderedAsRenderRendersIt() throws {
        let (serve, id) = try Self.serveWithADrawing()
        let png = try Self.get(serve, "/api/export?drawing=\(id)&format=png&scale=2")
        #expect(png.status == 200)
        #expect(png.headers["content-type"] == "image/png")
        #expect(png.headers["content-disposition"] == "attachment; filename=\"\(id).png\"")
        let image = try RasterImage(png: [UInt8](png.body))
        #expect(image.width == 400 && image.height == 200)
        #expect(image.pixel(x: 200, y: 100).red < 40, "the line's middle is inked")
        #expect(image.pixel(x: 200, y: 20).red > 200, "above it is white")

        let svg = try Self.get(serve, "/api/export?drawing=\(id)&format=svg")
        #expect(svg.status == 200 && svg.headers["content-type"] == "image/svg+xml")
        #expect(String(decoding: svg.body, as: UTF8.self).contains("<svg"))
        let pdf = try Self.get(serve, "/api/export?drawing=\(id)&format=pdf")
        #expect(pdf.status == 200 && pdf.body.prefix(5) == Data("%PDF-".utf8))
        try serve.expectCleanStop()
    }

    @Test(arguments: [
        ("/api/export", 400, "name the drawing to export"),
        ("/api/export?drawing=../../etc/passwd", 400, "is not a drawing id"),
        ("/api/export?drawing=2026-12-03-101500-abc124", 404, "there is no drawing 2026-12-03-101500-abc124"),
        ("/api/export?drawing=2026-12-03-101500-abc123&format=gif", 400, "unknown format \\\"gif\\\""),
        ("/api/export?drawing=2026-12-03-101500-abc123&scale=100", 400, "scale must be a number from 0.25 to 8"),
        ("/api/export?drawing=2026-12-03-101500-abc123&fit=page", 400, "fit must be canvas or ink"),
    ])
    func whatCannotBeExportedIsRefusedClearly(path: String, status: Int, message: String) throws {
        let (serve, _) = try Self.serveWithADrawing()
        let answer = try Self.get(serve, path)
        #expect(answer.status == status)
        #expect(String(decoding: answer.body, as: UTF8.self).contains(message), "\(String(decoding: answer.body, as: UTF8.self))")
        try serve.expectCleanStop()
    }
}
