import Foundation
import ScribbleHTTP
import ScribbleJSON
import ScribbleKit
import ScribbleServer
import Testing

/// The recording is the drawing page's one source of truth: a drawing reopened is its recording
/// played again, so that undo and redo act on the real history across reloads, and the drawing
/// file is always what the recording replays to. Nothing is written before something is drawn.
@Suite struct CanvasHistorySocketTests {
    typealias Message = [String: Any]

    /// The drawing file as saved, and what the recording saved beside it replays to, encoded alike.
    static func files(_ server: TestServer, _ id: String) throws -> (drawing: [UInt8], replayed: [UInt8], strokes: Int)
    {
        let drawingBytes = [UInt8](try Data(contentsOf: server.recordings.appendingPathComponent(id + ".drawing.json")))
        let recording = try CanvasEditSocketTests.savedRecording(server, id)
        let replayed = recording.session(policy: .any).drawing
        return (drawingBytes, replayed.jsonEncoded(), replayed.strokes.count)
    }

    /// Checks that the drawing file is what the recording replays to, with `strokes` strokes.
    static func expectFilesAgree(
        _ server: TestServer, _ id: String, strokes: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (drawing, replayed, count) = try files(server, id)
        #expect(count == strokes, "the recording replays to \(count) strokes", sourceLocation: sourceLocation)
        let agrees = drawing == replayed
        #expect(agrees, "the drawing file is not what the recording replays to", sourceLocation: sourceLocation)
        let decoded = try Drawing(decodingJSON: drawing)
        #expect(decoded.strokes.count == strokes, sourceLocation: sourceLocation)
    }

    /// Opens the drawing `id` (or a new one), says hello and returns the socket, the id, the
    /// strokes the page is sent and the steps undo and redo can take.
    static func open(_ server: TestServer, _ id: String? = nil) throws -> (RawWebSocket, String, Int, history: [Int]) {
        let socket = try server.openSocket(query: id.map { "drawing=\($0)" } ?? "")
        let ready = try socket.receiveJSON()
        let drawing = try #require(ready["drawing"] as? String)
        socket.send(CanvasEditSocketTests.hello)
        let state = try socket.receiveJSON(type: "drawing")
        let history = try socket.receiveJSON()
        #expect(history["type"] as? String == "history", "\(history)")
        return (
            socket, drawing, (state["strokes"] as? [Any])?.count ?? -1,
            [history["undo"] as? Int ?? -1, history["redo"] as? Int ?? -1]
        )
    }

    static func draw(_ socket: RawWebSocket, y: Double, t: Double) throws -> Message {
        let points = CanvasEditSocketTests.line(from: (40, y), to: (240, y))
        for message in CanvasEditSocketTests.contact(points, t: t) { socket.send(message) }
        return try socket.receiveJSON(type: "saved")
    }

    /// Sends a command and returns the strokes the page is told were removed and inserted, and the `saved` after it.
    static func command(_ socket: RawWebSocket, _ type: String) throws -> (
        removed: [Int], inserted: Int, saved: Message
    ) {
        socket.send(#"{"type": "\#(type)"}"#)
        var removed: [Int] = []
        var inserted = 0
        while true {
            let message = try socket.receiveJSON()
            switch message["type"] as? String {
            case "edit":
                removed += CanvasEditSocketTests.indices(message["removed"])
                inserted += (message["inserted"] as? [Any])?.count ?? 0
            case "saved": return (removed, inserted, message)
            case "error": throw RawSocket.Failure(description: "\(message)")
            default: continue
            }
        }
    }

    @Test func undoAfterAReopenTakesBackTheLastStrokeOnTheScreenAndInBothFiles() throws {
        let server = try TestServer()
        var (socket, id, shown, history) = try Self.open(server)
        #expect(shown == 0 && history == [0, 0])
        for (index, y) in [60.0, 120, 180].enumerated() {
            _ = try Self.draw(socket, y: y, t: 100 + Double(index) * 200)
        }
        try Self.expectFilesAgree(server, id, strokes: 3)
        _ = try socket.close()

        (socket, _, shown, history) = try Self.open(server, id)
        #expect(shown == 3)
        #expect(history == [3, 0], "the reopened drawing's history is offered")
        var step = try Self.command(socket, "undo")
        #expect(step.removed == [2] && step.inserted == 0, "the reopened session undoes the stroke drawn last")
        #expect(step.saved["strokes"] as? Int == 2)
        try Self.expectFilesAgree(server, id, strokes: 2)
        _ = try socket.close()

        // A reload between the undo and the redo: the redo still brings the stroke back.
        (socket, _, shown, history) = try Self.open(server, id)
        #expect(shown == 2 && history == [2, 1])
        step = try Self.command(socket, "redo")
        #expect(step.removed == [] && step.inserted == 1)
        #expect(step.saved["strokes"] as? Int == 3)
        try Self.expectFilesAgree(server, id, strokes: 3)
        step = try Self.command(socket, "undo")
        step = try Self.command(socket, "undo")
        #expect(step.saved["strokes"] as? Int == 1)
        try Self.expectFilesAgree(server, id, strokes: 1)
        _ = try Self.draw(socket, y: 240, t: 2000)
        try Self.expectFilesAgree(server, id, strokes: 2)
        _ = try socket.close()
    }

    @Test func erasingAndMovingAcrossAReopenKeepTheFilesInAgreement() throws {
        let server = try TestServer()
        let (first, id) = try CanvasEditSocketTests.twoStrokes(server)
        first.send(##"{"type": "tool", "tool": "eraser-area", "width": 10, "t": 700}"##)
        for message in CanvasEditSocketTests.contact(CanvasEditSocketTests.line(from: (140, 30), to: (140, 90)), t: 710)
        { first.send(message) }
        #expect(try first.receiveJSON(type: "saved")["strokes"] as? Int == 3, "the area eraser cut stroke 0 in two")
        try Self.expectFilesAgree(server, id, strokes: 3)
        _ = try first.close()

        let (socket, _, shown, _) = try Self.open(server, id)
        #expect(shown == 3)
        socket.send(##"{"type": "tool", "tool": "lasso", "t": 50}"##)
        for message in CanvasEditSocketTests.contact([(20, 140), (260, 140), (260, 180), (20, 180), (20, 140)], t: 60) {
            socket.send(message)
        }
        let selection = try socket.receiveJSON(type: "selection")
        #expect(CanvasEditSocketTests.indices(selection["strokes"]) == [2])
        socket.send(##"{"type": "selection", "edit": "move", "dx": 5, "dy": 7, "t": 200}"##)
        _ = try socket.receiveJSON(type: "saved")
        try Self.expectFilesAgree(server, id, strokes: 3)
        // Undo takes back the move, then the erasing of the session before.
        _ = try Self.command(socket, "undo")
        let step = try Self.command(socket, "undo")
        #expect(
            step.removed.count >= 2 && step.saved["strokes"] as? Int == 2,
            "the erasing of the earlier session is undone")
        try Self.expectFilesAgree(server, id, strokes: 2)
        _ = try socket.close()
    }

    @Test func openingAndLeavingThePageWritesNothing() throws {
        let server = try TestServer()
        let (socket, _, _, _) = try Self.open(server)
        // A contact the policy turns away and a lasso draw nothing either.
        socket.send(#"{"type": "policy", "policy": "pen"}"#)
        socket.send(CanvasSocketTests.pointer("down", [CanvasSocketTests.sample(5, "touch", 10, 10, t: 0)]))
        socket.send(CanvasSocketTests.pointer("up", [CanvasSocketTests.sample(5, "touch", 60, 40, t: 16)]))
        _ = try socket.close()
        // The server has handled that close once it answers the next page.
        _ = try Self.open(server)
        #expect(server.recordingNames().isEmpty, "\(server.recordingNames())")
    }

    @Test func reopeningAndLeavingWritesNothingAndWhatIsTurnedAwayWaitsForTheFirstStroke() throws {
        let server = try TestServer()
        let (socket, id, _, _) = try Self.open(server)
        socket.send(#"{"type": "policy", "policy": "pen"}"#)
        socket.send(CanvasSocketTests.pointer("down", [CanvasSocketTests.sample(5, "touch", 10, 10, t: 0)]))
        socket.send(CanvasSocketTests.pointer("up", [CanvasSocketTests.sample(5, "touch", 60, 40, t: 16)]))
        let saved = try Self.draw(socket, y: 60, t: 100)
        #expect(
            saved["strokes"] as? Int == 1 && saved["events"] as? Int == 13,
            "the touch's two events are saved with the stroke's eleven")
        _ = try socket.close()
        let before = try server.recordingNames().map {
            try Data(contentsOf: server.recordings.appendingPathComponent($0))
        }

        let (again, _, shown, _) = try Self.open(server, id)
        #expect(shown == 1)
        _ = try again.close()
        _ = try Self.open(server)
        let after = try server.recordingNames().map {
            try Data(contentsOf: server.recordings.appendingPathComponent($0))
        }
        #expect(after == before)
    }

    @Test func aStaleDrawingFileIsWrittenAnewFromTheRecording() throws {
        let server = try TestServer()
        let (socket, id, _, _) = try Self.open(server)
        for (index, y) in [60.0, 120].enumerated() { _ = try Self.draw(socket, y: y, t: 100 + Double(index) * 200) }
        _ = try socket.close()
        // A drawing file that says otherwise (as an older server could leave one): the page shows
        // the recording's drawing, and the next save writes the file from it.
        let file = server.recordings.appendingPathComponent(id + ".drawing.json")
        try Data(Drawing(canvas: Size(width: 10, height: 10)).jsonEncoded()).write(to: file)
        let (again, _, shown, _) = try Self.open(server, id)
        #expect(shown == 2)
        _ = try Self.draw(again, y: 180, t: 50)
        try Self.expectFilesAgree(server, id, strokes: 3)
    }

    @Test func aContactTheRecordingLeftDownIsCancelledAndTheCancelRecorded() throws {
        let server = try TestServer()
        let id = "2026-03-01-102000-3fa2c1"
        func event(_ pointer: Int, _ phase: InputPhase, _ x: Double, _ t: Double) -> SessionEntry {
            .event(
                InputEvent(
                    pointer: pointer, device: .pen, phase: phase, location: Point(x: x, y: 50), t: t, pressure: 0.5))
        }
        // A stroke lifted, and one whose page went before it lifted (as a server stopped at once leaves it).
        let entries = [
            event(1, .down, 40, 0), event(1, .move, 120, 0.05), event(1, .up, 200, 0.1),
            event(2, .down, 40, 0.2), event(2, .move, 120, 0.25),
        ]
        try FileManager.default.createDirectory(at: server.recordings, withIntermediateDirectories: true)
        try Data(EventRecording(canvas: Size(width: 400, height: 300), entries: entries).encoded())
            .write(to: server.recordings.appendingPathComponent(id + ".events.json"))
        let (socket, _, shown, _) = try Self.open(server, id)
        #expect(shown == 1, "the contact left down is no stroke")
        _ = try Self.draw(socket, y: 200, t: 50)
        try Self.expectFilesAgree(server, id, strokes: 2)
        let recording = try CanvasEditSocketTests.savedRecording(server, id)
        #expect(recording.events[5].pointer == 2 && recording.events[5].phase == .cancel)
    }

    @Test func aDrawingFileWithoutItsRecordingIsLeftAloneAndANewDrawingStarted() throws {
        let server = try TestServer()
        let id = "2026-03-01-102000-3fa2c1"
        try FileManager.default.createDirectory(at: server.recordings, withIntermediateDirectories: true)
        let file = server.recordings.appendingPathComponent(id + ".drawing.json")
        let bytes = Data(Drawing(canvas: Size(width: 10, height: 10)).jsonEncoded())
        try bytes.write(to: file)
        let socket = try server.openSocket(query: "drawing=\(id)")
        let ready = try socket.receiveJSON()
        #expect(ready["drawing"] as? String != id)
        let error = try socket.receiveJSON()
        #expect((error["message"] as? String ?? "").contains("no recording (\(id).events.json)"), "\(error)")
        #expect(try Data(contentsOf: file) == bytes)
    }
}
