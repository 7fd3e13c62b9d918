import ScribbleKit

/// Builds the text of an SVG document as bytes: markup as it is, numbers rounded to a fixed number
/// of decimals and written in their shortest form, and path data with only the separators the
/// grammar needs.
struct SVGTextBuffer {
    /// The text so far, as UTF-8.
    private(set) var bytes: [UInt8] = []
    /// Digits after the decimal point, 0…9.
    let decimalPlaces: Int
    /// 10 to the power of ``decimalPlaces``.
    private let factor: Double
    /// The last path command letter written, so that a repeated command can be left implicit.
    private var pathCommand: UInt8 = 0
    /// Whether the last thing written was a number, so the next needs a separator.
    private var afterNumber = false

    /// Beyond this a rounded value does not fit the integer arithmetic; such numbers are written as
    /// Swift prints them (`1e+20`), which SVG reads too.
    private static let largestRounded = 9.0e15

    /// Creates a buffer.
    /// - Parameters:
    ///   - decimalPlaces: digits after the decimal point, clamped to 0…9.
    ///   - capacity: about how many bytes the text will take.
    init(decimalPlaces: Int, capacity: Int = 0) {
        self.decimalPlaces = Swift.min(9, Swift.max(0, decimalPlaces))
        var factor = 1.0
        for _ in 0..<self.decimalPlaces { factor *= 10 }
        self.factor = factor
        bytes.reserveCapacity(capacity)
    }

    /// Writes markup as it is.
    mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        afterNumber = false
    }

    /// Writes text made at run time (a colour's hex digits).
    mutating func text(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        afterNumber = false
    }

    /// `value` rounded to the buffer's decimals, as it will be written.
    func rounded(_ value: Double) -> Double {
        let scaled = (value * factor).rounded()
        return abs(scaled) < Self.largestRounded ? scaled / factor : value
    }

    /// Writes a number rounded to the buffer's decimals, without trailing zeros, a trailing point
    /// or a minus sign on zero: `12.5`, `-3`, `0.07`. Values that are not finite are written as 0,
    /// which callers avoid by leaving such points out.
    mutating func number(_ value: Double) {
        number(value, decimalPlaces: decimalPlaces, factor: factor)
    }

    /// Writes an opacity, 0…1, with three decimals: enough to keep an 8-bit alpha.
    mutating func opacity(_ value: Double) {
        number(Swift.min(1, Swift.max(0, value)), decimalPlaces: 3, factor: 1000)
    }

    /// Writes a number rounded to `places` decimals (clamped to 0…9) rather than the buffer's own,
    /// in the same shortest form: for values that need another precision, such as key times.
    mutating func number(_ value: Double, decimalPlaces places: Int) {
        let places = Swift.min(9, Swift.max(0, places))
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        number(value, decimalPlaces: places, factor: factor)
    }

    private mutating func number(_ value: Double, decimalPlaces: Int, factor: Double) {
        afterNumber = false
        guard value.isFinite else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        let scaled = (value * factor).rounded()
        guard abs(scaled) < Self.largestRounded else {
            bytes.append(contentsOf: value.description.utf8)
            return
        }
        var units = Int64(scaled)
        if units < 0 {
            bytes.append(UInt8(ascii: "-"))
            units = -units
        }
        var divisor: Int64 = 1
        for _ in 0..<decimalPlaces { divisor *= 10 }
        appendDigits(units / divisor, minimumCount: 1)
        var fraction = units % divisor
        guard fraction > 0 else { return }
        var places = decimalPlaces
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        bytes.append(UInt8(ascii: "."))
        appendDigits(fraction, minimumCount: places)
    }

    // MARK: - Path data

    /// Writes a path command letter, unless it is the one just written and can stay implicit
    /// (`L1 2 3 4` is two lines). `M` and `Z` are always written.
    mutating func pathCommand(_ letter: Unicode.Scalar) {
        let byte = UInt8(ascii: letter)
        if byte != pathCommand || byte == UInt8(ascii: "M") || byte == UInt8(ascii: "Z") {
            bytes.append(byte)
            afterNumber = false
        }
        pathCommand = byte
    }

    /// Writes a point's coordinates in path data, separated from what came before only where the
    /// grammar needs it (a minus sign separates by itself).
    mutating func pathPoint(_ point: Point) {
        pathNumber(point.x)
        pathNumber(point.y)
    }

    /// Writes whichever of two spellings of the same thing comes out shorter, the first when they
    /// are as long: for path data, where a step may be written with absolute or relative numbers.
    mutating func writeShorter(_ first: (inout SVGTextBuffer) -> Void, or second: (inout SVGTextBuffer) -> Void) {
        let start = bytes.count
        let command = pathCommand
        let separated = afterNumber
        first(&self)
        let firstLength = bytes.count - start
        let firstCommand = pathCommand
        let firstSeparated = afterNumber
        let firstBytes = bytes[start...]
        bytes.removeSubrange(start...)
        pathCommand = command
        afterNumber = separated
        second(&self)
        guard bytes.count - start > firstLength else { return }
        bytes.replaceSubrange(start..., with: firstBytes)
        pathCommand = firstCommand
        afterNumber = firstSeparated
    }

    /// Ends a path's data, so that the next path starts afresh.
    mutating func endPath() {
        pathCommand = 0
        afterNumber = false
    }

    private mutating func pathNumber(_ value: Double) {
        if afterNumber, !(rounded(value) < 0) { bytes.append(UInt8(ascii: " ")) }
        number(value)
        afterNumber = true
    }

    /// Writes the decimal digits of a non-negative number, with leading zeros up to `minimumCount`.
    private mutating func appendDigits(_ value: Int64, minimumCount: Int) {
        let start = bytes.count
        var remaining = value
        var count = 0
        while remaining > 0 || count < minimumCount {
            bytes.append(UInt8(ascii: "0") + UInt8(remaining % 10))
            remaining /= 10
            count += 1
        }
        bytes[start...].reverse()
    }
}
