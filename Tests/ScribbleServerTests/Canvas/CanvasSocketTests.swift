import Foundation
import ScribbleHTTP
import ScribbleJSON
import ScribbleKit
import ScribbleServer
import Testing

/// The drawing page's WebSocket, spoken to frame by frame: what it records, what it refuses.
@Suite struct CanvasSocketTests {
    static func pointer(_ phase: String, _ samples: [String]) -> String {
        #"{"type": "pointer", "phase": "\#(phase)", "samples": [\#(samples.joined(separator: ","))]}"#
    }

    static func sample(_ id: Int, _ type: String, _ x: Double, _ y: Double, t: Double, extra: String = "") -> String {
        #"{"pointer": \#(id), "type": "\#(type)", "x": \#(x), "y": \#(y), "t": \#(t)\#(extra)}"#
    }

    @Test func samplesAreRecordedAndSavedAfterEachStroke() throws {
        let server = try TestServer()
        let socket = try server.openSocket()
        let ready = try socket.receiveJSON()
        #expect(ready["type"] as? String == "ready")
        let name = try #require(ready["recording"] as? String)
        #expect(name.hasSuffix(".events.json"))
        socket.send(#"{"type": "hello", "canvas": {"width": 640, "height": 480}, "policy": "pen"}"#)
        socket.send(
            Self.pointer(
                "down",
                [Self.sample(3, "pen", 10.25, 20.5, t: 1000, extra: #", "pressure": 0.25, "tiltX": 30, "tiltY": 0"#)]))
        socket.send(
            Self.pointer(
                "move",
                [
                    Self.sample(3, "pen", 11, 21, t: 1004, extra: #", "pressure": 0.5, "tiltX": 0, "tiltY": -45"#),
                    Self.sample(
                        3, "pen", 12, 22, t: 1008, extra: #", "pressure": 0.75, "twist": 90, "width": 1, "height": 1"#),
                ]
            ).replacingOccurrences(
                of: "}]}", with: #"}], "predicted": [{"pointer": 3, "type": "pen", "x": 99, "y": 99, "t": 1012}]}"#))
        socket.send(Self.pointer("up", [Self.sample(3, "pen", 13, 23, t: 1016)]))
        let saved = try socket.receiveJSON(type: "saved")
        #expect(saved["type"] as? String == "saved")
        #expect(saved["events"] as? Int == 4)

        let recording = try EventRecording(decoding: Data(contentsOf: server.recordings.appendingPathComponent(name)))
        #expect(recording.canvas == Size(width: 640, height: 480))
        #expect(recording.events.map(\.phase) == [.down, .move, .move, .up])
        #expect(recording.events.allSatisfy { $0.device == .pen && $0.pointer == 3 })
        #expect(
            recording.events.map(\.location) == [
                Point(x: 10.25, y: 20.5), Point(x: 11, y: 21), Point(x: 12, y: 22), Point(x: 13, y: 23),
            ])
        #expect(recording.events.map(\.t) == [0, 0.004, 0.008, 0.016])
        #expect(recording.events.map(\.pressure) == [0.25, 0.5, 0.75, nil])
        // tiltX 30° leans toward +x: azimuth 0, altitude 60°; tiltY −45° leans toward −y.
        #expect(abs((recording.events[0].altitude ?? 0) - .pi / 3) < 1e-12)
        #expect(recording.events[0].azimuth == 0)
        #expect(abs((recording.events[1].altitude ?? 0) - .pi / 4) < 1e-12)
        #expect(abs((recording.events[1].azimuth ?? 0) - 3 * .pi / 2) < 1e-12)
        #expect(recording.events[3].altitude == nil)
        #expect(try socket.close().closeCode == 1000)
    }

    /// A page's heartbeat is answered at once and leaves nothing in the store.
    @Test func aPingIsAnsweredAndRecordsNothing() throws {
        let server = try TestServer()
        let socket = try server.openSocket()
        #expect(try socket.receiveJSON()["type"] as? String == "ready")
        socket.send(#"{"type": "ping"}"#)
        #expect(try socket.receiveJSON()["type"] as? String == "pong", "answered before any hello")
        socket.send(#"{"type": "hello", "canvas": {"width": 640, "height": 480}}"#)
        _ = try socket.receiveJSON(type: "drawing")
        socket.send(#"{"type": "ping"}"#)
        #expect(try socket.receiveJSON(type: "pong")["type"] as? String == "pong")
        _ = try socket.close()
        #expect(server.recordingNames().isEmpty, "pings are not drawing: nothing is written")
    }

    @Test func touchAndMouseKeepTheirDevicesAndATouchItsSize() throws {
        let server = try TestServer()
        let socket = try server.openSocket()
        let name = try #require(try socket.receiveJSON()["recording"] as? String)
        socket.send(#"{"type": "hello", "canvas": {"width": 100, "height": 100}}"#)
        socket.send(
            Self.pointer(
                "down", [Self.sample(9, "touch", 1, 2, t: 50, extra: #", "width": 30, "height": 20, "pressure": 1"#)]))
        socket.send(Self.pointer("up", [Self.sample(9, "touch", 1, 3, t: 60)]))
        _ = try socket.receiveJSON(type: "saved")
        socket.send(
            Self.pointer(
                "down", [Self.sample(1, "mouse", 5, 5, t: 70, extra: #", "pressure": 0.5, "tiltX": 0, "tiltY": 0"#)]))
        socket.send(Self.pointer("up", [Self.sample(1, "mouse", 6, 6, t: 80)]))
        _ = try socket.receiveJSON(type: "saved")
        let recording = try EventRecording(decoding: Data(contentsOf: server.recordings.appendingPathComponent(name)))
        #expect(recording.events.map(\.device) == [.finger, .finger, .mouse, .mouse])
        #expect(recording.events[0].contactRadius == 15)
        #expect(recording.events[2].altitude == nil)
    }

    @Test func aPageThatVanishesMidStrokeLeavesItCancelled() throws {
        let server = try TestServer()
        var name = ""
        do {
            let socket = try server.openSocket()
            name = try #require(try socket.receiveJSON()["recording"] as? String)
            socket.send(#"{"type": "hello", "canvas": {"width": 100, "height": 100}}"#)
            // A stroke drawn first: until something is drawn, nothing is written.
            socket.send(Self.pointer("down", [Self.sample(1, "pen", 10, 10, t: 0)]))
            socket.send(Self.pointer("up", [Self.sample(1, "pen", 20, 20, t: 5)]))
            _ = try socket.receiveJSON(type: "saved")
            socket.send(Self.pointer("down", [Self.sample(2, "pen", 1, 1, t: 10)]))
            socket.send(Self.pointer("move", [Self.sample(2, "pen", 2, 2, t: 15)]))
            // Each contact's ink comes back as it is handled: once both are in, the server has
            // the move (a socket closed with replies unread may be reset, losing what it sent).
            _ = try socket.receiveJSON(type: "stroke")
            _ = try socket.receiveJSON(type: "stroke")
            // The socket is dropped without a close frame.
        }
        let file = server.recordings.appendingPathComponent(name)
        let deadline = Date().addingTimeInterval(5)
        var recording = try EventRecording(decoding: Data(contentsOf: file))
        while recording.events.count < 5, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            recording = try EventRecording(decoding: Data(contentsOf: file))
        }
        #expect(recording.events.map(\.phase) == [.down, .up, .down, .move, .cancel])
        #expect(recording.session(policy: .any).drawing.strokes.count == 1)
    }

    @Test(arguments: [
        ("nonsense", "expected an object"),
        (#"{"type": "draw"}"#, "unknown message type"),
        (
            #"{"type": "pointer", "phase": "down", "samples": [{"pointer": 1, "type": "pen", "x": 1, "y": 1, "t": 0, "pressure": 7}]}"#,
            "out of range"
        ),
        (
            #"{"type": "pointer", "phase": "down", "samples": [{"pointer": 1, "type": "stylus", "x": 1, "y": 1, "t": 0}]}"#,
            "unknown pointer type"
        ),
        (#"{"type": "pointer", "phase": "down", "samples": [{"pointer": 1, "type": "pen", "y": 1, "t": 0}]}"#, "\"x\""),
        (
            #"{"type": "pointer", "phase": "down", "samples": [{"pointer": 1, "type": "pen", "x": 1e999, "y": 1, "t": 0}]}"#,
            "1e999"
        ),
        (
            #"{"type": "pointer", "phase": "down", "samples": [{"pointer": 1, "type": "pen", "x": 1, "y": 1, "t": 0}]}"#,
            "hello"
        ),
    ])
    func aBadMessageIsAnsweredWithAnErrorAndTheSessionGoesOn(message: String, expected: String) throws {
        let server = try TestServer()
        let (error, socket) = try server.refusal(of: message)
        #expect(error["type"] as? String == "error")
        #expect((error["message"] as? String ?? "").contains(expected), "\(error)")
        socket.send(#"{"type": "hello", "canvas": {"width": 10, "height": 10}}"#)
        socket.send(Self.pointer("down", [Self.sample(1, "pen", 1, 1, t: 0)]))
        socket.send(Self.pointer("up", [Self.sample(1, "pen", 2, 2, t: 1)]))
        #expect(try socket.receiveJSON(type: "saved")["type"] as? String == "saved")
    }

    @Test func anOversizedMessageIsRefusedNamingTheLimit() throws {
        var limits = ServerLimits()
        limits.maximumMessageBytes = 1000
        let server = try TestServer(limits: limits)
        let socket = try server.openSocket()
        _ = try socket.receiveJSON()
        socket.send(String(repeating: " ", count: 1500))
        let error = try socket.receiveJSON()
        #expect(error["limit"] as? String == "maximumMessageBytes")
        #expect((error["message"] as? String ?? "").contains("1000"))
        let close = try socket.receive()
        #expect(close.closeCode == 1009)
    }

    @Test func theUpgradeNeedsTheTokenAndTheServersOwnOrigin() throws {
        let server = try TestServer()
        for (target, origin) in [
            ("/socket", server.origin), ("/socket?token=ffffffffffffffffffffffffffffffff", server.origin),
            ("/socket?token=\(server.token)", "http://evil.example"), ("/socket?token=\(server.token)", nil),
        ] {
            #expect(throws: RawWebSocket.Refused.self, "\(target) from \(origin ?? "no origin")") {
                _ = try RawWebSocket(port: server.port, target: target, origin: origin)
            }
        }
        #expect(server.recordingNames().isEmpty)
    }

    @Test func openConnectionsAreLimited() throws {
        var limits = ServerLimits()
        limits.maximumConnections = 2
        let server = try TestServer(limits: limits)
        let first = try server.openSocket()
        let second = try server.openSocket()
        _ = (try first.receiveJSON(), try second.receiveJSON())
        do {
            _ = try server.openSocket()
            Issue.record("a third WebSocket was let in")
        } catch let refused as RawWebSocket.Refused {
            #expect(refused.response.status == 503)
            #expect(refused.response.text.contains("maximumConnections"))
        }
        _ = try first.close()
        let deadline = Date().addingTimeInterval(5)
        var reopened: RawWebSocket?
        while reopened == nil, Date() < deadline {
            reopened = try? server.openSocket()
            if reopened == nil { Thread.sleep(forTimeInterval: 0.02) }
        }
        #expect(reopened != nil)
    }

    @Test func stoppingClosesSessionsAndSavesWhatTheyHold() throws {
        let server = try TestServer()
        let socket = try server.openSocket()
        let name = try #require(try socket.receiveJSON()["recording"] as? String)
        socket.send(#"{"type": "hello", "canvas": {"width": 100, "height": 100}}"#)
        socket.send(Self.pointer("down", [Self.sample(3, "pen", 10, 10, t: 0)]))
        socket.send(Self.pointer("up", [Self.sample(3, "pen", 20, 20, t: 5)]))
        _ = try socket.receiveJSON(type: "saved")
        socket.send(Self.pointer("down", [Self.sample(4, "pen", 1, 1, t: 10)]))
        socket.send("?")
        // So the messages before it have been handled.
        #expect(try socket.receiveJSON(type: "error")["type"] as? String == "error")
        let local = server.server
        let stopper = Thread { local.stop() }
        stopper.start()
        let close = try socket.receive()
        #expect(close.closeCode == 1001)
        socket.send(opcode: 8, [0x03, 0xE9])
        server.server.waitUntilStopped()
        let recording = try EventRecording(decoding: Data(contentsOf: server.recordings.appendingPathComponent(name)))
        #expect(recording.events.map(\.phase) == [.down, .up, .down, .cancel])
        #expect(throws: (any Error).self) { _ = try RawHTTP.request(port: server.port, target: "/") }
    }
}
