import Foundation
import Testing

/// An animated SVG, opened by a viewer that does not animate (librsvg, and so GNOME's thumbnails
/// and many converters), shows the finished drawing: the same centre lines the still SVG draws,
/// not dashes.
@Suite(.enabled(if: ReferenceRenderer.isInstalled, ReferenceRenderer.missing))
struct AnimatedSVGStillTests {
    @Test(arguments: ["signature.svg", "sun-icon.svg", "signature.events.json", "hello.drawing.json"])
    func librsvgShowsTheFinishedDrawing(sample: String) throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = ToolRunner.strokes.appendingPathComponent(sample).path
        let animated = try ToolRunner.run(["replay", input, "--animate", "-o", "animated.svg"], in: folder)
        #expect(animated.status == 0, "\(animated.standardError)")
        let still = try ToolRunner.run(
            ["render", input, "--format", "svg", "--svg-mode", "centerlines", "-o", "still.svg"], in: folder)
        #expect(still.status == 0, "\(still.standardError)")
        let shown = try ReferenceRenderer.render(folder.appendingPathComponent("animated.svg"))
        let finished = try ReferenceRenderer.render(folder.appendingPathComponent("still.svg"))
        let overlap = try #require(ReferenceRenderer.inkedIntersectionOverUnion(shown, finished))
        #expect(overlap > 0.98, "\(sample): librsvg inks \(overlap) of the finished drawing's pixels")
    }
}
