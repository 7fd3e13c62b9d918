import Foundation
import Scribble
import ScribbleCairo
import ScribbleKit
import ScribbleTestSupport
import Testing

/// `scribble render … -o x.svg` and `scribble convert x.svg …`, end to end.
@Suite struct SVGOutputCommandTests {
    let hello = ToolRunner.strokes.appendingPathComponent("hello.drawing.json").path
    let shapes = ToolRunner.strokes.appendingPathComponent("shapes-compact.drawing.json").path
    let signature = ToolRunner.strokes.appendingPathComponent("signature.events.json").path

    func drawing(at path: String) throws -> Drawing {
        try Drawing(decodingJSON: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    func readSVG(_ url: URL) throws -> SVGReadResult {
        try SVGDocumentReader(options: .strict).read([UInt8](try Data(contentsOf: url)), file: url.lastPathComponent)
    }

    // MARK: - Choosing SVG

    @Test func anSVGOutputNameWritesAnSVGOfTheCanvas() throws {
        let folder = try ToolRunner.temporaryFolder()
        let result = try ToolRunner.run(["render", hello, "-o", "hello.svg"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let file = folder.appendingPathComponent("hello.svg")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(
            text.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"800\" height=\"400\" viewBox=\"0 0 800 400\">"
            ))
        // Filled outlines, and no background unless asked for.
        #expect(text.contains("fill-rule=\"nonzero\""))
        #expect(!text.contains("<rect"))
        let read = try readSVG(file)
        #expect(read.drawing.canvas == Size(width: 800, height: 400))
        #expect(read.summary.outlinedFillCount == 1)
        #expect(try ToolRunner.contents(of: folder) == ["hello.svg"])
        let white = try ToolRunner.run(["render", hello, "-o", "-", "--format", "svg", "--background", "white"])
        #expect(white.output.contains("<rect x=\"0\" y=\"0\" width=\"800\" height=\"400\" fill=\"#ffffff\"/>"))
    }

    @Test func formatSVGWritesToStandardOutput() throws {
        let result = try ToolRunner.run(["render", hello, "--format", "svg", "-o", "-"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.output.hasPrefix("<?xml"))
        #expect(!result.output.contains("<rect"))
        #expect(result.output.hasSuffix("</svg>\n"))
    }

    @Test func centerlinesReadBackWithinATenthOfTheDrawingsLines() throws {
        let folder = try ToolRunner.temporaryFolder()
        let result = try ToolRunner.run(
            ["render", shapes, "--svg-mode", "centerlines", "-o", "shapes.svg"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let original = try drawing(at: shapes)
        // Flattened finely, so that the distance measured is the writer's.
        var options = SVGReadOptions.strict
        options.tolerance = 0.001
        let url = folder.appendingPathComponent("shapes.svg")
        let read = try SVGDocumentReader(options: options).read([UInt8](try Data(contentsOf: url)), file: "shapes.svg")
            .drawing
        #expect(read.strokes.count == original.strokes.count)
        for (written, back) in zip(original.strokes, read.strokes) {
            let expected = written.canvasLocations
            let got = back.canvasLocations
            #expect(got.first.map { $0.distance(to: expected[0]) <= 0.01 } == true)
            #expect(got.last.map { $0.distance(to: expected[expected.count - 1]) <= 0.01 } == true)
            // The fitted curves' 0.1, the rounding to hundredths and the reader's flattening.
            let worst = EdgeGrid.hausdorffDistance(CurvePath(fittingPolyline: got, tolerance: 0), [expected], reach: 1)
            #expect(
                worst.map { $0 <= 0.1 + 0.011 + 0.001 } == true, "the line came back \(String(describing: worst)) away")
            #expect(abs(back.ink.width - written.ink.width * written.transform.averageScale) <= 0.01)
        }
    }

    @Test func severalInputsGoToAFolderAsSVGs() throws {
        let folder = try ToolRunner.temporaryFolder()
        let result = try ToolRunner.run(["render", hello, shapes, "--format", "svg", "-o", "out"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            try ToolRunner.contents(of: folder.appendingPathComponent("out")) == ["hello.svg", "shapes-compact.svg"])
    }

    @Test func scaleFitAndPaddingShapeTheSVG() throws {
        let result = try ToolRunner.run([
            "render", hello, "-o", "-", "--format", "svg", "--scale", "2", "--fit", "bounds",
            "--padding", "0", "--svg-mode", "centerlines",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let read = try SVGDocumentReader(options: .strict).read([UInt8](result.standardOutput)).drawing
        let original = try drawing(at: hello)
        // The viewBox is the ink: every point moves by the same offset, and the SVG is twice as big,
        // in whole pixels as the PNG of the same framing is.
        let bounds = try #require(original.strokes.first?.pathBounds).outsetBy(
            try #require(original.strokes.first).ink.width / 2)
        #expect(read.canvas.width == read.canvas.width.rounded() && read.canvas.height == read.canvas.height.rounded())
        #expect(read.canvas.width >= bounds.width * 2 - 0.02 && read.canvas.width < bounds.width * 2 + 1)
        #expect(read.canvas.height >= bounds.height * 2 - 0.02 && read.canvas.height < bounds.height * 2 + 1)
        #expect(result.output.contains("viewBox=\""))
    }

    // MARK: - Usage

    @Test func svgModeIsRefusedForPDF() throws {
        let folder = try ToolRunner.temporaryFolder()
        let result = try ToolRunner.run(["render", hello, "-o", "x.pdf", "--svg-mode", "centerlines"], in: folder)
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix("scribble: error: --svg-mode applies to SVG output only; the output is PDF"))
        #expect(try ToolRunner.contents(of: folder).isEmpty)
    }

    @Test func aFormatThatContradictsTheOutputsNameIsAMistake() throws {
        let result = try ToolRunner.run(
            ["render", hello, "--format", "svg", "-o", "x.png"], in: try ToolRunner.temporaryFolder())
        #expect(result.status == 2)
        #expect(result.standardError.contains("--format svg contradicts the output's name x.png"))
        let unknown = try ToolRunner.run(["render", hello, "--format", "gif"], in: try ToolRunner.temporaryFolder())
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("--format must be one of png, svg, pdf"))
    }

    @Test func svgModeIsForSVGOnly() throws {
        let folder = try ToolRunner.temporaryFolder()
        let result = try ToolRunner.run(["render", hello, "--svg-mode", "centerlines", "-o", "x.png"], in: folder)
        #expect(result.status == 2)
        #expect(result.standardError.contains("--svg-mode applies to SVG output only"))
        let bad = try ToolRunner.run(["render", hello, "--svg-mode", "skeleton", "-o", "x.svg"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("--svg-mode must be one of outlines, centerlines"))
        #expect(try ToolRunner.contents(of: folder).isEmpty)
    }

    @Test func anSVGIsNeverReplacedByItsOwnRenderingUnasked() throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = folder.appendingPathComponent("sun.svg")
        let original = try Data(contentsOf: ToolRunner.strokes.appendingPathComponent("sun-icon.svg"))
        try original.write(to: input)
        let result = try ToolRunner.run(["render", "sun.svg", "--format", "svg"], in: folder)
        #expect(result.status == 2)
        #expect(result.standardError.contains("would be named sun.svg and replace it"))
        #expect(try Data(contentsOf: input) == original)
        // Named outright, it is what was asked for.
        #expect(try ToolRunner.run(["render", "sun.svg", "-o", "sun.svg"], in: folder).status == 0)
        #expect(try Data(contentsOf: input) != original)
    }

    // MARK: - SVG in

    @Test func convertReadsAnSVGIntoADrawing() throws {
        let folder = try ToolRunner.temporaryFolder()
        let svg = ToolRunner.strokes.appendingPathComponent("signature.svg")
        let result = try ToolRunner.run(["convert", svg.path, "-o", "signature.drawing.json"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let converted = try drawing(at: folder.appendingPathComponent("signature.drawing.json").path)
        let read = try SVGDocumentReader().read([UInt8](try Data(contentsOf: svg)), file: "signature.svg").drawing
        #expect(converted == read)
        #expect(converted.strokes.count == 6)
        #expect(converted.canvas == Size(width: 800, height: 300))
    }

    @Test func anSVGGoesThroughTheToolAndBack() throws {
        // SVG → drawing → SVG centre lines → drawing: the lines survive, within the writer's 0.1,
        // the rounding to hundredths and the reader's flattening within 0.1.
        let folder = try ToolRunner.temporaryFolder()
        let svg = ToolRunner.strokes.appendingPathComponent("signature.svg").path
        #expect(try ToolRunner.run(["convert", svg, "-o", "a.drawing.json"], in: folder).status == 0)
        #expect(
            try ToolRunner.run(["render", "a.drawing.json", "--svg-mode", "centerlines", "-o", "b.svg"], in: folder)
                .status == 0)
        #expect(try ToolRunner.run(["convert", "b.svg", "-o", "b.drawing.json"], in: folder).status == 0)
        let a = try drawing(at: folder.appendingPathComponent("a.drawing.json").path)
        let b = try drawing(at: folder.appendingPathComponent("b.drawing.json").path)
        #expect(a.strokes.count == b.strokes.count)
        for (before, after) in zip(a.strokes, b.strokes) {
            let worst = EdgeGrid.hausdorffDistance(
                CurvePath(fittingPolyline: after.canvasLocations, tolerance: 0), [before.canvasLocations], reach: 1)
            #expect(worst.map { $0 <= 0.1 + 0.011 + 0.1 } == true, "a line came back \(String(describing: worst)) away")
        }
    }

    // MARK: - Against librsvg

    /// The tool's SVG centre lines, drawn by librsvg, ink the pixels the tool's own PNG inks, for
    /// strokes without pressure (whose width is the ink's, as a centre line's is).
    @Test(
        .enabled(if: ReferenceRenderer.isInstalled, ReferenceRenderer.missing),
        arguments: ["mouse-drawing.events.json", "two-fingers.events.json", "signature.svg"])
    func librsvgDrawsTheSVGAsScribbleDrawsThePNG(sample: String) throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = ToolRunner.strokes.appendingPathComponent(sample).path
        // Unsteadied monoline ink is the centre line stroked at the ink's width, as the SVG has it.
        let common = ["--background", "none", "--scale", "2", "--smoothing", "raw", "--tool", "monoline"]
        #expect(try ToolRunner.run(["render", input, "-o", "ours.png"] + common, in: folder).status == 0)
        #expect(
            try ToolRunner.run(["render", input, "-o", "ours.svg", "--svg-mode", "centerlines"] + common, in: folder)
                .status == 0)
        let ours = try RasterImage(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent("ours.png"))))
        let reference = try ReferenceRenderer.render(folder.appendingPathComponent("ours.svg"))
        let agreement = try #require(ReferenceRenderer.inkedIntersectionOverUnion(ours, reference))
        print(
            "scribble render \(sample) -o x.svg --svg-mode centerlines, drawn by librsvg, against -o x.png: IoU \(String(format: "%.4f", agreement))"
        )
        #expect(agreement >= 0.95)
    }
}
