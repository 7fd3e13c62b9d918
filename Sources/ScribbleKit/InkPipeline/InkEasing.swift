import Foundation

/// A curve that maps 0…1 onto 0…1, used to shape pressure and tapers.
///
/// The names and formulas are the usual easing functions (those perfect-freehand's examples use),
/// so options written for perfect-freehand carry over by name.
public enum InkEasing: String, CaseIterable, Hashable, Sendable {
    /// t
    case linear
    /// t²
    case easeInQuad
    /// t·(2 − t), perfect-freehand's start-taper easing.
    case easeOutQuad
    /// Quadratic in, then out.
    case easeInOutQuad
    /// t³
    case easeInCubic
    /// (t − 1)³ + 1, perfect-freehand's end-taper easing.
    case easeOutCubic
    /// Cubic in, then out.
    case easeInOutCubic
    /// 1 − cos(t·π/2)
    case easeInSine
    /// sin(t·π/2), the pressure easing Excalidraw hands to perfect-freehand.
    case easeOutSine
    /// (1 − cos(t·π)) / 2
    case easeInOutSine

    /// The eased value of `t`; `t` is used as given (callers clamp it to 0…1 where they must).
    @inlinable
    public func callAsFunction(_ t: Double) -> Double {
        switch self {
        case .linear: return t
        case .easeInQuad: return t * t
        case .easeOutQuad: return t * (2 - t)
        case .easeInOutQuad: return t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t
        case .easeInCubic: return t * t * t
        case .easeOutCubic:
            let u = t - 1
            return u * u * u + 1
        case .easeInOutCubic:
            if t < 0.5 { return 4 * t * t * t }
            let u = 2 * t - 2
            return (t - 1) * u * u + 1
        case .easeInSine: return 1 - cos(t * .pi / 2)
        case .easeOutSine: return sin(t * .pi / 2)
        case .easeInOutSine: return (1 - cos(t * .pi)) / 2
        }
    }
}
