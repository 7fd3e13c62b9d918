import Foundation
import ScribbleJSON
import ScribbleKit
import ScribbleTestSupport
import Testing

@Suite("Event recordings")
struct EventRecordingTests {
    static let sample = """
        { "format": "scribble-events", "version": 1,
          "canvas": { "width": 800, "height": 600 },
          "events": [
            { "t": 0.000, "pointer": 1, "device": "pen", "phase": "down", "x": 120.5, "y": 80.25, "pressure": 0.42 },
            { "t": 0.008, "pointer": 1, "device": "pen", "phase": "move", "x": 121.0, "y": 80.9,  "pressure": 0.45 },
            { "t": 0.120, "pointer": 1, "device": "pen", "phase": "up",   "x": 160.0, "y": 95.0 } ] }
        """

    @Test func decodesTheDesignSample() throws {
        let recording = try EventRecording(decoding: Array(Self.sample.utf8))
        #expect(recording.canvas == Size(width: 800, height: 600))
        #expect(
            recording.events == [
                InputEvent(
                    pointer: 1, device: .pen, phase: .down, location: Point(x: 120.5, y: 80.25), t: 0, pressure: 0.42),
                InputEvent(
                    pointer: 1, device: .pen, phase: .move, location: Point(x: 121, y: 80.9), t: 0.008, pressure: 0.45),
                InputEvent(pointer: 1, device: .pen, phase: .up, location: Point(x: 160, y: 95), t: 0.12),
            ])
    }

    @Test func readsDataStringViewsAndArraysAlike() throws {
        let fromArray = try EventRecording(decoding: Array(Self.sample.utf8))
        let fromData = try EventRecording(decoding: Data(Self.sample.utf8))
        let fromView = try EventRecording(decoding: Self.sample.utf8)
        let fromSlice = try EventRecording(decoding: Array(("   " + Self.sample).utf8).dropFirst(3))
        #expect(fromData == fromArray)
        #expect(fromView == fromArray)
        #expect(fromSlice == fromArray)
    }

    @Test func readsEverySensorAndIgnoresUnknownKeys() throws {
        let json = eventsDocument(
            """
            {"t": 1.5, "pointer": 7, "device": "finger", "phase": "move", "x": -3, "y": 4e2, "pressure": 1,
             "altitude": 0.5, "azimuth": -1.25, "radius": 12, "tilt": {"x": [1, 2, {"deep": null}]}, "hover": false}
            """)
        let recording = try EventRecording(decoding: Array(json.utf8))
        #expect(
            recording.events == [
                InputEvent(
                    pointer: 7, device: .finger, phase: .move, location: Point(x: -3, y: 400), t: 1.5,
                    pressure: 1, altitude: 0.5, azimuth: -1.25, contactRadius: 12)
            ])
    }

    @Test func nullSensorsAreAbsent() throws {
        let json = eventsDocument(
            """
            {"t": 0, "pointer": 1, "device": "mouse", "phase": "down", "x": 1, "y": 2,
             "pressure": null, "altitude": null, "azimuth": null, "radius": null}
            """)
        let event = try #require(try EventRecording(decoding: Array(json.utf8)).events.first)
        #expect(event.pressure == nil && event.altitude == nil && event.azimuth == nil && event.contactRadius == nil)
    }

    @Test func keysMayComeInAnyOrder() throws {
        let json = """
            {"events": [{"y": 2, "x": 1, "phase": "up", "device": "pen", "pointer": 3, "t": 9}],
             "canvas": {"height": 20, "width": 10}, "version": 1, "format": "scribble-events"}
            """
        let recording = try EventRecording(decoding: Array(json.utf8))
        #expect(
            recording
                == EventRecording(
                    canvas: Size(width: 10, height: 20),
                    events: [InputEvent(pointer: 3, device: .pen, phase: .up, location: Point(x: 1, y: 2), t: 9)]))
    }

    @Test func writesOneEventALineInTheDesignFormat() {
        let recording = EventRecording(
            canvas: Size(width: 800, height: 600),
            events: [
                InputEvent(
                    pointer: 1, device: .pen, phase: .down, location: Point(x: 120.5, y: 80.25), t: 0, pressure: 0.42),
                InputEvent(
                    pointer: 1, device: .pen, phase: .move, location: Point(x: 121, y: 80.9), t: 0.008, pressure: 0.45,
                    altitude: 1.2, azimuth: -0.5),
                InputEvent(
                    pointer: 2, device: .finger, phase: .up, location: Point(x: -0.0, y: 1e-7), t: 0.12,
                    contactRadius: 8.5),
            ])
        let expected = """
            { "format": "scribble-events", "version": 1,
              "canvas": { "width": 800, "height": 600 },
              "events": [
                { "t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": 120.5, "y": 80.25, "pressure": 0.42 },
                { "t": 0.008, "pointer": 1, "device": "pen", "phase": "move", "x": 121, "y": 80.9, "pressure": 0.45, "altitude": 1.2, "azimuth": -0.5 },
                { "t": 0.12, "pointer": 2, "device": "finger", "phase": "up", "x": -0, "y": 1e-07, "radius": 8.5 } ] }

            """
        #expect(String(decoding: recording.encoded(), as: UTF8.self) == expected)
    }

    @Test func writesAnEmptyRecording() throws {
        let recording = EventRecording(canvas: Size(width: 1, height: 2.5))
        let text = String(decoding: recording.encoded(), as: UTF8.self)
        #expect(
            text
                == "{ \"format\": \"scribble-events\", \"version\": 1,\n  \"canvas\": { \"width\": 1, \"height\": 2.5 },\n  \"events\": [] }\n"
        )
        #expect(try EventRecording(decoding: recording.encoded()) == recording)
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func roundTripsBitForBit(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let devices = InputDevice.allCases
        let phases = InputPhase.allCases
        let events = (0..<500).map { _ in
            InputEvent(
                pointer: Int.random(in: -5...1_000_000, using: &random),
                device: devices.randomElement(using: &random) ?? .pen,
                phase: phases.randomElement(using: &random) ?? .move,
                location: Point(x: random.drawingDouble(within: 1e7), y: random.drawingDouble(within: 1e7)),
                t: random.anyDouble(within: .greatestFiniteMagnitude),
                pressure: Bool.random(using: &random) ? abs(random.drawingDouble(within: 1)) : nil,
                altitude: Bool.random(using: &random) ? random.anyDouble(within: .greatestFiniteMagnitude) : nil,
                azimuth: Bool.random(using: &random) ? random.drawingDouble(within: 7) : nil,
                contactRadius: Bool.random(using: &random) ? abs(random.drawingDouble(within: 1e7)) : nil)
        }
        let recording = EventRecording(canvas: Size(width: 1e7, height: .leastNonzeroMagnitude), events: events)
        let decoded = try EventRecording(decoding: recording.encoded())
        #expect(decoded == recording)
        #expect(decoded.canvas.height.bitPattern == recording.canvas.height.bitPattern)
        #expect(zip(decoded.events, recording.events).allSatisfy { sameBits($0, $1) })
    }

    @Test func specialValuesRoundTripBitForBit() throws {
        let values: [Double] = [
            -0.0, 0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 2.2250738585072014e-308, 1.7976931348623157e308,
            -1.7976931348623157e308, 0.1, 1e-7, 123456789.123456789, 9_007_199_254_740_994, 1e15, 1e16, -1e22, 1e23,
        ]
        let events = values.enumerated().map { index, value in
            InputEvent(
                pointer: index, device: .pen, phase: .move, location: Point(x: -0.0, y: 1e7), t: value, altitude: value)
        }
        let recording = EventRecording(canvas: Size(width: 1, height: 1), events: events)
        let decoded = try EventRecording(decoding: recording.encoded())
        #expect(zip(decoded.events, recording.events).allSatisfy { sameBits($0, $1) })
    }
}

@Suite("Replaying recordings under a policy")
struct RecordingPolicyTests {
    /// A pen stroke, a finger stroke, a mouse stroke and a second pen stroke, the first two at once.
    static let mixed = eventsDocument(
        """
        {"t": 0.00, "pointer": 1, "device": "pen", "phase": "down", "x": 10, "y": 10, "pressure": 0.5},
        {"t": 0.01, "pointer": 2, "device": "finger", "phase": "down", "x": 50, "y": 50},
        {"t": 0.02, "pointer": 1, "device": "pen", "phase": "move", "x": 20, "y": 12, "pressure": 0.6},
        {"t": 0.03, "pointer": 2, "device": "finger", "phase": "move", "x": 60, "y": 55},
        {"t": 0.04, "pointer": 1, "device": "pen", "phase": "up", "x": 30, "y": 14},
        {"t": 0.05, "pointer": 2, "device": "finger", "phase": "up", "x": 70, "y": 60},
        {"t": 0.10, "pointer": 3, "device": "mouse", "phase": "down", "x": 100, "y": 100},
        {"t": 0.11, "pointer": 3, "device": "mouse", "phase": "move", "x": 110, "y": 100},
        {"t": 0.12, "pointer": 3, "device": "mouse", "phase": "up", "x": 120, "y": 100},
        {"t": 0.20, "pointer": 4, "device": "pen", "phase": "down", "x": 5, "y": 5},
        {"t": 0.21, "pointer": 4, "device": "pen", "phase": "move", "x": 6, "y": 9}
        """)

    @Test func penPolicyKeepsOnlyPenStrokes() throws {
        let recorder = try EventRecording(decoding: Array(Self.mixed.utf8)).recorded(policy: .pen)
        #expect(recorder.strokes.map(\.device) == [.pen, .pen])
        #expect(recorder.strokes.first?.points.first?.location == Point(x: 10, y: 10))
        #expect(recorder.rejections.map(\.device) == [.finger, .mouse])
        #expect(recorder.rejections.map(\.eventCount) == [3, 3])
        // The second pen stroke was never lifted: kept, and reported.
        #expect(recorder.anomalies.map(\.kind) == [.neverLifted])
        #expect(recorder.eventCount == 11)
    }

    @Test func fingerPolicyKeepsFingersAndMice() throws {
        let recorder = try EventRecording(decoding: Array(Self.mixed.utf8)).recorded(policy: .finger)
        #expect(recorder.strokes.map(\.device) == [.finger, .mouse])
        #expect(recorder.rejections.map(\.device) == [.pen, .pen])
        #expect(recorder.rejections.map(\.pointer) == [1, 4])
        #expect(recorder.anomalies.isEmpty)
    }

    @Test func anyPolicyKeepsEverythingButAPalmWithTheGivenInk() throws {
        let ink = Ink(tool: .marker, color: .white, width: 9)
        let recorder = try EventRecording(decoding: Array(Self.mixed.utf8)).recorded(policy: .any, ink: ink)
        // The finger touched down while the pen was drawing: a resting hand, rejected.
        #expect(recorder.strokes.map(\.device) == [.pen, .mouse, .pen])
        #expect(recorder.strokes.allSatisfy { $0.ink == ink })
        #expect(recorder.rejections.map(\.cause) == [.penInUse])
        #expect(recorder.rejections.map(\.pointer) == [2])
    }
}
