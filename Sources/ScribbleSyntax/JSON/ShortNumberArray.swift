/// Up to four numbers read from one JSON array by ``JSONScanner/readShortNumberArray()``, kept in
/// place rather than in an allocated array, as a compact point has them: `[x, y, t, pressure]`.
package struct ShortNumberArray {
    /// The most numbers it holds.
    package static let capacity = 4

    /// How many numbers were read.
    package private(set) var count = 0
    private var values: (Double, Double, Double, Double) = (0, 0, 0, 0)

    /// The number at `index`, which must be below ``count``.
    package subscript(index: Int) -> Double {
        switch index {
        case 0: values.0
        case 1: values.1
        case 2: values.2
        default: values.3
        }
    }

    /// Adds a number; there must be room for it.
    package mutating func append(_ value: Double) {
        switch count {
        case 0: values.0 = value
        case 1: values.1 = value
        case 2: values.2 = value
        default: values.3 = value
        }
        count += 1
    }
}
