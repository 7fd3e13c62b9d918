import ScribbleKit
import ScribbleSyntax

/// The shapes an SVG draws: each drawable element becomes strokes, flattened, styled and placed.
///
/// A subpath with curves keeps them exactly on its stroke (``ScribbleKit/Stroke/path``), on the
/// canvas like its points, so that it is drawn as finely as the output needs; its points are its
/// flattening at ``SVGReadOptions/tolerance``, as always. Subpaths of straight lines only keep
/// their points, which are then exact.
extension SVGConverter {
    /// Draws one shape element into strokes, with its style and transform.
    mutating func draw(_ element: MarkupElement, _ context: Context) throws(FormatError) {
        var issues: [SVGShapeGeometry.Issue] = []
        // A path has about as many points as segments (none for a move, several for a curve), so path
        // data of more segments than points are left is refused before it is read whole.
        let (path, tooLong) = SVGShapeGeometry.path(
            for: element, viewport: context.viewport, segmentLimit: Swift.max(0, options.maximumPoints - pointCount),
            issues: &issues)
        if tooLong { throw pointLimitFailure(element) }
        for issue in issues {
            let consequence: String
            switch issue.attribute {
            case "d", "points":
                consequence = path?.segments.isEmpty ?? true ? "; nothing is drawn" : "; drawn up to there"
            default: consequence = "; ignored"
            }
            try report(element, issue.attribute, issue.message + consequence, offset: issue.offset)
        }
        let style = context.style
        guard let path, style.visible, style.opacity > 0 else {
            summary.invisibleShapeCount += 1
            return
        }
        var ink: Ink
        let isOutline: Bool
        if style.strokeWidth > 0, let color = try resolve(style.stroke, style, element, "stroke") {
            let scale = style.nonScalingStroke ? 1 : context.transform.averageScale
            ink = Ink(
                tool: options.tool, color: color.withAlpha(multipliedBy: style.strokeOpacity * style.opacity),
                width: style.strokeWidth * scale)
            isOutline = false
        } else if let color = try resolve(style.fill, style, element, "fill") {
            switch options.filledShapes {
            case .skip:
                summary.skippedFillCount += 1
                return
            case .outline(let width):
                ink = Ink(
                    tool: options.tool, color: color.withAlpha(multipliedBy: style.fillOpacity * style.opacity),
                    width: width)
                isOutline = true
            }
        } else {
            summary.invisibleShapeCount += 1
            return
        }
        guard ink.color.alpha > 0, ink.width > 0, ink.width.isFinite else {
            summary.invisibleShapeCount += 1
            return
        }
        if ink.width > ModelLimits.maximumInkWidth {
            try report(
                element, nil,
                "the stroke is \(ink.width) units wide on the canvas; it is drawn \(Int(ModelLimits.maximumInkWidth)) wide, the widest ink there is"
            )
            ink.width = ModelLimits.maximumInkWidth
        }
        let (polylines, curves, exceeded) = path.flattenedKeepingCurves(
            tolerance: options.tolerance, transform: context.transform,
            pointLimit: Swift.max(0, options.maximumPoints - pointCount),
            elementLimit: Swift.max(0, options.maximumPoints - curveElementCount))
        if exceeded { throw pointLimitFailure(element) }
        var drew = false
        for (var line, var curve) in zip(polylines, curves) {
            let limit = ModelLimits.maximumCoordinate
            guard line.allSatisfy({ abs($0.x) <= limit && abs($0.y) <= limit }) else {
                try report(
                    element, nil,
                    "a subpath reaches beyond ±\(Int(limit)) units on the canvas, farther than any drawing goes; it is left out"
                )
                continue
            }
            if isOutline {
                // A fill closes every subpath, and one that encloses nothing shows nothing.
                if line.last != line.first {
                    line.append(line[0])
                    curve.elements.append(.close)
                }
                if Self.enclosesNothing(line) { continue }
            } else if style.lineCap == .butt, line.allSatisfy({ $0 == line[0] }) {
                // A subpath that never leaves its start shows only as the dot a round or square cap draws.
                continue
            }
            guard pointCount + line.count <= options.maximumPoints else { throw pointLimitFailure(element) }
            guard strokes.count < options.maximumStrokes else {
                throw failure(
                    element, nil, "the drawing would have more than \(options.maximumStrokes) strokes, the limit"
                ).exceeding(.strokes)
            }
            let kept = Self.keptCurve(curve)
            guard curveElementCount + (kept?.elements.count ?? 0) <= options.maximumPoints else {
                throw pointLimitFailure(element)
            }
            pointCount += line.count
            curveElementCount += kept?.elements.count ?? 0
            strokes.append(Stroke(points: clock.stamp(line), ink: ink, device: .pen, path: kept))
            drew = true
        }
        if !drew {
            summary.invisibleShapeCount += 1
        } else if isOutline {
            summary.outlinedFillCount += 1
        } else {
            summary.strokedShapeCount += 1
        }
    }

    /// The exact geometry a stroke keeps: a subpath's curves, or `nil` when it has none (its points
    /// are then exact) or when a control point lies beyond the canvas's farthest coordinate.
    private static func keptCurve(_ curve: CurvePath) -> CurvePath? {
        guard curve.elements.contains(where: { if case .cubic = $0 { true } else { false } }),
            let box = curve.controlBounds
        else { return nil }
        let limit = ModelLimits.maximumCoordinate
        guard abs(box.minX) <= limit, abs(box.maxX) <= limit, abs(box.minY) <= limit, abs(box.maxY) <= limit else {
            return nil
        }
        return curve
    }

    private func pointLimitFailure(_ element: MarkupElement) -> FormatError {
        failure(element, nil, "the drawing would have more than \(options.maximumPoints) points, the limit").exceeding(
            .points)
    }

    /// Whether a polyline lies on one straight line (or one point), so that filling it covers nothing.
    private static func enclosesNothing(_ line: [Point]) -> Bool {
        let origin = line[0]
        guard let far = line.max(by: { $0.distance(to: origin) < $1.distance(to: origin) }) else { return true }
        let axis = far - origin
        let length = axis.length
        // Too large to measure: keep it rather than guess.
        guard length.isFinite else { return false }
        guard length > 0 else { return true }
        let direction = Vector(dx: axis.dx / length, dy: axis.dy / length)
        return line.allSatisfy { abs(direction.cross($0 - origin)) <= length * 1e-9 }
    }

    /// The colour a paint draws in, or `nil` for none. Paint servers (gradients, patterns) are drawn in
    /// one colour: a gradient's first stop, else the fallback written after `url(…)`, else black.
    private mutating func resolve(_ paint: SVGPaint, _ style: SVGStyle, _ element: MarkupElement, _ property: String)
        throws(FormatError) -> Color?
    {
        switch paint {
        case .none:
            return nil
        case .color(let color):
            return color
        case .currentColor:
            return style.color
        case .server(let id, let fallback):
            let fallbackColor: Color?? = fallback.map { fallback -> Color? in
                switch fallback {
                case .none: nil
                case .color(let color): color
                case .currentColor: style.color
                }
            }
            guard let target = ids[id] else {
                if let fallbackColor { return fallbackColor }
                try report(
                    element, property, "no paint server has the id \(FormatError.quoted(id)); the \(property) is none")
                return nil
            }
            if let stop = firstStopColor(target) {
                try note("gradient", element, "gradients are drawn in the colour of their first stop")
                return stop
            }
            try note(
                "paint-server", element, "patterns and other paint servers are drawn in their fallback colour, or black"
            )
            return fallbackColor ?? Color.black
        }
    }

    /// The colour and opacity of a gradient's first `<stop>`, following `href` to the gradient that has
    /// the stops (as Inkscape writes them) a few steps at most.
    private func firstStopColor(_ gradient: Int) -> Color? {
        var index = gradient
        for _ in 0..<8 {
            let element = document.elements[index]
            guard element.localName.hasSuffix("Gradient") else { return nil }
            if let stop = element.children.first(where: { document.elements[$0].localName == "stop" }) {
                let stopElement = document.elements[stop]
                var declarations = [
                    "stop-color": stopElement["stop-color"] ?? "black",
                    "stop-opacity": stopElement["stop-opacity"] ?? "1",
                ]
                for (name, value) in SVGStyle.declarations(inStyleAttribute: stopElement["style"] ?? "")
                where declarations[name] != nil {
                    declarations[name] = value
                }
                let color = SVGColor.parse(declarations["stop-color"] ?? "") ?? .black
                let opacity = Double(String(declarations["stop-opacity"]?.trimmingSVGWhitespace() ?? "1")) ?? 1
                return color.withAlpha(multipliedBy: Swift.min(1, Swift.max(0, opacity)))
            }
            guard let href = element.attributes.first(where: { $0.localName == "href" })?.value, href.hasPrefix("#"),
                let next = ids[String(href.dropFirst())]
            else { return nil }
            index = next
        }
        return nil
    }
}
