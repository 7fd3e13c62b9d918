import Foundation
import ScribbleCairo
import ScribbleKit
import ScribblePNG
import Testing

@Suite("PNG writer") struct PNGEncoderTests {
    /// A drawing with opaque and translucent ink, crossing strokes and a dot.
    static let drawing: Drawing = {
        let wave = (0..<60).map { i -> StrokePoint in
            let x = 20 + Double(i) * 4.5
            let y: Double = 100 + 60 * sin(Double(i) / 6)
            return StrokePoint(x: x, y: y, t: Double(i) / 100, pressure: 0.2 + Double(i % 9) / 12)
        }
        let cross = [(30.0, 30.0), (290, 170), (290, 30), (30, 170)].enumerated().map { index, point in
            StrokePoint(x: point.0, y: point.1, t: Double(index))
        }
        let translucentRed = Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.45)
        let translucentBlue = Color(red: 0, green: 0.4, blue: 1, alpha: 0.7)
        return Drawing(
            canvas: Size(width: 320, height: 200),
            strokes: [
                Stroke(points: wave, ink: Ink(tool: .pen, color: .ink, width: 6)),
                Stroke(points: cross, ink: Ink(tool: .marker, color: translucentRed, width: 18)),
                Stroke(
                    points: [StrokePoint(x: 160, y: 20, t: 4)],
                    ink: Ink(tool: .monoline, color: translucentBlue, width: 10)),
            ])
    }()

    @Test(arguments: [Color.white, nil, Color(red: 1, green: 1, blue: 0.8, alpha: 0.5)])
    func fastWriterDecodesToTheSamePixelsAsCairosWriter(background: Color?) throws {
        let renderer = DrawingRenderer(options: RenderOptions(background: background))
        let image = try renderer.renderImage(Self.drawing)
        let fast = try image.pngData(compression: PNGCompression.fast)
        let small = try image.pngData(compression: .small)
        #expect(fast != small)
        let fromFast = try RasterImage(png: fast)
        #expect(fromFast == (try RasterImage(png: small)))
        #expect(fromFast == image)
    }

    @Test func opaqueImagesAreWrittenAsRGB() throws {
        let png = try DrawingRenderer(options: .default).renderPNG(Self.drawing)
        // Colour type, at byte 25 of the file: 2 is RGB, 6 is RGBA.
        #expect(png[25] == 2)
        let transparent = try DrawingRenderer(options: RenderOptions(background: nil)).renderPNG(Self.drawing)
        #expect(transparent[25] == 6)
    }

    @Test func rendererHonoursTheCompressionOption() throws {
        let fast = try DrawingRenderer(options: RenderOptions(pngCompression: .fast)).renderPNG(Self.drawing)
        let small = try DrawingRenderer(options: RenderOptions(pngCompression: .small)).renderPNG(Self.drawing)
        #expect(fast != small)
        #expect(try RasterImage(png: fast) == RasterImage(png: small))
    }

    @Test func singlePixelAndTallImagesRoundTrip() throws {
        for (width, height) in [(1, 1), (1, 300), (300, 1)] {
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for index in stride(from: 0, to: pixels.count, by: 4) {
                pixels[index] = UInt8(index % 251)
                pixels[index + 1] = 7
                pixels[index + 2] = 200
                pixels[index + 3] = UInt8(index % 3 == 0 ? 255 : 128)
            }
            let image = try RasterImage(width: width, height: height, pixels: pixels)
            let decoded = try RasterImage(png: try image.pngData(compression: .fast))
            #expect(decoded.width == width && decoded.height == height)
            #expect(decoded == (try RasterImage(png: try image.pngData(compression: .small))))
        }
    }
}

@Suite("PNG writer, given pixels") struct PNGEncoderPixelTests {
    /// Encodes premultiplied ARGB pixels, `width` to a row, with no padding between rows.
    static func encode(_ argb: [UInt32], width: Int, opaqueFormat: Bool = false) -> [UInt8] {
        argb.withUnsafeBytes { bytes in
            let pixels = PremultipliedARGBPixels(
                bytes: bytes, width: width, height: argb.count / width, bytesPerRow: 4 * width)
            return PNGEncoder.encode(pixels, opaqueFormat: opaqueFormat)
        }
    }

    @Test func premultipliedColourIsWrittenStraight() throws {
        // Opaque red, half-covered white (premultiplied to 0x80 each), and nothing, twice over so
        // that the second row repeats the first.
        let row: [UInt32] = [0xFFFF_0000, 0x8080_8080, 0x0000_0000]
        let decoded = try RasterImage(png: Self.encode(row + row, width: 3))
        for y in 0..<2 {
            #expect(decoded.pixel(x: 0, y: y) == RGBA8(red: 255, green: 0, blue: 0))
            #expect(decoded.pixel(x: 1, y: y) == RGBA8(red: 255, green: 255, blue: 255, alpha: 128))
            #expect(decoded.pixel(x: 2, y: y).alpha == 0)
        }
    }

    @Test func greyPixelsAreWrittenAsGreyAndDecodeToTheSamePixels() throws {
        // Opaque black, grey and white, then the same with alpha: half-covered grey (0x40
        // premultiplied is 0x80 straight) and nothing.
        let opaque = Self.encode([0xFF00_0000, 0xFF80_8080, 0xFFFF_FFFF], width: 3)
        // Colour type, at byte 25 of the file: 0 is grey, 4 grey with alpha.
        #expect(opaque[25] == 0)
        let decodedOpaque = try RasterImage(png: opaque)
        #expect(decodedOpaque.pixel(x: 0, y: 0) == RGBA8(red: 0, green: 0, blue: 0))
        #expect(decodedOpaque.pixel(x: 1, y: 0) == RGBA8(red: 0x80, green: 0x80, blue: 0x80))
        #expect(decodedOpaque.pixel(x: 2, y: 0) == RGBA8(red: 255, green: 255, blue: 255))
        let translucent = Self.encode([0xFF00_0000, 0x8040_4040, 0x0000_0000], width: 3)
        #expect(translucent[25] == 4)
        let decoded = try RasterImage(png: translucent)
        #expect(decoded.pixel(x: 0, y: 0) == RGBA8(red: 0, green: 0, blue: 0))
        #expect(decoded.pixel(x: 1, y: 0) == RGBA8(red: 0x80, green: 0x80, blue: 0x80, alpha: 0x80))
        #expect(decoded.pixel(x: 2, y: 0).alpha == 0)
    }

    @Test func onePixelOfColourKeepsTheWholeImageInColour() throws {
        // Every pixel grey but the last, whose blue is one step off.
        var argb = [UInt32](repeating: 0xFF20_2020, count: 64 * 3)
        argb[argb.count - 1] = 0xFF20_2021
        let png = Self.encode(argb, width: 64)
        #expect(png[25] == 2)
        #expect(try RasterImage(png: png).pixel(x: 63, y: 2) == RGBA8(red: 0x20, green: 0x20, blue: 0x21))
        argb[argb.count - 1] = 0x7F20_2020
        #expect(Self.encode(argb, width: 64)[25] == 4)
    }

    @Test func blackInkOnWhiteIsWrittenAsGreyLikeCairosWriterInAThirdOfTheBytes() throws {
        let line = Drawing(
            canvas: Size(width: 200, height: 120),
            strokes: [
                Stroke(
                    points: (0..<40).map {
                        StrokePoint(x: 10 + Double($0) * 4.5, y: 60 + 40 * sin(Double($0) / 5), t: Double($0) / 100)
                    },
                    ink: Ink(tool: .pen, color: .black, width: 5))
            ])
        let renderer = DrawingRenderer(options: .default)
        let fast = try renderer.renderPNG(line)
        #expect(fast[25] == 0)
        let image = try renderer.renderImage(line)
        #expect(try RasterImage(png: fast) == image)
        #expect(try RasterImage(png: fast) == RasterImage(png: image.pngData(compression: .small)))
    }

    @Test func opaqueFormatIgnoresTheAlphaBytes() throws {
        let png = Self.encode([0x0012_3456, 0x00AB_CDEF], width: 2, opaqueFormat: true)
        // Colour type, at byte 25 of the file: 2 is RGB.
        #expect(png[25] == 2)
        let decoded = try RasterImage(png: png)
        #expect(decoded.pixel(x: 0, y: 0) == RGBA8(red: 0x12, green: 0x34, blue: 0x56))
        #expect(decoded.pixel(x: 1, y: 0) == RGBA8(red: 0xAB, green: 0xCD, blue: 0xEF))
    }
}
