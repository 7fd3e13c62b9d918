import Foundation
import ScribbleHTTP
import ScribbleJSON
import ScribbleKit
import ScribbleServer
import Testing

/// Erasers, the lasso, edits of the selection, undo and redo over the drawing page's WebSocket:
/// the edits sent back, the drawing saved after each, and the session's recording (events
/// version 2) replaying to the drawing saved.
@Suite struct CanvasEditSocketTests {
    typealias Message = [String: Any]

    static let hello =
        ##"{"type": "hello", "canvas": {"width": 400, "height": 300}, "scale": 1, "ink": {"tool": "pen", "color": "#204080", "width": 6}}"##

    /// A pen contact through `points`, one sample each, 8 ms apart from `t`.
    static func contact(_ points: [(Double, Double)], pointer: Int = 1, t: Double) -> [String] {
        points.enumerated().map { index, point in
            let phase = index == 0 ? "down" : index == points.count - 1 ? "up" : "move"
            let sample = CanvasSocketTests.sample(
                pointer, "pen", point.0, point.1, t: t + Double(index) * 8, extra: #", "pressure": 0.5"#)
            return CanvasSocketTests.pointer(phase, [sample])
        }
    }

    /// A straight line of 11 samples from `start` to `end`.
    static func line(from start: (Double, Double), to end: (Double, Double)) -> [(Double, Double)] {
        (0...10).map { step in
            let f = Double(step) / 10
            return (start.0 + (end.0 - start.0) * f, start.1 + (end.1 - start.1) * f)
        }
    }

    /// A socket with two horizontal strokes drawn: stroke 0 at y = 60, stroke 1 at y = 160.
    static func twoStrokes(_ server: TestServer) throws -> (socket: RawWebSocket, id: String) {
        let socket = try server.openSocket()
        let id = try #require(try socket.receiveJSON()["drawing"] as? String)
        socket.send(hello)
        _ = try socket.receiveJSON(type: "drawing")
        for message in contact(line(from: (40, 60), to: (240, 60)), t: 100) { socket.send(message) }
        _ = try socket.receiveJSON(type: "saved")
        for message in contact(line(from: (40, 160), to: (240, 160)), t: 400) { socket.send(message) }
        #expect(try socket.receiveJSON(type: "saved")["strokes"] as? Int == 2)
        return (socket, id)
    }

    static func savedDrawing(_ server: TestServer, _ id: String) throws -> Drawing {
        try Drawing(
            decodingJSON: [UInt8](Data(contentsOf: server.recordings.appendingPathComponent(id + ".drawing.json"))))
    }

    static func savedRecording(_ server: TestServer, _ id: String) throws -> EventRecording {
        try EventRecording(
            decoding: [UInt8](Data(contentsOf: server.recordings.appendingPathComponent(id + ".events.json"))))
    }

    static func indices(_ value: Any?) -> [Int] { (value as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.intValue } }

    @Test func theStrokeEraserTakesAStrokeAwayAndUndoAndRedoComeBackAsEdits() throws {
        let server = try TestServer()
        let (socket, id) = try Self.twoStrokes(server)
        socket.send(##"{"type": "tool", "tool": "eraser-stroke", "width": 10, "t": 700}"##)
        for message in Self.contact(Self.line(from: (140, 30), to: (140, 90)), t: 710) { socket.send(message) }
        let erased = try socket.receiveJSON(type: "edit")
        #expect(Self.indices(erased["removed"]) == [0])
        #expect((erased["inserted"] as? [Any])?.isEmpty == true)
        let region = try #require(erased["region"] as? Message)
        #expect(
            (region["y"] as? Double ?? 0) < 60
                && (region["y"] as? Double ?? 0) + (region["height"] as? Double ?? 0) > 60)
        #expect(try socket.receiveJSON(type: "saved")["strokes"] as? Int == 1)
        #expect(try Self.savedDrawing(server, id).strokes.map { $0.points[0].location.y } == [160])

        socket.send(##"{"type": "undo", "t": 900}"##)
        let undone = try socket.receiveJSON(type: "edit")
        #expect(Self.indices(undone["removed"]).isEmpty)
        let inserted = try #require(undone["inserted"] as? [Message])
        #expect(inserted.count == 1 && inserted[0]["stroke"] as? Int == 0)
        #expect((inserted[0]["polygons"] as? [Any])?.isEmpty == false)
        #expect(try socket.receiveJSON(type: "saved")["strokes"] as? Int == 2)

        socket.send(##"{"type": "redo", "t": 950}"##)
        #expect(Self.indices(try socket.receiveJSON(type: "edit")["removed"]) == [0])
        #expect(try socket.receiveJSON(type: "saved")["strokes"] as? Int == 1)

        // The recording is the session's, and replays to the drawing saved.
        let recording = try Self.savedRecording(server, id)
        #expect(recording.version == 2)
        #expect(recording.actions.map(\.entry.t).allSatisfy { $0.isFinite })
        #expect(recording.session(policy: .any).drawing == (try Self.savedDrawing(server, id)))
    }

    @Test func theAreaEraserCutsAStrokeInTwo() throws {
        let server = try TestServer()
        let (socket, id) = try Self.twoStrokes(server)
        socket.send(##"{"type": "tool", "tool": "eraser-area", "width": 20}"##)
        for message in Self.contact(Self.line(from: (140, 30), to: (140, 90)), t: 710) { socket.send(message) }
        var removed: [Int] = []
        var inserted: [Int] = []
        while true {
            let message = try socket.receiveJSON()
            if message["type"] as? String == "saved" { break }
            guard message["type"] as? String == "edit" else { continue }
            removed += Self.indices(message["removed"])
            inserted += (message["inserted"] as? [Message] ?? []).compactMap { $0["stroke"] as? Int }
        }
        #expect(removed.first == 0 && inserted.prefix(2) == [0, 1], "the first pass cuts stroke 0 into two pieces")
        let drawing = try Self.savedDrawing(server, id)
        #expect(drawing.strokes.count == 3)
        let pieces = drawing.strokes.prefix(2).compactMap(\.bounds)
        #expect(pieces.count == 2 && pieces[0].maxX < 140 && pieces[1].minX > 140, "\(pieces)")
        #expect(try Self.savedRecording(server, id).session(policy: .any).drawing == drawing)
    }

    @Test func aLassoSelectsAndTheSelectionIsMovedThenDeleted() throws {
        let server = try TestServer()
        let (socket, id) = try Self.twoStrokes(server)
        socket.send(##"{"type": "tool", "tool": "lasso"}"##)
        let loop = [(20.0, 130.0), (260, 130), (260, 190), (20, 190), (20, 131)]
        for message in Self.contact(loop, t: 710) { socket.send(message) }
        var longestLasso = 0
        var selection: Message = [:]
        while true {
            let message = try socket.receiveJSON()
            if message["type"] as? String == "lasso" {
                longestLasso = max(longestLasso, (message["points"] as? [Any])?.count ?? 0)
            }
            if message["type"] as? String == "selection" || message["type"] as? String == "error" {
                selection = message
                break
            }
        }
        #expect(longestLasso >= 8, "the lasso's path comes back as it is drawn")
        #expect(Self.indices(selection["strokes"]) == [1])
        let bounds = try #require(selection["bounds"] as? Message)
        #expect((153...159).contains(bounds["y"] as? Double ?? 0), "\(bounds)")
        _ = try socket.receiveJSON(type: "saved")  // the lasso's contact, recorded

        socket.send(##"{"type": "selection", "edit": "move", "dx": 10, "dy": 20, "t": 1000}"##)
        let moved = try socket.receiveJSON(type: "edit")
        #expect(Self.indices(moved["removed"]) == [1])
        #expect((moved["inserted"] as? [Message])?.first?["stroke"] as? Int == 1)
        _ = try socket.receiveJSON(type: "saved")
        let drawing = try Self.savedDrawing(server, id)
        let before = (bounds["x"] as? Double ?? 0, bounds["y"] as? Double ?? 0)
        let after = try #require(drawing.strokes[1].bounds)
        #expect(abs(after.minX - before.0 - 10) < 0.01 && abs(after.minY - before.1 - 20) < 0.01, "\(after)")

        socket.send(##"{"type": "selection", "edit": "delete", "t": 1100}"##)
        #expect(Self.indices(try socket.receiveJSON(type: "edit")["removed"]) == [1])
        #expect(Self.indices(try socket.receiveJSON(type: "selection")["strokes"]).isEmpty)
        #expect(try socket.receiveJSON(type: "saved")["strokes"] as? Int == 1)
        #expect(
            try Self.savedRecording(server, id).session(policy: .any).drawing == (try Self.savedDrawing(server, id)))
    }

    @Test func aStrokeHeldStillAtItsEndSnapsToItsShape() throws {
        let server = try TestServer()
        let socket = try server.openSocket()
        let id = try #require(try socket.receiveJSON()["drawing"] as? String)
        socket.send(Self.hello)
        _ = try socket.receiveJSON(type: "drawing")
        // A rough rectangle, then the pen held at its start for 0.6 s before it lifts.
        var corners: [(Double, Double)] = []
        for (from, to) in [
            ((100.0, 100.0), (300.0, 103.0)), ((300, 103), (297, 220)), ((297, 220), (102, 217)),
            ((102, 217), (100, 101)),
        ] {
            corners += Self.line(from: from, to: to).dropLast()
        }
        corners += [(100, 101), (100, 101)]  // arrived, then lifted there
        var messages = Self.contact(corners, t: 100)
        let up = messages.removeLast()
        messages.append(
            up.replacingOccurrences(
                of: #""t": \#(100 + Double(corners.count - 1) * 8)"#,
                with: #""t": \#(100 + Double(corners.count - 1) * 8 + 600)"#))
        for message in messages { socket.send(message) }
        let finished = try socket.receiveJSON(type: "edit")
        #expect(Self.indices(finished["removed"]) == [0], "the stroke just finished is replaced")
        #expect((finished["inserted"] as? [Message])?.count == 1)
        _ = try socket.receiveJSON(type: "saved")
        let drawing = try Self.savedDrawing(server, id)
        #expect(drawing.strokes.count == 1)
        // The recognizer's clean rectangle in place of the stroke the hand drew, which the recording keeps.
        let recording = try Self.savedRecording(server, id)
        let snap = try #require(
            recording.entries.firstIndex { if case .command(.snapShape(stroke: 0), _) = $0 { true } else { false } })
        let drawn = DrawingSession(replaying: recording.entries[..<snap], canvas: recording.canvas).drawing.strokes[0]
        let shape = ShapeRecognizer().recognize(drawn)
        #expect(shape.kind == .rectangle)
        #expect(drawing.strokes == shape.cleanStrokes)
        #expect(try Self.savedRecording(server, id).session(policy: .any).drawing == drawing)

        // Lifted at once, the same shape stays as drawn.
        for message in Self.contact(corners.map { ($0.0 + 300, $0.1 + 200) }, t: 2000) { socket.send(message) }
        _ = try socket.receiveJSON(type: "saved")
        let kept = try Self.savedDrawing(server, id).strokes[1]
        #expect(kept.points.map(\.location) == corners.map { Point(x: $0.0 + 300, y: $0.1 + 200) })

        // Replayed, the stroke snaps once, where the recording says it did.
        let replay = try server.openSocket(query: "replay=\(id)&speed=16")
        replay.send(Self.hello)
        var snaps = 0
        while true {
            let message = try replay.receiveJSON()
            if message["type"] as? String == "edit" { snaps += 1 }
            if message["type"] as? String == "replayed" {
                #expect(message["strokes"] as? Int == 2)
                break
            }
            try #require(message["type"] as? String != "error", "\(message)")
        }
        #expect(snaps == 1)
    }

    @Test func aNumberedPointerMessageHasItsNumberOnTheInkItCaused() throws {
        let server = try TestServer()
        let socket = try server.openSocket()
        _ = try socket.receiveJSON()
        socket.send(Self.hello)
        _ = try socket.receiveJSON(type: "drawing")
        for (seq, message) in Self.contact(Self.line(from: (40, 60), to: (240, 60)), t: 100).enumerated() {
            socket.send(
                message.replacingOccurrences(
                    of: #"{"type": "pointer","#, with: #"{"type": "pointer", "seq": \#(seq + 7),"#))
        }
        var numbers: [Int] = []
        while true {
            let message = try socket.receiveJSON()
            if message["type"] as? String == "saved" { break }
            if message["type"] as? String == "stroke", let seq = message["seq"] as? Int { numbers.append(seq) }
        }
        #expect(numbers == Array(7...17), "every sample moved the ink, each reply naming its message: \(numbers)")
    }

    @Test func morePointerSamplesThanTheRateAllowsAreRefusedNamingTheLimit() throws {
        let server = try TestServer()
        let (socket, id) = try Self.twoStrokes(server)
        let count = CanvasDrawingSession.maximumSamplesPerSecond + 500
        let samples = (0..<count).map {
            CanvasSocketTests.sample(9, "pen", 300 + Double($0 % 50), 200, t: 2000 + Double($0) * 0.1)
        }
        socket.send(CanvasSocketTests.pointer("move", samples))
        let error = try socket.receiveJSON(type: "error")
        #expect(error["limit"] as? String == "maximumSamplesPerSecond", "\(error)")
        #expect((error["message"] as? String ?? "").contains("\(count) samples now would go over"))
        // The session goes on, and nothing of the refused message was recorded.
        for message in Self.contact(Self.line(from: (40, 260), to: (240, 260)), t: 3000) { socket.send(message) }
        #expect(try socket.receiveJSON(type: "saved")["strokes"] as? Int == 3)
        #expect(try Self.savedRecording(server, id).events.count == 3 * 11)
    }

    @Test(arguments: [
        (##"{"type": "tool", "tool": "spray"}"##, "unknown tool \"spray\""),
        (##"{"type": "tool", "tool": "eraser-area", "width": 0}"##, "out of range"),
        (##"{"type": "selection", "edit": "move", "dx": 3}"##, "missing key \"dy\""),
        (##"{"type": "selection", "edit": "scale", "factor": 0}"##, "out of range"),
        (##"{"type": "selection", "edit": "fold"}"##, "unknown selection edit"),
    ])
    func aBadEditIsAnsweredAndTheSessionGoesOn(message: String, expected: String) throws {
        let server = try TestServer()
        let (socket, _) = try Self.twoStrokes(server)
        socket.send(message)
        let error = try socket.receiveJSON(type: "error")
        #expect((error["message"] as? String ?? "").contains(expected), "\(error)")
        socket.send(##"{"type": "undo"}"##)
        #expect(Self.indices(try socket.receiveJSON(type: "edit")["removed"]) == [1])
    }
}
