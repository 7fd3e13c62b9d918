import ScribbleKit
import ScribbleSyntax

/// How ``SVGDocumentReader`` turns an SVG into strokes.
public struct SVGReadOptions: Hashable, Sendable {
    /// What becomes of a shape that is filled but has no stroke (a filled icon, a signature saved as
    /// outlines).
    public enum FilledShapes: Hashable, Sendable {
        /// Its outline becomes strokes of this width (canvas units) in the fill's colour and opacity,
        /// so the shape still shows, drawn around its edge.
        case outline(width: Double)
        /// It is left out; ``SVGReadSummary/skippedFillCount`` counts it.
        case skip
    }

    /// How far a stroke's points may stray from the curve they are flattened from, in canvas units.
    /// Default 0.1. The curves themselves are kept on the strokes (``ScribbleKit/Stroke/path``),
    /// and rendering flattens them again for its own resolution.
    public var tolerance: Double = 0.1
    /// The steady speed, in canvas units per second, at which the strokes are taken to be drawn, to make
    /// up their times. Default 1000. A value that is not positive and finite counts as the default.
    public var penSpeed: Double = 1000
    /// The time, in seconds, between the end of one stroke and the start of the next. Default 0.2.
    public var pauseBetweenStrokes: Double = 0.2
    /// The tool the strokes' ink gets. Default `.monoline`, the constant width an SVG stroke has.
    public var tool: InkTool = .monoline
    /// What becomes of filled shapes that have no stroke. Default `.outline(width: 1)`.
    public var filledShapes: FilledShapes = .outline(width: 1)
    /// Whether any problem the reader could recover from (bad path data, an unknown colour, a
    /// percentage size) is thrown as an error instead of reported next to the drawing. Default `false`.
    public var strict = false

    /// The largest document read, in bytes. Default 256 MiB, as ``InterchangeLimits``.
    public var maximumBytes = InterchangeLimits.default.maximumBytes
    /// How deeply elements may nest, `<use>` references included. Default 512, as ``InterchangeLimits``.
    public var maximumDepth = InterchangeLimits.default.maximumDepth
    /// How many elements a document may have, and how many it may draw once `<use>` references are
    /// followed. Default 4,000,000, as ``InterchangeLimits``.
    public var maximumElements = InterchangeLimits.default.maximumElements
    /// How many points the drawing may have in all, and how many elements (lines and cubics) the
    /// curves kept on its strokes may have in all. Default 10,000,000, as ``InterchangeLimits``.
    public var maximumPoints = InterchangeLimits.default.maximumPoints
    /// How many strokes the drawing may have in all. Default 1,000,000, as ``InterchangeLimits``.
    public var maximumStrokes = InterchangeLimits.default.maximumStrokes

    /// Creates options; every property has the default its documentation gives.
    public init() {}

    /// The defaults.
    public static let `default` = SVGReadOptions()

    /// These options with the limits of `limits` in place of their own.
    public func holding(to limits: InterchangeLimits) -> SVGReadOptions {
        var options = self
        options.maximumBytes = limits.maximumBytes
        options.maximumDepth = limits.maximumDepth
        options.maximumElements = limits.maximumElements
        options.maximumPoints = limits.maximumPoints
        options.maximumStrokes = limits.maximumStrokes
        return options
    }

    /// The defaults, but any recoverable problem is thrown.
    public static let strict: SVGReadOptions = {
        var options = SVGReadOptions()
        options.strict = true
        return options
    }()
}
