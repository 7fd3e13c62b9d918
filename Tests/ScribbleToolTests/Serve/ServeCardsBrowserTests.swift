import Foundation
import Scribble
import Testing

/// The cards pages of `scribble serve` in a real browser, used as a person uses them: a card is
/// made with the page's button; a PNG, a JPEG and two documents dropped at known points land
/// there at two window sizes; files picked and pasted are added; an element is moved, resized
/// and turned by its handles, the steps undone and redone with the keyboard; the editor shows
/// what `scribble card render` makes; bad files are refused with their message and change
/// nothing; a card deleted on the cards page comes back with Undo. The store is read after, as
/// `scribble card` reads it.
@Suite(
    .serialized,
    .enabled(
        if: HeadlessChromium.path != nil && BrowserDriver.isAvailable,
        "needs headless Chromium (apt-get install chromium) and websocket-client (pip install websocket-client); tools/test installs both"
    ))
struct ServeCardsBrowserTests {
    static let script = ToolRunner.repositoryRoot.appendingPathComponent(
        "Tests/ScribbleToolTests/Browser/cards-in-browser.py")

    typealias CardFile = SavedCard
    typealias Element = SavedCard.Element
    struct Played: Decodable {
        struct Size: Decodable {
            var width: Double
            var height: Double
        }
        struct Drop: Decodable {
            var files: [String]
            var point: [Double]
            var window: [Double]
            var elements: [Element]
        }
        struct Drawn: Decodable {
            /// Pen samples in the drawing page's CSS pixels, [x, y, pressure].
            var sent: [[Double]]
            var scale: Double
            var element: Element
            /// The editor's address while drawing, and the layers over the card once done.
            var page: String
            var layers: Int
        }
        struct Arranged: Decodable {
            var element: String
            var drawn: Drawn
            var scale: Double
            var moveBy: [Double]
            var resizeBy: [Double]
            var moved: CardFile
            var resized: CardFile
            var turned: CardFile
            var undone: CardFile
            var redone: CardFile
            var sentBack: CardFile
        }
        struct Screenshot: Decodable { var scale: Double }
        struct Bad: Decodable {
            var file: String
            var message: String
            var before: Int
            var after: Int
        }
        struct Listed: Decodable {
            var before: Int
            var thumbnail: [Int]
            var removed: Int
            var removedMessage: String
            var restored: Int
        }
        var card: String
        var size: Size
        var drops: [Drop]
        var picked: CardFile
        var pasted: CardFile
        struct Pinched: Decodable {
            var element: String
            var before: Element
            var after: [Element]
        }
        var arranged: Arranged
        var pinched: Pinched
        /// Each render link's format, status, media type and length.
        var rendered: [[JSONScalar]]
        var screenshot: Screenshot
        var bad: [Bad]
        var listed: Listed
    }

    /// The files the driver drops, picks and pastes, in `folder`.
    static func makeFiles(in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func write(_ name: String, _ bytes: [UInt8]) throws {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
        }
        try write(
            "dot.png",
            try RasterImage(width: 40, height: 40, filledWith: RGBA8(red: 220, green: 30, blue: 30, alpha: 255))
                .pngData())
        try write(
            "paste.png",
            try RasterImage(width: 30, height: 20, filledWith: RGBA8(red: 30, green: 160, blue: 60, alpha: 255))
                .pngData())
        let photo = [UInt8](try Data(contentsOf: CardPhotoTests.turned))
        try write("photo.jpg", photo)
        try write("truncated.jpg", Array(photo.prefix(photo.count / 3)))
        try write("notes.txt", Array("shopping: milk, eggs\n".utf8))
        // A PNG whose header claims 100000 × 100000 pixels.
        var bomb = [UInt8](
            try RasterImage(width: 1, height: 1, filledWith: RGBA8(red: 0, green: 0, blue: 0, alpha: 255)).pngData())
        let header = Array("IHDR".utf8)
        let at = try #require((0..<(bomb.count - 4)).first { Array(bomb[$0..<($0 + 4)]) == header }) + 4
        for (index, byte) in [UInt8]([0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0]).enumerated() { bomb[at + index] = byte }
        let crc = crc32(bomb[(at - 4)..<(at + 13)])
        for index in 0..<4 { bomb[at + 13 + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
        try write("bomb.png", bomb)
        try write(
            "entity.svg",
            Array(
                """
                <?xml version="1.0"?>
                <!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M1 1 L9 9" stroke="black"/><text>&x;</text></svg>

                """.utf8))
        for (sample, name) in [("sun-icon.svg", "sun.svg"), ("hello.drawing.json", "hello.drawing.json")] {
            try FileManager.default.copyItem(
                at: ToolRunner.strokes.appendingPathComponent(sample), to: folder.appendingPathComponent(name))
        }
    }

    /// The CRC-32 of ISO 3309, which a PNG's chunks end with.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func play(on serve: ServeProcess) throws -> Played {
        let files = serve.folder.appendingPathComponent("files")
        try makeFiles(in: files)
        let output = try BrowserDriver.run(
            script, ["--files", files.path, "--out", serve.folder.path], on: serve, seconds: 120)
        return try JSONDecoder().decode(Played.self, from: output)
    }

    @Test func aCardIsMadeFilledArrangedAndRenderedInThePageAsTheStoreHasIt() throws {
        let serve = try ServeProcess()
        let played = try Self.play(on: serve)
        try serve.expectCleanStop()
        let size = played.size
        func centre(_ element: Element) -> (x: Double, y: Double) {
            (size.width / 2 + element.transform.offset.x, size.height / 2 + element.transform.offset.y)
        }

        // Dropped files land with their centres where they were dropped, at both window sizes;
        // two dropped together sit side by side around the point.
        try #require(played.drops.count == 6)
        for drop in played.drops where drop.files.count == 1 {
            let landed = centre(try #require(drop.elements.first))
            #expect(
                abs(landed.x - drop.point[0]) <= 0.5 && abs(landed.y - drop.point[1]) <= 0.5,
                "\(drop.files[0]) dropped at \(drop.point) in a \(drop.window) window landed at \(landed)")
            if !drop.files[0].hasPrefix("http") { #expect(drop.elements[0].source?.file == drop.files[0]) }
        }
        // A picture dragged from another of the server's pages arrives as its address.
        #expect(played.drops[5].elements.first?.source?.file == "image.png")
        let pair = played.drops[4]
        let (left, right) = (centre(pair.elements[0]), centre(pair.elements[1]))
        #expect(
            abs((left.x + right.x) / 2 - pair.point[0]) <= 0.5 && abs(left.y - pair.point[1]) <= 0.5
                && abs(right.y - pair.point[1]) <= 0.5)
        #expect(right.x - left.x >= pair.elements[0].transform.size.width, "side by side, not on top of each other")
        #expect(pair.elements.map { $0.source?.file } == ["sun.svg", "hello.drawing.json"])
        // The photo is upright (EXIF orientation 6): taller than wide, as the picture is seen.
        let photo = played.drops[1].elements[0].transform.size
        // It lands at a third of the card's width, not a thumbnail's size.
        #expect(abs(photo.width - size.width / 3) < 0.01 && abs(photo.height - 2 * photo.width) < 0.01, "\(photo)")

        // Picked files and a pasted image are added about the centre.
        let picked = played.picked.elements.suffix(2)
        #expect(picked.map { $0.source?.file } == ["dot.png", "photo.jpg"])
        for element in picked {
            let at = centre(element)
            #expect(abs(at.x - size.width / 2) < 200 && abs(at.y - size.height / 2) < 200)
        }
        #expect(picked.map(\.transform.rotation).allSatisfy { $0 != 0 }, "fanned out")
        #expect(played.pasted.elements.last?.source?.file == "paste.png")

        // Two fingers spread to twice their distance and turned by 30° do that to the element.
        let pinched = try #require(played.pinched.after.first { $0.id == played.pinched.element })
        let unpinched = played.pinched.before.transform
        #expect(
            abs(pinched.transform.size.width - 2 * unpinched.size.width) <= 0.5
                && abs(pinched.transform.size.height - 2 * unpinched.size.height) <= 0.5)
        #expect(abs(pinched.transform.rotation - (unpinched.rotation + 30)) <= 0.5)
        #expect(
            abs(pinched.transform.offset.x - unpinched.offset.x) <= 0.5
                && abs(pinched.transform.offset.y - unpinched.offset.y) <= 0.5)

        // The render links give the card as PNG, SVG and PDF.
        #expect(
            played.rendered.map { Array($0.prefix(3)) } == [
                [.text("png"), .number(200), .text("image/png")], [.text("svg"), .number(200), .text("image/svg+xml")],
                [.text("pdf"), .number(200), .text("application/pdf")],
            ])

        // Handles: the move moves by the pointer's path, the corner grows the element with its
        // opposite corner still, the turning handle turns it to where the pointer went.
        let arranged = played.arranged
        let start = try #require(played.drops[0].elements.first)
        let moved = try arranged.moved.element(arranged.element)
        #expect(abs(moved.transform.offset.x - (start.transform.offset.x + arranged.moveBy[0] / arranged.scale)) <= 0.5)
        #expect(abs(moved.transform.offset.y - (start.transform.offset.y + arranged.moveBy[1] / arranged.scale)) <= 0.5)
        let resized = try arranged.resized.element(arranged.element)
        let side = moved.transform.size.width * arranged.scale
        let factor = max((side + arranged.resizeBy[0]) / side, (side + arranged.resizeBy[1]) / side)
        #expect(abs(resized.transform.size.width - moved.transform.size.width * factor) <= 0.5)
        #expect(abs(resized.transform.size.height - moved.transform.size.height * factor) <= 0.5)
        let corner = { (element: Element) in
            (
                centre(element).x - element.transform.size.width / 2,
                centre(element).y - element.transform.size.height / 2
            )
        }
        #expect(abs(corner(resized).0 - corner(moved).0) <= 0.5 && abs(corner(resized).1 - corner(moved).1) <= 0.5)
        #expect(abs(try arranged.turned.element(arranged.element).transform.rotation - 90) <= 1)
        #expect(try arranged.undone.element(arranged.element).transform.rotation == 0, "Ctrl+Z undid the turn")
        #expect(
            abs(try arranged.redone.element(arranged.element).transform.rotation - 90) <= 1, "Ctrl+Shift+Z redid it")
        #expect(arranged.sentBack.elements.first?.id == arranged.element, "Back sent it behind the others")

        // A stroke drawn on the card is a drawn element: its strokes kept with the pen's samples,
        // and placed on the card where the pen went.
        let drawn = arranged.drawn
        #expect(
            drawn.page == "/cards/\(played.card)" && drawn.layers == 0,
            "drawn in the editor's own page, no frame left over")
        let area = try #require(drawn.element.drawing?.area)
        let kept = try Drawing(
            decodingJSON: [UInt8](
                Data(
                    contentsOf: serve.store.appendingPathComponent(played.card)
                        .appendingPathComponent(try #require(drawn.element.drawing?.file)))))
        try #require(kept.strokes.count == 1)
        #expect(kept.strokes[0].device == .pen)
        for (point, sample) in zip(kept.strokes[0].points, drawn.sent) {
            #expect(abs(point.location.x - sample[0]) <= 0.01 && abs(point.location.y - sample[1]) <= 0.01)
            #expect(abs((point.pressure ?? -1) - sample[2]) <= 0.001)
        }
        let across = drawn.element.transform.size.width / area.width
        for sample in drawn.sent {
            let onCard = (
                x: centre(drawn.element).x + (sample[0] - area.x - area.width / 2) * across,
                y: centre(drawn.element).y + (sample[1] - area.y - area.height / 2) * across
            )
            #expect(
                abs(onCard.x - sample[0] / drawn.scale) <= 0.5 && abs(onCard.y - sample[1] / drawn.scale) <= 0.5,
                "a sample at \(sample) in the frame is at \(onCard) on the card")
        }

        // The store agrees: `scribble card show` lists what the page last showed.
        let show = try ToolRunner.run(["card", "show", played.card, "--store", serve.store.path])
        try #require(show.status == 0, "\(show.standardError)")
        #expect(
            show.output.contains("elements:    \(arranged.sentBack.elements.count + 1), back to front"),
            "the drawing is the last")
        #expect(show.output.contains("1. \(arranged.element)  picture  from dot.png"))
        #expect(try ToolRunner.run(["card", "check", "--store", serve.store.path]).status == 0)

        // The editor shows what `card render` draws.
        let shown = try RasterImage(png: [UInt8](Data(contentsOf: serve.folder.appendingPathComponent("card.png"))))
        let rendered = serve.folder.appendingPathComponent("rendered.png")
        let render = try ToolRunner.run([
            "card", "render", played.card, "--store", serve.store.path, "-o", rendered.path,
            "--scale", String(played.screenshot.scale),
        ])
        try #require(render.status == 0, "\(render.standardError)")
        let reference = try RasterImage(png: [UInt8](Data(contentsOf: rendered)))
        let (iou, union) = ServeInkBrowserTests.inkedIoU(shown, reference, leavingOut: [], scale: 1)
        #expect(union > 10_000 && iou >= 0.97, "inked-pixel IoU \(iou) over \(union) pixels")

        // Bad files: one clear message each, and the card as it was.
        let expected = [
            "notes.txt": "notes.txt: is not an image, a recording or a drawing",
            "truncated.jpg": "truncated.jpg: the JPEG photo cannot be used",
            "bomb.png": "bomb.png: the image would be 100000×100000 pixels",
            "entity.svg": "entity.svg:2:16: the document type declaration declares entities",
        ]
        #expect(played.bad.map(\.file).sorted() == expected.keys.sorted())
        for bad in played.bad {
            #expect(bad.message.hasPrefix(expected[bad.file] ?? "?"), "\(bad.file): \(bad.message)")
            #expect(bad.before == bad.after, "\(bad.file) changed the card")
        }
        let folder = serve.store.appendingPathComponent(played.card)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.filter { !$0.hasPrefix("card.json") }.count >= arranged.sentBack.elements.count)
        #expect(!names.contains { $0.hasPrefix(".") }, "no temporary file left: \(names)")

        // The cards page showed the card's thumbnail, deleted it and brought it back.
        #expect(played.listed.thumbnail[1] == 320 && played.listed.thumbnail[0] == 208, "\(played.listed.thumbnail)")
        #expect(played.listed.removed == played.listed.before - 1 && played.listed.restored == played.listed.before)
        #expect(played.listed.removedMessage.hasPrefix("deleted"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("card.json").path))
    }
}
