import Scribble
import Testing

/// A Xournal++ page rendered by Scribble, checked pixel by pixel: the pen, its widths per point,
/// the see-through highlighter, dashes, fills and the page's ruling where Xournal++ draws them.
@Suite("Xournal++ pages, rendered")
struct XournalRenderTests {
    static let notebook = """
        <?xml version="1.0" standalone="no"?>
        <xournal creator="Xournal++ 1.1.3" fileversion="4">
        <page width="200" height="240">
        <background type="solid" color="#ffffffff" style="ruled"/>
        <layer>
        <stroke tool="pen" color="#0000ffff" width="4">20 30 180 30</stroke>
        <stroke tool="pen" color="#000000ff" width="4 2 2 2 2 8 8 8 8">20 60 40 60 60 60 80 60 100 60 120 60 140 60 160 60 180 60</stroke>
        <stroke tool="highlighter" color="#ffff007f" width="10">20 100 180 100</stroke>
        <stroke tool="pen" color="#ff0000ff" width="2" style="dash">10 130 190 130</stroke>
        <stroke tool="pen" color="#008000ff" width="1" fill="128">20 150 180 150 100 230 20 150</stroke>
        </layer>
        </page>
        </xournal>
        """

    func render(drawsPaper: Bool = false, scale: Double = 1) throws -> RasterImage {
        let document = try ReadDocument(bytes: try Gzip.compress(Array(Self.notebook.utf8)), path: "page.xopp")
        let page = try #require(document.drawings.first).drawing
        var options = Renderer.Options(scale: scale)
        options.framing.drawsPaper = drawsPaper
        return try RasterImage(png: Renderer(options: options).encode(page))
    }

    func isWhite(_ pixel: RGBA8) -> Bool { pixel.red > 250 && pixel.green > 250 && pixel.blue > 250 }

    @Test func thePageIsItsSize() throws {
        let image = try render()
        #expect(image.width == 200 && image.height == 240)
    }

    @Test func aPenIsItsColourAtItsWidth() throws {
        let image = try render()
        #expect(image.pixel(x: 100, y: 30) == RGBA8(red: 0, green: 0, blue: 255))
        #expect(image.pixel(x: 100, y: 31) == RGBA8(red: 0, green: 0, blue: 255))
        #expect(isWhite(image.pixel(x: 100, y: 33)))
        // Round caps reach half the width past the ends.
        #expect(image.pixel(x: 18, y: 30).blue > 200 && image.pixel(x: 18, y: 30).red < 128)
        #expect(isWhite(image.pixel(x: 15, y: 30)))
    }

    @Test func widthsPerPointNarrowAndWidenThePen() throws {
        let image = try render()
        func thickness(at x: Int) -> Int { (40...80).filter { image.pixel(x: x, y: $0).red < 128 }.count }
        #expect((1...3).contains(thickness(at: 70)), "2 units wide: \(thickness(at: 70))")
        #expect((7...9).contains(thickness(at: 150)), "8 units wide: \(thickness(at: 150))")
    }

    @Test func theHighlighterIsSeeThroughAtXournalsOpacity() throws {
        let pixel = try render().pixel(x: 100, y: 100)
        #expect(pixel.red == 255 && pixel.green == 255)
        // White under yellow at 120/255: 255 × (1 − 120/255) = 135.
        #expect(abs(Int(pixel.blue) - 135) <= 2, "\(pixel)")
    }

    @Test func aDashedLineHasItsGaps() throws {
        let image = try render()
        // "dash": 6 on, 3 off, from x = 10.
        for start in stride(from: 10, to: 180, by: 9) {
            #expect(image.pixel(x: start + 3, y: 130) == RGBA8(red: 255, green: 0, blue: 0), "a dash at \(start)")
            #expect(
                isWhite(image.pixel(x: start + 7, y: 130)) || image.pixel(x: start + 7, y: 130).green > 200,
                "a gap after \(start)")
        }
    }

    @Test func aFillIsUnderItsOutline() throws {
        let image = try render()
        let inside = image.pixel(x: 100, y: 180)
        // Green 0x80 at 128/255 over white.
        #expect(
            abs(Int(inside.red) - 127) <= 2 && abs(Int(inside.green) - 191) <= 2 && abs(Int(inside.blue) - 127) <= 2,
            "\(inside)")
    }

    @Test func thePagesRulingIsDrawnWhenAskedFor() throws {
        // At 4 pixels a unit, a rule half a unit wide covers two rows of pixels whole.
        let plain = try render(scale: 4)
        let ruled = try render(drawsPaper: true, scale: 4)
        // Rules every 24 units from 80, under the ink, in Xournal++'s light blue, #40A0FF: as many
        // as fit above a 20-unit footer, (240 − 80 − 20) / 24.5, so five.
        for y in stride(from: 80, through: 176, by: 24) {
            #expect(isWhite(plain.pixel(x: 20, y: 4 * y)))
            #expect(ruled.pixel(x: 20, y: 4 * y) == RGBA8(red: 0x40, green: 0xA0, blue: 0xFF), "a rule at \(y)")
            #expect(ruled.pixel(x: 20, y: 4 * y - 1) == RGBA8(red: 0x40, green: 0xA0, blue: 0xFF), "a rule at \(y)")
            #expect(isWhite(ruled.pixel(x: 20, y: 4 * y + 2)) && isWhite(ruled.pixel(x: 20, y: 4 * y + 48)))
        }
        #expect(isWhite(ruled.pixel(x: 20, y: 4 * 60)), "no rule in the header")
        #expect(isWhite(ruled.pixel(x: 20, y: 4 * 200)), "none in the footer")
        #expect(ruled.pixel(x: 400, y: 120) == RGBA8(red: 0, green: 0, blue: 255), "ink over the paper")
    }
}
