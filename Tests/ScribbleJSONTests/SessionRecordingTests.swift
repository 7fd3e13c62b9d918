import ScribbleJSON
import ScribbleKit
import ScribbleSyntax
import ScribbleTestSupport
import Testing

@Suite struct SessionRecordingTests {
    /// A version 2 document of these entries, one a line after the header line.
    static func sessionDocument(_ entries: String...) -> String {
        "{\"format\": \"scribble-events\", \"version\": 2, \"canvas\": {\"width\": 100, \"height\": 100}, \"events\": [\n"
            + entries.joined(separator: ",\n") + "]}"
    }

    static func message(_ json: String) -> String? {
        do {
            _ = try EventRecording(decoding: Array(json.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func aSessionWrittenAndReadBackReplaysToTheDrawingItEndedWith(seed: UInt64) throws {
        let live = SessionScripts.random(seed: seed)
        let recording = EventRecording(live)
        #expect(recording.version == 2)
        let bytes = recording.encoded()
        let read = try EventRecording(decoding: bytes, file: "session.events.json")
        #expect(read == recording)
        #expect(read.encoded() == bytes)
        #expect(sameBits(read.session(policy: .any).drawing, live.drawing))
    }

    @Test func theSampleIsWrittenOneEntryALineWithItsToolsAndCommands() throws {
        let text = String(decoding: EventRecording(SessionScripts.sample()).encoded(), as: UTF8.self)
        #expect(text.hasPrefix(##"{ "format": "scribble-events", "version": 2,"##))
        #expect(
            text.contains(##"{ "t": 0, "tool": "ink", "ink": { "tool": "pen", "color": "#1c1c1e", "width": 8 } }"##))
        #expect(text.contains(##""tool": "area-eraser", "width": 24 }"##))
        #expect(text.contains(##""tool": "lasso", "coverage": 0.5 }"##))
        #expect(text.contains(##""command": "move", "dx": 180, "dy": -20 }"##))
        #expect(text.contains(##""tool": "stroke-eraser", "width": 8 }"##))
        let lines = text.split(separator: "\n")
        #expect(
            lines.filter { $0.contains(##""phase""##) }.count == EventRecording(SessionScripts.sample()).events.count)
    }

    @Test func versionOneStillReadsAndIsStillWritten() throws {
        let v1 =
            ##"{"format": "scribble-events", "version": 1, "canvas": {"width": 10, "height": 10}, "events": [{"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": 1, "tool": "lasso"}, {"t": 0.1, "pointer": 1, "device": "pen", "phase": "up", "x": 5, "y": 5}]}"##
        let recording = try EventRecording(decoding: Array(v1.utf8))
        #expect(recording.events.count == 2 && recording.actions.isEmpty && !recording.isSession)
        #expect(
            String(decoding: recording.encoded(), as: UTF8.self).hasPrefix(
                ##"{ "format": "scribble-events", "version": 1,"##))
        #expect(recording.session(policy: .any).drawing == recording.recorded(policy: .any).drawing)
    }

    @Test func entriesWithDefaultsRead() throws {
        let json = Self.sessionDocument(
            ##"{"t": 0, "tool": "ink"}"##, ##"{"t": 1, "tool": "area-eraser"}"##, ##"{"t": 2, "tool": "lasso"}"##,
            ##"{"t": 3, "command": "copy"}"##, ##"{"t": 4, "command": "rotate", "degrees": -90}"##,
            ##"{"t": 5, "command": "recolor", "color": "red"}"##, ##"{"t": 6, "command": "scale", "factor": 0.5}"##)
        let recording = try EventRecording(decoding: Array(json.utf8))
        #expect(
            recording.entries == [
                .tool(.ink(.default), t: 0), .tool(.eraser(Eraser(.area, width: 8)), t: 1),
                .tool(.lasso(coverage: 0.5), t: 2),
                .command(.edit(.copy(offset: .zero)), t: 3), .command(.edit(.rotate(degrees: -90)), t: 4),
                .command(.edit(.recolor(Color(red: 1, green: 0, blue: 0))), t: 5), .command(.edit(.scale(0.5)), t: 6),
            ])
    }

    @Test(arguments: [
        (
            ##"{"t": 0, "tool": "lasso", "phase": "down", "pointer": 1, "device": "pen", "x": 1, "y": 1}"##,
            ##"2:1: events[0]: an entry is an event ("phase"), a choice of tool ("tool"), a command ("command") or a setting ("policy", "ink-options"), not several; this one has "phase" and "tool""##
        ),
        (
            ##"{"t": 0}"##,
            ##"2:1: events[0]: an entry needs "phase" (an event), "tool" (a choice of tool), "command", "policy" or "ink-options""##
        ),
        (
            ##"{"t": 0, "tool": "pencil"}"##,
            ##"2:18: events[0].tool: unknown tool "pencil"; known tools: ink, stroke-eraser, area-eraser, lasso"##
        ),
        (##"{"t": 0, "command": "move", "dx": 3}"##, ##"2:1: events[0]: missing key "dy""##),
        (
            ##"{"t": 0, "command": "scale", "factor": 0}"##,
            ##"2:40: events[0].factor: factor must be within ±1/10000…10000 and not 0, found 0"##
        ),
        (
            ##"{"t": 0, "tool": "area-eraser", "width": -1}"##,
            ##"2:42: events[0].width: width must be positive and at most 10000, found -1"##
        ),
        (
            ##"{"t": 0, "tool": "lasso", "coverage": 2}"##,
            ##"2:39: events[0].coverage: coverage must be within 0…1, found 2"##
        ),
        (##"{"tool": "lasso"}"##, ##"2:1: events[0]: missing key "t""##),
        (
            ##"{"t": 0, "command": "recolor", "color": "nope"}"##,
            ##"2:41: events[0].color: "nope" is not a color; use #rgb, #rgba, #rrggbb, #rrggbbaa or a name such as black"##
        ),
        (
            ##"{"t": 0, "policy": "stylus"}"##,
            ##"2:20: events[0].policy: unknown input policy "stylus"; known input policies: pen, finger, any, auto"##
        ),
        (
            ##"{"t": 0, "policy": "pen", "command": "undo"}"##,
            ##"2:1: events[0]: an entry is an event ("phase"), a choice of tool ("tool"), a command ("command") or a setting ("policy", "ink-options"), not several; this one has "command" and "policy""##
        ),
        (
            ##"{"t": 0, "command": "jump"}"##,
            ##"2:21: events[0].command: unknown command "jump"; known commands: move, scale, rotate, recolor, delete, copy, undo, redo, snap, place"##
        ),
        (##"{"t": 0, "command": "snap"}"##, ##"2:1: events[0]: missing key "stroke""##),
        (
            ##"{"t": 0, "command": "snap", "stroke": -1}"##,
            ##"2:39: events[0].stroke: stroke must be a stroke's index, 0 or more, found -1"##
        ),
    ])
    func badEntriesAreRefusedWithTheirPlace(entry: String, expected: String) {
        #expect(Self.message(Self.sessionDocument(entry)) == expected)
    }

    /// A pen stroke from (x, 20) to (x, 80) by `pointer`, beginning at `t`.
    static func stroke(x: Double, device: InputDevice = .pen, pointer: Int = 1, t: Double) -> [InputEvent] {
        (0...6).map { step in
            let phase: InputPhase = step == 0 ? .down : step == 6 ? .up : .move
            return InputEvent(
                pointer: pointer, device: device, phase: phase,
                location: Point(x: x + Double(step % 2), y: 20 + Double(step) * 10),
                t: t + Double(step) * 0.01, pressure: 0.5)
        }
    }

    @Test func settingsChangedMidSessionAreKeptAndReplayed() throws {
        let session = DrawingSession(canvas: Size(width: 100, height: 100), policy: .any)
        for event in Self.stroke(x: 10, device: .finger, t: 0) { session.handle(event) }
        session.change(.policy(.pen), at: 1)
        // Turned away now.
        for event in Self.stroke(x: 30, device: .finger, pointer: 2, t: 1.1) { session.handle(event) }
        session.change(.inkOptions(.raw), at: 2)
        for event in Self.stroke(x: 50, t: 2.1) { session.handle(event) }
        #expect(session.drawing.strokes.count == 2)
        #expect(session.drawing.inkOptions == .raw)

        let recording = EventRecording(session)
        #expect(recording.inkOptions == nil, "the header keeps the options the session began with")
        let bytes = recording.encoded()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(##"{ "t": 1, "policy": "pen" }"##))
        #expect(text.contains(##"{ "t": 2, "ink-options": {"##))
        let read = try EventRecording(decoding: bytes)
        #expect(read == recording)
        let replayed = read.session(policy: .any).drawing
        #expect(sameBits(replayed, session.drawing))
        #expect(replayed.inkOptions == .raw)
    }

    @Test func inkOptionsSetBackToTheDefaultsAreWrittenAsNull() throws {
        let session = DrawingSession(canvas: Size(width: 100, height: 100), options: .raw)
        session.change(.inkOptions(nil), at: 1)
        let recording = EventRecording(session)
        #expect(recording.inkOptions == .raw)
        let text = String(decoding: recording.encoded(), as: UTF8.self)
        #expect(text.contains(##"{ "t": 1, "ink-options": null }"##))
        #expect(try EventRecording(decoding: recording.encoded()).session(policy: .any).drawing.inkOptions == nil)
    }

    @Test func toolsAndTimesOutOfRangeAreKeptSoThatTheRecordingReadsBack() throws {
        let session = DrawingSession(canvas: Size(width: 100, height: 100), tool: .eraser(Eraser(.area, width: 0)))
        session.setTool(.lasso(coverage: 2), at: 1)
        session.setTool(.ink(Ink(tool: .pen, color: .black, width: .nan)), at: .nan)
        session.setTool(.eraser(Eraser(.stroke, width: 1e9)), at: 2)
        try session.perform(.undo, at: .infinity)
        let recording = EventRecording(session)
        let read = try EventRecording(decoding: recording.encoded())
        #expect(read == recording)
        #expect(
            read.entries == [
                .tool(.eraser(Eraser(.area, width: SessionTool.minimumWidth)), t: 0), .tool(.lasso(coverage: 1), t: 1),
                .tool(.ink(Ink(tool: .pen, color: .black, width: Ink.default.width)), t: 1),
                .tool(.eraser(Eraser(.stroke, width: ModelLimits.maximumInkWidth)), t: 2), .command(.undo, t: 2),
            ])
    }

    @Test func aSnapIsWrittenWithItsStrokeAndReadBack() throws {
        let session = DrawingSession(canvas: Size(width: 100, height: 100))
        for event in Self.stroke(x: 10, t: 0) { session.handle(event) }
        try session.perform(.snapShape(stroke: 0), at: 0.5)
        let recording = EventRecording(session)
        let text = String(decoding: recording.encoded(), as: UTF8.self)
        #expect(text.contains(##"{ "t": 0.5, "command": "snap", "stroke": 0 }"##))
        let read = try EventRecording(decoding: recording.encoded())
        #expect(read == recording)
        #expect(sameBits(read.session(policy: .any).drawing, session.drawing))
    }

    @Test func versionsBeyondTwoAreRefused() {
        #expect(
            Self.message(
                ##"{"format": "scribble-events", "version": 3, "canvas": {"width": 1, "height": 1}, "events": []}"##)
                == "1:42: version: version 3 is not supported; this reader knows versions 1 to 2")
        #expect(
            Self.message(
                ##"{"format": "scribble-events", "version": 2, "canvas": {"width": 1, "height": 1}, "events": []}"##)
                == nil)
    }
}
