import Foundation
import ScribbleHTTP
import ScribbleJSON
import ScribbleKit
import ScribbleServer
import Testing

/// The engine's ink over the drawing page's WebSocket: the outlines sent back, the policy, the
/// drawing saved beside the recording, and a drawing continued.
@Suite struct CanvasInkSocketTests {
    typealias Message = [String: Any]

    static let hello =
        ##"{"type": "hello", "canvas": {"width": 400, "height": 300}, "scale": 2, "ink": {"tool": "pen", "color": "#204080", "width": 6}}"##

    /// A pen stroke of `count` samples from (x, y), pressure rising.
    static func penStroke(pointer: Int = 1, x: Double, y: Double, t: Double, count: Int = 12) -> [String] {
        var messages: [String] = []
        for index in 0..<count {
            let phase = index == 0 ? "down" : index == count - 1 ? "up" : "move"
            let pressure = 0.2 + 0.05 * Double(index)
            let sample = CanvasSocketTests.sample(
                pointer, "pen", x + Double(index) * 9, y + Double(index * index) * 0.5, t: t + Double(index) * 8,
                extra: #", "pressure": \#(pressure)"#)
            messages.append(CanvasSocketTests.pointer(phase, [sample]))
        }
        return messages
    }

    /// The messages until `saved` (included).
    static func messagesUntilSaved(_ socket: RawWebSocket) throws -> [Message] {
        var messages: [Message] = []
        while true {
            let message = try socket.receiveJSON()
            messages.append(message)
            if message["type"] as? String == "saved" { return messages }
        }
    }

    static func polygons(_ message: Message) -> [[Double]] {
        (message["polygons"] as? [[Any]] ?? []).map { $0.compactMap { ($0 as? NSNumber)?.doubleValue } }
    }

    @Test func aPenStrokeComesBackAsItsOutlineAndIsSavedWithItsPressures() throws {
        let server = try TestServer()
        let socket = try server.openSocket(query: "policy=pen")
        let ready = try socket.receiveJSON()
        let id = try #require(ready["drawing"] as? String)
        #expect(ready["recording"] as? String == id + ".events.json")
        socket.send(Self.hello)
        let state = try socket.receiveJSON(type: "drawing")
        #expect((state["strokes"] as? [Any])?.count == 0)
        #expect(state["policy"] as? String == "pen")
        for message in Self.penStroke(x: 50, y: 60, t: 100) { socket.send(message) }
        let messages = try Self.messagesUntilSaved(socket)
        let strokes = messages.filter { $0["type"] as? String == "stroke" }
        try #require(strokes.count >= 2)
        #expect(strokes.dropLast().allSatisfy { $0["state"] as? String == "drawing" && $0["pointer"] as? Int == 1 })
        let finished = try #require(strokes.last)
        #expect(finished["state"] as? String == "finished")
        #expect(finished["stroke"] as? Int == 0)
        let ink = try #require(finished["ink"] as? Message)
        #expect(
            ink["tool"] as? String == "pen" && ink["color"] as? String == "#204080" && ink["opacity"] as? Double == 1)
        #expect(messages.last?["strokes"] as? Int == 1)

        // The drawing beside the recording holds the stroke, pressures as sent.
        let file = server.recordings.appendingPathComponent(id + ".drawing.json")
        let drawing = try Drawing(decodingJSON: [UInt8](Data(contentsOf: file)))
        try #require(drawing.strokes.count == 1)
        let stroke = drawing.strokes[0]
        #expect(stroke.device == .pen && stroke.ink.width == 6)
        let pressures: [Double] = stroke.points.prefix(11).map { $0.pressure ?? -1 }
        let sentPressures: [Double] = (0..<11).map { 0.2 + 0.05 * Double($0) }
        #expect(zip(pressures, sentPressures).allSatisfy { abs($0 - $1) < 1e-9 }, "\(pressures)")
        #expect(drawing.canvas == Size(width: 400, height: 300))

        // What the page fills is what render draws: the saved stroke's outline at the page's scale.
        let outline = stroke.outline(options: .default, resolution: 2)
        let sent = Self.polygons(finished)
        let expected = outline.polygons.filter { $0.count >= 3 }
        try #require(sent.count == expected.count)
        for (flat, polygon) in zip(sent, expected) {
            #expect(flat.count == polygon.count * 2)
            let worst =
                zip(polygon, stride(from: 0, to: flat.count, by: 2)).map {
                    max(abs($0.x - flat[$1]), abs($0.y - flat[$1 + 1]))
                }.max() ?? 0
            #expect(worst <= 0.005 + 1e-9)
        }
        let region = try #require(finished["region"] as? Message)
        #expect((region["width"] as? Double ?? 0) > 0)
    }

    @Test func underThePenPolicyATouchDrawsNothingAndIsSavedWithTheFirstStroke() throws {
        let server = try TestServer()
        let socket = try server.openSocket(query: "policy=pen")
        let id = try #require(try socket.receiveJSON()["drawing"] as? String)
        socket.send(Self.hello)
        _ = try socket.receiveJSON(type: "drawing")
        socket.send(CanvasSocketTests.pointer("down", [CanvasSocketTests.sample(5, "touch", 10, 10, t: 0)]))
        socket.send(CanvasSocketTests.pointer("move", [CanvasSocketTests.sample(5, "touch", 40, 30, t: 8)]))
        socket.send(CanvasSocketTests.pointer("up", [CanvasSocketTests.sample(5, "touch", 60, 40, t: 16)]))
        for message in Self.penStroke(x: 50, y: 60, t: 100) { socket.send(message) }
        let messages = try Self.messagesUntilSaved(socket)
        #expect(
            messages.filter { $0["type"] as? String == "stroke" }.allSatisfy { $0["pointer"] as? Int == 1 },
            "the touch draws nothing")
        #expect(
            messages.filter { $0["type"] as? String == "saved" }.count == 1, "nothing was saved before the pen drew")
        #expect(messages.last?["strokes"] as? Int == 1 && messages.last?["events"] as? Int == 15)
        #expect(server.recordingNames() == [id + ".drawing.json", id + ".events.json"])
    }

    @Test func aDrawingNamedInTheAddressIsContinued() throws {
        let server = try TestServer()
        var id = ""
        do {
            let socket = try server.openSocket()
            id = try #require(try socket.receiveJSON()["drawing"] as? String)
            socket.send(Self.hello)
            for message in Self.penStroke(x: 50, y: 60, t: 100) { socket.send(message) }
            _ = try socket.receiveJSON(type: "saved")
            _ = try socket.close()
        }
        let socket = try server.openSocket(query: "drawing=\(id)")
        #expect(try socket.receiveJSON()["drawing"] as? String == id)
        socket.send(##"{"type": "hello", "canvas": {"width": 300, "height": 500}, "scale": 2}"##)
        let state = try socket.receiveJSON(type: "drawing")
        let strokes = try #require(state["strokes"] as? [Message])
        #expect(strokes.count == 1)
        #expect((state["ink"] as? Message)?["color"] as? String == "#204080", "the last stroke's ink carries on")
        #expect((state["canvas"] as? Message)?["height"] as? Double == 500)
        for message in Self.penStroke(x: 80, y: 160, t: 50) { socket.send(message) }
        let saved = try socket.receiveJSON(type: "saved")
        #expect(saved["strokes"] as? Int == 2 && saved["drawing"] as? String == id)
        let drawing = try Drawing(
            decodingJSON: [UInt8](Data(contentsOf: server.recordings.appendingPathComponent(id + ".drawing.json"))))
        #expect(drawing.strokes.count == 2)
        #expect(drawing.canvas == Size(width: 400, height: 500), "the canvas covers both windows")
        let recording = try EventRecording(
            decoding: Data(contentsOf: server.recordings.appendingPathComponent(id + ".events.json")))
        #expect(recording.events.count == 24)
        #expect(recording.events[12].t > recording.events[11].t, "the continued recording's times go on")
        #expect(recording.recorded(policy: .any).drawing.strokes.count == 2)
    }

    @Test(arguments: [
        ("drawing=../../etc/passwd", "is not a drawing id"),
        ("policy=stylus", "unknown input policy"),
    ])
    func aBadAddressIsAnsweredAndANewDrawingStarted(query: String, expected: String) throws {
        let server = try TestServer()
        let socket = try server.openSocket(query: query)
        let ready = try socket.receiveJSON()
        #expect(DrawingID(ready["drawing"] as? String ?? "") != nil)
        let error = try socket.receiveJSON()
        #expect((error["message"] as? String ?? "").contains(expected), "\(error)")
    }

    @Test(arguments: [
        (##"{"type": "ink", "ink": {"tool": "brush", "color": "#000", "width": 3}}"##, "unknown tool"),
        (##"{"type": "ink", "ink": {"tool": "pen", "color": "#000", "width": -1}}"##, "width"),
        (##"{"type": "ink", "ink": {"tool": "pen", "color": "nope", "width": 2}}"##, "not a color"),
        (##"{"type": "smoothing", "preset": "wobbly"}"##, "unknown smoothing preset"),
        (##"{"type": "policy", "policy": "nose"}"##, "unknown input policy"),
        (##"{"type": "hello", "canvas": {"width": 10, "height": 10}, "scale": 100}"##, "out of range"),
    ])
    func aBadSettingIsAnsweredAndTheSessionGoesOn(message: String, expected: String) throws {
        let server = try TestServer()
        let (error, socket) = try server.refusal(of: message)
        #expect(error["type"] as? String == "error")
        #expect((error["message"] as? String ?? "").contains(expected), "\(error)")
        socket.send(Self.hello)
        for message in Self.penStroke(x: 50, y: 60, t: 100) { socket.send(message) }
        #expect(try socket.receiveJSON(type: "saved")["strokes"] as? Int == 1)
    }

    @Test func anotherSmoothingPresetRedrawsEveryStrokeAndIsSaved() throws {
        let server = try TestServer()
        let socket = try server.openSocket()
        let id = try #require(try socket.receiveJSON()["drawing"] as? String)
        socket.send(Self.hello)
        _ = try socket.receiveJSON(type: "drawing")
        for message in Self.penStroke(x: 50, y: 60, t: 100) { socket.send(message) }
        _ = try socket.receiveJSON(type: "saved")
        socket.send(##"{"type": "ink", "ink": {"tool": "marker", "color": "#ffcc00", "width": 14}}"##)
        socket.send(##"{"type": "smoothing", "preset": "raw"}"##)
        let state = try socket.receiveJSON(type: "drawing")
        #expect(state["smoothing"] as? String == "raw")
        #expect((state["ink"] as? Message)?["opacity"] as? Double == InkTool.marker.opacity)
        _ = try socket.receiveJSON(type: "saved")
        let drawing = try Drawing(
            decodingJSON: [UInt8](Data(contentsOf: server.recordings.appendingPathComponent(id + ".drawing.json"))))
        #expect(drawing.inkOptions == .raw)
        let strokes = try #require(state["strokes"] as? [Message])
        #expect(strokes.count == 1)
        let expected = drawing.strokes[0].outline(options: .raw, resolution: 2).polygons.filter { $0.count >= 3 }
        #expect(Self.polygons(strokes[0]).map(\.count) == expected.map { $0.count * 2 })
    }
}

/// The paper grain the page lays pencil ink through is the renderer's.
@Suite struct GrainRouteTests {
    @Test func theGrainIsScribbleKitsTile() throws {
        let server = try TestServer()
        let response = try server.get("/api/grain")
        #expect(response.status == 200)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
        #expect(object["side"] as? Int == PaperGrain.side && object["tileSize"] as? Double == PaperGrain.tileSize)
        #expect((object["values"] as? [Int])?.map { UInt8($0) } == PaperGrain.values())
    }
}
