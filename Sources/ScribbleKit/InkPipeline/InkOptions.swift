/// Everything that decides how a stroke's samples become the outline of its ink: how the input is
/// steadied, how finely the curve through it is sampled, how pressure sets the width, and how the
/// ends taper.
///
/// All lengths are canvas units, measured after the stroke's transform. The defaults suit a pen,
/// a finger or a mouse alike; ``presets`` names other useful mixes. Values out of range are
/// clamped where they are used, so no mix of options makes the outline fail.
public struct InkOptions: Hashable, Sendable {
    /// How the raw, jittery points are steadied before a curve is fitted through them.
    ///
    /// Every stabilizer keeps the first point and ends the stroke at the last one, where the tool
    /// really lifted: the filters that lag are drawn back onto their input over the last few
    /// points, so the end neither falls short nor hooks.
    public enum Stabilizer: Hashable, Sendable {
        /// The points as they came.
        case none
        /// perfect-freehand's exponential smoothing: each point moves from the previous steadied
        /// point towards its input by `0.15 + 0.85 × (1 − amount)`; `amount` is 0…1, and 0 changes
        /// nothing.
        case streamline(Double)
        /// The 1€ filter (Casiez, Roussel and Vogel, CHI 2012): a low-pass filter whose cutoff
        /// frequency rises with speed, so slow strokes lose their jitter and fast ones keep up.
        /// Uses the samples' timestamps. `minCutoff` (Hz, > 0): lower removes more jitter;
        /// `beta` (per canvas unit): higher lags less when fast; `derivativeCutoff` (Hz, > 0)
        /// smooths the speed estimate. The cutoff follows the speed of the point, not of each
        /// axis, so a rotated stroke is steadied the same way.
        case oneEuro(minCutoff: Double, beta: Double, derivativeCutoff: Double)
        /// Xournal++'s mean stabilizer: each point becomes the mean of the last `window` inputs
        /// (the first point stands in for inputs before it, and the last for those after it).
        case movingAverage(window: Int)
    }

    /// Where the pressure that sets the width comes from.
    public enum PressureSource: String, CaseIterable, Hashable, Sendable {
        /// The device's pressure when the stroke has any; otherwise simulated from speed.
        case automatic
        /// The device's pressure; a stroke without any draws as if at 0.5.
        case device
        /// Simulated from speed (faster is thinner), whatever the device reported.
        case simulated
        /// None: every point draws at 0.5, the ink's nominal width.
        case ignored
    }

    /// How the ends of a stroke are closed.
    public enum Cap: String, CaseIterable, Hashable, Sendable {
        /// A half disc.
        case round
        /// Cut square across at the end point.
        case flat
    }

    /// A narrowing of the ink over the first or last stretch of a stroke.
    public struct Taper: Hashable, Sendable {
        /// How long the stretch is, in canvas units; 0 for none. A stroke shorter than its two
        /// tapers together shrinks them in proportion, so it never vanishes. Since the width
        /// changes by at most half a unit per unit of length, a taper much shorter than the ink
        /// is wide ends blunt rather than sharp.
        public var length: Double
        /// How the width grows over the stretch, from the tip (0) to full width (1).
        public var easing: InkEasing

        /// Creates a taper.
        public init(length: Double = 0, easing: InkEasing = .easeOutQuad) {
            self.length = length
            self.easing = easing
        }

        /// No taper.
        public static let none = Taper()
    }

    /// The shape of the tip that lays down the ink.
    public enum Nib: Hashable, Sendable {
        /// A broad nib for the fountain pen and a round one for every other tool.
        case automatic
        /// A round tip: the width does not depend on the direction.
        case round
        /// A broad, flat nib: the ink is widest across the nib and thinnest along it.
        /// `angle` is the nib's edge above the horizontal in radians, anticlockwise on screen
        /// (calligraphers hold it at 30° to 45°); `minimumWidth` is the fraction of the full
        /// width left when moving along the edge, 0…1.
        case broad(angle: Double, minimumWidth: Double)
    }

    /// How the input is steadied. Default: a light `streamline(0.3)`.
    public var stabilizer: Stabilizer = .streamline(0.3)
    /// How the centripetal Catmull-Rom curve fitted through the steadied points is sampled.
    /// `nil`, the default, cuts it by its shape: few samples along gentle stretches, many in tight
    /// turns and over the tapers, within ``tolerance`` of the output's pixels, so the work follows
    /// the shape and the resolution rather than the stroke's length. A positive number samples it
    /// every that many units instead, whatever its shape and the resolution; 0 joins the steadied
    /// points with straight lines.
    public var spacing: Double? = nil
    /// Where pressure comes from. Default: `.automatic`.
    public var pressure: PressureSource = .automatic
    /// How much pressure changes the width, −1…1: at 0.5 (the default) pressure 0 draws half the
    /// nominal width and pressure 1 one and a half times it, as ``Ink/width(atPressure:)`` says;
    /// 0 ignores pressure and a negative value makes pressure thin the line.
    public var thinning: Double = 0.5
    /// The curve applied to pressure before thinning. Default: linear.
    public var easing: InkEasing = .linear
    /// How the pressure a device reports becomes width: a curve and the range of widths it spans
    /// (see ``PressureCurve``), applied before ``easing``, only where the pressure is the
    /// device's (never to simulated pressure). `nil`, the default, maps it as it comes, the
    /// width following ``thinning``.
    public var pressureCurve: PressureCurve? = nil
    /// The taper at the start. Default: 3 units, `.easeOutQuad`.
    public var taperStart: Taper = Taper(length: 3, easing: .easeOutQuad)
    /// The taper at the end. Default: 6 units, `.easeOutCubic`.
    public var taperEnd: Taper = Taper(length: 6, easing: .easeOutCubic)
    /// The caps at both ends of a stroke; a stroke that is a single point is always a round dot.
    /// Default: round.
    public var cap: Cap = .round
    /// The nib. Default: `.automatic`.
    public var nib: Nib = .automatic
    /// How far the polygons may stray from the true curve, round joins and caps, and a stroke's centre
    /// line from its ``Stroke/path``, in pixels of the output the outline is made for (canvas
    /// units at 1 pixel per unit; see ``Stroke/outline(options:resolution:)``). Default 0.05.
    public var tolerance: Double = 0.05
    /// When set, outlines come from the perfect-freehand algorithm with these options instead,
    /// with its `size` replaced by the stroke's width on the canvas; every other property above
    /// is then ignored, and so is the device. Of the tool, only its constant width counts: a
    /// monoline or marker stroke is drawn with no thinning and no taper. Default: `nil`.
    public var perfectFreehand: PerfectFreehandOptions? = nil

    /// Creates options; every property has a default.
    public init(
        stabilizer: Stabilizer = .streamline(0.3), spacing: Double? = nil, pressure: PressureSource = .automatic,
        thinning: Double = 0.5, easing: InkEasing = .linear, taperStart: Taper = Taper(length: 3, easing: .easeOutQuad),
        taperEnd: Taper = Taper(length: 6, easing: .easeOutCubic), cap: Cap = .round, nib: Nib = .automatic,
        tolerance: Double = 0.05, perfectFreehand: PerfectFreehandOptions? = nil, pressureCurve: PressureCurve? = nil
    ) {
        self.stabilizer = stabilizer
        self.spacing = spacing
        self.pressure = pressure
        self.thinning = thinning
        self.easing = easing
        self.taperStart = taperStart
        self.taperEnd = taperEnd
        self.cap = cap
        self.nib = nib
        self.tolerance = tolerance
        self.perfectFreehand = perfectFreehand
        self.pressureCurve = pressureCurve
    }

    /// The defaults.
    public static let `default` = InkOptions()
}
