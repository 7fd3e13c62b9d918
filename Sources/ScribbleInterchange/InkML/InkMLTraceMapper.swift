import Foundation
import ScribbleKit
import ScribbleSyntax

/// Turns decoded InkML traces into strokes: channels into point fields, units into Scribble's,
/// brushes into inks (see ``InkMLReader`` for the table).
struct InkMLTraceMapper {
    let document: MarkupDocument
    let reader: InkMLReader
    let definitions: InkMLDefinitions

    /// The channels that have a field in ``ScribbleKit/StrokePoint``.
    static let mappedChannels: Set<String> = ["X", "Y", "T", "F", "OTx", "OTy", "OA", "OE"]

    private static let channelMeanings = [
        "W": "width", "OR": "rotation", "RX": "rotation about x", "RY": "rotation about y", "RZ": "rotation about z",
        "Z": "height above the surface", "S": "tip switch", "B1": "barrel button", "B2": "barrel button",
        "B3": "barrel button", "B4": "barrel button", "C": "colour", "CR": "red", "CG": "green", "CB": "blue",
        "A": "alpha", "TX": "transparency", "BTN": "buttons", "E": "eraser",
    ]

    /// The strokes of `traces`, in order, with continuing traces joined to the ones they continue.
    func strokes(from traces: [InkMLDocumentReader.Trace], log: inout InterchangeLog) throws(FormatError)
        -> InkMLReadResult
    {
        let forceScale = documentForceScale(traces, log: &log)
        let origin = try timeOrigin(traces, log: &log)
        var strokes: [Stroke] = []
        var others: [[String: [Double?]]] = []
        var timed: [Bool] = []
        var strokeOfTrace: [Int: Int] = [:]
        var inks: [Int: Ink] = [:]
        for (traceNumber, trace) in traces.enumerated() {
            let mapped = try points(of: trace, forceScale: forceScale, origin: origin, log: &log)
            if let first = trace.continues, let strokeIndex = strokeOfTrace[first] {
                let before = strokes[strokeIndex].points.count
                strokes[strokeIndex].points += mapped.points
                timed[strokeIndex] = timed[strokeIndex] && mapped.isTimed
                Self.append(mapped.others, count: mapped.points.count, before: before, to: &others[strokeIndex])
                strokeOfTrace[traceNumber] = strokeIndex
                continue
            }
            var ink: Ink
            if let brush = trace.brush {
                if let known = inks[brush] {
                    ink = known
                } else {
                    ink = try self.ink(brush: brush, log: &log)
                    inks[brush] = ink
                }
            } else {
                ink = .default
            }
            if let width = trace.inkWidth { ink.width = width }
            let device =
                definitions.sourceProperty(InkMLWriter.deviceProperty, in: trace.context.inkSource).flatMap(
                    InputDevice.init(rawValue:))
                ?? brushDevice(trace.brush) ?? reader.device
            strokeOfTrace[traceNumber] = strokes.count
            strokes.append(
                Stroke(
                    points: mapped.points, ink: ink, device: device, transform: trace.transform ?? .identity,
                    path: trace.path, visibleRange: trace.visibleRange))
            timed.append(mapped.isTimed)
            var own: [String: [Double?]] = [:]
            Self.append(mapped.others, count: mapped.points.count, before: 0, to: &own)
            others.append(own)
        }
        // Strokes without time are drawn at a steady speed after the one before.
        var previousEnd: Double?
        for index in strokes.indices {
            if !timed[index] { InterchangeCanvas.timeAtSteadySpeed(&strokes[index], after: previousEnd) }
            previousEnd = strokes[index].endTime
        }
        return InkMLReadResult(drawing: Drawing(canvas: .zero, strokes: strokes), otherChannels: others)
    }

    private static func append(
        _ values: [String: [Double?]], count: Int, before: Int, to channels: inout [String: [Double?]]
    ) {
        for name in Set(values.keys).union(channels.keys) {
            var column = channels[name] ?? Array(repeating: nil, count: before)
            column += values[name] ?? Array(repeating: nil, count: count)
            channels[name] = column
        }
    }

    private func brushDevice(_ brush: Int?) -> InputDevice? {
        guard let brush else { return nil }
        if let device = definitions.scribbleInk(ofBrush: brush)?["device"].flatMap(InputDevice.init(rawValue:)) {
            return device
        }
        var log = InterchangeLog()
        return (try? definitions.brushProperties(brush, log: &log))?[InkMLWriter.deviceProperty]
            .flatMap { InputDevice(rawValue: $0.value) }
    }

    // MARK: - Points

    private struct Mapped {
        var points: [StrokePoint]
        var isTimed: Bool
        var others: [String: [Double?]]
    }

    private func points(
        of trace: InkMLDocumentReader.Trace, forceScale: Double?, origin: Double, log: inout InterchangeLog
    ) throws(FormatError) -> Mapped {
        let format = trace.format
        let stride = format.channels.count
        // X and Y are known to exist: the trace was refused otherwise.
        let xIndex = format.index(of: "X") ?? 0
        let yIndex = format.index(of: "Y") ?? 1
        let xScale = lengthScale(format.channels[xIndex], source: trace.context.inkSource, log: &log)
        let yScale = lengthScale(format.channels[yIndex], source: trace.context.inkSource, log: &log)
        let time = try timing(of: trace, origin: origin, log: &log)
        let force = format.index(of: "F").map { index in
            (index, forceRange(format.channels[index], documentScale: forceScale))
        }
        let tiltX = format.index(of: "OTx")
        let tiltY = format.index(of: "OTy")
        let azimuthIndex = format.index(of: "OA")
        let elevationIndex = format.index(of: "OE")
        let angleScales = format.channels.map { channel -> Double in
            guard ["OTx", "OTy", "OA", "OE"].contains(channel.name) else { return 1 }
            let units = channel.units ?? ""
            if let scale = InkMLUnits.angleScale(units) { return channel.isReversed ? -scale : scale }
            log.note(
                "the \(channel.name) channel is in \(FormatError.quoted(units)), not an angle unit; its values were taken as degrees"
            )
            return (channel.isReversed ? -1 : 1) * .pi / 180
        }
        var otherIndices: [(index: Int, name: String)] = []
        for (index, channel) in format.channels.enumerated() where !Self.mappedChannels.contains(channel.name) {
            otherIndices.append((index, channel.name))
            let meaning = Self.channelMeanings[channel.name].map { " (\($0))" } ?? ""
            log.note(
                "the channel \(channel.name)\(meaning) has no field in Scribble; its values are kept in otherChannels")
        }
        var points: [StrokePoint] = []
        points.reserveCapacity(trace.pointCount)
        var others: [String: [Double?]] = [:]
        for (_, name) in otherIndices { others[name] = [] }
        var lastTime = time.start
        for point in 0..<trace.pointCount {
            let row = point * stride
            guard let rawX = trace.values[row + xIndex], let rawY = trace.values[row + yIndex] else {
                let channel = trace.values[row + xIndex] == nil ? "X" : "Y"
                throw document.failure(
                    at: trace.offset, path: "trace[\(trace.index)].points[\(point)].\(channel)",
                    "the point's \(channel) is unknown (\"?\"), so it has no place")
            }
            let x = rawX * xScale
            let y = rawY * yScale
            guard abs(x) <= ModelLimits.maximumCoordinate, abs(y) <= ModelLimits.maximumCoordinate else {
                throw document.failure(
                    at: trace.offset, path: "trace[\(trace.index)].points[\(point)]",
                    "the point (\(rawX), \(rawY)) is farther than 10000000 canvas units from the origin")
            }
            var t = lastTime
            if let index = time.channel {
                if let value = trace.values[row + index] {
                    // Adding a zero start would turn a time of −0 into +0.
                    t = time.start == 0 ? value * time.scale : time.start + value * time.scale
                }
            } else if let step = time.step {
                t = time.start + Double(point) * step
            }
            // Each part is finite, but a huge timestamp, offset and value together may not be.
            guard t.isFinite else {
                throw document.failure(
                    at: trace.offset, path: "trace[\(trace.index)].points[\(point)].T",
                    "the point's time, from its timestamp, offset and T value, is too large for a double")
            }
            lastTime = t
            var sample = StrokePoint(x: x, y: y, t: t)
            if let (index, range) = force, let value = trace.values[row + index] {
                sample.pressure = Swift.min(1, Swift.max(0, (value - range.minimum) / range.span))
            }
            if azimuthIndex != nil || elevationIndex != nil {
                sample.azimuth = azimuthIndex.flatMap { trace.values[row + $0] }.map {
                    $0 * angleScales[azimuthIndex ?? 0]
                }
                sample.altitude = elevationIndex.flatMap { trace.values[row + $0] }.map {
                    $0 * angleScales[elevationIndex ?? 0]
                }
            } else if tiltX != nil || tiltY != nil {
                let x = tiltX.flatMap { trace.values[row + $0] }.map { $0 * angleScales[tiltX ?? 0] }
                let y = tiltY.flatMap { trace.values[row + $0] }.map { $0 * angleScales[tiltY ?? 0] }
                if x != nil || y != nil {
                    let (altitude, azimuth) = Self.altitudeAndAzimuth(tiltX: x ?? 0, tiltY: y ?? 0)
                    sample.altitude = altitude
                    sample.azimuth = azimuth
                }
            }
            points.append(sample)
            for (index, name) in otherIndices { others[name, default: []].append(trace.values[row + index]) }
        }
        return Mapped(points: points, isTimed: time.channel != nil || time.step != nil, others: others)
    }

    /// Altitude and azimuth from tilts in the x and y planes (radians), as the Pointer Events
    /// specification converts `tiltX` and `tiltY`.
    static func altitudeAndAzimuth(tiltX: Double, tiltY: Double) -> (altitude: Double, azimuth: Double) {
        if tiltX == 0, tiltY == 0 { return (.pi / 2, 0) }
        if tiltX == 0 { return (.pi / 2 - abs(tiltY), tiltY > 0 ? .pi / 2 : 3 * .pi / 2) }
        if tiltY == 0 { return (.pi / 2 - abs(tiltX), tiltX > 0 ? 0 : .pi) }
        let tanX = tan(tiltX)
        let tanY = tan(tiltY)
        var azimuth = atan2(tanY, tanX)
        if azimuth < 0 { azimuth += 2 * .pi }
        return (atan(1 / (tanX * tanX + tanY * tanY).squareRoot()), azimuth)
    }

    /// Canvas units per value of an X or Y channel.
    private func lengthScale(_ channel: InkMLTraceFormat.Channel, source: Int?, log: inout InterchangeLog) -> Double {
        let sign: Double = channel.isReversed ? -1 : 1
        if let (resolution, units) = definitions.channelProperty("resolution", of: channel.name, in: source),
            resolution > 0,
            let unit = units.flatMap(InkMLUnits.resolutionUnit) ?? channel.units,
            let length = InkMLUnits.lengthScale(unit)
        {
            return sign * length / resolution
        }
        guard let units = channel.units else { return sign }
        guard let scale = InkMLUnits.lengthScale(units) else {
            log.note(
                "the \(channel.name) channel is in \(FormatError.quoted(units)), not a length unit Scribble knows; its values were taken as canvas units"
            )
            return sign
        }
        return sign * scale
    }

    // MARK: - Force

    /// The range of an F channel: its min and max, or 0 to the document's largest force when it has no max.
    private func forceRange(_ channel: InkMLTraceFormat.Channel, documentScale: Double?) -> (
        minimum: Double, span: Double
    ) {
        let minimum = channel.minimum ?? 0
        if let maximum = channel.maximum, maximum > minimum { return (minimum, maximum - minimum) }
        return (0, documentScale ?? 1)
    }

    /// For F channels without a max: the largest force of the document when it is above 1 (so
    /// that pressure reaches 1 there), or `nil` when every force is already within 0…1.
    private func documentForceScale(_ traces: [InkMLDocumentReader.Trace], log: inout InterchangeLog) -> Double? {
        var largest = 0.0
        for trace in traces {
            guard let index = trace.format.index(of: "F") else { continue }
            let channel = trace.format.channels[index]
            guard channel.maximum == nil || (channel.maximum ?? 0) <= (channel.minimum ?? 0) else { continue }
            let stride = trace.format.channels.count
            for point in 0..<trace.pointCount {
                if let value = trace.values[point * stride + index] { largest = Swift.max(largest, value) }
            }
        }
        guard largest > 1 else { return nil }
        log.note(
            "the F channel has no max; forces were divided by the largest in the document (\(DecimalText.format(largest)))"
        )
        return largest
    }

    // MARK: - Time

    private struct Timing {
        var channel: Int?
        var start: Double
        var scale: Double
        var step: Double?
    }

    /// The earliest timestamp any trace is timed from, in seconds, so that times start near 0; 0 when none is.
    private func timeOrigin(_ traces: [InkMLDocumentReader.Trace], log: inout InterchangeLog) throws(FormatError)
        -> Double
    {
        var origin: Double?
        for trace in traces {
            var stamps: [Int] = []
            if let stamp = trace.context.timestamp { stamps.append(stamp) }
            if let index = trace.format.index(of: "T"), let reference = trace.format.channels[index].respectTo,
                let stamp = try? definitions.element(
                    referencedBy: reference, at: document.elements[0], kind: "timestamp", log: &log)
            {
                stamps.append(stamp)
            }
            for stamp in stamps {
                let time = try definitions.time(ofTimestamp: stamp, log: &log)
                origin = Swift.min(origin ?? time, time)
            }
        }
        return origin ?? 0
    }

    /// When a trace's points were sampled: from its T channel, relative to the timestamp it respects
    /// or the trace's start; or spread over its `duration`; or not at all.
    private func timing(of trace: InkMLDocumentReader.Trace, origin: Double, log: inout InterchangeLog)
        throws(FormatError) -> Timing
    {
        var start = 0.0
        if let stamp = trace.context.timestamp { start = try definitions.time(ofTimestamp: stamp, log: &log) - origin }
        if let offset = trace.timeOffset { start += offset / 1000 }
        guard let index = trace.format.index(of: "T") else {
            if let duration = trace.duration, duration.isFinite, duration >= 0, trace.pointCount > 1 {
                return Timing(
                    channel: nil, start: start, scale: 0, step: duration / 1000 / Double(trace.pointCount - 1))
            }
            return Timing(channel: nil, start: start, scale: 0, step: nil)
        }
        let channel = trace.format.channels[index]
        if let reference = channel.respectTo {
            let element = document.elements[0]
            if let stamp = try definitions.element(
                referencedBy: "#" + reference, at: element, kind: "timestamp", log: &log)
            {
                start = try definitions.time(ofTimestamp: stamp, log: &log) - origin
            }
        }
        let units = channel.units ?? "ms"
        var scale = InkMLUnits.timeScale(units) ?? 0.001
        if InkMLUnits.timeScale(units) == nil {
            log.note(
                "the T channel is in \(FormatError.quoted(units)), not a time unit Scribble knows; its values were taken as milliseconds"
            )
        }
        if channel.isReversed { scale = -scale }
        return Timing(channel: index, start: start, scale: scale, step: nil)
    }

    // MARK: - Ink

    /// The ink a brush describes.
    ///
    /// A `rectangle` tip (OneNote's and Windows Ink's highlighter: `width` 0.07 cm across,
    /// `height` 0.5 cm tall, half transparent) has no counterpart among Scribble's tools, whose
    /// nibs are round but for the fountain pen's, set for a whole drawing. It is read as the
    /// broad, flat-ended stroke it lays: a marker as wide as the rectangle's longer side, whose
    /// colour's alpha is raised so that with the marker's own opacity (``ScribbleKit/InkTool/opacity``)
    /// it shows as the brush's transparency says; an opaque one (no transparency, no `maskPen`) as
    /// a monoline of that width. A note says so.
    private func ink(brush: Int, log: inout InterchangeLog) throws(FormatError) -> Ink {
        let properties = try definitions.brushProperties(brush, log: &log)
        var ink = Ink.default
        let isRectangle = properties["tip"]?.value.trimmingCharacters(in: .whitespaces).lowercased() == "rectangle"
        let width = length("width", of: properties, log: &log)
        let height = length("height", of: properties, log: &log)
        if isRectangle, let width, let height {
            ink.width = Swift.max(width, height)
        } else if let width = width ?? height {
            ink.width = width
        }
        if let (value, _) = properties["color"] {
            if let color = Color(parsing: value.trimmingCharacters(in: .whitespaces)) {
                ink.color = color
            } else {
                log.note(
                    "the brush color \(FormatError.quoted(value)) is not a colour; the default ink colour was used")
            }
        }
        var opacity = 1.0
        if let (value, _) = properties["transparency"], let transparency = Double(value) {
            opacity = (255 - Swift.min(255, Swift.max(0, transparency))) / 255
            ink.color = Color(red: ink.color.red, green: ink.color.green, blue: ink.color.blue, alpha: opacity)
        }
        let isMaskPen =
            properties["rastorop"]?.value.lowercased() == "maskpen"
            || properties["rasterop"]?.value.lowercased() == "maskpen"
        if isMaskPen {
            ink.tool = .marker
        }
        if let (value, _) = properties["ignorepressure"], value == "1" || value.lowercased() == "true" {
            ink.tool = .monoline
        }
        if isRectangle {
            if opacity < 1 || isMaskPen {
                ink.tool = .marker
                ink.color.alpha = Swift.min(1, opacity / InkTool.marker.opacity)
            } else {
                ink.tool = .monoline
            }
            let size = [width, height].compactMap { $0.map { DecimalText.format($0, significantDigits: 6) } }.joined(
                separator: " × ")
            log.note(
                "a rectangle tip (\(size) canvas units) was drawn as a round-ended \(ink.tool.rawValue) as wide as its longer side"
            )
        }
        if let (value, _) = properties[InkMLWriter.toolProperty], let tool = InkTool(rawValue: value) {
            ink.tool = tool
        }
        // Scribble's own description, when the brush has one, is the ink exactly.
        if let scribble = definitions.scribbleInk(ofBrush: brush) {
            if let tool = scribble["tool"].flatMap(InkTool.init(rawValue:)) { ink.tool = tool }
            if let fill = scribble["fill"] {
                if let color = Color(parsing: fill) {
                    ink.fill = color
                } else {
                    log.note(
                        "the fill \(FormatError.quoted(fill)) of a Scribble ink is not a colour; the ink was read without one"
                    )
                }
            }
        }
        return ink
    }

    /// A length property of a brush (`width`, `height`) in canvas units, at most
    /// ``ScribbleKit/ModelLimits/maximumInkWidth``; `nil`, with a note, when it is not a positive
    /// number.
    private func length(
        _ name: String, of properties: [String: (value: String, units: String?)], log: inout InterchangeLog
    ) -> Double? {
        guard let (value, units) = properties[name] else { return nil }
        let scale = units.flatMap(InkMLUnits.lengthScale) ?? 1
        if let units, InkMLUnits.lengthScale(units) == nil {
            log.note(
                "the brush \(name) is in \(FormatError.quoted(units)), not a length unit Scribble knows; it was taken as canvas units"
            )
        }
        guard let length = Double(value.trimmingCharacters(in: .whitespaces)).map({ $0 * scale }), length > 0,
            length.isFinite
        else {
            log.note(
                "the brush \(name) \(FormatError.quoted(value)) is not a positive number; the default width was used")
            return nil
        }
        if length > ModelLimits.maximumInkWidth {
            log.note(
                "the brush \(name) \(FormatError.quoted(value)) is more than \(Int(ModelLimits.maximumInkWidth)) canvas units; the ink was drawn \(Int(ModelLimits.maximumInkWidth)) wide"
            )
        }
        return Swift.min(ModelLimits.maximumInkWidth, length)
    }
}
