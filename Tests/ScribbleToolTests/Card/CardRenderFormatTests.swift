import Foundation
import ScribbleCairo
import Testing

/// `card render` writes the format its output's name says, and refuses one it does not write.
@Suite struct CardRenderFormatTests {
    @Test func aCardRendersToSVGAndPDFByTheName() throws {
        let store = try CardToolStore()
        let card = try store.newCard(["--size", "400x300"])
        try store.succeed(["attach", card, CardToolStore.sample("hello.drawing.json"), "--width", "300"])
        try store.succeed([
            "attach", card, try store.png("a.png", width: 8, height: 8, RGBA8(red: 0, green: 0, blue: 255)), "--at",
            "30,30", "--width", "40",
        ])
        try store.succeed(["render", card, "-o", "card.svg"])
        let svg = try String(contentsOf: store.folder.appendingPathComponent("card.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("width=\"400\" height=\"300\" viewBox=\"0 0 400 300\""))
        #expect(svg.contains("<path"))  // the drawing's ink, as vector paths
        #expect(svg.contains("data:image/png;base64"))  // the picture, embedded
        try store.succeed(["render", card, "-o", "CARD.PDF"])
        #expect(try Data(contentsOf: store.folder.appendingPathComponent("CARD.PDF")).starts(with: Array("%PDF-".utf8)))
        try store.succeed(["render", card, "--format", "svg"])
        #expect(FileManager.default.fileExists(atPath: store.folder.appendingPathComponent("\(card).svg").path))
    }

    @Test(arguments: ["x.jpg", "out/card.webp", "card.png.bak"])
    func anExtensionScribbleDoesNotWriteIsRefused(name: String) throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        try FileManager.default.createDirectory(
            at: store.folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let before = try ToolRunner.contents(of: store.folder)
        let result = try store.card(["render", card, "-o", name])
        #expect(result.status == 2)
        let ending = String(name.split(separator: ".").last ?? "")
        #expect(
            result.standardError.hasPrefix(
                "scribble: error: \(name): card render writes PNG (*.png), SVG (*.svg) and PDF (*.pdf), not *.\(ending); name the output after one of them\nUSAGE: scribble card render CARD "
            ))
        #expect(try ToolRunner.contents(of: store.folder) == before)
        #expect(try ToolRunner.contents(of: store.folder.appendingPathComponent("out")).isEmpty)
    }

    @Test func aFormatThatContradictsTheNameIsRefused() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        let result = try store.card(["render", card, "-o", "x.svg", "--format", "pdf"])
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "scribble: error: --format pdf contradicts the output's name x.svg; name it *.pdf or leave --format out\n"
            ))
        #expect(!FileManager.default.fileExists(atPath: store.folder.appendingPathComponent("x.svg").path))
    }
}
