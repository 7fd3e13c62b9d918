import Foundation
import Scribble
import ScribbleCardsServer
import ScribbleHTTP
import ScribbleServer
import Testing

/// The cards app over a store of its own, answered in memory (no socket, no process), the store
/// removed when the test lets it go.
final class CardsApp {
    let folder: URL
    let store: CardStore
    let router: Router

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scribble-cards-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        store = CardStore(folder: folder.path)
        var router = Router()
        ServeCards.add(to: &router, store: store, drawings: RecordingFolder(store: folder.path))
        self.router = router
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The answer to `METHOD TARGET` with `body`.
    func send(_ method: String, _ target: String, body: [UInt8] = []) -> HTTPResponse {
        router.respond(to: HTTPRequest(method: method, target: target, body: body))
    }

    /// A new card of 400 × 300 named Trip; its id.
    func newCard() throws -> String {
        let made = send("POST", "/api/cards/new?title=Trip&width=400&height=300")
        try #require(made.status == 201, "\(made.text)")
        return try #require(try made.json()["id"] as? String)
    }

    /// The files of a card's folder, sorted.
    func files(of card: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(card).path).sorted()
    }

    /// The bytes of a file in a card's folder.
    func file(_ name: String, of card: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(card).appendingPathComponent(name))
    }

    /// A PNG of 20 × 10 pixels of one red.
    static func png(_ red: UInt8) throws -> [UInt8] {
        try RasterImage(width: 20, height: 10, filledWith: RGBA8(red: red, green: 0, blue: 0)).pngData()
    }

    /// A drawing of one stroke across a canvas of 200 × 100, as a `.drawing.json` file.
    static func drawingFile() -> [UInt8] {
        let points = (0...10).map { StrokePoint(x: 40 + Double($0) * 12, y: 50, t: Double($0) / 60, pressure: 0.5) }
        return Drawing(
            canvas: Size(width: 200, height: 100), strokes: [Stroke(points: points, ink: Ink(color: .black, width: 8))]
        ).jsonEncoded()
    }
}

extension HTTPResponse {
    /// The body as a JSON object.
    func json() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
    }

    /// The elements of a `card.json` answer.
    func elements() throws -> [[String: Any]] {
        try #require(try json()["elements"] as? [[String: Any]])
    }

    /// A header's value, by its name in any case.
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
