import ScribbleKit

/// How ``SVGAnimationWriter`` turns a drawing into an SVG that draws itself.
///
/// Lengths are canvas units, times are seconds. The SVG is framed as a still SVG, PNG or PDF of
/// the drawing is (``framing``). Timing values out of range are corrected where they are used (a
/// speed that is not a positive, finite number counts as 1).
public struct SVGAnimationOptions: Hashable, Sendable {
    /// Which part of the drawing the SVG shows, how big it is, and a rectangle under the ink,
    /// there from the start, when it has a background. Default: the whole canvas at 1 pixel a
    /// unit, no background.
    public var framing: Framing = .default
    /// How many digits coordinates and widths keep after the decimal point, 0…9. Default 2.
    public var decimalPlaces: Int = 2
    /// How many times faster than it was drawn the drawing plays: 2 plays a 10 s recording in
    /// 5 s. Default 1.
    public var speed: Double = 1
    /// How often a stroke's reveal is keyed to the pen's progress, in the recording's seconds: the
    /// reveal follows the pen's own pace, a key at the first sample this long after the last key
    /// (and at the end), in a straight line between keys. Smaller follows changes of pace more
    /// closely and makes a bigger file. Default 0.05 (about 20 keys a second).
    public var keyInterval: Double = 0.05

    /// Creates options with a framing; every other parameter has the documented default.
    public init(framing: Framing, decimalPlaces: Int = 2, speed: Double = 1, keyInterval: Double = 0.05) {
        self.framing = framing
        self.decimalPlaces = decimalPlaces
        self.speed = speed
        self.keyInterval = keyInterval
    }

    /// Creates options, the framing from its parts (see ``ScribbleKit/Framing``); every parameter
    /// has the documented default.
    public init(
        fit: Framing.Fit = .canvas, padding: Double = 16, scale: Double = 1, background: Color? = nil,
        decimalPlaces: Int = 2, speed: Double = 1, keyInterval: Double = 0.05
    ) {
        self.framing = Framing(fit: fit, padding: padding, scale: scale, background: background)
        self.decimalPlaces = decimalPlaces
        self.speed = speed
        self.keyInterval = keyInterval
    }

    /// The whole canvas at the recording's own pace, no background, two decimals.
    public static let `default` = SVGAnimationOptions()
}
