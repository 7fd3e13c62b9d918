import Foundation
import ScribbleCairo
import Testing

/// `scribble card attach` with JPEG photos: decoded upright, kept as they came beside the PNG
/// the card shows, refused over the limits before decoding, and removed with their element.
@Suite struct CardPhotoTests {
    /// A 16×8 photo, its left half red and its right half blue, recorded on its side (EXIF
    /// orientation 6): seen upright it is 8 wide and 16 high, red above blue.
    static let turned = ToolRunner.repositoryRoot.appendingPathComponent(
        "Tests/ScribbleToolTests/Photos/halves-turned.jpg")

    @Test func aPhotoIsKeptAsItCameBesideItsUprightPNG() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        let element = try store.succeed(["attach", card, Self.turned.path])
        let folder = store.folder(of: card)
        #expect(try ToolRunner.contents(of: folder) == ["card.json", "\(element).jpg", "\(element).png"].sorted())
        #expect(try Data(contentsOf: folder.appendingPathComponent("\(element).jpg")) == Data(contentsOf: Self.turned))
        let png = try RasterImage(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent("\(element).png"))))
        #expect(png.width == 8 && png.height == 16)
        let top = png.pixel(x: 4, y: 2)
        let bottom = png.pixel(x: 4, y: 13)
        #expect(top.red > 200 && top.blue < 60 && bottom.blue > 200 && bottom.red < 60)
        // The card records the photo, shows it as one, and keeps the upright proportions.
        let json = try String(contentsOf: folder.appendingPathComponent("card.json"), encoding: .utf8)
        #expect(json.contains("\"original\": \"\(element).jpg\""))
        let show = try store.card(["show", card])
        #expect(show.output.contains("1. \(element)  photo  from halves-turned.jpg"))
        #expect(show.output.contains("size 250 × 500"))
        // The check finds nothing wrong; removing the element takes the photo with it.
        #expect(try store.card(["check"]).status == 0)
        try store.succeed(["remove", card, element])
        #expect(try ToolRunner.contents(of: folder) == ["card.json"])
    }

    @Test func aPhotoOverThePixelLimitIsRefusedBeforeDecodingAndNothingIsWritten() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        // A header claiming 60000 × 60000 pixels (3.6 gigapixels) in front of nothing else.
        var huge = [UInt8](try Data(contentsOf: Self.turned))
        guard let frame = (0..<(huge.count - 8)).first(where: { huge[$0] == 0xFF && huge[$0 + 1] == 0xC0 }) else {
            Issue.record("the photo has no baseline frame header")
            return
        }
        huge.replaceSubrange((frame + 5)..<(frame + 9), with: [0xEA, 0x60, 0xEA, 0x60])
        try Data(huge).write(to: store.folder.appendingPathComponent("huge.jpg"))
        let result = try store.card(["attach", card, "huge.jpg"])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "scribble: error: huge.jpg: the JPEG photo cannot be used: the photo is 60000×60000 pixels, 3600000000 in all, more than the limit of 50000000\n"
        )
        #expect(try ToolRunner.contents(of: store.folder(of: card)) == ["card.json"])
    }

    @Test func aPhotoFileOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        // A photo's bytes, then a hole up to 65 MiB (a sparse file: nothing is written there).
        let url = store.folder.appendingPathComponent("big.jpg")
        try Data(contentsOf: Self.turned).write(to: url)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 65 << 20)
        try handle.close()
        let result = try store.card(["attach", card, "big.jpg"])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "scribble: error: big.jpg: is \(65 << 20) bytes, over the limit of \(64 << 20) bytes for an element's image\n"
        )
        #expect(try ToolRunner.contents(of: store.folder(of: card)) == ["card.json"])
    }

    @Test func aDamagedPhotoIsRefusedWithLibjpegTurbosReason() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        let bytes = [UInt8](try Data(contentsOf: Self.turned))
        try Data(bytes.prefix(bytes.count * 2 / 3)).write(to: store.folder.appendingPathComponent("cut.jpg"))
        let result = try store.card(["attach", card, "cut.jpg"])
        #expect(result.status == 1)
        #expect(
            result.standardError.hasPrefix(
                "scribble: error: cut.jpg: the JPEG photo cannot be used: libjpeg-turbo failed "))
        #expect(try ToolRunner.contents(of: store.folder(of: card)) == ["card.json"])
    }
}
