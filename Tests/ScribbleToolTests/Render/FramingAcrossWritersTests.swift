import Foundation
import Scribble
import ScribbleCairo
import ScribbleKit
import Testing

/// One ``Framing``, three writers: for every edge case the PNG, the SVG (drawn by librsvg) and the
/// PDF (drawn by poppler at 72 dpi, a point a pixel) come out the same size with the ink in the
/// same place, or are all refused.
@Suite(
    .enabled(
        if: ReferenceRenderer.isInstalled && FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftoppm"),
        "rsvg-convert (librsvg2-bin) and pdftoppm (poppler-utils) are needed to draw the SVG and the PDF"))
struct FramingAcrossWritersTests {
    static let pdftoppm = "/usr/bin/pdftoppm"

    /// A black line through `points`, 6 units wide.
    static func line(_ points: [(Double, Double)]) -> Stroke {
        Stroke(
            points: points.enumerated().map { StrokePoint(x: $1.0, y: $1.1, t: Double($0) * 0.01) },
            ink: Ink(tool: .monoline, color: .black, width: 6))
    }

    /// The drawing as each writer draws it with `framing`, on white so that poppler's white page
    /// and the others compare.
    static func pictures(_ drawing: Drawing, _ framing: Framing) throws -> [(writer: String, image: RasterImage)] {
        var framing = framing
        framing.background = .white
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try DrawingRenderer(options: RenderOptions(framing: framing)).renderImage(drawing)
        let svg = folder.appendingPathComponent("framed.svg")
        try Data(SVGWriter(options: SVGWriteOptions(framing: framing)).encode(drawing)).write(to: svg)
        let pdf = PDFDocumentWriter(options: RenderOptions(framing: framing))
        try pdf.addPage(drawing)
        let pdfFile = folder.appendingPathComponent("framed.pdf")
        try Data(try pdf.finish()).write(to: pdfFile)
        return [
            ("PNG", png), ("SVG", try ReferenceRenderer.render(svg)), ("PDF", try popplerImage(pdfFile, in: folder)),
        ]
    }

    /// The PDF's page drawn by poppler, a pixel a point.
    static func popplerImage(_ pdf: URL, in folder: URL) throws -> RasterImage {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: pdftoppm)
        process.arguments = ["-png", "-r", "72", "-singlefile", pdf.path, folder.appendingPathComponent("page").path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return try RasterImage(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent("page.png"))))
    }

    /// A box of whole pixels, its far sides included.
    struct Box: Equatable, CustomStringConvertible {
        var minX, minY, maxX, maxY: Int
        var description: String { "\(minX)…\(maxX) × \(minY)…\(maxY)" }
    }

    /// The box of the dark pixels, or `nil` when there are none.
    static func inkBox(_ image: RasterImage) -> Box? {
        var box: Box?
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                guard Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 3 * 128 else { continue }
                box = Box(
                    minX: min(box?.minX ?? x, x), minY: min(box?.minY ?? y, y), maxX: max(box?.maxX ?? x, x),
                    maxY: max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    /// What the three writers agreed on: the pictures' size and the PNG's ink box.
    struct Agreed {
        var width: Int
        var height: Int
        var ink: Box?
    }

    /// Checks that the three pictures are the PNG's size with their ink where the PNG has it
    /// (a pixel's give for antialiasing).
    static func expectOneFrame(
        _ drawing: Drawing, _ framing: Framing, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Agreed {
        let pictures = try pictures(drawing, framing)
        let png = pictures[0].image
        let expected = inkBox(png)
        for (writer, image) in pictures {
            #expect(
                image.width == png.width && image.height == png.height,
                "\(writer) is \(image.width)×\(image.height), the PNG \(png.width)×\(png.height)",
                sourceLocation: sourceLocation)
            let box = inkBox(image)
            #expect(
                (box == nil) == (expected == nil), "\(writer)'s ink: \(String(describing: box))",
                sourceLocation: sourceLocation)
            if let box, let expected {
                let near =
                    abs(box.minX - expected.minX) <= 1 && abs(box.maxX - expected.maxX) <= 1
                    && abs(box.minY - expected.minY) <= 1 && abs(box.maxY - expected.maxY) <= 1
                #expect(near, "\(writer)'s ink is at \(box), the PNG's at \(expected)", sourceLocation: sourceLocation)
            }
        }
        return Agreed(width: png.width, height: png.height, ink: expected)
    }

    @Test(arguments: [Framing.Fit.canvas, .bounds])
    func anEmptyDrawingIsABlankCanvasOrABlankSquare(fit: Framing.Fit) throws {
        let empty = Drawing(canvas: Size(width: 120, height: 80))
        let agreed = try Self.expectOneFrame(empty, Framing(fit: fit, padding: 16))
        #expect(agreed.ink == nil)
        #expect(fit == .canvas ? agreed.width == 120 && agreed.height == 80 : agreed.width == 32 && agreed.height == 32)
    }

    @Test(arguments: [Size(width: 0, height: 0), Size(width: 100, height: 0), Size(width: .nan, height: 50)])
    func aCanvasOfNoSizeShowsTheInkAsTheBoundsFitDoes(canvas: Size) throws {
        let drawing = Drawing(canvas: canvas, strokes: [Self.line([(40, 30), (90, 60)])])
        // The ink's box, 56 × 36 units with the ink's width, and 4 units of padding on each side.
        let shown = try Self.expectOneFrame(drawing, Framing(fit: .canvas, padding: 4))
        let bounds = try Self.expectOneFrame(drawing, Framing(fit: .bounds, padding: 4))
        #expect(shown.width == bounds.width && shown.height == bounds.height && shown.ink == bounds.ink)
        #expect(abs(shown.width - 64) <= 1 && abs(shown.height - 44) <= 1, "\(shown.width)×\(shown.height)")
    }

    @Test func inkOutsideTheCanvasIsCutOffByTheCanvasFitAndShownByTheBoundsFit() throws {
        let drawing = Drawing(
            canvas: Size(width: 100, height: 80),
            strokes: [
                Self.line([(-50, 40), (60, 40)]), Self.line([(300, 300), (310, 300)]),
            ])
        let cut = try Self.expectOneFrame(drawing, Framing(fit: .canvas))
        #expect(cut.width == 100 && cut.height == 80)
        let ink = try #require(cut.ink)
        #expect(ink.minX == 0 && ink.maxX >= 61 && ink.maxX <= 63, "\(ink)")
        // From -53 to 313 across, 37 to 303 down, with no padding.
        let shown = try Self.expectOneFrame(drawing, Framing(fit: .bounds, padding: 0))
        #expect(abs(shown.width - 366) <= 1 && abs(shown.height - 266) <= 1, "\(shown.width)×\(shown.height)")
    }

    @Test(arguments: [Framing.Fit.canvas, .bounds])
    func aFixedSizeKeepsItsSizeWithOrWithoutInk(fit: Framing.Fit) throws {
        let fixed = FixedImageSize(width: 64, height: 48)
        let blank = try Self.expectOneFrame(
            Drawing(canvas: Size(width: 10, height: 10)), Framing(fit: fit, fixedSize: fixed))
        #expect(blank.width == 64 && blank.height == 48 && blank.ink == nil)
        let drawing = Drawing(canvas: Size(width: 200, height: 100), strokes: [Self.line([(20, 20), (180, 80)])])
        let framed = try Self.expectOneFrame(drawing, Framing(fit: fit, fixedSize: fixed))
        #expect(framed.width == 64 && framed.height == 48)
        let box = try #require(framed.ink)
        // Centred either way.
        #expect(abs(box.minX - (63 - box.maxX)) <= 1 && abs(box.minY - (47 - box.maxY)) <= 1, "\(box)")
    }

    @Test func scaleAndPaddingFrameTheInkAlike() throws {
        let drawing = Drawing(
            canvas: Size(width: 300, height: 200), strokes: [Self.line([(10.3, 20.6), (70.1, 90.4)])])
        // 65.8 × 75.8 units at 2.5 is 164.5 × 189.5 pixels: whole pixels for every writer.
        let cropped = try Self.expectOneFrame(drawing, Framing(fit: .bounds, padding: 0, scale: 2.5))
        #expect(abs(cropped.width - 165) <= 1 && abs(cropped.height - 190) <= 1, "\(cropped.width)×\(cropped.height)")
        let canvas = try Self.expectOneFrame(drawing, Framing(scale: 0.5))
        #expect(canvas.width == 150 && canvas.height == 100)
    }

    @Test(arguments: [1e6, 1e12, 1e200, 0, -1, .nan, .infinity])
    func hugeOrNonsenseScalesAreRefusedByEveryWriter(scale: Double) {
        let drawing = Drawing(canvas: Size(width: 400, height: 300), strokes: [Self.line([(10, 10), (90, 50)])])
        for fit in Framing.Fit.allCases {
            let framing = Framing(fit: fit, scale: scale)
            #expect(throws: CairoError.self) {
                try DrawingRenderer(options: RenderOptions(framing: framing)).renderPNG(drawing)
            }
            #expect(throws: CairoError.self) {
                try PDFDocumentWriter(options: RenderOptions(framing: framing)).addPage(drawing)
            }
            #expect(throws: FramingError.self) {
                try SVGWriter(options: SVGWriteOptions(framing: framing)).encode(drawing)
            }
        }
    }
}
