import ScribbleCairo
import ScribbleKit
import ScribbleTestSupport
import Testing

@Suite("Raster images and PNG")
struct RasterImageTests {
    let pngSignature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

    /// Black and translucent blue lines over a transparent background.
    let drawing = Drawing(
        canvas: Size(width: 64, height: 48),
        strokes: [
            makeStroke([(8, 8), (56, 40)]),
            makeStroke(
                [(8, 40), (56, 8)],
                ink: Ink(tool: .marker, color: Color(red: 0.1, green: 0.3, blue: 1, alpha: 0.35), width: 9)),
        ])

    @Test func renderedPNGDecodesToTheRenderedImage() throws {
        for background in [nil, Color.white] {
            let renderer = DrawingRenderer(options: RenderOptions(background: background))
            let png = try renderer.renderPNG(drawing)
            #expect(png.starts(with: pngSignature))
            let decoded = try RasterImage(png: png)
            #expect(decoded.width == 64 && decoded.height == 48)
            #expect(decoded == (try renderer.renderImage(drawing)))
        }
    }

    @Test func horizontalStrokePNGHasTheInkWhereItWasDrawn() throws {
        let line = Drawing(canvas: Size(width: 100, height: 60), strokes: [makeStroke([(20, 30), (80, 30)])])
        let image = try RasterImage(png: DrawingRenderer(options: RenderOptions(scale: 2)).renderPNG(line))
        #expect(image.width == 200 && image.height == 120)
        #expect(image.pixel(x: 100, y: 60) == .black)
        #expect(image.pixel(x: 100, y: 20) == .white)
    }

    @Test func opaqueImagesAreWrittenAsRGBAndTranslucentOnesAsRGBA() throws {
        // Byte 25 is the colour type in the IHDR chunk: 2 for RGB, 6 for RGBA.
        #expect(try DrawingRenderer().renderPNG(drawing)[25] == 2)
        #expect(try DrawingRenderer(options: .cropped).renderPNG(drawing)[25] == 6)
    }

    @Test func imagesRoundTripThroughPNG() throws {
        let rendered = try DrawingRenderer(options: RenderOptions(background: nil)).renderImage(drawing)
        #expect(try RasterImage(png: rendered.pngData()) == rendered)
        var generator = SeededGenerator(seed: 3)
        let opaque = try RasterImage(
            width: 7, height: 5,
            pixels: (0..<35).flatMap { _ in
                [
                    UInt8.random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator),
                    .random(in: 0...255, using: &generator), 255,
                ]
            })
        #expect(try RasterImage(png: opaque.pngData()) == opaque)
    }

    @Test func pixelsAreRowMajorRGBA() throws {
        let image = try RasterImage(
            width: 2, height: 2, pixels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
        #expect(image.pixel(x: 1, y: 0) == RGBA8(red: 5, green: 6, blue: 7, alpha: 8))
        #expect(image.pixel(x: 0, y: 1) == RGBA8(red: 9, green: 10, blue: 11, alpha: 12))
        #expect(image.pixel(x: 2, y: 0) == .transparent && image.pixel(x: 0, y: -1) == .transparent)
        let filled = try RasterImage(width: 3, height: 2, filledWith: RGBA8(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(filled.pixels.count == 24 && filled.pixel(x: 2, y: 1) == RGBA8(red: 1, green: 2, blue: 3, alpha: 4))
    }

    @Test(arguments: [(2, 2, 15), (0, 2, 0), (2, -1, 0), (Int.max, 2, 8)])
    func pixelBuffersOfTheWrongSizeAreRefused(width: Int, height: Int, count: Int) throws {
        let error = try #require(throws: CairoError.self) {
            try RasterImage(width: width, height: height, pixels: [UInt8](repeating: 0, count: count))
        }
        #expect(error.kind == .invalidSize)
    }

    @Test(arguments: [
        Array("hello, I am not a PNG".utf8), [], Array("\u{89}PNG".utf8),
        [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46],
    ])
    func bytesThatAreNotAPNGGiveAnError(bytes: [UInt8]) throws {
        let error = try #require(throws: CairoError.self) { try RasterImage(png: bytes) }
        #expect(error.kind == .notPNG)
        #expect(error.description.hasPrefix("decoding a PNG: "))
    }

    @Test(arguments: [33, 60, 100])
    func truncatedPNGsGiveCairosError(length: Int) throws {
        let png = try DrawingRenderer().renderPNG(drawing)
        let error = try #require(throws: CairoError.self) { try RasterImage(png: Array(png.prefix(length))) }
        guard case .cairo(let status) = error.kind else {
            Issue.record("expected Cairo's error, got \(error)")
            return
        }
        #expect(
            error.description == "decoding a PNG: the image data is damaged or cut short (Cairo reports: \(status))")
    }

    @Test func damagedPNGsDoNotCrash() throws {
        let png = try DrawingRenderer().renderPNG(drawing)
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<50 {
            var damaged = png
            for _ in 0..<4 {
                damaged[Int.random(in: 8..<damaged.count, using: &generator)] = .random(in: 0...255, using: &generator)
            }
            // Whatever libpng makes of it, it is an image or a CairoError.
            _ = try? RasterImage(png: damaged)
        }
    }

    @Test func aPNGWhoseHeaderClaimsAHugeImageIsRefusedBeforeDecoding() throws {
        var png = try DrawingRenderer().renderPNG(drawing)
        // 100 000 × 100 000 pixels, big-endian, where IHDR keeps the size.
        png.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xa0, 0, 1, 0x86, 0xa0])
        let error = try #require(throws: CairoError.self) { try RasterImage(png: png) }
        #expect(error.kind == .imageTooLarge(width: 100_000, height: 100_000, limit: 100_000_000))
        let wide = try #require(throws: CairoError.self) { try RasterImage(png: png, maximumPixels: .max) }
        #expect(wide.kind == .invalidSize)
    }

    @Test func pngDataRefusesImagesWiderThanCairoDraws() throws {
        let wide = try RasterImage(width: 40_000, height: 1, filledWith: .white)
        let error = try #require(throws: CairoError.self) { try wide.pngData() }
        #expect(error.kind == .invalidSize)
    }
}
