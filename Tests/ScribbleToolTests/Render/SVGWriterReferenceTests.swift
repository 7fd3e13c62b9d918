import Foundation
import Scribble
import ScribbleCairo
import ScribbleFiles
import ScribbleKit
import Testing

/// ``SVGWriter``'s files, drawn by librsvg, look like Scribble's own rendering of the same ink: the
/// inked pixels (alpha ≥ 128) agree to an intersection over union of at least 0.95.
///
/// ``DrawingRenderer`` draws a round pen along the samples, as wide as the ink at each sample's
/// pressure; so the outlines are written with the ink options that give that shape (no steadying,
/// no curve fitting, no taper, the device's pressure), and the centre lines are compared on
/// monoline ink, which is as wide as a centre line everywhere. Pencils and fountain pens have
/// shapes of their own in outlines that the renderer does not draw, so they are compared as pens.
@Suite(.enabled(if: ReferenceRenderer.isInstalled, ReferenceRenderer.missing))
struct SVGWriterReferenceTests {
    /// Outline options that give the ink the shape ``DrawingRenderer`` gives it.
    static let rendererShape = InkOptions(
        stabilizer: .none, spacing: 0, pressure: .device, taperStart: .none, taperEnd: .none)

    static let samples = [
        "signature.events.json", "hello.drawing.json", "shapes-compact.drawing.json",
        "finger-doodle.events.json", "mouse-drawing.events.json", "long-scribble.events.json",
    ]

    /// A sample as a drawing, pencils and fountain pens drawn as pens.
    static func drawing(_ sample: String) throws -> Drawing {
        let bytes = [UInt8](try Data(contentsOf: ToolRunner.strokes.appendingPathComponent(sample)))
        var drawing =
            switch try ScribbleDocument(decoding: bytes, file: sample) {
            case .drawing(let drawing): drawing
            case .events(let recording): recording.recorded(policy: .any).drawing
            }
        for index in drawing.strokes.indices where [.pencil, .fountainPen].contains(drawing.strokes[index].ink.tool) {
            drawing.strokes[index].ink.tool = .pen
        }
        return drawing
    }

    /// How closely librsvg's drawing of the SVG matches Scribble's rendering of `drawing`.
    func agreement(_ drawing: Drawing, svg options: SVGWriteOptions, name: String) throws -> Double {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name + ".svg")
        try AtomicFile.write(SVGWriter(options: options).encode(drawing), to: file.path)
        let reference = try ReferenceRenderer.render(file)
        let ours = try DrawingRenderer(
            options: RenderOptions(scale: options.framing.scale, background: nil, ink: options.ink)
        ).renderImage(drawing)
        return try #require(ReferenceRenderer.inkedIntersectionOverUnion(ours, reference), "the images differ in size")
    }

    @Test(arguments: samples)
    func outlinesLookAsScribbleDrawsThem(sample: String) throws {
        let drawing = try Self.drawing(sample)
        let agreement = try agreement(drawing, svg: SVGWriteOptions(ink: Self.rendererShape, scale: 2), name: sample)
        print(
            "\(sample): SVG outlines drawn by librsvg against Scribble's rendering: IoU \(String(format: "%.4f", agreement))"
        )
        #expect(agreement >= 0.95)
    }

    @Test(arguments: samples)
    func centerlinesLookAsScribbleDrawsThem(sample: String) throws {
        var drawing = try Self.drawing(sample)
        for index in drawing.strokes.indices { drawing.strokes[index].ink.tool = .monoline }
        let agreement = try agreement(drawing, svg: SVGWriteOptions(mode: .centerlines, scale: 2), name: sample)
        print(
            "\(sample): SVG centre lines drawn by librsvg against Scribble's rendering: IoU \(String(format: "%.4f", agreement))"
        )
        #expect(agreement >= 0.95)
    }

    @Test func transformedAndTranslucentStrokesLookTheSame() throws {
        var drawing = try Self.drawing("hello.drawing.json")
        drawing.strokes = drawing.strokes.map {
            var stroke = $0.transformed(
                by: Transform.rotation(radians: 0.2).concatenating(.scale(x: 0.8, y: 0.8)).concatenating(
                    .translation(x: 90, y: 10)))
            stroke.ink.color = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8)
            return stroke
        }
        for mode in SVGWriteOptions.Mode.allCases {
            let options = SVGWriteOptions(mode: mode, ink: Self.rendererShape, scale: 1.5)
            var shown = drawing
            if mode == .centerlines { for index in shown.strokes.indices { shown.strokes[index].ink.tool = .monoline } }
            let agreement = try agreement(shown, svg: options, name: "hello-\(mode)")
            print("hello, turned, shrunk and translucent, as SVG \(mode): IoU \(String(format: "%.4f", agreement))")
            #expect(agreement >= 0.95)
        }
    }
}
