import Foundation
import ScribbleKit
import ScribbleSyntax

/// The numbers the Excalidraw reader works out (the points of curves, shapes, arrowheads and
/// straight runs, and made-up times) held to 15 significant digits, so that a drawing read from
/// Excalidraw and written again carries no arithmetic noise: `8.333333333333334` is kept as
/// `8.33333333333333`, a change far below anything drawn.
enum ExcalidrawDigits {
    static func clean(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value }
        // Most values: scaled by an exact power of ten to a whole number of 15 digits, rounded,
        // and divided back, which (correctly rounded) gives the double nearest the decimal.
        var shift = 14 - Int(Foundation.log10(Swift.abs(value)).rounded(.down))
        if shift >= 0, shift < powersOfTen.count {
            var scaled = (value * powersOfTen[shift]).rounded()
            // log10 can land a hair below a power of ten: one digit too many.
            if Swift.abs(scaled) >= 1e15, shift > 0 {
                shift -= 1
                scaled = (value * powersOfTen[shift]).rounded()
            }
            if Swift.abs(scaled) < 1e15 { return scaled / powersOfTen[shift] }
        }
        return DecimalText.rounded(value, significantDigits: DecimalText.interchangeDigits)
    }

    /// 10⁰ … 10²², the powers of ten a double holds exactly.
    private static let powersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    static func clean(_ point: Point) -> Point {
        Point(x: clean(point.x), y: clean(point.y))
    }

    static func clean(_ path: CurvePath) -> CurvePath {
        CurvePath(
            path.elements.map { element in
                switch element {
                case .move(let point): .move(to: clean(point))
                case .line(let point): .line(to: clean(point))
                case .cubic(let c1, let c2, let end): .cubic(control1: clean(c1), control2: clean(c2), to: clean(end))
                case .close: .close
                }
            })
    }
}
