import ScribbleKit

/// How ``SVGWriter`` turns a drawing into an SVG file.
///
/// Lengths are canvas units. Values out of range are corrected where they are used (a scale that
/// is not a positive, finite number counts as 1, a negative padding as 0), so no mix of options
/// makes the writer fail.
public struct SVGWriteOptions: Hashable, Sendable {
    /// What each stroke becomes.
    public enum Mode: String, CaseIterable, Hashable, Sendable {
        /// The ink as it looks: the outline of the stroke's ink (``ScribbleKit/Stroke/outline(options:)``
        /// with ``SVGWriteOptions/ink``) as one filled path, non-zero fill, in smooth curves. Tapers,
        /// pressure and nibs show as they do in Scribble's own renderings.
        case outlines
        /// The pen's path: the stroke's points as a polyline stroked at the ink's nominal width with
        /// round caps and joins, so that an editor can still move, restyle or re-time the line.
        /// Pressure and tapers are not shown.
        case centerlines
    }

    /// Which part of the drawing the SVG shows.
    public enum Fit: String, CaseIterable, Hashable, Sendable {
        /// The whole canvas: the viewBox is the canvas, and ink outside it is cut off.
        case canvas
        /// Just the ink: the viewBox is the box around every stroke's ink grown by
        /// ``SVGWriteOptions/padding`` on each side. A drawing without ink shows a blank square
        /// `2 × padding` units wide.
        case bounds
    }

    /// What each stroke becomes. Default ``Mode/outlines``.
    public var mode: Mode = .outlines
    /// How the outlines are built in ``Mode/outlines`` (ignored for centerlines); `nil`, the
    /// default, uses the drawing's own options, or `InkOptions.default` when it has none, as
    /// Scribble's renderer does.
    public var ink: InkOptions? = nil
    /// Which part of the drawing the SVG shows. Default ``Fit/canvas``.
    public var fit: Fit = .canvas
    /// The margin around the ink for ``Fit/bounds``; ignored for ``Fit/canvas``. Default 16.
    public var padding: Double = 16
    /// The SVG's `width` and `height` per unit of its viewBox: 2 makes a 800×600 canvas an SVG
    /// 1600×1200 pixels big by default (the coordinates inside stay canvas units). Default 1.
    public var scale: Double = 1
    /// A rectangle of this colour under the ink, covering the viewBox; `nil` for none (transparent).
    /// Default `nil`.
    public var background: Color? = nil
    /// How many digits coordinates and widths keep after the decimal point, 0…9. Default 2
    /// (a hundredth of a unit, far below what shows at any ordinary scale).
    public var decimalPlaces: Int = 2
    /// How far the curves of an outline may stray from its polygons, in canvas units: a vertex is
    /// rounded off only where that moves the edge by at most this much, and stays a sharp corner
    /// otherwise (a flat cap, a nib's corner, the inside of a hairpin turn). 0 writes the polygons
    /// with straight lines only. Default 0.1.
    public var curveTolerance: Double = 0.1

    /// Creates options; every parameter has the documented default.
    public init(
        mode: Mode = .outlines, ink: InkOptions? = nil, fit: Fit = .canvas, padding: Double = 16,
        scale: Double = 1, background: Color? = nil, decimalPlaces: Int = 2, curveTolerance: Double = 0.1
    ) {
        self.mode = mode
        self.ink = ink
        self.fit = fit
        self.padding = padding
        self.scale = scale
        self.background = background
        self.decimalPlaces = decimalPlaces
        self.curveTolerance = curveTolerance
    }

    /// Outlines of the whole canvas, no background, two decimals.
    public static let `default` = SVGWriteOptions()

    /// Centre lines of the whole canvas, no background, two decimals.
    public static let centerlines = SVGWriteOptions(mode: .centerlines)
}
