import Foundation
import Scribble
import Testing

/// The drawing page with the engine's ink, in a real browser: a pen stroke drawn through the
/// DevTools Protocol is saved with its pressures and shown as `scribble render` draws it; the pen
/// policy turns a finger away; a reload continues the drawing; erasing and a lasso's drag on the
/// page give the drawing `scribble edit` gives with the same paths.
@Suite(
    .serialized,
    .enabled(
        if: HeadlessChromium.path != nil && BrowserDriver.isAvailable,
        "needs headless Chromium (apt-get install chromium) and websocket-client (pip install websocket-client); tools/test installs both"
    ))
struct ServeInkBrowserTests {
    static let script = ToolRunner.repositoryRoot.appendingPathComponent(
        "Tests/ScribbleToolTests/Browser/ink-on-canvas.py")

    struct Played: Decodable {
        struct Sample: Decodable {
            var x: Double
            var y: Double
            var pressure: Double
        }
        struct Page: Decodable {
            var address: String
            var scale: Double
            var drawn: Int
            var width: Double
            var height: Double
            var status: String
        }
        /// The paths of the `edit` scenario's eraser, lasso and drag, as [x, y] pairs in canvas units.
        struct Paths: Decodable {
            var eraser: [[Double]]
            var lasso: [[Double]]
            var drag: [[Double]]
        }
        var sent: [Sample]
        var paths: Paths?
        /// Everything the page lays over the ink (toolbar, zoom, status, hints), [left, top, right, bottom] in CSS pixels.
        var boxes: [[Double]]
        var page: Page
    }

    /// Runs the driver's `scenario` against a fresh `scribble serve`.
    static func play(_ scenario: String, on serve: ServeProcess) throws -> Played {
        let output = try BrowserDriver.run(
            script, ["--out", serve.folder.path, "--scenario", scenario], on: serve, seconds: 60)
        return try JSONDecoder().decode(Played.self, from: output)
    }

    /// The drawings saved in the store.
    static func drawings(in serve: ServeProcess) -> [URL] {
        serve.recordings().filter { $0.lastPathComponent.hasSuffix(".drawing.json") }
    }

    /// `scribble render` of a drawing at `scale`, on white, as pixels.
    static func rendered(_ drawing: URL, scale: Double, in folder: URL) throws -> RasterImage {
        let output = folder.appendingPathComponent("rendered-\(UUID().uuidString).png")
        let render = try ToolRunner.run([
            "render", drawing.path, "-o", output.path, "--scale", String(scale), "--background", "white",
        ])
        try #require(render.status == 0, "\(render.standardError)")
        return try RasterImage(png: [UInt8](Data(contentsOf: output)))
    }

    static func screenshot(_ name: String, of serve: ServeProcess) throws -> RasterImage {
        try RasterImage(png: [UInt8](Data(contentsOf: serve.folder.appendingPathComponent(name))))
    }

    /// Inked pixels: darker than halfway, so that a pixel counts where the ink covers most of it,
    /// whichever rasterizer's antialiasing drew its edge.
    static func isInked(_ image: RasterImage, _ x: Int, _ y: Int) -> Bool {
        guard x < image.width, y < image.height else { return false }
        let pixel = image.pixel(x: x, y: y)
        return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 384
    }

    /// The inked pixels' intersection over union of two pictures of the same canvas, leaving out
    /// the page's own controls (`boxes`, in CSS pixels, scaled by `scale`).
    static func inkedIoU(_ a: RasterImage, _ b: RasterImage, leavingOut boxes: [[Double]], scale: Double) -> (
        iou: Double, union: Int
    ) {
        var both = 0
        var either = 0
        for y in 0..<max(a.height, b.height) {
            for x in 0..<max(a.width, b.width) {
                let left = Double(x) / scale
                let top = Double(y) / scale
                if boxes.contains(where: {
                    $0.count == 4 && left >= $0[0] - 2 && left <= $0[2] + 2 && top >= $0[1] - 2 && top <= $0[3] + 2
                }) {
                    continue
                }
                let inA = isInked(a, x, y)
                let inB = isInked(b, x, y)
                if inA && inB { both += 1 }
                if inA || inB { either += 1 }
            }
        }
        return (either == 0 ? 1 : Double(both) / Double(either), either)
    }

    @Test func aPenStrokeIsSavedWithItsPressuresAndShownAsRenderDrawsIt() throws {
        let serve = try ServeProcess()
        let played = try Self.play("pen", on: serve)
        try serve.expectCleanStop()
        let files = Self.drawings(in: serve)
        try #require(files.count == 1, "\(serve.recordings())")
        let drawing = try Drawing(decodingJSON: [UInt8](Data(contentsOf: files[0])))
        try #require(drawing.strokes.count == 1)
        let stroke = drawing.strokes[0]
        #expect(stroke.device == .pen && stroke.ink.width == 8)
        // Every sample sent is a point of the stroke, with its pressure (the lift-off adds one).
        try #require(
            stroke.points.count >= played.sent.count, "\(stroke.points.count) points for \(played.sent.count) samples")
        for (point, sample) in zip(stroke.points, played.sent) {
            #expect(abs(point.location.x - sample.x) <= 0.01 && abs(point.location.y - sample.y) <= 0.01)
            #expect(
                abs((point.pressure ?? -1) - sample.pressure) <= 0.001,
                "pressure \(point.pressure ?? -1), sent \(sample.pressure)")
        }
        #expect(
            played.page.address.contains(
                "drawing=" + files[0].lastPathComponent.replacingOccurrences(of: ".drawing.json", with: "")))

        let shown = try Self.screenshot("pen.png", of: serve)
        let reference = try Self.rendered(files[0], scale: played.page.scale, in: serve.folder)
        let (iou, union) = Self.inkedIoU(shown, reference, leavingOut: played.boxes, scale: played.page.scale)
        #expect(union > 1500, "the stroke has ink: \(union) pixels")
        #expect(iou >= 0.98, "inked-pixel IoU of the page against render: \(iou)")
    }

    @Test func underThePenPolicyAFingerLeavesNothing() throws {
        let serve = try ServeProcess()
        let played = try Self.play("touch", on: serve)
        try serve.expectCleanStop()
        let drawings = Self.drawings(in: serve)
        try #require(drawings.count == 1, "\(serve.recordings())")
        let drawing = try Drawing(decodingJSON: [UInt8](Data(contentsOf: drawings[0])))
        #expect(drawing.strokes.map(\.device) == [.pen], "only the pen's line is drawn")
        let recordings = serve.recordings().filter { $0.lastPathComponent.hasSuffix(".events.json") }
        try #require(recordings.count == 1)
        let recording = try EventRecording(decoding: Data(contentsOf: recordings[0]))
        #expect(
            recording.events.filter { $0.device == .finger }.count == 5
                && recording.events.prefix(5).allSatisfy { $0.device == .finger },
            "the touch is recorded all the same, with the first stroke drawn")
        let shown = try Self.screenshot("touch.png", of: serve)
        let blank = try RasterImage(
            width: shown.width, height: shown.height, filledWith: RGBA8(red: 255, green: 255, blue: 255))
        let penLine: [Double] = [590, 440, 710, 460]
        let (_, union) = Self.inkedIoU(shown, blank, leavingOut: played.boxes + [penLine], scale: played.page.scale)
        #expect(union == 0, "\(union) inked pixels where only the finger went")
        #expect(played.page.drawn == 1)
    }

    @Test func aReloadContinuesTheDrawing() throws {
        let serve = try ServeProcess()
        let played = try Self.play("reload", on: serve)
        try serve.expectCleanStop()
        let files = Self.drawings(in: serve)
        try #require(files.count == 1, "one drawing, continued: \(serve.recordings())")
        let drawing = try Drawing(decodingJSON: [UInt8](Data(contentsOf: files[0])))
        #expect(drawing.strokes.count == 2)
        #expect(played.page.drawn == 2)
        let before = try Self.screenshot("pen.png", of: serve)
        let reloaded = try Self.screenshot("reloaded.png", of: serve)
        let (same, union) = Self.inkedIoU(before, reloaded, leavingOut: played.boxes, scale: played.page.scale)
        #expect(
            union > 1500 && same >= 0.99, "after the reload the stroke is shown again: IoU \(same) of \(union) pixels")
        let second = try Self.screenshot("second.png", of: serve)
        let reference = try Self.rendered(files[0], scale: played.page.scale, in: serve.folder)
        let (iou, _) = Self.inkedIoU(second, reference, leavingOut: played.boxes, scale: played.page.scale)
        #expect(iou >= 0.98, "both strokes, as render draws the drawing: IoU \(iou)")
    }

    @Test func erasingAndALassoDragOnThePageGiveWhatScribbleEditGives() throws {
        let serve = try ServeProcess()
        let played = try Self.play("edit", on: serve)
        try serve.expectCleanStop()
        let paths = try #require(played.paths)
        let files = Self.drawings(in: serve)
        try #require(files.count == 1, "\(serve.recordings())")
        let saved = try Drawing(decodingJSON: [UInt8](Data(contentsOf: files[0])))
        let recordingFile = files[0].deletingLastPathComponent()
            .appendingPathComponent(
                files[0].lastPathComponent.replacingOccurrences(of: ".drawing.json", with: ".events.json"))
        let recording = try EventRecording(decoding: Data(contentsOf: recordingFile))
        #expect(recording.version == 2)
        #expect(
            recording.session(policy: .any).drawing == saved, "the session's recording replays to the drawing saved")

        // The drawing before any edit: the recording up to the eraser's choice.
        let entries = recording.entries
        let firstEdit = try #require(
            entries.firstIndex { entry in
                if case .tool(.eraser, _) = entry { true } else { false }
            })
        let before = DrawingSession(
            replaying: entries[..<firstEdit], canvas: recording.canvas, options: recording.inkOptions
        ).drawing
        #expect(before.strokes.count == 2)
        let beforeFile = serve.folder.appendingPathComponent("before.drawing.json")
        try Data(before.jsonEncoded()).write(to: beforeFile)

        // The same paths through `scribble edit`.
        func svg(_ points: [[Double]]) -> String {
            "M" + points.map { "\($0[0]),\($0[1])" }.joined(separator: " L")
        }
        let start = try #require(paths.drag.first)
        let end = try #require(paths.drag.last)
        let expectedFile = serve.folder.appendingPathComponent("expected.drawing.json")
        let edit = try ToolRunner.run([
            "edit", beforeFile.path, "-o", expectedFile.path, "--erase", svg(paths.eraser), "--eraser", "area",
            "--eraser-width", "16",
            "--select-lasso", svg(paths.lasso), "--move", "\(end[0] - start[0]),\(end[1] - start[1])",
        ])
        try #require(edit.status == 0, "\(edit.standardError)")
        let expected = try Drawing(decodingJSON: [UInt8](Data(contentsOf: expectedFile)))
        try #require(
            saved.strokes.count == 3 && expected.strokes.count == 3,
            "\(saved.strokes.count) strokes saved, \(expected.strokes.count) from edit")
        for (page, tool) in zip(saved.strokes, expected.strokes) {
            #expect(page.ink == tool.ink && page.points == tool.points)
            #expect(page.transform == tool.transform, "\(page.transform) against \(tool.transform)")
            let a = page.visibleRange ?? 0...Double(page.points.count - 1)
            let b = tool.visibleRange ?? 0...Double(tool.points.count - 1)
            #expect(
                abs(a.lowerBound - b.lowerBound) < 1e-3 && abs(a.upperBound - b.upperBound) < 1e-3, "\(a) against \(b)")
        }

        // And the page shows it as render draws it.
        let shown = try Self.screenshot("edited.png", of: serve)
        let reference = try Self.rendered(files[0], scale: played.page.scale, in: serve.folder)
        let (iou, union) = Self.inkedIoU(shown, reference, leavingOut: played.boxes, scale: played.page.scale)
        #expect(union > 1500, "the strokes have ink: \(union) pixels")
        #expect(iou >= 0.98, "inked-pixel IoU of the page against render: \(iou)")
    }

    @Test func theDrawingIsExportedListedAndReplayedInThePage() throws {
        let serve = try ServeProcess()
        let played = try Self.play("replay", on: serve)
        try serve.expectCleanStop()
        let files = Self.drawings(in: serve)
        try #require(files.count == 1, "\(serve.recordings())")
        let id = files[0].lastPathComponent.replacingOccurrences(of: ".drawing.json", with: "")
        let reference = try Self.rendered(files[0], scale: played.page.scale, in: serve.folder)

        // The PNG export is the server's render of the drawing, as a download named after it.
        struct Exported: Decodable {
            var type: String
            var disposition: String
        }
        let exported = try JSONDecoder().decode(
            Exported.self, from: Data(contentsOf: serve.folder.appendingPathComponent("exported.json")))
        #expect(exported.type == "image/png")
        #expect(exported.disposition == "attachment; filename=\"\(id).png\"")
        let picture = try Self.screenshot("exported.png", of: serve)
        #expect(picture.width == reference.width && picture.height == reference.height)
        let (same, _) = Self.inkedIoU(picture, reference, leavingOut: [], scale: played.page.scale)
        #expect(same >= 0.999, "the export is render's picture: IoU \(same)")

        // The replay ends showing what render draws.
        let replayed = try Self.screenshot("replayed.png", of: serve)
        let (iou, union) = Self.inkedIoU(replayed, reference, leavingOut: played.boxes, scale: played.page.scale)
        #expect(union > 1500 && iou >= 0.98, "the replay's last frame against render: IoU \(iou) of \(union) pixels")
        #expect(played.page.status.hasPrefix("replayed \(id): 1 stroke"), "\(played.page.status)")
    }
}
