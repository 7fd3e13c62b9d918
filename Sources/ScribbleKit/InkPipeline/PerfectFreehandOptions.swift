/// The options of perfect-freehand's `getStroke`, with its defaults, for drawing the outline that
/// perfect-freehand draws (see ``InkOutline/init(perfectFreehand:options:)``).
///
/// Use these to match drawings made with perfect-freehand or Excalidraw; ``InkOptions`` draws
/// better ink otherwise.
public struct PerfectFreehandOptions: Hashable, Sendable {
    /// One end of the stroke: its taper, the easing of that taper, and whether it gets a round cap.
    public struct End: Hashable, Sendable {
        /// The length of the taper in canvas units; 0 for none, `.infinity` for the whole stroke
        /// (perfect-freehand's `true`, which tapers over the longer of the stroke and `size`).
        public var taper: Double
        /// The easing over the taper.
        public var easing: InkEasing
        /// Whether an untapered end is round (`true`) or flat.
        public var cap: Bool

        /// Creates the options of one end.
        public init(taper: Double = 0, easing: InkEasing, cap: Bool = true) {
            self.taper = taper
            self.easing = easing
            self.cap = cap
        }
    }

    /// The diameter of the stroke at pressure 0.5. Default 16.
    public var size: Double = 16
    /// How much pressure changes the size, −1…1. Default 0.5.
    public var thinning: Double = 0.5
    /// How far apart, as a fraction of `size`, the outline's points must be to be kept. Default 0.5.
    public var smoothing: Double = 0.5
    /// How far each point lags towards the previous one, 0…1. Default 0.5.
    public var streamline: Double = 0.5
    /// The easing applied to pressure. Default linear.
    public var easing: InkEasing = .linear
    /// Whether to make pressure up from speed and ignore the device's. Default `true`.
    public var simulatePressure: Bool = true
    /// The start: no taper, easing `.easeOutQuad`, round cap.
    public var start: End = End(easing: .easeOutQuad)
    /// The end: no taper, easing `.easeOutCubic`, round cap.
    public var end: End = End(easing: .easeOutCubic)
    /// Whether the stroke is complete, so that it ends at its last point instead of lagging behind
    /// it. Default `false`.
    public var last: Bool = false

    /// Creates options; every property has perfect-freehand's default.
    public init(
        size: Double = 16, thinning: Double = 0.5, smoothing: Double = 0.5, streamline: Double = 0.5,
        easing: InkEasing = .linear, simulatePressure: Bool = true, start: End = End(easing: .easeOutQuad),
        end: End = End(easing: .easeOutCubic), last: Bool = false
    ) {
        self.size = size
        self.thinning = thinning
        self.smoothing = smoothing
        self.streamline = streamline
        self.easing = easing
        self.simulatePressure = simulatePressure
        self.start = start
        self.end = end
        self.last = last
    }

    /// perfect-freehand's defaults.
    public static let `default` = PerfectFreehandOptions()

    /// What Excalidraw hands perfect-freehand for a freedraw element: its `strokeWidth`, its
    /// `simulatePressure`, and `last` when the element has a `lastCommittedPoint`.
    public static func excalidraw(strokeWidth: Double, simulatePressure: Bool, last: Bool = false) -> Self {
        PerfectFreehandOptions(
            size: strokeWidth * 4.25, thinning: 0.6, smoothing: 0.5, streamline: 0.5, easing: .easeOutSine,
            simulatePressure: simulatePressure, last: last)
    }
}
