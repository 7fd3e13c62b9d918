import Foundation
import Scribble
import Testing

/// A CMYK photo, as print tools save one, attached to a card: kept as it came beside the PNG
/// made from its inks, as any photo is.
@Suite struct CardCMYKPhotoTests {
    /// A 16×8 CMYK photo (Adobe's marker, inks inverted, as Photoshop and Pillow save them), its
    /// left half red and its right half blue.
    static let cmyk = ToolRunner.repositoryRoot.appendingPathComponent("Tests/ScribbleToolTests/Photos/halves-cmyk.jpg")

    @Test func aCMYKPhotoIsAttachedInItsColours() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        let element = try store.succeed(["attach", card, Self.cmyk.path])
        let folder = store.folder(of: card)
        #expect(try ToolRunner.contents(of: folder) == ["card.json", "\(element).jpg", "\(element).png"].sorted())
        #expect(try Data(contentsOf: folder.appendingPathComponent("\(element).jpg")) == Data(contentsOf: Self.cmyk))
        let png = try RasterImage(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent("\(element).png"))))
        #expect(png.width == 16 && png.height == 8)
        let left = png.pixel(x: 3, y: 4)
        let right = png.pixel(x: 12, y: 4)
        #expect(
            abs(Int(left.red) - 220) <= 6 && abs(Int(left.green) - 30) <= 6 && abs(Int(left.blue) - 30) <= 6, "\(left)")
        #expect(
            abs(Int(right.red) - 30) <= 6 && abs(Int(right.green) - 30) <= 6 && abs(Int(right.blue) - 220) <= 6,
            "\(right)")
        #expect(try store.card(["check"]).status == 0)
    }
}
