import ScribbleJSON
import ScribbleKit
import ScribbleSyntax

/// A message from the drawing page, one JSON object of a `type` (see docs/server.md).
public enum CanvasMessage: Equatable, Sendable {
    /// The page opened: the canvas's size in CSS pixels, and the input policy its address asked for.
    case hello(canvas: Size, policy: String?)
    /// The window, and so the canvas, changed size.
    case resize(canvas: Size)
    /// Pointer Event samples of one phase: a `pointerdown` (one sample), a `pointermove` with its
    /// coalesced events (in order), a `pointerup` or `pointercancel`; `predicted` are the
    /// browser's guesses of what comes next, which never become part of a stroke.
    case pointer(phase: InputPhase, samples: [PointerSample], predicted: [PointerSample])

    /// The most samples one message may hold.
    public static let maximumSamples = 10_000

    /// Reads a message.
    /// - Throws: ``FormatError`` with the place and what is wrong: bad JSON, an unknown type, a
    ///   missing key, a value out of range.
    public init(decoding text: String) throws(FormatError) {
        let reader = JSONReader(Array(text.utf8), file: "message")
        let start = try reader.beginObject()
        var type: MessageType?, canvas: Size?, policy: String?, phase: InputPhase?
        var samples: [PointerSample]?, predicted: [PointerSample] = []
        while let key = try reader.nextKey(in: Self.keys) {
            switch key {
            case .type: type = try reader.readName(in: Self.types, noun: "message type")
            case .canvas: canvas = try Self.readCanvas(reader)
            case .policy: policy = reader.readNullIfPresent() ? nil : try reader.readString()
            case .phase: phase = try reader.readName(in: Self.phases, noun: "phase")
            case .samples: samples = try Self.readSamples(reader)
            case .predicted: predicted = try Self.readSamples(reader)
            }
        }
        try reader.finish()
        guard let type else { throw reader.missingKeys(["type"], inObjectAt: start) }
        switch type {
        case .hello, .resize:
            guard let canvas else { throw reader.missingKeys(["canvas"], inObjectAt: start) }
            self = type == .hello ? .hello(canvas: canvas, policy: policy) : .resize(canvas: canvas)
        case .pointer:
            guard let phase, let samples else {
                throw reader.missingKeys([phase == nil ? "phase" : nil, samples == nil ? "samples" : nil].compactMap { $0 }, inObjectAt: start)
            }
            guard !samples.isEmpty else { throw reader.error(at: start, "a pointer message needs at least one sample") }
            self = .pointer(phase: phase, samples: samples, predicted: predicted)
        }
    }

    private static func readCanvas(_ reader: JSONReader) throws(FormatError) -> Size {
        let start = try reader.beginObject()
        var width: Double?, height: Double?
        while let key = try reader.nextKey(in: canvasKeys) {
            let side = try reader.readNumber()
            guard side > 0, side <= ModelLimits.maximumCanvasSide else {
                throw reader.error("a canvas side must be above 0 and at most \(Int(ModelLimits.maximumCanvasSide)), got \(reader.valueText)")
            }
            switch key {
            case .width: width = side
            case .height: height = side
            }
        }
        guard let width, let height else {
            throw reader.missingKeys([width == nil ? "width" : nil, height == nil ? "height" : nil].compactMap { $0 }, inObjectAt: start)
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
        var pointer: Int?, type: PointerSample.PointerType?, x: Double?, y: Double?, t: Double?
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
            let missing = [("pointer", pointer == nil), ("type", type == nil), ("x", x == nil), ("y", y == nil), ("t", t == nil)]
            throw reader.missingKeys(missing.filter(\.1).map(\.0), inObjectAt: start)
        }
        (sample.pointer, sample.type, sample.x, sample.y, sample.timeStamp) = (pointer, type, x, y, t)
        return sample
    }

    private static func number(_ reader: JSONReader, within range: ClosedRange<Double>) throws(FormatError) -> Double {
        let value = try reader.readNumber()
        guard range.contains(value) else {
            throw reader.error("\(reader.valueText) is out of range (\(text(range.lowerBound))…\(text(range.upperBound)))")
        }
        return value
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private enum Key: String, CaseIterable, Sendable { case type, canvas, policy, phase, samples, predicted }
    private enum MessageType: String, CaseIterable, Sendable { case hello, resize, pointer }
    private enum CanvasKey: String, CaseIterable, Sendable { case width, height }
    private enum SampleKey: String, CaseIterable, Sendable { case pointer, type, x, y, pressure, tiltX, tiltY, twist, width, height, t }

    private static let keys = JSONKeySet<Key>()
    private static let types = JSONKeySet<MessageType>()
    private static let canvasKeys = JSONKeySet<CanvasKey>()
    private static let sampleKeys = JSONKeySet<SampleKey>()
    private static let phases = JSONKeySet<InputPhase>()
    private static let pointerTypes = JSONKeySet<PointerSample.PointerType>()
}
