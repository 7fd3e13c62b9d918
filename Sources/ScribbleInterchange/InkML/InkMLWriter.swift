import ScribbleJSON
import ScribbleKit
import ScribbleSyntax

extension Drawing {
    /// The drawing as a W3C InkML document; see ``inkMLEncoded(losses:)``, whose losses this
    /// leaves unsaid.
    /// - Returns: The document as UTF-8.
    public func inkMLEncoded() -> [UInt8] {
        var losses = FormatLosses()
        return inkMLEncoded(losses: &losses)
    }

    /// The drawing as a W3C InkML document that ``InkMLReader`` reads back as the same drawing, and
    /// that other programs draw as Scribble does.
    ///
    /// Each stroke is a `<trace>` whose points are `X Y T` (T in seconds, `units="s"`), followed by
    /// `F` (pressure, `min="0" max="1"`), `OE` (altitude) and `OA` (azimuth, both `units="rad"`)
    /// when any point has them: as regular channels when every point of the drawing has a value,
    /// otherwise as intermittent channels, with `?` where a point has none. Numbers are plain
    /// decimals rounded to 15 significant digits (`DecimalText.interchangeDigits`), which drops
    /// arithmetic's last-bit noise (`0.9999999999999999` is written `1`) and writes every value
    /// of 15 digits or fewer exactly as it came. Each distinct ink and device is a `<brush>`:
    /// `width` and `height`, `color`, `transparency`, `rasterOp="maskPen"` for a marker and
    /// `ignorePressure` for a monoline, which is what other programs draw.
    ///
    /// What InkML's own vocabulary cannot say is kept in `<annotationXML>` (see
    /// ``InkMLScribbleData``), which other readers pass over: each brush's Scribble tool, device
    /// and fill; the drawing's ink options and paper; and, for a stroke with a transform or an
    /// erased range, its own points, range and transform, while its trace holds what other
    /// programs should draw (the transform applied to the points and the width, only the part
    /// the eraser left). The canvas size is an `<annotation type="scribble-canvas">`.
    ///
    /// - Parameter losses: Gets what the document cannot keep: a stroke's curves (``ScribbleKit/Stroke/path``),
    ///   written as the points they were read as (`curves written as points`), and colours finer
    ///   than 8 bits a component (`colour rounded to 8 bits a component`).
    /// - Returns: The document as UTF-8.
    public func inkMLEncoded(losses: inout FormatLosses) -> [UInt8] {
        InkMLWriter(drawing: self).document(losses: &losses)
    }
}

/// Writes a drawing as InkML; see ``ScribbleKit/Drawing/inkMLEncoded(losses:)``.
struct InkMLWriter {
    /// The `type` of the annotation that holds the canvas size, `width height`.
    static let canvasAnnotation = "scribble-canvas"
    /// The brush property that named the ink's tool in files written before the tool moved to
    /// Scribble's `<annotationXML>`; still read.
    static let toolProperty = "scribble-tool"
    /// The brush (or ink source) property that named the device in such files; still read.
    static let deviceProperty = "scribble-device"

    let drawing: Drawing

    private enum Presence { case none, some, all }

    /// One optional channel: its name, its attributes and how it reads a point.
    private struct OptionalChannel: Sendable {
        var name: String
        var attributes: String
        var value: @Sendable (StrokePoint) -> Double?
    }

    private static let optionalChannels = [
        OptionalChannel(name: "F", attributes: " min=\"0\" max=\"1\"", value: { $0.pressure }),
        OptionalChannel(name: "OE", attributes: " units=\"rad\"", value: { $0.altitude }),
        OptionalChannel(name: "OA", attributes: " units=\"rad\"", value: { $0.azimuth }),
    ]

    /// A number as the document writes it: plain decimal, at most 15 significant digits.
    static func number(_ value: Double) -> String {
        DecimalText.format(value, significantDigits: DecimalText.interchangeDigits)
    }

    private func presence(_ value: (StrokePoint) -> Double?) -> Presence {
        var any = false
        var every = true
        for stroke in drawing.strokes {
            for point in stroke.points {
                if value(point) != nil { any = true } else { every = false }
            }
        }
        return !any ? .none : every ? .all : .some
    }

    func document(losses: inout FormatLosses) -> [UInt8] {
        // Presence is taken over every stroke's own points, which a visible part's points are
        // made from, so that one trace format serves the traces and Scribble's copies alike.
        let presences = Self.optionalChannels.map { presence($0.value) }
        let regular = Self.optionalChannels.indices.filter { presences[$0] == .all }
        let intermittent = Self.optionalChannels.indices.filter { presences[$0] == .some }

        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<ink xmlns=\"\(InkMLReader.namespace)\" xmlns:scribble=\"\(InkMLScribbleData.namespace)\">\n"
        text +=
            "  <annotation type=\"\(Self.canvasAnnotation)\">\(Self.number(drawing.canvas.width)) \(Self.number(drawing.canvas.height))</annotation>\n"
        if drawing.inkOptions != nil || drawing.paper != nil {
            let header = Drawing(canvas: drawing.canvas, inkOptions: drawing.inkOptions, paper: drawing.paper)
                .jsonEncoded()
            text += "  <annotationXML type=\"\(InkMLScribbleData.drawingType)\" encoding=\"application/json\">"
            text +=
                "<scribble:drawing>" + InkMLScribbleData.escaped(String(decoding: header, as: UTF8.self))
                + "</scribble:drawing>"
            text += "</annotationXML>\n"
        }
        text += "  <definitions>\n    <traceFormat xml:id=\"format\">\n"
        text += "      <channel name=\"X\" type=\"decimal\"/>\n      <channel name=\"Y\" type=\"decimal\"/>\n"
        text += "      <channel name=\"T\" type=\"decimal\" units=\"s\"/>\n"
        for index in regular {
            text +=
                "      <channel name=\"\(Self.optionalChannels[index].name)\" type=\"decimal\"\(Self.optionalChannels[index].attributes)/>\n"
        }
        if !intermittent.isEmpty {
            text += "      <intermittentChannels>\n"
            for index in intermittent {
                text +=
                    "        <channel name=\"\(Self.optionalChannels[index].name)\" type=\"decimal\"\(Self.optionalChannels[index].attributes)/>\n"
            }
            text += "      </intermittentChannels>\n"
        }
        text += "    </traceFormat>\n    <context xml:id=\"context\" traceFormatRef=\"#format\"/>\n"

        // One brush per distinct ink and device, in order of first use.
        var brushes: [BrushKey: Int] = [:]
        var brushOfStroke: [Int] = []
        var traces: [Stroke] = []
        for stroke in drawing.strokes {
            noteLosses(of: stroke, in: &losses)
            let written = Self.baked(stroke.trimmedToVisiblePart)
            traces.append(written)
            let key = BrushKey(ink: written.ink, device: written.device)
            if let index = brushes[key] {
                brushOfStroke.append(index)
                continue
            }
            let index = brushes.count
            brushes[key] = index
            brushOfStroke.append(index)
            text += brush(index, ink: written.ink, device: written.device)
        }
        text += "  </definitions>\n"

        var bytes = Array(text.utf8)
        bytes.reserveCapacity(bytes.count + drawing.pointCount * 48)
        for (strokeIndex, trace) in traces.enumerated() {
            let stroke = drawing.strokes[strokeIndex]
            let pathText = stroke.path.flatMap(CurvePathData.text(of:))
            let isAnnotated = stroke.visibleRange != nil || !stroke.transform.isIdentity || pathText != nil
            bytes += "  <trace ".utf8
            if isAnnotated { bytes += "xml:id=\"stroke\(strokeIndex)\" ".utf8 }
            bytes += "contextRef=\"#context\" brushRef=\"#brush\(brushOfStroke[strokeIndex])\">".utf8
            writePoints(trace.points, regular: regular, intermittent: intermittent, to: &bytes)
            bytes += "</trace>\n".utf8
            if isAnnotated {
                bytes +=
                    "  <annotationXML type=\"\(InkMLScribbleData.strokeType)\"><scribble:stroke trace=\"#stroke\(strokeIndex)\""
                    .utf8
                if let range = stroke.visibleRange {
                    bytes +=
                        " range=\"\(DecimalText.format(range.lowerBound)) \(DecimalText.format(range.upperBound))\""
                        .utf8
                }
                if !stroke.transform.isIdentity {
                    bytes += " transform=\"\(InkMLScribbleData.text(of: stroke.transform))\"".utf8
                }
                if let pathText {
                    bytes += " path=\"\(pathText)\"".utf8
                }
                if stroke.ink.width != trace.ink.width {
                    bytes += " width=\"\(Self.number(stroke.ink.width))\"".utf8
                }
                bytes += ">".utf8
                writePoints(stroke.points, regular: regular, intermittent: intermittent, to: &bytes)
                bytes += "</scribble:stroke></annotationXML>\n".utf8
            }
        }
        bytes += "</ink>\n".utf8
        return bytes
    }

    /// Notes what of `stroke` the document cannot keep.
    private func noteLosses(of stroke: Stroke, in losses: inout FormatLosses) {
        if let path = stroke.path, CurvePathData.text(of: path) == nil { losses.note("curves written as points") }
        let colors = [stroke.ink.color] + (stroke.ink.fill.map { [$0] } ?? [])
        if colors.contains(where: { Color(parsing: $0.hexString) != $0 }) {
            losses.note("colour rounded to 8 bits a component")
        }
    }

    /// Writes points as trace text: `X Y T`, then the regular optional channels, then the
    /// intermittent ones, `?` where unknown and none after the last known one.
    private func writePoints(_ points: [StrokePoint], regular: [Int], intermittent: [Int], to bytes: inout [UInt8]) {
        for (pointIndex, point) in points.enumerated() {
            if pointIndex > 0 { bytes += ", ".utf8 }
            bytes += Self.number(point.x).utf8
            bytes.append(0x20)
            bytes += Self.number(point.y).utf8
            bytes.append(0x20)
            bytes += Self.number(point.t).utf8
            for index in regular {
                bytes.append(0x20)
                bytes += Self.number(Self.optionalChannels[index].value(point) ?? 0).utf8
            }
            let values = intermittent.map { Self.optionalChannels[$0].value(point) }
            if let last = values.lastIndex(where: { $0 != nil }) {
                for value in values[...last] {
                    bytes.append(0x20)
                    bytes += (value.map(Self.number) ?? "?").utf8
                }
            }
        }
    }

    private struct BrushKey: Hashable {
        var ink: Ink
        var device: InputDevice
    }

    private func brush(_ index: Int, ink: Ink, device: InputDevice) -> String {
        let opaque = Color(red: ink.color.red, green: ink.color.green, blue: ink.color.blue).hexString
        let width = Self.number(ink.width)
        var text = "    <brush xml:id=\"brush\(index)\">\n"
        text += "      <brushProperty name=\"width\" value=\"\(width)\"/>\n"
        text += "      <brushProperty name=\"height\" value=\"\(width)\"/>\n"
        text += "      <brushProperty name=\"color\" value=\"\(opaque)\"/>\n"
        if ink.color.alpha < 1 {
            let transparency = 255 - Int((ink.color.alpha * 255).rounded())
            text += "      <brushProperty name=\"transparency\" value=\"\(transparency)\"/>\n"
        }
        switch ink.tool {
        case .marker: text += "      <brushProperty name=\"rasterOp\" value=\"maskPen\"/>\n"
        case .monoline: text += "      <brushProperty name=\"ignorePressure\" value=\"1\"/>\n"
        case .pen, .pencil, .fountainPen: break
        }
        text += "      <annotationXML type=\"\(InkMLScribbleData.inkType)\">"
        text += "<scribble:ink tool=\"\(ink.tool.rawValue)\" device=\"\(device.rawValue)\""
        if let fill = ink.fill { text += " fill=\"\(fill.hexString)\"" }
        text += "/></annotationXML>\n"
        text += "    </brush>\n"
        return text
    }

    /// The stroke with its transform applied to its points, path and width.
    static func baked(_ stroke: Stroke) -> Stroke {
        guard !stroke.transform.isIdentity else { return stroke }
        var baked = stroke
        baked.points = stroke.points.map { point in
            var moved = point
            moved.location = point.location.applying(stroke.transform)
            return moved
        }
        baked.path = stroke.path?.applying(stroke.transform)
        baked.ink.width = stroke.ink.width * stroke.transform.averageScale
        baked.transform = .identity
        return baked
    }
}
