import Foundation
import Scribble
import ScribbleCairo
import ScribbleKit
import ScribbleTestSupport
import Testing

/// `replay`, `info` and `render` on the recording of a whole session: ink, an area eraser, a
/// lasso and a move, a stroke eraser.
@Suite struct SessionReplayTests {
    /// Writes the sample session's recording into a new folder (and, when `SCRIBBLE_KEEP_SAMPLE`
    /// names a folder, there too, to look at).
    static func sampleFolder() throws -> (URL, EventRecording) {
        let folder = try ToolRunner.temporaryFolder()
        let recording = EventRecording(SessionScripts.sample())
        let bytes = Data(recording.encoded())
        try bytes.write(to: folder.appendingPathComponent("session.events.json"))
        if let keep = ProcessInfo.processInfo.environment["SCRIBBLE_KEEP_SAMPLE"] {
            try bytes.write(to: URL(fileURLWithPath: keep).appendingPathComponent("session.events.json"))
        }
        return (folder, recording)
    }

    /// Whether a pixel of a frame on white holds ink (the marker's translucent blue too).
    static func isInk(_ pixel: RGBA8) -> Bool { pixel.alpha > 128 && min(pixel.red, pixel.green, pixel.blue) < 200 }

    @Test func framesShowErasingAndMovingAsTheyHappened() throws {
        let (folder, recording) = try Self.sampleFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolRunner.run(
            [
                "replay", "session.events.json", "--frames", "frames", "--fps", "10", "--background", "white", "-o",
                "final.png",
            ], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let frames = folder.appendingPathComponent("frames")
        let names = try ToolRunner.contents(of: frames)
        let start = recording.entries.first?.t ?? 0
        func frame(before t: Double) throws -> RasterImage {
            let index = Int(((t - start) * 10).rounded(.down))  // the last frame at or before t, from 0
            return try RasterImage(png: [UInt8](Data(contentsOf: frames.appendingPathComponent(names[index]))))
        }
        let eraserChosen = try #require(
            recording.actions.first { $0.kind == .tool(.eraser(Eraser(.area, width: 24))) }?.t)
        let moved = try #require(recording.actions.first { if case .command = $0.kind { true } else { false } }?.t)
        let beforeErasing = try frame(before: eraserChosen)
        let beforeMoving = try frame(before: moved)
        let last = try RasterImage(
            png: [UInt8](Data(contentsOf: frames.appendingPathComponent(names[names.count - 1]))))
        // Where the area eraser crossed the first wave: ink before, none after.
        #expect(Self.isInk(beforeErasing.pixel(x: 209, y: 43)))
        #expect(!Self.isInk(beforeMoving.pixel(x: 209, y: 43)))
        #expect(!Self.isInk(last.pixel(x: 209, y: 43)))
        // The lassoed marker stroke: in its old place before the move, in its new place after.
        #expect(Self.isInk(beforeMoving.pixel(x: 100, y: 235)) && !Self.isInk(beforeMoving.pixel(x: 280, y: 215)))
        #expect(!Self.isInk(last.pixel(x: 100, y: 235)) && Self.isInk(last.pixel(x: 280, y: 215)))
        // The last frame is the finished drawing as render makes it.
        let render = try ToolRunner.run(
            ["render", "session.events.json", "--background", "white", "-o", "render.png"], in: folder)
        #expect(render.status == 0)
        let rendered = try Data(contentsOf: folder.appendingPathComponent("render.png"))
        #expect(try Data(contentsOf: frames.appendingPathComponent(names[names.count - 1])) == rendered)
        #expect(try Data(contentsOf: folder.appendingPathComponent("final.png")) == rendered)
    }

    @Test func theSampleInStrokesIsTheScriptedSession() throws {
        let committed = try Data(
            contentsOf: ToolRunner.strokes.appendingPathComponent("sessions/erase-and-move.events.json"))
        #expect(committed == Data(EventRecording(SessionScripts.sample()).encoded()))
    }

    @Test func infoCountsTheEdits() throws {
        let (folder, _) = try Self.sampleFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolRunner.run(["info", "session.events.json"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.output.contains(
                "contacts:" + String(repeating: " ", count: 4) + "ink 3, stroke-eraser 1, area-eraser 1, lasso 1"))
        #expect(
            result.output.contains(
                "edits:" + String(repeating: " ", count: 7) + "2 erasures (stroke 1, area 1), 1 lasso selection, move 1"
            ))
        let drawing = SessionScripts.sample().drawing
        #expect(result.output.contains("strokes:" + String(repeating: " ", count: 5) + "\(drawing.strokes.count)"))
    }

    @Test func convertWritesTheDrawingTheSessionEndedWith() throws {
        let (folder, _) = try Self.sampleFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolRunner.run(["convert", "session.events.json", "-o", "session.drawing.json"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let drawing = try Drawing(
            decodingJSON: [UInt8](Data(contentsOf: folder.appendingPathComponent("session.drawing.json"))))
        #expect(sameBits(drawing, SessionScripts.sample().drawing))
    }
}
