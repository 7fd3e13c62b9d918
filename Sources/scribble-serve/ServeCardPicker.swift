import Foundation
import Scribble
import ScribbleServer

/// A file of several drawings dropped on a card (an Excalidraw library, a Xournal++ notebook, a
/// Quick, Draw! file): the card editor lists its drawings with their names and thumbnails, and
/// the one picked becomes an element, as `scribble card attach FILE --item N` makes it.
///
/// | Route | What it does |
/// |---|---|
/// | `POST /api/cards/items?name=FILE` | the body, a file: `{"items": [{"item", "name", "thumbnail"}], "count", "shown"}` |
/// | `POST /api/cards/add-item?card=ID&name=FILE&item=N[&x=&y=][&width=W]` | the body's drawing N as an element centred at X,Y |
///
/// Thumbnails are PNGs as `data:` addresses, at most ``thumbnailSide`` pixels on a side; the
/// first ``itemLimit`` drawings are listed, `count` says how many there are.
enum ServeCardPicker {
    /// The most drawings listed.
    static let itemLimit = 120
    /// The longest side of a drawing's thumbnail, in pixels.
    static let thumbnailSide = 128.0

    /// Adds the routes to `router`; elements are added through `history`, as every change.
    static func add(to router: inout Router, history: ServeCardHistory) {
        router.add("POST", "/api/cards/items") { request in try items(request) }
        router.add("POST", "/api/cards/add-item") { request in try addItem(request, history) }
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
                    var entry: [String: Any] = ["item": String(count), "name": item.name ?? item.drawing.itemName ?? String(count)]
                    if let png = thumbnail(item.drawing.drawing) { entry["thumbnail"] = "data:image/png;base64," + Data(png).base64EncodedString() }
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

    private static func addItem(_ request: HTTPRequest, _ history: ServeCardHistory) throws -> HTTPResponse {
        let store = history.store
        let name = try fileName(request)
        guard let cardText = request.query["card"], let cardID = CardID.parseCanonical(cardText) else {
            throw HTTPError(status: 400, "name the card: card=ID")
        }
        guard let itemText = request.query["item"], let choice = DrawingChoice(parsing: itemText) else {
            throw HTTPError(status: 400, "name the drawing of the file: item=N")
        }
        let card: Card
        do { card = try store.load(cardID) } catch { throw HTTPError(status: error.kind == .notFound ? 404 : 500, error.message) }
        let x = try number(request, "x") ?? card.center.x, y = try number(request, "y") ?? card.center.y
        let width = try number(request, "width") ?? Card.defaultElementWidth
        var attachment: ImageAttachment
        do {
            let drawing = try reading(request.body, name: name) { reader in try reader.item(choosing: choice).drawing.drawing }
            attachment = try ImageAttachment.drawing(drawing, scale: ServeCards.drawingScale, maximumPixels: store.limits.imagePixels)
        } catch let error as HTTPError {
            throw error
        } catch {
            throw HTTPError(status: 422, String(describing: error))
        }
        attachment.source = ElementSource.problem(with: name, "a file name") == nil ? ElementSource(file: name, item: itemText) : nil
        let transform = attachment.transform(
            width: ServeCards.fittedWidth(width, attachment, card), offset: card.offset(ofDropPoint: Point(x: x, y: y)))
        let element: CardElement
        let changed: Card
        do {
            element = try history.add(attachment, to: cardID, transform: transform)
            changed = try store.load(cardID)
        } catch {
            throw HTTPError(status: error.kind == .notFound ? 404 : 500, error.message)
        }
        let depth = history.depth(of: cardID)
        return HTTPResponse(status: 201, contentType: "application/json", body: changed.jsonEncoded(), headers: [
            ("X-Scribble-Undo", String(depth.undo)), ("X-Scribble-Redo", String(depth.redo)), ("X-Scribble-Element", CardID.string(element.id)),
        ])
    }

    /// A drawing's thumbnail, fitted to its ink; `nil` when it has no ink or cannot be drawn.
    private static func thumbnail(_ drawing: Drawing) -> [UInt8]? {
        guard let bounds = drawing.bounds else { return nil }
        let side = max(bounds.width, bounds.height) + 2 * ImageAttachment.drawingPadding
        let scale = min(2, thumbnailSide / max(side, 1))
        return try? ImageAttachment.drawing(drawing, scale: scale, maximumPixels: Int(thumbnailSide * thumbnailSide * 4)).png
    }

    /// Reads `bytes` as the file `name` with the library's reader, as `card attach` reads a file:
    /// the readers tell formats apart by name as well as contents, so the bytes are put in a file
    /// of that name in a folder of their own, removed after.
    private static func reading<T>(_ bytes: [UInt8], name: String, _ body: (DrawingReader) throws -> T) throws -> T {
        let options = ReadOptions()
        guard !bytes.isEmpty else { throw HTTPError(status: 400, "\(name) is empty; there is nothing to add") }
        guard bytes.count <= options.maximumFileBytes else {
            throw HTTPError(status: 413, "\(name): is \(bytes.count) bytes, over the limit of \(options.maximumFileBytes) bytes")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scribble-upload-\(UUID().uuidString)")
        let safeName = String(name.map { $0 == "/" || $0 == "\\" || $0.isNewline ? "_" : $0 }.prefix(120))
        let file = folder.appendingPathComponent(safeName.hasPrefix(".") ? "upload" + safeName : safeName)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(bytes).write(to: file)
        do {
            return try body(try DrawingReader(path: file.path, options: options))
        } catch let error as ScribbleError {
            throw HTTPError(status: 422, String(describing: error).replacingOccurrences(of: file.path, with: name))
        }
    }

    private static func fileName(_ request: HTTPRequest) throws -> String {
        guard let name = request.query["name"], !name.isEmpty else { throw HTTPError(status: 400, "name the file: name=FILE") }
        return name
    }

    private static func number(_ request: HTTPRequest, _ key: String) throws -> Double? {
        guard let text = request.query[key] else { return nil }
        guard let value = Double(text), value.isFinite, abs(value) <= 2 * Card.maximumLength else {
            throw HTTPError(status: 400, "\(key) must be a number within ±\(Int(2 * Card.maximumLength)), got \"\(text)\"")
        }
        return value
    }
}
