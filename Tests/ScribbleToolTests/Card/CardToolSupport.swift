import Foundation
import ScribbleCairo

/// A card store in a fresh folder, driven through the tool.
struct CardToolStore {
    /// The folder the tool runs in; the store is `cards` inside it, which `SCRIBBLE_STORE` names.
    let folder: URL

    init() throws {
        folder = try ToolRunner.temporaryFolder()
    }

    /// The store's folder.
    var store: URL { folder.appendingPathComponent("cards") }

    /// The variables that make the store the tool's default one.
    var environment: [String: String] { ["SCRIBBLE_STORE": store.path, "TZ": "UTC"] }

    /// Runs `scribble card ARGUMENTS` in the folder.
    func card(_ arguments: [String], input: Data = Data()) throws -> ToolRunner.Result {
        try ToolRunner.run(["card"] + arguments, in: folder, input: input, environment: environment)
    }

    /// Runs a subcommand that must succeed, and returns its first line of output.
    @discardableResult
    func succeed(_ arguments: [String]) throws -> String {
        let result = try card(arguments)
        guard result.status == 0 else {
            throw ToolFailure(
                description:
                    "scribble card \(arguments.joined(separator: " ")) exited \(result.status): \(result.standardError)"
            )
        }
        return result.output.split(separator: "\n").first.map(String.init) ?? ""
    }

    /// Makes a card and returns its id.
    func newCard(_ arguments: [String] = []) throws -> String { try succeed(["new"] + arguments) }

    /// A card's folder.
    func folder(of card: String) -> URL { store.appendingPathComponent(card) }

    /// The ids of a card's elements, back to front, read from its card.json.
    func elementIDs(of card: String) throws -> [String] {
        let data = try Data(contentsOf: folder(of: card).appendingPathComponent("card.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let elements = object?["elements"] as? [[String: Any]] ?? []
        return elements.compactMap { $0["id"] as? String }
    }

    /// Writes a PNG of one colour into the folder and returns its path.
    func png(_ name: String, width: Int, height: Int, _ pixel: RGBA8) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(try RasterImage(width: width, height: height, filledWith: pixel).pngData()).write(to: url)
        return url.path
    }

    /// A sample from Strokes/.
    static func sample(_ name: String) -> String { ToolRunner.strokes.appendingPathComponent(name).path }
}
