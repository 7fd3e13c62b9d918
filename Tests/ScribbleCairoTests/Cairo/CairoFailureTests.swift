import ScribbleKit
import Testing

@testable import ScribbleCairo

/// Cairo pushed into its error states: each comes back as a thrown ``CairoError`` carrying Cairo's
/// own words, never as a crash, a half-drawn picture passed off as whole, or a read of freed memory
/// (which the AddressSanitizer pass of the suite would catch).
@Suite("Cairo pushed to fail")
struct CairoFailureTests {
    /// Cairo's description of the status in an error it reported; fails the test for any other error.
    private func cairoStatus(of error: CairoError) -> String {
        guard case .cairo(let status) = error.kind else {
            Issue.record("expected a status from Cairo, got \(error)")
            return ""
        }
        return status
    }

    @Test func aContextOnAFinishedSurfaceIsRefused() throws {
        let pdf = try PDFSurface(width: 100, height: 100)
        #expect(try pdf.finish().starts(with: Array("%PDF-".utf8)))
        let error = try #require(throws: CairoError.self) { try Context(surface: pdf) }
        #expect(cairoStatus(of: error).contains("finished"))
        #expect(error.operation == "creating a drawing context")
    }

    @Test func drawingOnASurfaceThatWasFinishedUnderneathIsReported() throws {
        let pdf = try PDFSurface(width: 100, height: 100)
        let context = try Context(surface: pdf)
        _ = try pdf.finish()
        context.rectangle(Rect(x: 10, y: 10, width: 50, height: 50))
        context.setSource(Color.black)
        context.fill(rule: .nonZero)
        let error = try #require(throws: CairoError.self) { try context.checkStatus("drawing after the end") }
        #expect(cairoStatus(of: error).contains("finished"))
        #expect(error.description.hasPrefix("drawing after the end: "))
    }

    @Test func aContextInErrorDrawsNothingMoreAndSaysWhy() throws {
        let surface = try ImageSurface(width: 8, height: 8)
        let context = try Context(surface: surface)
        // A group popped that was never pushed: Cairo's error, not a crash.
        context.popGroupToSource()
        context.setSource(Color(red: 1, green: 0, blue: 0))
        context.paint()
        let error = try #require(throws: CairoError.self) { try context.checkStatus("painting") }
        #expect(cairoStatus(of: error).contains("pop"))
        // The surface itself is sound, and the paint after the error never reached it.
        let image = try RasterImage(surface: surface)
        #expect(image.allPixels.allSatisfy { $0.pixel == .transparent })
    }

    @Test(arguments: [
        Transform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0),
        Transform(a: 1, b: 0, c: 0, d: .nan, tx: 0, ty: 0),
        Transform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0),
    ])
    func aTransformCairoCannotInvertPutsTheContextInError(transform: Transform) throws {
        let context = try Context(surface: try ImageSurface(width: 8, height: 8))
        context.setTransform(transform)
        context.rectangle(Rect(x: 0, y: 0, width: 4, height: 4))
        context.fill(rule: .nonZero)
        let error = try #require(throws: CairoError.self) { try context.checkStatus("placing a picture") }
        #expect(cairoStatus(of: error).contains("matrix"))
    }

    /// A PNG cut short at each of its structural points: in the signature, in the header chunk,
    /// at the start, middle and end of the image data, before the end chunk.
    @Test func pngsCutShortAnywhereAreErrors() throws {
        let drawing = Drawing(
            canvas: Size(width: 64, height: 48), strokes: [makeStroke(densePoints(from: (4, 4), to: (60, 44)))])
        let png = try DrawingRenderer().renderPNG(drawing)
        let cuts = [0, 4, 8, 16, 24, 33, 41, png.count / 2, png.count - 13, png.count - 12, png.count - 1]
        for cut in cuts {
            #expect(throws: CairoError.self, "cut at \(cut) of \(png.count) bytes") {
                try RasterImage(png: Array(png.prefix(cut)))
            }
        }
        #expect(try RasterImage(png: png).width == 64)
    }

    @Test func aPNGWithDamagedImageDataIsAnError() throws {
        let drawing = Drawing(
            canvas: Size(width: 64, height: 48), strokes: [makeStroke(densePoints(from: (4, 4), to: (60, 44)))])
        var png = try DrawingRenderer().renderPNG(drawing)
        // Flip bits in the middle of the compressed pixels: the chunk's checksum no longer holds.
        png[png.count / 2] ^= 0xff
        let error = try #require(throws: CairoError.self) { try RasterImage(png: png) }
        #expect(!cairoStatus(of: error).isEmpty)
    }

    @Test func aFinishedPDFCompositorRefusesMoreWithoutCrashing() throws {
        let compositor = try Compositor(size: Size(width: 100, height: 50), output: .pdf)
        compositor.fill(.white)
        _ = try compositor.encoded()
        // Drawing on the finished page is ignored by Cairo; asking for the document again says so.
        compositor.fill(.black)
        try compositor.draw(
            Drawing(canvas: Size(width: 10, height: 10), strokes: [makeStroke([(1, 1), (9, 9)])]), transform: .identity)
        #expect(throws: CairoError.self) { try compositor.encoded() }
        #expect(throws: CairoError.self) { try compositor.image() }
    }
}
