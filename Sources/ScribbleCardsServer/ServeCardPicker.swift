import Foundation
import Scribble
import ScribbleHTTP
import ScribbleServer
import ScribbleTool

/// A file of several drawings dropped on a card (an Excalidraw library, a Xournal++ notebook, a
/// Quick, Draw! file): the card editor lists its drawings with their names and thumbnails, and
/// the one picked becomes an element through `POST /api/cards/add?…&item=N` (``ServeCards``), as
/// `scribble card attach FILE --item N` makes it.
///
/// | Route | What it does |
/// |---|---|
/// | `POST /api/cards/items?name=FILE` | the body, a file: `{"items": [{"item", "name", "thumbnail"}], "count", "shown"}` |
///
/// Thumbnails are PNGs as `data:` addresses, at most ``thumbnailSide`` pixels on a side; the
/// first ``itemLimit`` drawings are listed, `count` says how many there are.
enum ServeCardPicker {
    /// The most drawings listed.
    static let itemLimit = 120
    /// The longest side of a drawing's thumbnail, in pixels.
    static let thumbnailSide = 128.0

    /// Adds the route to `router`.
    static func add(to router: inout Router) {
        router.add("POST", "/api/cards/items") { request in try items(request) }
    }

    private static func items(_ request: HTTPRequest) throws -> HTTPResponse {
        let name = try fileName(request)
        let listed: [[String: Any]]
        var count = 0
        do {
            listed = try reading(request.body, name: name) { reader in
                var listed: [[String: Any]] = []
                while let next = reader.next() {
                    guard case .success(let item) = next else { continue }
                    count += 1
                    guard listed.count < itemLimit else { continue }
                    var entry: [String: Any] = [
                        "item": String(count), "name": item.name ?? item.drawing.itemName ?? String(count),
                    ]
                    if let png = thumbnail(item.drawing.drawing) {
                        entry["thumbnail"] = "data:image/png;base64," + Data(png).base64EncodedString()
                    }
                    listed.append(entry)
                }
                return listed
            }
        } catch let error as HTTPError {
            throw error
        } catch {
            throw HTTPError(status: 422, String(describing: error))
        }
        let object: [String: Any] = ["items": listed, "count": count, "shown": listed.count]
        return .json(Array(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) + [0x0A])
    }

    /// A drawing's thumbnail, fitted to its ink; `nil` when it has no ink or cannot be drawn.
    private static func thumbnail(_ drawing: Drawing) -> [UInt8]? {
        guard let bounds = drawing.bounds else { return nil }
        let side = max(bounds.width, bounds.height) + 2 * ImageAttachment.drawingPadding
        let scale = min(2, thumbnailSide / max(side, 1))
        return try? ImageAttachment.drawing(
            drawing, scale: scale, maximumPixels: Int(thumbnailSide * thumbnailSide * 4)
        ).png
    }

    /// Reads `bytes` as the file `name` with the library's reader, as `card attach` reads a file.
    private static func reading<T>(_ bytes: [UInt8], name: String, _ body: (DrawingReader) throws -> T) throws -> T {
        let options = ReadOptions()
        guard !bytes.isEmpty else { throw HTTPError(status: 400, "\(name) is empty; there is nothing to add") }
        guard bytes.count <= options.maximumFileBytes else {
            throw HTTPError(
                status: 413, "\(name): is \(bytes.count) bytes, over the limit of \(options.maximumFileBytes) bytes")
        }
        do {
            return try body(try DrawingReader(input: .bytes(bytes, name: name), options: options))
        } catch let error as ScribbleError {
            throw HTTPError(status: 422, String(describing: error))
        }
    }

    private static func fileName(_ request: HTTPRequest) throws -> String {
        guard let name = request.query["name"], !name.isEmpty else {
            throw HTTPError(status: 400, "name the file: name=FILE")
        }
        return name
    }
}
