import Foundation
import Scribble
import ScribbleTestSupport
import Testing

/// The vector outputs write the ink as fitted cubic curves: far smaller files than the polygons'
/// vertices made, that look the same, within a tenth of a pixel of the ink's dense outlines.
@Suite struct VectorCurveOutputTests {
    /// The sizes in bytes of `scribble render SAMPLE -o SAMPLE.svg` and `.pdf` for every sample,
    /// measured when outlines were still written as a quadratic piece from the middle of each edge
    /// to the middle of the next (the writers as of commit b023493).
    static let sizesBeforeCurves: [String: (svg: Int, pdf: Int)] = [
        "cancelled-stroke.events.json": (45_984, 11_704),
        "finger-doodle.events.json": (152_563, 37_570),
        "hello.drawing.json": (72_655, 18_122),
        "long-scribble.events.json": (392_637, 92_699),
        "mixed-devices.events.json": (267_294, 60_431),
        "mouse-drawing.events.json": (198_439, 39_503),
        "shapes-compact.drawing.json": (195_194, 44_730),
        "signature.events.json": (192_029, 40_101),
        "tap.events.json": (1_110, 1_133),
        "two-fingers.events.json": (81_230, 20_425),
        "signature.svg": (57_350, 15_555),
        "sun-icon.svg": (19_572, 5_555),
    ]

    static let samples = sizesBeforeCurves.keys.sorted()

    /// Renders a sample with the tool and returns the output's bytes.
    static func render(_ sample: String, to fileExtension: String, in folder: URL, _ options: [String] = []) throws
        -> Data
    {
        let output = folder.appendingPathComponent("\(sample).\(fileExtension)")
        let result = try ToolRunner.run(
            ["render", ToolRunner.strokes.appendingPathComponent(sample).path, "-o", output.path] + options)
        #expect(result.status == 0, "\(result.standardError)")
        return try Data(contentsOf: output)
    }

    @Test func everySampleIsMeasured() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: ToolRunner.strokes.path)
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".svg") }
        #expect(Set(files) == Set(Self.samples))
    }

    @Test(arguments: samples)
    func theSVGIsAtMostAThirdOfItsFormerSize(sample: String) throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try #require(Self.sizesBeforeCurves[sample])
        let svg = try Self.render(sample, to: "svg", in: folder)
        print(
            "\(sample): SVG \(before.svg) → \(svg.count) bytes (\(String(format: "%.3f", Double(svg.count) / Double(before.svg))))"
        )
        #expect(Double(svg.count) <= 0.35 * Double(before.svg))
        let text = String(decoding: svg, as: UTF8.self)
        #expect(!text.contains("Q") && !text.contains("q"))
    }

    @Test(arguments: samples)
    func thePDFIsSmallerThanBefore(sample: String) throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try #require(Self.sizesBeforeCurves[sample])
        let pdf = try Self.render(sample, to: "pdf", in: folder)
        print(
            "\(sample): PDF \(before.pdf) → \(pdf.count) bytes (\(String(format: "%.3f", Double(pdf.count) / Double(before.pdf))))"
        )
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(Double(pdf.count) <= 0.9 * Double(before.pdf))
    }

    /// Samples whose pencil ink the PNG draws through a paper grain, which an SVG has no way to
    /// show; they are compared drawn as pens.
    static let pencilSamples: Set = ["shapes-compact.drawing.json"]

    /// librsvg's drawing of the SVG against the PNG, both at twice the size: at 1× most strokes
    /// are two or three pixels wide, and the inked-pixel measure then turns on which edge pixels
    /// land either side of half cover (the two agree within 0.1% in total cover either way).
    @Test(.enabled(if: ReferenceRenderer.isInstalled, ReferenceRenderer.missing), arguments: samples)
    func theSVGDrawnByLibrsvgMatchesThePNG(sample: String) throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shown = ["--scale", "2"] + (Self.pencilSamples.contains(sample) ? ["--tool", "pen"] : [])
        _ = try Self.render(sample, to: "svg", in: folder, shown)
        // The PNG without the white it gets by default, as the SVG has none.
        let png = try RasterImage(
            png: [UInt8](try Self.render(sample, to: "png", in: folder, shown + ["--background", "none"])))
        let drawn = try ReferenceRenderer.render(folder.appendingPathComponent("\(sample).svg"))
        let agreement = try #require(
            ReferenceRenderer.inkedIntersectionOverUnion(png, drawn), "the images differ in size")
        print("\(sample): SVG through librsvg against the PNG at 2x: IoU \(String(format: "%.4f", agreement))")
        #expect(agreement >= 0.985)
    }

    @Test(arguments: samples)
    func theCurvesStayWithinATenthOfAPixelOfTheDenseOutlines(sample: String) throws {
        let read = try DrawingReader.drawing(at: ToolRunner.strokes.appendingPathComponent(sample).path)
        let drawing = read.drawing
        for scale in [1.0, 3.0] {
            let outlines = drawing.outlines(
                options: drawing.inkOptions ?? .default, resolution: InkOutline.vectorResolution * scale)
            for outline in outlines where !outline.isEmpty {
                let tolerance = 0.1 / scale
                let curves = outline.curves(tolerance: tolerance)
                let rings = outline.polygons.filter { $0.count >= 3 }.map { $0 + [$0[0]] }
                let distance = try #require(
                    EdgeGrid.hausdorffDistance(curves, rings, reach: 10 * tolerance), "\(sample) at \(scale)x")
                // Vertices within a twentieth of the tolerance of each other are merged first.
                #expect(distance <= tolerance * 1.06, "\(sample) at \(scale)x: the curves stray \(distance * scale) px")
            }
        }
    }
}
