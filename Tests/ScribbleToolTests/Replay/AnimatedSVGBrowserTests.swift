import Foundation
import ScribbleCairo
import Testing

/// The animated SVG, played by a real browser: later moments show more ink.
@Suite(
    .enabled(
        if: HeadlessChromium.path != nil,
        "headless Chromium is not installed (apt-get install chromium); the browser check is skipped"))
struct AnimatedSVGBrowserTests {
    /// A page that holds the SVG inline and stops its animations at `seconds` with SVG's own
    /// `pauseAnimations()` and `setCurrentTime()`, so the moment shown is exact whatever the
    /// browser's clock did while it loaded. (Headless Chromium's `--virtual-time-budget` does
    /// advance the animations, but its screenshot is not reliably taken at the end of the budget.)
    static func page(svg: String, at seconds: Double) -> String {
        let body = svg.range(of: "<svg").map { String(svg[$0.lowerBound...]) } ?? svg
        let head =
            "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n"
            + "<style>html, body { margin: 0; padding: 0; overflow: hidden; background: #fff } svg { display: block }</style>\n"
            + "</head><body>\n"
        let script =
            "<script>\nconst svg = document.querySelector(\"svg\");\nsvg.pauseAnimations();\n"
            + "svg.setCurrentTime(\(seconds));\n</script>\n</body></html>\n"
        return head + body + script
    }

    /// Dark pixels: the ink on the white background.
    static func ink(_ image: RasterImage) -> Int {
        var count = 0
        var offset = 0
        while offset < image.pixels.count {
            var sum = Int(image.pixels[offset])
            sum += Int(image.pixels[offset + 1])
            sum += Int(image.pixels[offset + 2])
            if sum < 384 { count += 1 }
            offset += 4
        }
        return count
    }

    /// The ink Chromium shows of an SVG at a moment.
    static func inkShown(_ svg: String, at seconds: Double, in folder: URL) throws -> Int {
        let file = folder.appendingPathComponent("moment-\(UUID().uuidString).html")
        try Self.page(svg: svg, at: seconds).write(to: file, atomically: true, encoding: .utf8)
        return ink(try HeadlessChromium.screenshot(of: file, width: 800, height: 300, in: folder))
    }

    @Test func theSignatureDrawsItselfOverTime() throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let signature = ToolRunner.strokes.appendingPathComponent("signature.events.json").path
        let replay = try ToolRunner.run(
            ["replay", signature, "-o", "animated.svg", "--animate", "--background", "white"], in: folder)
        #expect(replay.status == 0, "\(replay.standardError)")
        let svg = try String(contentsOf: folder.appendingPathComponent("animated.svg"), encoding: .utf8)
        // The signature takes 8.85 s: a quarter of the way, two thirds, and after the end.
        var counts: [Int] = []
        for seconds in [2.2, 6.0, 10.0] { counts.append(try Self.inkShown(svg, at: seconds, in: folder)) }
        #expect(counts[0] > 500, "a quarter of the way, the browser shows ink: \(counts)")
        #expect(counts[0] < counts[1] && counts[1] < counts[2], "later moments show more ink: \(counts)")
        // After the end the whole signature is there, as its still centre lines show it.
        let still = try ToolRunner.run(
            ["render", signature, "-o", "still.svg", "--svg-mode", "centerlines", "--background", "white"], in: folder)
        #expect(still.status == 0)
        let stillSVG = try String(contentsOf: folder.appendingPathComponent("still.svg"), encoding: .utf8)
        let stillInk = try Self.inkShown(stillSVG, at: 0, in: folder)
        #expect(abs(counts[2] - stillInk) <= stillInk / 50, "finished \(counts[2]) against still \(stillInk)")
    }
}
