import ScribbleKit

/// What a file format can carry of a drawing, so that a round trip through it keeps exactly
/// these, and a writer says which of the others it dropped (``ScribbleSyntax/FormatLosses``).
public struct FormatCapabilities: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    /// Creates a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Each stroke's own ink colour and width.
    public static let inkPerStroke = FormatCapabilities(rawValue: 1 << 0)
    /// Every kind of Scribble's ink tool (pencil, marker, fountain pen, monoline…), not only a pen.
    public static let toolKinds = FormatCapabilities(rawValue: 1 << 1)
    /// A colour's alpha.
    public static let colorAlpha = FormatCapabilities(rawValue: 1 << 2)
    /// Each sample's pressure.
    public static let pressure = FormatCapabilities(rawValue: 1 << 3)
    /// Each sample's time.
    public static let time = FormatCapabilities(rawValue: 1 << 4)
    /// Each sample's tilt (altitude and azimuth).
    public static let tilt = FormatCapabilities(rawValue: 1 << 5)
    /// Each stroke's device (pen, finger, mouse).
    public static let device = FormatCapabilities(rawValue: 1 << 6)
    /// The area inside a stroke filled (``ScribbleKit/Ink/fill``).
    public static let fill = FormatCapabilities(rawValue: 1 << 7)
    /// A notebook page's paper.
    public static let paper = FormatCapabilities(rawValue: 1 << 8)
    /// The part of a stroke an eraser left (``ScribbleKit/Stroke/visibleRange``).
    public static let erasedRanges = FormatCapabilities(rawValue: 1 << 9)
    /// The drawing's ink options (``ScribbleKit/Drawing/inkOptions``).
    public static let inkOptions = FormatCapabilities(rawValue: 1 << 10)
    /// A stroke's exact curves (``ScribbleKit/Stroke/path``) and its transform.
    public static let curves = FormatCapabilities(rawValue: 1 << 11)

    /// Everything a drawing holds.
    public static let everything: FormatCapabilities = [
        .inkPerStroke, .toolKinds, .colorAlpha, .pressure, .time, .tilt, .device, .fill, .paper, .erasedRanges,
        .inkOptions, .curves,
    ]

    /// The names of what the set holds, for messages and documentation.
    public var description: String {
        let names: [(FormatCapabilities, String)] = [
            (.inkPerStroke, "ink per stroke"), (.toolKinds, "tool kinds"), (.colorAlpha, "colour alpha"),
            (.pressure, "pressure"),
            (.time, "time"), (.tilt, "tilt"), (.device, "device"), (.fill, "fill"), (.paper, "paper"),
            (.erasedRanges, "erased ranges"), (.inkOptions, "ink options"), (.curves, "curves"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: ", ")
    }
}
