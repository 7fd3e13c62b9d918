/// Sine and cosine of angles from 0 to π, within an ulp or two of the C library's and several times
/// cheaper to call: an easing evaluated at every point of a stroke spends most of its time in `sin`.
///
/// The angle is moved to within π/4 of 0, π/2 or π (by the two-part constants fdlibm reduces with,
/// so the move loses nothing), and there the kernel polynomials of fdlibm (Sun Microsystems,
/// freely distributable) take over, which are accurate to within an ulp on −π/4…π/4.
enum HalfTurnTrigonometry {
    /// π/2 in two parts: the first 33 bits, and the rest.
    static let halfPiHigh = 1.570_796_326_734_125_614_17
    static let halfPiLow = 6.077_100_506_506_192_249_32e-11

    /// sin `angle`, for `angle` in 0…π.
    @inline(__always)
    static func sin(_ angle: Double) -> Double {
        if angle <= 0.785_398_163_397_448_3 { return sineKernel(angle) }  // π/4
        if angle <= 2.356_194_490_192_344_9 { return cosineKernel((angle - halfPiHigh) - halfPiLow) }  // 3π/4
        return -sineKernel((angle - 2 * halfPiHigh) - 2 * halfPiLow)
    }

    /// cos `angle`, for `angle` in 0…π.
    @inline(__always)
    static func cos(_ angle: Double) -> Double {
        if angle <= 0.785_398_163_397_448_3 { return cosineKernel(angle) }
        if angle <= 2.356_194_490_192_344_9 { return -sineKernel((angle - halfPiHigh) - halfPiLow) }
        return -cosineKernel((angle - 2 * halfPiHigh) - 2 * halfPiLow)
    }

    /// sin x for x in −π/4…π/4 (fdlibm's `__kernel_sin`).
    @inline(__always)
    static func sineKernel(_ x: Double) -> Double {
        let z = x * x, v = z * x
        let r = 8.333_333_333_322_489_461_24e-03 + z * (-1.984_126_982_985_794_931_34e-04
            + z * (2.755_731_370_707_006_767_89e-06 + z * (-2.505_076_025_340_686_341_95e-08
            + z * 1.589_690_995_211_550_102_21e-10)))
        return x + v * (-1.666_666_666_666_663_243_48e-01 + z * r)
    }

    /// cos x for x in −π/4…π/4 (fdlibm's `__kernel_cos`).
    @inline(__always)
    static func cosineKernel(_ x: Double) -> Double {
        let z = x * x
        let r = z * (4.166_666_666_666_660_190_37e-02 + z * (-1.388_888_888_887_410_957_49e-03
            + z * (2.480_158_728_947_672_941_78e-05 + z * (-2.755_731_435_139_066_330_35e-07
            + z * (2.087_572_321_298_174_827_90e-09 + z * -1.135_964_755_778_819_482_65e-11)))))
        if abs(x) < 0.3 { return 1 - (0.5 * z - z * r) }
        // 1 − x²/2 loses bits when x²/2 is large; fdlibm takes a round part of it out first.
        let quarter = abs(x) > 0.781_25 ? 0.281_25 : quarterOf(x)
        return (1 - quarter) - ((0.5 * z - quarter) - z * r)
    }

    /// x/4 with its low 32 bits cleared, as fdlibm's `qx` (exact, so 1 − qx is too).
    @inline(__always)
    private static func quarterOf(_ x: Double) -> Double {
        Double(bitPattern: (abs(x).bitPattern &- 0x0020_0000_0000_0000) & 0xFFFF_FFFF_0000_0000)
    }
}
