/// Bounds on what one document may hold, whatever its format, so that a broken or hostile file is
/// refused with a message that names the limit instead of exhausting memory or time.
///
/// ``InterchangeDocument`` holds every reader to them: Scribble's own event and drawing JSON, SVG
/// (where they override ``SVGReadOptions``' own), InkML, Excalidraw, tldraw and Quick, Draw!. An
/// error for a document past one carries it in ``FormatError/exceededLimit``.
///
/// The defaults are far above any real drawing (a day of handwriting is about a million points).
public struct InterchangeLimits: Hashable, Sendable {
    /// One of the limits, as ``FormatError/exceededLimit`` names it.
    public enum Limit: String, CaseIterable, Hashable, Sendable {
        /// ``InterchangeLimits/maximumBytes``.
        case bytes
        /// ``InterchangeLimits/maximumPoints``.
        case points
        /// ``InterchangeLimits/maximumStrokes``.
        case strokes
        /// ``InterchangeLimits/maximumDrawings``.
        case drawings
        /// ``InterchangeLimits/maximumRecordBytes``.
        case recordBytes
        /// ``InterchangeLimits/maximumElements``.
        case elements
        /// ``InterchangeLimits/maximumDepth``.
        case depth
    }

    /// The most bytes a document read whole may have. Default 256 MiB.
    public var maximumBytes = 256 << 20
    /// The most points over all the drawings of one document. Default 10 000 000.
    public var maximumPoints = 10_000_000
    /// The most strokes over all the drawings of one document. Default 1 000 000.
    public var maximumStrokes = 1_000_000
    /// The most drawings one document (a library, a Quick, Draw! file read whole) may hold. Default 1 000 000.
    public var maximumDrawings = 1_000_000
    /// The most bytes of one Quick, Draw! record (one line of NDJSON). Default 16 MiB.
    public var maximumRecordBytes = 16 << 20
    /// The most elements of an XML document. Default 4 000 000.
    public var maximumElements = 4_000_000
    /// How deeply XML elements (SVG `<use>` references counted), tldraw groups and JSON arrays and
    /// objects may nest. Default 512.
    public var maximumDepth = 512

    /// Creates limits; every property has its default.
    public init() {}

    /// The defaults.
    public static let `default` = InterchangeLimits()
}

/// A limit that a document went past: which one, and the message that says so.
package struct ExceededLimit {
    package let limit: InterchangeLimits.Limit
    package let message: String
}

/// Counts points and strokes against the limits as a reader adds them.
package struct InterchangeBudget {
    package let limits: InterchangeLimits
    package private(set) var points = 0
    package private(set) var strokes = 0

    package init(_ limits: InterchangeLimits) { self.limits = limits }

    /// Takes `count` points, or says which limit they pass.
    /// - Returns: `nil`, or the limit passed with the message for an error.
    package mutating func takePoints(_ count: Int) -> ExceededLimit? {
        points += count
        guard points <= limits.maximumPoints else {
            return ExceededLimit(
                limit: .points, message: "the document has more than \(limits.maximumPoints) points, the limit")
        }
        return nil
    }

    /// Takes a stroke, or says which limit it passes.
    package mutating func takeStroke() -> ExceededLimit? {
        strokes += 1
        guard strokes <= limits.maximumStrokes else {
            return ExceededLimit(
                limit: .strokes, message: "the document has more than \(limits.maximumStrokes) strokes, the limit")
        }
        return nil
    }
}
