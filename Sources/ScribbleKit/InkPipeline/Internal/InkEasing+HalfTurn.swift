extension InkEasing {
    /// The eased value of `t`, as ``callAsFunction(_:)`` gives it to within an ulp or two, with
    /// the sine curves from ``HalfTurnTrigonometry`` when `t` is in 0…1: for easings evaluated at
    /// every point of a stroke.
    ///
    /// Kept for what it was measured to buy: perfect-freehand's outline with Excalidraw's
    /// `easeOutSine` spent about 75 instructions a point in libm's `sin` (the figures are with
    /// ``HalfTurnTrigonometry``).
    func fast(_ t: Double) -> Double {
        guard t >= 0, t <= 1 else { return self(t) }
        switch self {
        case .easeInSine: return 1 - HalfTurnTrigonometry.cos(t * .pi / 2)
        case .easeOutSine: return HalfTurnTrigonometry.sin(t * .pi / 2)
        case .easeInOutSine: return (1 - HalfTurnTrigonometry.cos(t * .pi)) / 2
        default: return self(t)
        }
    }
}
