import ScribbleKit
import Testing

@testable import ScribbleCairo

/// The thin layer over Cairo: ownership, status checks and pixel access.
@Suite("Cairo wrapper")
struct CairoWrapperTests {
    @Test func aContextKeepsItsSurfaceAlive() throws {
        var surface: ImageSurface? = try ImageSurface(width: 4, height: 4)
        let context = try Context(surface: try #require(surface))
        surface = nil
        context.setSource(Color(red: 1, green: 0, blue: 0))
        context.paint()
        try context.checkStatus("painting")
        let drawnOn = try #require(context.surface as? ImageSurface)
        #expect(try RasterImage(surface: drawnOn).pixel(x: 3, y: 3) == RGBA8(red: 255, green: 0, blue: 0))
    }

    @Test func pixelsArePremultipliedARGBInsideTheirClosure() throws {
        let surface = try ImageSurface(width: 3, height: 2)
        let context = try Context(surface: surface)
        context.setSource(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        context.setOperator(.source)
        context.paint()
        let argb = try surface.withPixels { $0.argb(x: 2, y: 1) }
        #expect(argb >> 24 == 128)
        #expect((argb >> 16) & 0xff == 128)
        #expect((argb >> 8) & 0xff == 64)
        #expect(argb & 0xff == 0)
        // Straight alpha when copied out.
        #expect(
            isClose(
                try RasterImage(surface: surface).pixel(x: 0, y: 0), RGBA8(red: 255, green: 128, blue: 0, alpha: 128),
                tolerance: 1))
    }

    @Test func writesThroughThePixelsReachCairo() throws {
        let surface = try ImageSurface(width: 2, height: 2)
        try surface.withPixels { $0.setARGB(0xff00_ff00, x: 1, y: 0) }
        let image = try RasterImage(png: surface.pngData())
        #expect(image.pixel(x: 1, y: 0) == RGBA8(red: 0, green: 255, blue: 0))
        #expect(image.pixel(x: 0, y: 0) == .transparent)
    }

    @Test(arguments: [(0, 10), (10, 0), (-1, 5), (32768, 1)])
    func surfacesOutsideCairosSizesAreRefused(width: Int, height: Int) throws {
        let error = try #require(throws: CairoError.self) { try ImageSurface(width: width, height: height) }
        #expect(error.kind == .invalidSize)
    }

    @Test func cairosOwnDecodingErrorsComeBackAsCairoErrors() throws {
        let error = try #require(throws: CairoError.self) { try ImageSurface.decodingPNG(Array("not a png".utf8)) }
        guard case .cairo(let status) = error.kind else {
            Issue.record("expected Cairo's status, got \(error)")
            return
        }
        #expect(!status.isEmpty)
        #expect(error.description == "decoding a PNG: \(status)")
    }

    @Test func opaquePNGsDecodeToARGB() throws {
        // Cairo decodes an opaque PNG as RGB24, whose top byte is not alpha.
        let opaque = try DrawingRenderer().renderPNG(Drawing(canvas: Size(width: 5, height: 5)))
        let decoded = try ImageSurface.decodingPNG(opaque)
        #expect(try decoded.convertedToARGB32().withPixels { $0.argb(x: 4, y: 4) } == 0xffff_ffff)
        #expect(try RasterImage(surface: decoded).pixel(x: 2, y: 2) == .white)
    }
}
