import ScribbleKit

/// How ``SVGAnimationWriter`` turns a drawing into an SVG that draws itself.
///
/// Lengths are canvas units, times are seconds. Values out of range are corrected where they are
/// used (a scale or speed that is not a positive, finite number counts as 1, a negative padding
/// as 0), so no mix of options makes the writer fail.
public struct SVGAnimationOptions: Hashable, Sendable {
    /// Which part of the drawing the SVG shows. Default ``SVGWriteOptions/Fit/canvas``.
    public var fit: SVGWriteOptions.Fit = .canvas
    /// The margin around the ink for ``SVGWriteOptions/Fit/bounds``. Default 16.
    public var padding: Double = 16
    /// The SVG's `width` and `height` per unit of its viewBox. Default 1.
    public var scale: Double = 1
    /// A rectangle of this colour under the ink, there from the start; `nil` for none. Default `nil`.
    public var background: Color? = nil
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

    /// Creates options; every parameter has the documented default.
    public init(
        fit: SVGWriteOptions.Fit = .canvas, padding: Double = 16, scale: Double = 1, background: Color? = nil,
        decimalPlaces: Int = 2, speed: Double = 1, keyInterval: Double = 0.05
    ) {
        self.fit = fit
        self.padding = padding
        self.scale = scale
        self.background = background
        self.decimalPlaces = decimalPlaces
        self.speed = speed
        self.keyInterval = keyInterval
    }

    /// The whole canvas at the recording's own pace, no background, two decimals.
    public static let `default` = SVGAnimationOptions()
}
