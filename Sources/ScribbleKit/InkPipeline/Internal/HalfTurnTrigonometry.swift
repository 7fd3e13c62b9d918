/// Sine and cosine of angles from 0 to π, within two ulps of the C library's and several times
/// cheaper: an easing evaluated at every point of a stroke spent most of its time in `sin`.
///
/// Both come from one polynomial for sin x on −π/2…π/2, x + x³·p(x²), where p is a Chebyshev fit
/// of (sin x − x) / x³ of degree 7 in x², off by less than 4 × 10⁻¹⁹. Its terms are summed by
/// Estrin's scheme, in pairs that do not wait on each other, because the easing's result is
/// waited for. Angles beyond π/2, and the cosine's, are moved into that range by the two-part π/2
/// fdlibm reduces with, so the move loses nothing where it matters. No branch depends on where
/// within a quarter turn the angle falls: an easing's angles come in no order a branch predictor
/// could learn.
///
/// Measured (scribble-bench's outline stage, perfect-freehand's algorithm with `easeOutSine`, on
/// the 100×1000 bench workload): 17 M points/s with libm's `sin` before the changes that made
/// these curves, 27 M with fdlibm's kernels split at π/4, about 30 M with this one polynomial,
/// against 39 M with a linear easing; every outline within 8.9e-16 of its size of the libm one.
enum HalfTurnTrigonometry {
    /// π/2 in two parts: the first 33 bits, and the rest.
    static let halfPiHigh = 1.570_796_326_734_125_614_17
    static let halfPiLow = 6.077_100_506_506_192_249_32e-11

    /// sin `angle`, for `angle` in 0…π.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    static func sin(_ angle: Double) -> Double {
        angle <= .pi / 2 ? sine(angle) : sine((2 * halfPiHigh - angle) + 2 * halfPiLow)
    }

    /// cos `angle`, for `angle` in 0…π.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    static func cos(_ angle: Double) -> Double {
        angle <= .pi / 2 ? sine((halfPiHigh - angle) + halfPiLow) : -sine((angle - halfPiHigh) - halfPiLow)
    }

    /// sin x for x in −π/2…π/2.
    // Inlined with the pipeline's other kernels: a live update takes 9% longer without (tools/bench live).
    @inline(__always)
    static func sine(_ x: Double) -> Double {
        let z = x * x
        let z2 = z * z
        let z4 = z2 * z2
        // The terms after x³/6: small, so the rounding of their sum hardly shows.
        let r =
            (8.333_333_333_333_315_868_820_4e-3 + z * -1.984_126_984_125_497_376_888_106e-4)
            + z2 * (2.755_731_921_916_323_341_629_225e-6 + z * -2.505_210_761_699_618_289_090_09e-8)
            + z4
            * ((1.605_897_731_246_408_762_140_687e-10 + z * -7.643_970_296_798_572_052_378_837e-13)
                + z2 * 2.731_444_766_986_399_342_444_789e-15)
        let p = -1.666_666_666_666_666_663_300_263e-1 + z * r
        return x + (x * z) * p
    }
}
