import ScribbleKit
import ScribbleSyntax

/// How Xournal++'s strokes and Scribble's ink map onto each other, so that a page renders in
/// Scribble as Xournal++ draws it and a drawing written for Xournal++ keeps its widths.
///
/// Xournal++ draws a stroke as straight segments between its points with round caps and joins:
/// at one width, or, when the stroke has a width per point, each segment at the width of the
/// point it starts from. A page's drawing carries ``options``: no steadying, no curve, no tapers,
/// and the device's pressure setting the width, so that Scribble draws those same segments.
///
/// | Xournal++ | Scribble |
/// |---|---|
/// | pen, one width `w` | monoline, width `w` |
/// | pen, widths `w w w …` (every segment at `w`) | pen, width `w`, no pressure |
/// | pen, widths `w z0 z1 …` | pen, width `w` (or, when a segment is wider than `1.5·w`, two thirds of the widest, rounded up to 15 digits), point *i* at pressure `zi / 2·width` (the last point at the last width) |
/// | highlighter `#rrggbb7f` | marker, width `w`, at an alpha that draws at Xournal++'s opacity, 120/255 |
/// | highlighter, widths `w z0 z1 …` | marker, width `w`, point *i* at pressure `zi / 2·w` (which a marker draws at its one width, as Xournal++ does) |
/// | highlighter, another alpha | marker, width `w`, at that alpha |
/// | pen `#rrggbbaa` | the colour at alpha `aa` (Xournal++ draws it opaque) |
/// | `fill="a"` | ``ScribbleKit/Ink/fill``, the stroke's colour at alpha `a / 255` |
///
/// The mapping goes both ways: what ``XournalWriter`` writes for an ink reads back as that ink.
public enum XournalInk {
    /// The ink options of a Xournal++ page: the points joined by straight lines (``InkOptions/raw``),
    /// with the device's pressure taking the width from none (pressure 0) to twice the nominal
    /// (pressure 1) through a round nib.
    public static let options: InkOptions = {
        var options = InkOptions.raw
        options.pressure = .device
        options.thinning = 1
        options.easing = .linear
        options.cap = .round
        options.nib = .round
        return options
    }()

    /// How much of its colour a highlighter lays down in Xournal++ (120 of 255, whatever alpha its
    /// file gives it).
    public static let highlighterOpacity = 120.0 / 255

    /// The alpha a highlighter's colour gets as a marker, so that the marker's own opacity
    /// (``ScribbleKit/InkTool/opacity``) brings it to ``highlighterOpacity``.
    public static var markerAlpha: Double { Swift.min(1, highlighterOpacity / InkTool.marker.opacity) }

    /// The largest pressure a width per point is read as, so that the widest point stays within
    /// the ink's ``ScribbleKit/Ink/maximumWidth`` (1.5 times its width), which bounds take.
    static let largestPressure = 0.75

    /// The alpha Xournal++ writes a highlighter's colour with.
    static let highlighterAlphaByte: UInt8 = 0x7F

    /// The ink of a Xournal++ stroke, and the pressure of each of its points (`nil` for none).
    /// - Parameters:
    ///   - highlighter: Whether its tool is the highlighter.
    ///   - color: Its colour, at the alpha its file gives (`aa / 255`).
    ///   - nominal: Its width.
    ///   - widths: The width of each segment, all above 0, or none.
    ///   - fill: Its fill's opacity, 0…1, or `nil` for none.
    static func ink(highlighter: Bool, color: Color, nominal: Double, widths: [Double], fill: Double?) -> (
        ink: Ink, pressures: [Double]?
    ) {
        let fillColor = fill.map { Color(red: color.red, green: color.green, blue: color.blue, alpha: $0) }
        if highlighter {
            var inkColor = color
            inkColor.alpha = markerAlpha(fileAlpha: XournalColor.byte(color.alpha), fill: fill)
            // Xournal++ draws a highlighter at its one width, as a marker is drawn at any pressure,
            // and keeps its widths: they are its pressures.
            guard !widths.isEmpty, nominal > 0 else {
                return (Ink(tool: .marker, color: inkColor, width: nominal, fill: fillColor), nil)
            }
            var pressures = widths.map { Swift.min(1, $0 / (2 * nominal)) }
            if let last = pressures.last { pressures.append(last) }
            return (Ink(tool: .marker, color: inkColor, width: nominal, fill: fillColor), pressures)
        }
        guard !widths.isEmpty else { return (Ink(tool: .monoline, color: color, width: nominal, fill: fillColor), nil) }
        // Every segment at the stroke's own width: a pen that took no pressure.
        if widths.allSatisfy({ $0 == nominal }) {
            return (Ink(tool: .pen, color: color, width: nominal, fill: fillColor), nil)
        }
        let (width, pressures) = pressures(nominal: nominal, widths: widths)
        return (Ink(tool: .pen, color: color, width: width, fill: fillColor), pressures)
    }

    /// The alpha of a highlighter's ink whose file gives it `fileAlpha`: Xournal++'s own `7f`
    /// draws as Xournal++ draws it (at ``highlighterOpacity``, or a filled one at its fill's
    /// opacity); any other is kept as it is.
    static func markerAlpha(fileAlpha: UInt8, fill: Double?) -> Double {
        guard fileAlpha == highlighterAlphaByte else { return Double(fileAlpha) / 255 }
        // A filled highlighter is drawn, ink and fill alike, at the fill's opacity.
        if let fill { return Swift.min(1, fill / InkTool.marker.opacity) }
        return markerAlpha
    }

    /// The alpha a marker's colour is written with: `7f` for the alpha a highlighter reads as,
    /// else its own.
    static func highlighterAlpha(for alpha: Double, fill: Double?) -> UInt8 {
        alpha == markerAlpha(fileAlpha: highlighterAlphaByte, fill: fill)
            ? highlighterAlphaByte : XournalColor.byte(alpha)
    }

    /// The width and the pressure of each point for a pen stroke of nominal width `nominal` with
    /// `widths[i]` for the segment from point *i*.
    static func pressures(nominal: Double, widths: [Double]) -> (width: Double, pressures: [Double]) {
        let widest = widths.max() ?? nominal
        let width = widest <= 2 * largestPressure * nominal ? nominal : roundedUp(widest / (2 * largestPressure))
        var pressures = widths.map { $0 / (2 * width) }
        if let last = pressures.last { pressures.append(last) }
        return (width, pressures)
    }

    /// The least number of ``DecimalText/interchangeDigits`` significant digits not under `value`,
    /// so that a width made from the widest segment is written as it is and reads back the same.
    static func roundedUp(_ value: Double) -> Double {
        var rounded = DecimalText.rounded(value, significantDigits: DecimalText.interchangeDigits)
        var step = value.magnitude * 1e-15
        while rounded < value, step.isFinite {
            rounded = DecimalText.rounded(value + step, significantDigits: DecimalText.interchangeDigits)
            step *= 2
        }
        return rounded
    }
}
