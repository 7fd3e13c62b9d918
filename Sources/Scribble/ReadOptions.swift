/// How files are read into drawings: the format (or none, to tell it from each file), the input
/// policy a recording is recorded under, the limits that keep a hostile or broken file from
/// costing unbounded memory or time, and the options of the formats that have some.
///
/// ```swift
/// var options = ReadOptions(policy: .pen)
/// options.limits.maximumPoints = 1_000_000
/// let drawing = try DrawingReader.drawing(at: "signature.events.json", options: options)
/// ```
public struct ReadOptions: Hashable, Sendable {
    /// The format every input is read as; `nil`, the default, tells it from the contents and then
    /// the name.
    public var format: InterchangeFormat?
    /// Which devices ink when a recording is recorded. Default ``InputPolicy/any``.
    public var policy: InputPolicy {
        get { document.policy }
        set { document.policy = newValue }
    }
    /// The bounds on one input: bytes, points, strokes, nesting, drawings.
    public var limits: InterchangeLimits {
        get { document.limits }
        set { document.limits = newValue }
    }
    /// Whether an SVG with any problem the reader could work around is refused instead. Default
    /// `false`: read as a browser would, and say what was worked around.
    public var strictSVG: Bool {
        get { document.svg.strict }
        set { document.svg.strict = newValue }
    }
    /// Every option the format readers take, as the registry's readers take them.
    public var document = InterchangeDocument.Options()

    /// Creates options.
    /// - Parameters:
    ///   - format: The format, or `nil` to tell it from each file.
    ///   - policy: Which devices ink when a recording is recorded.
    public init(format: InterchangeFormat? = nil, policy: InputPolicy = .any) {
        self.format = format
        self.policy = policy
    }

    /// Formats told from each file, recordings recorded under ``InputPolicy/any``, the default limits.
    public static let `default` = ReadOptions()

    /// The largest input read whole, in bytes.
    public var maximumFileBytes: Int { limits.maximumBytes }
}
