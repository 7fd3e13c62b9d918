import Foundation
import Scribble
import ScribbleHTTP
import ScribbleServer
import ScribbleTool

/// The cards of the store, served to the cards page (`/cards.html`) and the card editor
/// (`/cards/<card-id>`): every change goes through the card store's own operations, as
/// `scribble card` makes it, so that the page is a view of the store.
///
/// | Route | What it does |
/// |---|---|
/// | `GET /api/cards` | the cards: id, title, size, background, modified, element count |
/// | `POST /api/cards/new[?title=&width=&height=&background=]` | a new card; its `card.json` |
/// | `POST /api/cards/remove?card=ID`, `…/unremove?card=ID` | removes a card; brings it back |
/// | `GET /api/cards/card?card=ID` | the card's `card.json` |
/// | `GET /api/cards/thumbnail?card=ID` | a PNG of the card, at most 320 px on a side |
/// | `GET /api/cards/image?card=ID&element=ID` | an element's PNG |
/// | `POST /api/cards/add?card=ID&name=FILE[&item=N\|NAME][&x=&y=][&width=W][&rotation=DEG]` | the body, a file (with `item`, that drawing of a file of several), as an element centred at X,Y |
/// | `POST /api/cards/draw?card=ID&drawing=ID&scale=S` | a drawing of the drawing page, drawn over the card at S CSS pixels per card unit, as a drawn element where it was drawn |
/// | `POST /api/cards/change?card=ID[&element=ID]&…` | moves, resizes, turns, reorders or removes an element, or changes the card |
/// | `POST /api/cards/undo?card=ID`, `…/redo?card=ID` | a card's last change undone, or redone |
/// | `GET /api/cards/render?card=ID&format=png\|pdf\|svg[&scale=N]` | the card rendered as `card render` renders it |
///
/// Changes answer with the card's `card.json` as it is after them; refusals with a status and
/// `{"error": MESSAGE}`, and change nothing.
public enum ServeCards {
    /// The longest side of a thumbnail, in pixels.
    public static let thumbnailSide = 320.0
    /// The scales a render may ask for.
    public static let scales: ClosedRange<Double> = 0.1...8
    /// Pixels per drawing unit in the image of a drawing dropped on a card.
    public static let drawingScale = 2.0

    /// Adds the routes and the editor's page to `router`.
    public static func add(to router: inout Router, store: CardStore, drawings: RecordingFolder) {
        let history = ServeCardHistory(store: store)
        router.addPage(prefix: "/cards/", page: "card.html")
        router.add("GET", "/api/cards") { _ in try list(history) }
        router.add("POST", "/api/cards/new") { request in try create(request, history) }
        router.add("POST", "/api/cards/remove") { request in
            let cardID = try card(request, store)
            try answering { () throws(CardError) in try history.remove(cardID) }
            return .json(Array("{\"removed\": \"\(CardID.string(cardID))\"}\n".utf8))
        }
        router.add("POST", "/api/cards/unremove") { request in
            guard let text = request.query["card"], let cardID = CardID.parseCanonical(text) else {
                throw HTTPError(status: 400, "name the card to bring back: card=ID")
            }
            guard let card = try answering({ () throws(CardError) in try history.restoreRemoved(cardID) }) else {
                throw HTTPError(
                    status: 404, "card \(text) was not removed while this server runs; there is nothing to bring back")
            }
            return .json(card.jsonEncoded())
        }
        router.add("GET", "/api/cards/card") { request in
            let cardID = try card(request, store)
            return try cardResponse(answering { () throws(CardError) in try store.load(cardID) }, history)
        }
        router.add("GET", "/api/cards/thumbnail") { request in try thumbnail(request, history) }
        router.add("GET", "/api/cards/image") { request in
            let cardID = try card(request, store)
            let bytes = try answering { () throws(CardError) in
                let card = try store.load(cardID)
                guard let text = request.query["element"],
                    let element = card.element(try store.resolveElement(text, in: card))
                else {
                    throw CardError(.notFound, "name the element: element=ID")
                }
                return try store.imageData(of: element, in: cardID)
            }
            return HTTPResponse(contentType: "image/png", body: bytes)
        }
        router.add("POST", "/api/cards/add") { request in try add(request, history) }
        router.add("POST", "/api/cards/change") { request in try change(request, history) }
        router.add("POST", "/api/cards/draw") { request in try draw(request, history, drawings) }
        router.add("POST", "/api/cards/undo") { request in
            let cardID = try card(request, store)
            guard let card = try answering({ () throws(CardError) in try history.undo(cardID) }) else {
                throw HTTPError(status: 409, "there is nothing to undo on this card")
            }
            return try cardResponse(card, history)
        }
        router.add("POST", "/api/cards/redo") { request in
            let cardID = try card(request, store)
            guard let card = try answering({ () throws(CardError) in try history.redo(cardID) }) else {
                throw HTTPError(status: 409, "there is nothing to redo on this card")
            }
            return try cardResponse(card, history)
        }
        router.add("GET", "/api/cards/render") { request in try render(request, store) }
        ServeCardPicker.add(to: &router)
    }

    // MARK: Routes

    private static func list(_ history: ServeCardHistory) throws -> HTTPResponse {
        let store = history.store
        var cards: [[String: Any]] = []
        for cardID in try answering({ () throws(CardError) in try store.cardIDs() }) {
            guard let card = try? store.load(cardID) else { continue }
            var entry: [String: Any] = [
                "id": CardID.string(card.id), "width": card.size.width, "height": card.size.height,
                "background": card.background.hexString,
                "modified": Int((card.modified.timeIntervalSince1970 * 1000).rounded()),
                "elements": card.elements.count,
            ]
            if let title = card.title { entry["title"] = title }
            cards.append(entry)
        }
        cards.sort { ($0["modified"] as? Int ?? 0) > ($1["modified"] as? Int ?? 0) }
        return try json(["cards": cards, "removed": history.removedCardIDs.map(CardID.string)])
    }

    private static func create(_ request: HTTPRequest, _ history: ServeCardHistory) throws -> HTTPResponse {
        let width = try number(request, "width", in: 1...Card.maximumLength) ?? Card.defaultSize.width
        let height = try number(request, "height", in: 1...Card.maximumLength) ?? Card.defaultSize.height
        let background = try color(request, "background") ?? .white
        let title = request.query["title"].flatMap { $0.isEmpty ? nil : $0 }
        let card = try answering { () throws(CardError) in
            try history.store.create(title: title, size: Size(width: width, height: height), background: background)
        }
        return try cardResponse(card, history, status: 201)
    }

    private static func thumbnail(_ request: HTTPRequest, _ history: ServeCardHistory) throws -> HTTPResponse {
        let store = history.store
        let cardID = try card(request, store)
        let png = try answering { () throws(CardError) in
            let card = try store.load(cardID)
            let scale = min(1, thumbnailSide / max(card.size.width, card.size.height))
            return try history.thumbnail(of: card) { () throws(CardError) in
                try CardRenderer(scale: scale, filter: .good).render(card, from: store)
            }
        }
        return HTTPResponse(contentType: "image/png", body: png)
    }

    private static func add(_ request: HTTPRequest, _ history: ServeCardHistory) throws -> HTTPResponse {
        let store = history.store
        let cardID = try card(request, store)
        let card = try answering { () throws(CardError) in try store.load(cardID) }
        let x = try number(request, "x", in: -Card.maximumLength...(2 * Card.maximumLength)) ?? card.center.x
        let y = try number(request, "y", in: -Card.maximumLength...(2 * Card.maximumLength)) ?? card.center.y
        let width = try number(request, "width", in: 1...Card.maximumLength) ?? Card.defaultElementWidth
        let rotation = try number(request, "rotation", in: -180...180) ?? 0
        guard !request.body.isEmpty else {
            throw HTTPError(status: 400, "\(request.query["name"] ?? "the file") is empty; there is nothing to add")
        }
        let item = try request.query["item"].map { text in
            guard let choice = DrawingChoice(parsing: text) else {
                throw HTTPError(status: 400, "item must be a drawing's number (from 1) or its name, got \"\(text)\"")
            }
            return choice
        }
        let attachment: ImageAttachment
        do {
            attachment = try CardAttachInput.load(
                bytes: request.body, name: request.query["name"] ?? "", item: item, reading: .default,
                scale: drawingScale, limits: store.limits)
        } catch {
            throw HTTPError(status: 422, String(describing: error))
        }
        let offset = card.offset(ofDropPoint: Point(x: x, y: y))
        let element = try answering { () throws(CardError) in
            try history.add(
                attachment, to: cardID,
                transform: attachment.transform(
                    width: fittedWidth(width, attachment, card), offset: offset, rotation: rotation))
        }
        var response = try cardResponse(
            answering { () throws(CardError) in try store.load(cardID) }, history, status: 201)
        response.headers.append(("X-Scribble-Element", CardID.string(element.id)))
        return response
    }

    /// A drawing made on the drawing page laid over the card, whose canvas units are the
    /// editor's CSS pixels: it becomes a drawn element (its strokes kept, rendered again sharp at
    /// any scale) covering the card where its ink was drawn.
    private static func draw(_ request: HTTPRequest, _ history: ServeCardHistory, _ drawings: RecordingFolder) throws
        -> HTTPResponse
    {
        let store = history.store
        let cardID = try card(request, store)
        guard let text = request.query["drawing"] else { throw HTTPError(status: 400, "name the drawing: drawing=ID") }
        guard let id = DrawingID(text) else {
            throw HTTPError(status: 400, "\"\(text)\" is not a drawing id (such as 2026-03-01-102000-3fa2c1)")
        }
        guard let scale = try number(request, "scale", in: 0.001...1000) else {
            throw HTTPError(status: 400, "give the editor's scale, CSS pixels per card unit: scale=S")
        }
        let drawing: Drawing
        do {
            guard let file = try drawings.read(name: id.drawingName) else {
                throw HTTPError(
                    status: 404, "there is no drawing \(id) in the store (a drawing is saved once a stroke is finished)"
                )
            }
            drawing = try Drawing(decodingJSON: file, file: id.drawingName)
        } catch let error as HTTPError {
            throw error
        } catch {
            throw HTTPError(status: 500, "the drawing \(id) could not be read: \(error)")
        }
        let card = try answering { () throws(CardError) in try store.load(cardID) }
        var attachment = try answering { () throws(CardError) in
            // The image shows the ink at twice the card's own resolution, as an attached drawing's.
            try ImageAttachment.drawing(
                drawing, scale: min(8, max(0.25, drawingScale / scale)), maximumPixels: store.limits.imagePixels)
        }
        attachment.source = ElementSource(file: id.drawingName)
        guard let area = attachment.image.drawingArea else {
            throw HTTPError(status: 500, "the drawing's image has no area")
        }
        let centre = Point(x: (area.minX + area.width / 2) / scale, y: (area.minY + area.height / 2) / scale)
        let transform = ElementTransform(
            offset: card.offset(ofDropPoint: centre), size: Size(width: area.width / scale, height: area.height / scale)
        )
        let element = try answering { () throws(CardError) in
            try history.add(attachment, to: cardID, transform: transform)
        }
        var response = try cardResponse(
            answering { () throws(CardError) in try store.load(cardID) }, history, status: 201)
        response.headers.append(("X-Scribble-Element", CardID.string(element.id)))
        return response
    }

    private static func change(_ request: HTTPRequest, _ history: ServeCardHistory) throws -> HTTPResponse {
        let store = history.store
        let cardID = try card(request, store)
        let coordinates = -Card.maximumLength...Card.maximumLength
        let x = try number(request, "x", in: coordinates)
        let y = try number(request, "y", in: coordinates)
        let width = try number(request, "width", in: 1...Card.maximumLength)
        let height = try number(request, "height", in: 1...Card.maximumLength)
        let rotation = try number(request, "rotation", in: -36_000...36_000)
        let background = try color(request, "background")
        let order = request.query["order"]
        guard [nil, "front", "back", "forward", "backward"].contains(order) else {
            throw HTTPError(status: 400, "order must be front, back, forward or backward, got \"\(order ?? "")\"")
        }
        let removing = request.query["remove"] != nil
        guard (x == nil) == (y == nil), (width == nil) == (height == nil) else {
            throw HTTPError(status: 400, "give x and y together, and width and height together")
        }
        let changed = try answering { () throws(CardError) in
            try history.change(cardID) { card throws(CardError) in
                guard let text = request.query["element"] else {
                    if x != nil || rotation != nil || order != nil || removing {
                        throw CardError(.invalidValue, "name the element to change: element=ID")
                    }
                    if let width, let height { try card.resize(to: Size(width: width, height: height)) }
                    if let background { card.background = background }
                    if let title = request.query["title"] { try card.rename(to: title.isEmpty ? nil : title) }
                    return
                }
                let element = try history.store.resolveElement(text, in: card)
                if removing {
                    try card.removeElement(element)
                    return
                }
                if let x, let y { try card.moveElement(element, to: Vector(dx: x, dy: y)) }
                if let width, let height { try card.resizeElement(element, to: Size(width: width, height: height)) }
                if let rotation { try card.rotateElement(element, to: rotation) }
                switch order {
                case "front": try card.bringToFront(element)
                case "back": try card.sendToBack(element)
                case "forward": try card.bringForward(element)
                case "backward": try card.sendBackward(element)
                default: break
                }
            }
        }
        return try cardResponse(changed, history)
    }

    private static func render(_ request: HTTPRequest, _ store: CardStore) throws -> HTTPResponse {
        let cardID = try card(request, store)
        let formatName = request.query["format"] ?? "png"
        guard let output = Compositor.Output(rawValue: formatName) else {
            throw HTTPError(status: 400, "unknown format \"\(formatName)\"; known formats: png, pdf, svg")
        }
        let scale = try number(request, "scale", in: scales) ?? 1
        let bytes = try answering { () throws(CardError) in
            try CardRenderer(scale: scale, output: output).render(try store.load(cardID), from: store)
        }
        let types: [Compositor.Output: String] = [.png: "image/png", .svg: "image/svg+xml", .pdf: "application/pdf"]
        return HTTPResponse(
            contentType: types[output] ?? "application/octet-stream", body: bytes,
            headers: [
                (
                    "Content-Disposition",
                    "attachment; filename=\"card-\(CardID.string(cardID).prefix(8)).\(formatName)\""
                )
            ])
    }

    // MARK: Parts

    /// The card a request names by `card=ID` (a whole id, as the pages send it).
    private static func card(_ request: HTTPRequest, _ store: CardStore) throws -> UUID {
        guard let text = request.query["card"] else { throw HTTPError(status: 400, "name the card: card=ID") }
        guard let cardID = CardID.parseCanonical(text) else {
            throw HTTPError(status: 400, "\"\(text)\" is not a card id")
        }
        return cardID
    }

    /// A card's `card.json`, with how many steps it can undo and redo in headers.
    private static func cardResponse(_ card: Card, _ history: ServeCardHistory, status: Int = 200) throws
        -> HTTPResponse
    {
        let depth = history.depth(of: card.id)
        return HTTPResponse(
            status: status, contentType: "application/json", body: card.jsonEncoded(),
            headers: [("X-Scribble-Undo", String(depth.undo)), ("X-Scribble-Redo", String(depth.redo))])
    }

    private static func number(_ request: HTTPRequest, _ name: String, in range: ClosedRange<Double>) throws -> Double?
    {
        guard let text = request.query[name] else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw HTTPError(
                status: 400,
                "\(name) must be a number from \(CardText.number(range.lowerBound)) to \(CardText.number(range.upperBound)), got \"\(text)\""
            )
        }
        return value
    }

    private static func color(_ request: HTTPRequest, _ name: String) throws -> Color? {
        guard let text = request.query[name] else { return nil }
        guard let color = ColorArgument.parse(text) else {
            throw HTTPError(status: 400, "\(name) must be a colour such as #ffffff or white, got \"\(text)\"")
        }
        return color
    }

    private static func json(_ object: [String: Any]) throws -> HTTPResponse {
        .json(Array(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) + [0x0A])
    }

    /// Runs a store operation, answering its ``CardError`` with the status that fits.
    private static func answering<T>(_ operation: () throws(CardError) -> T) throws(HTTPError) -> T {
        do {
            return try operation()
        } catch {
            switch error.kind {
            case .notFound: throw HTTPError(status: 404, error.message)
            case .invalidID, .invalidValue, .ambiguousID: throw HTTPError(status: 400, error.message)
            case .tooLarge: throw HTTPError(status: 413, error.message)
            default: throw HTTPError(status: 500, error.message)
            }
        }
    }
}
