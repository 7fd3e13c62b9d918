import ScribbleKit
import ScribbleSyntax

extension Drawing {
    /// The drawing as a W3C InkML document that ``InkMLReader`` reads back equal, every double bit for bit.
    ///
    /// Each stroke is a `<trace>` whose points are `X Y T` (T in seconds, `units="s"`), followed by
    /// `F` (pressure, `min="0" max="1"`), `OE` (altitude) and `OA` (azimuth, both `units="rad"`)
    /// when any point has them: as regular channels when every point of the drawing has a value,
    /// otherwise as intermittent channels, with `?` where a point has none. Numbers are plain
    /// decimals in their shortest form that reads back exactly. Each distinct ink and device is a
    /// `<brush>` (`width`, `color`, `transparency`, and `scribble-tool`, `scribble-device`), and
    /// the canvas size is an `<annotation type="scribble-canvas">`, which other readers ignore.
    ///
    /// InkML has no per-trace transform, so a stroke with one is written with its transform applied
    /// to its points (and its width scaled with it), as ``ScribbleKit/Drawing/inputEvents`` do.
    /// Colours keep 8 bits per component.
    /// - Returns: The document as UTF-8.
    public func inkMLEncoded() -> [UInt8] {
        InkMLWriter(drawing: trimmedToVisibleParts).document()
    }
}

/// Writes a drawing as InkML; see ``ScribbleKit/Drawing/inkMLEncoded()``.
struct InkMLWriter {
    /// The `type` of the annotation that holds the canvas size, `width height`.
    static let canvasAnnotation = "scribble-canvas"
    /// The brush property that names the ink's tool.
    static let toolProperty = "scribble-tool"
    /// The brush (or ink source) property that names the device.
    static let deviceProperty = "scribble-device"

    let drawing: Drawing

    private enum Presence { case none, some, all }

    private func presence(_ value: (StrokePoint) -> Double?) -> Presence {
        var any = false, every = true
        for stroke in drawing.strokes {
            for point in stroke.points {
                if value(point) != nil { any = true } else { every = false }
            }
        }
        return !any ? .none : every ? .all : .some
    }

    func document() -> [UInt8] {
        // The optional channels, regular first, each with how it reads a point.
        let optional: [(name: String, attributes: String, value: (StrokePoint) -> Double?)] = [
            ("F", " min=\"0\" max=\"1\"", { $0.pressure }),
            ("OE", " units=\"rad\"", { $0.altitude }),
            ("OA", " units=\"rad\"", { $0.azimuth }),
        ]
        let presences = optional.map { presence($0.value) }
        let regular = optional.indices.filter { presences[$0] == .all }
        let intermittent = optional.indices.filter { presences[$0] == .some }

        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<ink xmlns=\"\(InkMLReader.namespace)\">\n"
        text += "  <annotation type=\"\(Self.canvasAnnotation)\">\(DecimalText.format(drawing.canvas.width)) \(DecimalText.format(drawing.canvas.height))</annotation>\n"
        text += "  <definitions>\n    <traceFormat xml:id=\"format\">\n"
        text += "      <channel name=\"X\" type=\"decimal\"/>\n      <channel name=\"Y\" type=\"decimal\"/>\n"
        text += "      <channel name=\"T\" type=\"decimal\" units=\"s\"/>\n"
        for index in regular { text += "      <channel name=\"\(optional[index].name)\" type=\"decimal\"\(optional[index].attributes)/>\n" }
        if !intermittent.isEmpty {
            text += "      <intermittentChannels>\n"
            for index in intermittent { text += "        <channel name=\"\(optional[index].name)\" type=\"decimal\"\(optional[index].attributes)/>\n" }
            text += "      </intermittentChannels>\n"
        }
        text += "    </traceFormat>\n    <context xml:id=\"context\" traceFormatRef=\"#format\"/>\n"

        // One brush per distinct ink and device, in order of first use.
        var brushes: [BrushKey: Int] = [:]
        var brushOfStroke: [Int] = []
        var strokes: [Stroke] = []
        for stroke in drawing.strokes {
            let written = Self.baked(stroke)
            strokes.append(written)
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
        for (strokeIndex, stroke) in strokes.enumerated() {
            bytes += "  <trace contextRef=\"#context\" brushRef=\"#brush\(brushOfStroke[strokeIndex])\">".utf8
            for (pointIndex, point) in stroke.points.enumerated() {
                if pointIndex > 0 { bytes += ", ".utf8 }
                bytes += DecimalText.format(point.x).utf8
                bytes.append(0x20)
                bytes += DecimalText.format(point.y).utf8
                bytes.append(0x20)
                bytes += DecimalText.format(point.t).utf8
                for index in regular {
                    bytes.append(0x20)
                    bytes += DecimalText.format(optional[index].value(point) ?? 0).utf8
                }
                // Intermittent values: "?" where unknown, none after the last known one.
                let values = intermittent.map { optional[$0].value(point) }
                if let last = values.lastIndex(where: { $0 != nil }) {
                    for value in values[...last] {
                        bytes.append(0x20)
                        bytes += (value.map(DecimalText.format) ?? "?").utf8
                    }
                }
            }
            bytes += "</trace>\n".utf8
        }
        bytes += "</ink>\n".utf8
        return bytes
    }

    private struct BrushKey: Hashable {
        var ink: Ink
        var device: InputDevice
    }

    private func brush(_ index: Int, ink: Ink, device: InputDevice) -> String {
        let opaque = Color(red: ink.color.red, green: ink.color.green, blue: ink.color.blue).hexString
        var text = "    <brush xml:id=\"brush\(index)\">\n"
        text += "      <brushProperty name=\"width\" value=\"\(DecimalText.format(ink.width))\"/>\n"
        text += "      <brushProperty name=\"color\" value=\"\(opaque)\"/>\n"
        if ink.color.alpha < 1 {
            let transparency = 255 - Int((ink.color.alpha * 255).rounded())
            text += "      <brushProperty name=\"transparency\" value=\"\(transparency)\"/>\n"
        }
        switch ink.tool {
        case .marker: text += "      <brushProperty name=\"rasterOp\" value=\"maskPen\"/>\n"
        case .monoline: text += "      <brushProperty name=\"ignorePressure\" value=\"1\"/>\n"
        default: break
        }
        text += "      <brushProperty name=\"\(Self.toolProperty)\" value=\"\(ink.tool.rawValue)\"/>\n"
        text += "      <brushProperty name=\"\(Self.deviceProperty)\" value=\"\(device.rawValue)\"/>\n"
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
