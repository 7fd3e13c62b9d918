import Scribble
import ScribbleHTTP

/// The drawing page's export, `GET /api/export?drawing=ID&format=png|svg|pdf[&scale=N][&fit=canvas|ink]`:
/// a drawing of the store rendered by the server, as `scribble render` renders it, sent as a
/// download named after the drawing. The page's export buttons link here.
public enum ExportRoutes {
    /// The scales an export may ask for.
    public static let scales: ClosedRange<Double> = 0.25...8

    /// Adds the route to `router`, reading drawings from `folder`.
    public static func add(to router: inout Router, folder: RecordingFolder) {
        router.add("GET", "/api/export") { request in
            try export(request, folder: folder)
        }
    }

    /// The answer to one export request.
    /// - Throws: ``HTTPError`` with 400 for a request that asks for what cannot be, 404 for a
    ///   drawing the store does not have, 500 for one that cannot be read or rendered.
    public static func export(_ request: HTTPRequest, folder: RecordingFolder) throws -> HTTPResponse {
        guard let text = request.query["drawing"] else {
            throw HTTPError(status: 400, "name the drawing to export: drawing=ID")
        }
        guard let id = DrawingID(text) else {
            throw HTTPError(status: 400, "\"\(text)\" is not a drawing id (such as 2026-03-01-102000-3fa2c1)")
        }
        let formatName = request.query["format"] ?? "png"
        guard let format = Renderer.Format(rawValue: formatName) else {
            throw HTTPError(status: 400, "unknown format \"\(formatName)\"; known formats: png, svg, pdf")
        }
        var scale = 1.0
        if let asked = request.query["scale"] {
            guard let value = Double(asked), scales.contains(value) else {
                throw HTTPError(
                    status: 400,
                    "scale must be a number from \(scales.lowerBound) to \(scales.upperBound), got \"\(asked)\"")
            }
            scale = value
        }
        let fitName = request.query["fit"] ?? "canvas"
        guard let fit: Framing.Fit = fitName == "canvas" ? .canvas : fitName == "ink" ? .bounds : nil else {
            throw HTTPError(status: 400, "fit must be canvas or ink, got \"\(fitName)\"")
        }
        let bytes: [UInt8]
        do {
            guard let file = try folder.read(name: id.drawingName) else {
                throw HTTPError(
                    status: 404, "there is no drawing \(id) in the store (a drawing is saved once a stroke is finished)"
                )
            }
            let drawing = try Drawing(decodingJSON: file, file: id.drawingName)
            bytes = try Renderer(options: .init(format: format, scale: scale, fit: fit)).encode(drawing)
        } catch let error as HTTPError {
            throw error
        } catch {
            throw HTTPError(status: 500, "the drawing \(id) could not be rendered: \(error)")
        }
        let types: [Renderer.Format: String] = [.png: "image/png", .svg: "image/svg+xml", .pdf: "application/pdf"]
        return HTTPResponse(
            contentType: types[format] ?? "application/octet-stream", body: bytes,
            headers: [("Content-Disposition", "attachment; filename=\"\(id).\(format.rawValue)\"")])
    }
}
