import Foundation

/// How each tool turns the options into a width profile: the tool decides how wide its nib is, how
/// much pressure matters, whether it tapers and what shape its nib has.
///
/// | tool         | width | pressure (thinning)      | tapers  | nib (`.automatic`)        |
/// |--------------|-------|--------------------------|---------|---------------------------|
/// | pen          | 1×    | the options'             | yes     | round                     |
/// | pencil       | 0.6×  | 0.4 × the options'       | yes     | round                     |
/// | marker       | 1×    | none                     | no      | round, always             |
/// | monoline     | 1×    | none                     | no      | round, always             |
/// | fountain pen | 1×    | the options'             | yes     | broad, 30°, 15 % minimum  |
///
/// With the default thinning of 0.5 no tool draws wider than ``Ink/maximumWidth``, which is what
/// ``Stroke/bounds`` assumes.
enum InkToolGeometry {
    /// The fountain pen's nib when the options leave it to the tool.
    static let fountainPenNib = InkOptions.Nib.broad(angle: .pi / 6, minimumWidth: 0.15)

    /// The width profile of `ink` under `options`, its widths multiplied by `scale` (and no wider
    /// than ``InkGeometryLimits/maximumWidth``). `devicePressure` says the stroke's pressure is
    /// the device's, which ``InkOptions/pressureCurve`` then maps.
    static func profile(for ink: Ink, scale: Double, options: InkOptions, devicePressure: Bool = false)
        -> InkWidthProfile
    {
        let thinning = options.thinning.isFinite ? Swift.min(1, Swift.max(-1, options.thinning)) : 0.5
        let halfWidth = Swift.min(ink.width * scale, InkGeometryLimits.maximumWidth) / 2
        var profile = InkWidthProfile(
            halfWidth: halfWidth, thinning: thinning, easing: options.easing,
            taperStart: sanitized(options.taperStart), taperEnd: sanitized(options.taperEnd), broadNib: nil)
        let nib: InkOptions.Nib
        let curve = devicePressure ? options.pressureCurve : nil
        switch ink.tool {
        case .pen:
            nib = options.nib
            profile.deviceCurve = curve.map { InkWidthProfile.DeviceCurve($0, thinning: thinning, sensitivity: 1) }
        case .pencil:
            profile.halfWidth *= 0.6
            profile.thinning *= 0.4
            nib = options.nib
            profile.deviceCurve = curve.map { InkWidthProfile.DeviceCurve($0, thinning: thinning, sensitivity: 0.4) }
        case .marker, .monoline:
            profile.thinning = 0
            profile.taperStart = .none
            profile.taperEnd = .none
            nib = .round
        case .fountainPen:
            nib = options.nib == .automatic ? fountainPenNib : options.nib
            profile.deviceCurve = curve.map { InkWidthProfile.DeviceCurve($0, thinning: thinning, sensitivity: 1) }
        }
        if case .broad(let angle, let minimum) = nib {
            // Anticlockwise on screen is clockwise in y-down coordinates.
            let safeAngle = angle.isFinite ? angle : 0
            let safeMinimum = minimum.isFinite ? Swift.min(1, Swift.max(0, minimum)) : 0
            profile.broadNib = (Vector(dx: cos(safeAngle), dy: -sin(safeAngle)), safeMinimum)
        }
        return profile
    }

    /// Whether pressure changes anything for `ink` under `options`.
    static func usesPressure(_ ink: Ink, options: InkOptions) -> Bool {
        switch ink.tool {
        case .marker, .monoline: false
        case .pen, .pencil, .fountainPen: options.thinning != 0 || spansWidths(options.pressureCurve)
        }
    }

    /// Whether a pressure curve's own widths differ, so that pressure changes the width whatever
    /// the thinning.
    private static func spansWidths(_ curve: PressureCurve?) -> Bool {
        guard let curve, curve.minimumWidth != nil || curve.maximumWidth != nil else { return false }
        return curve.minimumWidth != curve.maximumWidth
    }

    private static func sanitized(_ taper: InkOptions.Taper) -> InkOptions.Taper {
        var taper = taper
        if !(taper.length.isFinite && taper.length > 0) { taper.length = 0 }
        return taper
    }
}
