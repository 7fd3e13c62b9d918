import Foundation
import Scribble
import Testing

/// The drawing page's one source of truth, in a real browser: after every kind of edit (strokes,
/// erasing, a lasso's drag, undo, redo), after reopening the drawing and across a reload, the
/// drawing file saved is what the recording saved beside it replays to, and the page shows that
/// many strokes; opening the page and leaving it writes nothing; and `scribble card check` calls
/// none of the server's files foreign.
@Suite(.enabled(
    if: HeadlessChromium.path != nil && BrowserDriver.isAvailable,
    "needs headless Chromium (apt-get install chromium) and websocket-client (pip install websocket-client); tools/test installs both"))
struct ServeHistoryBrowserTests {
    static let script = ToolRunner.repositoryRoot.appendingPathComponent("Tests/ScribbleToolTests/Browser/history-on-canvas.py")

    struct Played: Decodable {
        struct Step: Decodable {
            var name: String
            /// The strokes the page shows.
            var screen: Int
            /// The strokes the last `saved` message counted; -1 when the page has had none.
            var saved: Int
        }
        var afterVisit: [String]
        var drawing: String
        var steps: [Step]
    }

    /// The strokes `scribble info` counts in a file.
    static func infoStrokes(_ file: URL) throws -> Int {
        let info = try ToolRunner.run(["info", file.path])
        try #require(info.status == 0, "\(info.standardError)")
        // The row `    strokes:  3 (pen 3)`.
        let row = try #require(info.output.split(separator: "\n").first { $0.drop { $0 == " " }.hasPrefix("strokes:") }, "\(info.output)")
        return try #require(row.split(separator: " ").dropFirst().compactMap { Int($0) }.first, "\(row)")
    }

    @Test func theDrawingFileIsWhatTheRecordingReplaysToAfterEveryEditAndAcrossReloads() throws {
        let serve = try ServeProcess()
        let out = serve.folder.appendingPathComponent("steps")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let output = try BrowserDriver.run(Self.script, ["--store", serve.store.path, "--out", out.path], on: serve, seconds: 90)
        let played = try JSONDecoder().decode(Played.self, from: output)

        #expect(played.afterVisit.isEmpty, "opening the page and leaving it wrote \(played.afterVisit)")
        let expected = [
            ("stroke", 3), ("erase", 2), ("move", 2), ("undo-move", 2), ("undo-erase", 3), ("redo-erase", 2),
            ("reopen", 2), ("undo-after-reopen", 3), ("reload", 3), ("redo-after-reload", 2),
        ]
        try #require(played.steps.map(\.name) == expected.map(\.0))
        var previous: (drawing: Data, events: Data)?
        for (step, (name, strokes)) in zip(played.steps, expected) {
            let drawingFile = out.appendingPathComponent("\(name).drawing.json")
            let recordingFile = out.appendingPathComponent("\(name).events.json")
            let drawingBytes = try Data(contentsOf: drawingFile), recordingBytes = try Data(contentsOf: recordingFile)
            let replayed = try EventRecording(decoding: [UInt8](recordingBytes)).session(policy: .any).drawing
            let agrees = [UInt8](drawingBytes) == replayed.jsonEncoded()
            #expect(agrees, "\(name): the drawing file is not what the recording replays to")
            #expect(try Self.infoStrokes(drawingFile) == strokes, "\(name): the drawing file")
            #expect(try Self.infoStrokes(recordingFile) == strokes, "\(name): what the recording replays to")
            #expect(step.screen == strokes, "\(name): the page shows \(step.screen) strokes")
            if step.saved >= 0 { #expect(step.saved == strokes, "\(name): the page was told \(step.saved) strokes were saved") }
            if name == "reopen" || name == "reload", let previous {
                #expect(previous.drawing == drawingBytes && previous.events == recordingBytes, "\(name): opening the drawing wrote to it")
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
