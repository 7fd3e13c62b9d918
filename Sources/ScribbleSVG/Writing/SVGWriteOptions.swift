import ScribbleKit

/// How ``SVGWriter`` turns a drawing into an SVG file.
///
/// Lengths are canvas units. Which part of the drawing the SVG shows and how big it is are the
/// ``framing``, the one the PNG and PDF writers use, so an SVG frames a drawing as they do.
public struct SVGWriteOptions: Hashable, Sendable {
    /// What each stroke becomes.
    public enum Mode: String, CaseIterable, Hashable, Sendable {
        /// The ink as it looks: the outline of the stroke's ink (``ScribbleKit/Stroke/outline(options:)``
        /// with ``SVGWriteOptions/ink``) as one filled path, non-zero fill, in cubic curves. Tapers,
        /// pressure and nibs show as they do in Scribble's own renderings.
        case outlines
        /// The pen's path: the stroke's points as a line of cubic curves through them, stroked at the
        /// ink's nominal width with round caps and joins, so that an editor can still move or
        /// restyle the line.
        /// Pressure and tapers are not shown.
        case centerlines
    }

    /// What each stroke becomes. Default ``Mode/outlines``.
    public var mode: Mode = .outlines
    /// How the outlines are built in ``Mode/outlines`` (ignored for centerlines); `nil`, the
    /// default, uses the drawing's own options, or `InkOptions.default` when it has none, as
    /// Scribble's renderer does.
    public var ink: InkOptions? = nil
    /// Which part of the drawing the SVG shows, how big it is and what is under the ink: the
    /// SVG's `width` and `height` are the frame's pixels and its viewBox the part of the canvas
    /// they show (the coordinates inside stay canvas units), and a background is a rectangle
    /// covering the viewBox. Default: the whole canvas at 1 pixel a unit, no background.
    public var framing: Framing = .default
    /// How many digits coordinates and widths keep after the decimal point, 0…9. Default 2
    /// (a hundredth of a unit, far below what shows at any ordinary scale).
    public var decimalPlaces: Int = 2
    /// How far the cubic curves fitted to the outlines' polygons (or to the centre lines' points)
    /// may stray from them, in pixels of the output: a tenth of a unit at scale 1, a fortieth at
    /// scale 4. Sharp corners (a flat cap, a nib's corner, the inside of a hairpin turn) stay sharp
    /// whatever it is. 0 writes every vertex with straight lines. Default 0.1.
    public var curveTolerance: Double = 0.1

    /// Creates options with a framing; every other parameter has the documented default.
    public init(
        mode: Mode = .outlines, ink: InkOptions? = nil, framing: Framing, decimalPlaces: Int = 2,
        curveTolerance: Double = 0.1
    ) {
        self.mode = mode
        self.ink = ink
        self.framing = framing
        self.decimalPlaces = decimalPlaces
        self.curveTolerance = curveTolerance
    }

    /// Creates options, the framing from its parts (see ``ScribbleKit/Framing``); every parameter
    /// has the documented default.
    public init(
        mode: Mode = .outlines, ink: InkOptions? = nil, fit: Framing.Fit = .canvas, padding: Double = 16,
        scale: Double = 1, background: Color? = nil, decimalPlaces: Int = 2, curveTolerance: Double = 0.1
    ) {
        self.init(
            mode: mode, ink: ink, framing: Framing(fit: fit, padding: padding, scale: scale, background: background),
            decimalPlaces: decimalPlaces, curveTolerance: curveTolerance)
    }

    /// Outlines of the whole canvas, no background, two decimals.
    public static let `default` = SVGWriteOptions()

    /// Centre lines of the whole canvas, no background, two decimals.
    public static let centerlines = SVGWriteOptions(mode: .centerlines)
}
