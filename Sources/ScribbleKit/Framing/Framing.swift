/// Which part of a drawing a picture shows and how big the picture is: one answer for the PNG, SVG
/// and PDF writers alike, so that the three outputs of one drawing frame it the same.
///
/// A framing chooses an area of the canvas (the canvas, or the box around the ink grown by
/// ``padding``) and sizes the output from it: ``scale`` pixels to a canvas unit, or, with a
/// ``fixedSize``, exactly that many pixels with the area fitted into them. ``frame(canvas:inkBounds:limits:)``
/// settles the output's size in whole pixels and the transform from canvas units to them.
///
/// The edge cases have one answer whichever writer asks:
/// - a drawing without ink shows its canvas blank, or with ``Fit/bounds`` a blank square
///   `2 × padding` units wide at the origin (at least a pixel); with a fixed size, a blank image
///   of that size;
/// - a canvas without a positive, finite width and height has nothing to show, so the ink is
///   shown instead, as ``Fit/bounds`` would show it;
/// - ink outside the canvas is cut off by ``Fit/canvas`` and shown by ``Fit/bounds``;
/// - a scale, padding or fixed size out of range is refused, never corrected;
/// - a picture too big for its writer (a huge scale) is refused before anything is drawn.
public struct Framing: Hashable, Sendable {
    /// Which part of the drawing the picture shows.
    public enum Fit: String, CaseIterable, Hashable, Sendable {
        /// The whole canvas: ink outside it is cut off. The canvas's origin stays on the picture's
        /// top-left corner, so that at scale 1 a canvas unit is a pixel.
        case canvas
        /// Just the ink: the box around every stroke's ink, grown by ``Framing/padding`` on each
        /// side and centred in the whole pixels that hold it.
        case bounds
    }

    /// Which part of the drawing the picture shows. Default ``Fit/canvas``.
    public var fit: Fit
    /// The margin around the ink for ``Fit/bounds``, in canvas units (so it grows with ``scale``);
    /// finite and not negative. Not used where a canvas is shown, nor with a ``fixedSize``, which
    /// has a margin of its own. Default 16.
    public var padding: Double
    /// Output pixels per canvas unit: 2 makes a 800×600 canvas a 1600×1200 picture, ink widths
    /// included; a finite number above 0. Not used with a ``fixedSize``. Default 1.
    public var scale: Double
    /// A picture size fixed in pixels that the part ``fit`` chooses is fitted into, centred, its
    /// aspect kept; ``scale`` and ``padding`` are then not used. `nil`, the default, sizes the
    /// picture by ``scale``.
    public var fixedSize: FixedImageSize?
    /// What the picture shows where there is no ink, over the whole picture; `nil` leaves it
    /// transparent. Default `nil`.
    public var background: Color?
    /// Whether a drawing that has its own paper (``Drawing/paper``, a notebook page's) is drawn on
    /// it, its colour over the whole picture and its ruling over that, instead of on
    /// ``background``. Drawings without paper keep the background. Default `false`.
    public var drawsPaper: Bool

    /// Creates a framing; every parameter has the documented default.
    public init(
        fit: Fit = .canvas, padding: Double = 16, scale: Double = 1, fixedSize: FixedImageSize? = nil,
        background: Color? = nil,
        drawsPaper: Bool = false
    ) {
        self.fit = fit
        self.padding = padding
        self.scale = scale
        self.fixedSize = fixedSize
        self.background = background
        self.drawsPaper = drawsPaper
    }

    /// What a drawing is drawn on: its own paper when it has one and ``drawsPaper`` asks for it,
    /// else ``background`` (`nil`: transparent) with no ruling.
    public func ground(of drawing: Drawing) -> (color: Color?, paper: Paper?) {
        if drawsPaper, let paper = drawing.paper { return (paper.color, paper) }
        return (background, nil)
    }

    /// The whole canvas at one pixel a unit, transparent.
    public static let `default` = Framing()

    /// Whether framing a drawing on `canvas` needs the box around its ink: with ``Fit/bounds``,
    /// and with a canvas that has no area to show. Otherwise the ink need not be known to frame it.
    public func showsInk(on canvas: Size) -> Bool {
        fit == .bounds || !Self.hasArea(canvas)
    }

    /// Whether a canvas has an area to show: a positive, finite width and height.
    public static func hasArea(_ canvas: Size) -> Bool {
        canvas.width > 0 && canvas.height > 0 && canvas.width.isFinite && canvas.height.isFinite
    }
}
