import Foundation
import Scribble
import Testing

/// The drawing page's one source of truth, in a real browser: after every kind of edit (strokes,
/// erasing, a lasso's drag, undo, redo), after reopening the drawing and across a reload, the
/// drawing file saved is what the recording saved beside it replays to, and the page shows that
/// many strokes; opening the page and leaving it writes nothing; and `scribble card check` calls
/// none of the server's files foreign.
@Suite(
    .enabled(
        if: HeadlessChromium.path != nil && BrowserDriver.isAvailable,
        "needs headless Chromium (apt-get install chromium) and websocket-client (pip install websocket-client); tools/test installs both"
    ))
struct ServeHistoryBrowserTests {
    static let script = ToolRunner.repositoryRoot.appendingPathComponent(
        "Tests/ScribbleToolTests/Browser/history-on-canvas.py")

    struct Played: Decodable {
        /// Whether undo and redo are offered (their buttons enabled), and the undo button's title.
        struct Buttons: Decodable, Equatable {
            var undo: Bool
            var redo: Bool
            var undoTitle: String
        }
        struct Step: Decodable {
            var name: String
            /// The strokes the page shows.
            var screen: Int
            /// The strokes the last `saved` message counted; -1 when the page has had none.
            var saved: Int
            var buttons: Buttons
        }
        var afterVisit: [String]
        var drawing: String
        var fresh: Buttons
        var steps: [Step]
    }

    /// The strokes `scribble info` counts in a file.
    static func infoStrokes(_ file: URL) throws -> Int {
        let info = try ToolRunner.run(["info", file.path])
        try #require(info.status == 0, "\(info.standardError)")
        // The row `    strokes:  3 (pen 3)`.
        let row = try #require(
            info.output.split(separator: "\n").first { $0.drop { $0 == " " }.hasPrefix("strokes:") }, "\(info.output)")
        return try #require(row.split(separator: " ").dropFirst().compactMap { Int($0) }.first, "\(row)")
    }

    @Test func theDrawingFileIsWhatTheRecordingReplaysToAfterEveryEditAndAcrossReloads() throws {
        let serve = try ServeProcess()
        let out = serve.folder.appendingPathComponent("steps")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let output = try BrowserDriver.run(
            Self.script, ["--store", serve.store.path, "--out", out.path], on: serve, seconds: 90)
        let played = try JSONDecoder().decode(Played.self, from: output)

        #expect(played.afterVisit.isEmpty, "opening the page and leaving it wrote \(played.afterVisit)")
        #expect(played.fresh == .init(undo: false, redo: false, undoTitle: "Undo (Ctrl+Z): nothing to undo"))
        // Each step's name, the strokes after it, and whether redo is offered (undo always is).
        let expected = [
            ("stroke", 3, false), ("erase", 2, false), ("move", 2, false), ("undo-move", 2, true),
            ("undo-erase", 3, true),
            ("redo-erase", 2, true), ("reopen", 2, true), ("undo-after-reopen", 3, true), ("reload", 3, true),
            ("redo-after-reload", 2, true),
        ]
        try #require(played.steps.map(\.name) == expected.map(\.0))
        var previous: (drawing: Data, events: Data)?
        for (step, (name, strokes, redo)) in zip(played.steps, expected) {
            #expect(step.buttons.undo && step.buttons.redo == redo, "\(name): \(step.buttons)")
            let drawingFile = out.appendingPathComponent("\(name).drawing.json")
            let recordingFile = out.appendingPathComponent("\(name).events.json")
            let drawingBytes = try Data(contentsOf: drawingFile)
            let recordingBytes = try Data(contentsOf: recordingFile)
            let replayed = try EventRecording(decoding: [UInt8](recordingBytes)).session(policy: .any).drawing
            let agrees = [UInt8](drawingBytes) == replayed.jsonEncoded()
            #expect(agrees, "\(name): the drawing file is not what the recording replays to")
            #expect(try Self.infoStrokes(drawingFile) == strokes, "\(name): the drawing file")
            #expect(try Self.infoStrokes(recordingFile) == strokes, "\(name): what the recording replays to")
            #expect(step.screen == strokes, "\(name): the page shows \(step.screen) strokes")
            if step.saved >= 0 {
                #expect(step.saved == strokes, "\(name): the page was told \(step.saved) strokes were saved")
            }
            if name == "reopen" || name == "reload", let previous {
                #expect(
                    previous.drawing == drawingBytes && previous.events == recordingBytes,
                    "\(name): opening the drawing wrote to it")
            }
            previous = (drawingBytes, recordingBytes)
        }
        try serve.expectCleanStop()

        let files = serve.recordings().map(\.lastPathComponent)
        #expect(files == ["\(played.drawing).drawing.json", "\(played.drawing).events.json"], "\(files)")
        let check = try ToolRunner.run(["card", "check", "--store", serve.store.path])
        #expect(check.status == 0 && !check.output.contains("foreign"), "\(check.output)")
    }
}
