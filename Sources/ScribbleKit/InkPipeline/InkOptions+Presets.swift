extension InkOptions {
    /// The points as they came, joined by straight lines: no steadying, no curve, no taper.
    /// Shows exactly what was recorded.
    public static let raw = InkOptions(stabilizer: .none, spacing: 0, taperStart: .none, taperEnd: .none)

    /// Steadier than the default: the 1€ filter takes out the tremor of slow strokes without
    /// lagging fast ones, and both ends taper a little.
    public static let smooth = InkOptions(
        stabilizer: .oneEuro(minCutoff: 2, beta: 0.05, derivativeCutoff: 1),
        taperStart: Taper(length: 4, easing: .easeOutQuad), taperEnd: Taper(length: 8, easing: .easeOutCubic))

    /// Flowing handwriting: strong steadying, light pressure reading as full ink, and long tapers.
    public static let signature = InkOptions(
        stabilizer: .streamline(0.5), easing: .easeOutSine,
        taperStart: Taper(length: 8, easing: .easeOutQuad), taperEnd: Taper(length: 20, easing: .easeOutCubic))

    /// A broad nib at 30° for every pressure tool, not only the fountain pen, with light pressure
    /// and short tapers: thick downstrokes and hairline upstrokes.
    public static let calligraphy = InkOptions(
        stabilizer: .oneEuro(minCutoff: 3, beta: 0.05, derivativeCutoff: 1), thinning: 0.25,
        taperStart: Taper(length: 2, easing: .easeOutQuad), taperEnd: Taper(length: 4, easing: .easeOutCubic),
        nib: .broad(angle: .pi / 6, minimumWidth: 0.15))

    /// perfect-freehand's `getStroke` with its defaults, its size taken from the ink's width.
    public static let perfectFreehand = InkOptions(perfectFreehand: .default)

    /// The named presets, in the order a user would want to read them: `default`, `raw`,
    /// `smooth`, `signature`, `calligraphy`, `perfect-freehand`.
    public static let presets: [(name: String, options: InkOptions)] = [
        ("default", .default), ("raw", .raw), ("smooth", .smooth), ("signature", .signature),
        ("calligraphy", .calligraphy), ("perfect-freehand", .perfectFreehand),
    ]

    /// The names of ``presets``, for help text and error messages.
    public static var presetNames: [String] { presets.map(\.name) }

    /// The preset called `name`, ignoring case, hyphens and underscores (so `perfect-freehand`,
    /// `perfectFreehand` and `PERFECT_FREEHAND` are one), or `nil` when there is none.
    public static func preset(named name: String) -> InkOptions? {
        let key = normalizedName(name)
        return presets.first { normalizedName($0.name) == key }?.options
    }

    private static func normalizedName(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" })
    }
}
