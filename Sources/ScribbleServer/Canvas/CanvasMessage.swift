import ScribbleJSON
import ScribbleKit
import ScribbleSyntax

/// A message from the drawing page, one JSON object of a `type` (see docs/server.md).
public enum CanvasMessage: Equatable, Sendable {
    /// The page opened: the canvas's size in CSS pixels (canvas units), its device pixels per canvas
    /// unit (the screen's devicePixelRatio times the page's zoom: the resolution the ink is outlined
    /// for), and the input policy, ink and smoothing preset chosen on the page, each when given.
    case hello(canvas: Size, scale: Double?, policy: InputPolicy?, ink: Ink?, smoothing: String?)
    /// The window, and so the canvas, changed size, or the page's view its zoom, or the window moved
    /// to a screen of another scale: `scale` is the device pixels per canvas unit now.
    case resize(canvas: Size, scale: Double?)
    /// The ink new strokes are drawn with changed (tool, colour, width).
    case ink(Ink)
    /// The smoothing preset (one of ``ScribbleKit/InkOptions/presetNames``) changed; it is the
    /// drawing's, so every stroke is drawn with it.
    case smoothing(preset: String)
    /// The input policy changed.
    case policy(InputPolicy)
    /// Pointer Event samples of one phase: a `pointerdown` (one sample), a `pointermove` with its
    /// coalesced events (in order), a `pointerup` or `pointercancel`; `predicted` are the
    /// browser's guesses of what comes next, which never become part of a stroke. `seq`, when the
    /// page numbers its messages, comes back on the `stroke` replies the message caused, so that a
    /// page (or a benchmark) can time each round trip.
    case pointer(phase: InputPhase, samples: [PointerSample], predicted: [PointerSample], seq: Int?)
    /// The tool of contacts begun from now on changed; `t` is the page's time stamp (ms, the
    /// clock of the samples' `t`), when it sent one.
    case tool(CanvasTool, t: Double?)
    /// Undo the latest step (a stroke, an eraser's contact, an edit).
    case undo(t: Double?)
    /// Redo the step undone last.
    case redo(t: Double?)
    /// Edit the selected strokes: move, scale or rotate them (about the centre of their ink),
    /// recolour, delete or copy them.
    case selection(SelectionEdit, t: Double?)
    /// Is the server still there? It answers `pong` at once; a page that hears nothing back
    /// within a few seconds takes the connection for lost (a network gone quiet closes nothing).
    case ping

    /// The most samples one message may hold.
    public static let maximumSamples = 10_000

    /// Reads a message.
    /// - Throws: ``FormatError`` with the place and what is wrong: bad JSON, an unknown type, a
    ///   missing key, a value out of range.
    public init(decoding text: String) throws(FormatError) {
        let reader = JSONReader(Array(text.utf8), file: "message")
        let start = try reader.beginObject()
        var type: MessageType?
        var canvas: Size?
        var policy: InputPolicy?
        var phase: InputPhase?
        var scale: Double?
        var ink: Ink?
        var smoothing: String?
        var samples: [PointerSample]?
        var predicted: [PointerSample] = []
        var tool: ToolName?
        var width: Double?
        var t: Double?
        var edit: EditName?
        var seq: Int?
        var dx: Double?
        var dy: Double?
        var factor: Double?
        var degrees: Double?
        var color: Color?
        while let key = try reader.nextKey(in: Self.keys) {
            switch key {
            case .type: type = try reader.readName(in: Self.types, noun: "message type")
            case .canvas: canvas = try Self.readCanvas(reader)
            case .policy:
                policy = reader.readNullIfPresent() ? nil : try reader.readName(in: Self.policies, noun: "input policy")
            case .scale: scale = reader.readNullIfPresent() ? nil : try Self.number(reader, within: Self.scales)
            case .ink: ink = try Self.readInk(reader)
            case .smoothing, .preset: smoothing = try Self.readPreset(reader)
            case .phase: phase = try reader.readName(in: Self.phases, noun: "phase")
            case .samples: samples = try Self.readSamples(reader)
            case .predicted: predicted = try Self.readSamples(reader)
            case .tool: tool = try reader.readName(in: Self.toolNames, noun: "tool")
            case .width: width = try Self.number(reader, within: Self.eraserWidths)
            case .t: t = try Self.number(reader, within: 0...1e15)
            case .edit: edit = try reader.readName(in: Self.editNames, noun: "selection edit")
            case .dx:
                dx = try Self.number(reader, within: -ModelLimits.maximumCoordinate...ModelLimits.maximumCoordinate)
            case .dy:
                dy = try Self.number(reader, within: -ModelLimits.maximumCoordinate...ModelLimits.maximumCoordinate)
            case .factor: factor = try Self.number(reader, within: Self.factors)
            case .degrees: degrees = try Self.number(reader, within: -36_000...36_000)
            case .color: color = try reader.readColor()
            case .seq: seq = try reader.readInteger()
            }
        }
        try reader.finish()
        guard let type else { throw reader.missingKeys(["type"], inObjectAt: start) }
        switch type {
        case .hello, .resize:
            guard let canvas else { throw reader.missingKeys(["canvas"], inObjectAt: start) }
            self =
                type == .hello
                ? .hello(canvas: canvas, scale: scale, policy: policy, ink: ink, smoothing: smoothing)
                : .resize(canvas: canvas, scale: scale)
        case .ink:
            guard let ink else { throw reader.missingKeys(["ink"], inObjectAt: start) }
            self = .ink(ink)
        case .smoothing:
            guard let smoothing else { throw reader.missingKeys(["preset"], inObjectAt: start) }
            self = .smoothing(preset: smoothing)
        case .policy:
            guard let policy else { throw reader.missingKeys(["policy"], inObjectAt: start) }
            self = .policy(policy)
        case .pointer:
            guard let phase, let samples else {
                throw reader.missingKeys(
                    [phase == nil ? "phase" : nil, samples == nil ? "samples" : nil].compactMap { $0 },
                    inObjectAt: start)
            }
            guard !samples.isEmpty else { throw reader.error(at: start, "a pointer message needs at least one sample") }
            self = .pointer(phase: phase, samples: samples, predicted: predicted, seq: seq)
        case .tool:
            guard let tool else { throw reader.missingKeys(["tool"], inObjectAt: start) }
            switch tool {
            case .ink: self = .tool(.ink, t: t)
            case .lasso: self = .tool(.lasso, t: t)
            case .strokeEraser: self = .tool(.eraser(Eraser(.stroke, width: width ?? Eraser.defaultWidth)), t: t)
            case .areaEraser: self = .tool(.eraser(Eraser(.area, width: width ?? Eraser.defaultWidth)), t: t)
            }
        case .undo: self = .undo(t: t)
        case .redo: self = .redo(t: t)
        case .ping: self = .ping
        case .selection:
            guard let edit else { throw reader.missingKeys(["edit"], inObjectAt: start) }
            let needed: [(String, Bool)]
            switch edit {
            case .move: needed = [("dx", dx == nil), ("dy", dy == nil)]
            case .scale: needed = [("factor", factor == nil)]
            case .rotate: needed = [("degrees", degrees == nil)]
            case .recolor: needed = [("color", color == nil)]
            case .delete, .copy: needed = []
            }
            if needed.contains(where: \.1) { throw reader.missingKeys(needed.filter(\.1).map(\.0), inObjectAt: start) }
            let chosen: SelectionEdit =
                switch edit {
                case .move: .move(Vector(dx: dx ?? 0, dy: dy ?? 0))
                case .scale: .scale(factor ?? 1)
                case .rotate: .rotate(degrees: degrees ?? 0)
                case .recolor: .recolor(color ?? .black)
                case .delete: .delete
                case .copy: .copy(offset: Vector(dx: dx ?? 0, dy: dy ?? 0))
                }
            self = .selection(chosen, t: t)
        }
    }

    /// The eraser widths a page may choose, in canvas units.
    static let eraserWidths: ClosedRange<Double> = 0.5...1_000
    /// The factors a selection may be scaled by: not 0, and no more than a thousandfold either way.
    static let factors: ClosedRange<Double> = 0.001...1_000

    /// The device pixels per canvas unit a page may ask outlines for: its screen's ratio (up to 4)
    /// times its zoom (25% to 800%), within reason.
    static let scales: ClosedRange<Double> = 0.25...16

    /// Reads the page's ink, which always gives its tool, colour and width, with the codec every
    /// ink is read with.
    private static func readInk(_ reader: JSONReader) throws(FormatError) -> Ink {
        try reader.readInk(requiringEveryKey: true)
    }

    private static func readPreset(_ reader: JSONReader) throws(FormatError) -> String {
        let name = try reader.readString()
        guard InkOptions.preset(named: name) != nil else {
            throw reader.error(
                "unknown smoothing preset \(JSONReader.quoted(name)); known presets: \(InkOptions.presetNames.joined(separator: ", "))"
            )
        }
        return name
    }

    private static func readCanvas(_ reader: JSONReader) throws(FormatError) -> Size {
        let start = try reader.beginObject()
        var width: Double?
        var height: Double?
        while let key = try reader.nextKey(in: canvasKeys) {
            let side = try reader.readNumber()
            guard side > 0, side <= ModelLimits.maximumCanvasSide else {
                throw reader.error(
                    "a canvas side must be above 0 and at most \(Int(ModelLimits.maximumCanvasSide)), got \(reader.valueText)"
                )
            }
            switch key {
            case .width: width = side
            case .height: height = side
            }
        }
        guard let width, let height else {
            throw reader.missingKeys(
                [width == nil ? "width" : nil, height == nil ? "height" : nil].compactMap { $0 }, inObjectAt: start)
        }
        return Size(width: width, height: height)
    }

    private static func readSamples(_ reader: JSONReader) throws(FormatError) -> [PointerSample] {
        let start = try reader.beginArray()
        var samples: [PointerSample] = []
        while try reader.nextElement() {
            guard samples.count < maximumSamples else {
                throw reader.error(at: start, "a message may hold at most \(maximumSamples) samples")
            }
            samples.append(try readSample(reader))
        }
        return samples
    }

    private static func readSample(_ reader: JSONReader) throws(FormatError) -> PointerSample {
        let start = try reader.beginObject()
        var pointer: Int?
        var type: PointerSample.PointerType?
        var x: Double?
        var y: Double?
        var t: Double?
        var sample = PointerSample(pointer: 0, type: .mouse, x: 0, y: 0, timeStamp: 0)
        while let key = try reader.nextKey(in: sampleKeys) {
            if reader.readNullIfPresent() { continue }
            switch key {
            case .pointer: pointer = try reader.readInteger()
            case .type: type = try reader.readName(in: pointerTypes, noun: "pointer type")
            case .x: x = try number(reader, within: -ModelLimits.maximumCoordinate...ModelLimits.maximumCoordinate)
            case .y: y = try number(reader, within: -ModelLimits.maximumCoordinate...ModelLimits.maximumCoordinate)
            case .pressure: sample.pressure = try number(reader, within: 0...1)
            case .tiltX: sample.tiltX = try number(reader, within: -90...90)
            case .tiltY: sample.tiltY = try number(reader, within: -90...90)
            case .twist: sample.twist = try number(reader, within: 0...360)
            case .width: sample.width = try number(reader, within: 0...ModelLimits.maximumCoordinate)
            case .height: sample.height = try number(reader, within: 0...ModelLimits.maximumCoordinate)
            case .t: t = try number(reader, within: 0...1e15)
            }
        }
        guard let pointer, let type, let x, let y, let t else {
            let missing = [
                ("pointer", pointer == nil), ("type", type == nil), ("x", x == nil), ("y", y == nil), ("t", t == nil),
            ]
            throw reader.missingKeys(missing.filter(\.1).map(\.0), inObjectAt: start)
        }
        (sample.pointer, sample.type, sample.x, sample.y, sample.timeStamp) = (pointer, type, x, y, t)
        return sample
    }

    private static func number(_ reader: JSONReader, within range: ClosedRange<Double>) throws(FormatError) -> Double {
        let value = try reader.readNumber()
        guard range.contains(value) else {
            throw reader.error(
                "\(reader.valueText) is out of range (\(text(range.lowerBound))…\(text(range.upperBound)))")
        }
        return value
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private enum Key: String, CaseIterable, Sendable {
        case type, canvas, policy, phase, samples, predicted, scale, ink, smoothing, preset
        case tool, width, t, edit, dx, dy, factor, degrees, color, seq
    }
    private enum MessageType: String, CaseIterable, Sendable {
        case hello, resize, pointer, ink, smoothing, policy, tool, undo, redo, selection, ping
    }
    private enum ToolName: String, CaseIterable, Sendable {
        case ink, lasso
        case strokeEraser = "eraser-stroke"
        case areaEraser = "eraser-area"
    }
    private enum EditName: String, CaseIterable, Sendable { case move, scale, rotate, recolor, delete, copy }
    private enum CanvasKey: String, CaseIterable, Sendable { case width, height }
    private enum SampleKey: String, CaseIterable, Sendable {
        case pointer, type, x, y, pressure, tiltX, tiltY, twist, width, height, t
    }

    private static let keys = JSONKeySet<Key>()
    private static let toolNames = JSONKeySet<ToolName>()
    private static let editNames = JSONKeySet<EditName>()
    private static let types = JSONKeySet<MessageType>()
    private static let canvasKeys = JSONKeySet<CanvasKey>()
    private static let sampleKeys = JSONKeySet<SampleKey>()
    private static let phases = JSONKeySet<InputPhase>()
    private static let policies = JSONKeySet<InputPolicy>()
    private static let pointerTypes = JSONKeySet<PointerSample.PointerType>()
}
