/// Numbers as the text of XML formats (InkML), which have no exponent notation in every reader:
/// written in plain decimal in their shortest form that reads back as the same double, and read
/// back bit for bit.
package enum DecimalText {
    /// `value` in plain decimal notation (`0.0000001`, `12`, `-0`), the shortest digits that read
    /// back as the same double; exponent notation (`1e-40`) only for magnitudes beyond 10^±30,
    /// which no drawing has. Infinities and NaN are written as `INF`, `-INF`, `NaN`.
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : value < 0 ? "-INF" : "INF" }
        // Whole numbers, the most common, need no digit work.
        if value.rounded(.towardZero) == value, abs(value) < 1e15 {
            return value == 0 && value.sign == .minus ? "-0" : String(Int64(value))
        }
        let sign = value.sign == .minus ? "-" : ""
        let text = value.magnitude.description  // shortest round-trip digits: "1.5", "1e-07", "1.2e+16"
        if !text.utf8.contains(UInt8(ascii: "e")) {
            // Plain already: "12.5", or "4813505372012544.0" for a large whole number.
            return sign + (text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
        }
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        guard abs(exponent) <= 30 else { return sign + text }
        let point = mantissa.firstIndex(of: ".")
        var digits =
            point.map { String(mantissa[..<$0]) + String(mantissa[mantissa.index(after: $0)...]) } ?? String(mantissa)
        var pointPosition =
            (point.map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count) + exponent
        // Leading zeros of the digits move the point, trailing zeros after it are dropped.
        while digits.count > 1, digits.first == "0" {
            digits.removeFirst()
            pointPosition -= 1
        }
        if pointPosition <= 0 {
            digits = String(repeating: "0", count: 1 - pointPosition) + digits
            pointPosition = 1
        } else if pointPosition > digits.count {
            digits += String(repeating: "0", count: pointPosition - digits.count)
        }
        var integer = String(digits.prefix(pointPosition))
        var fraction = String(digits.dropFirst(pointPosition))
        while fraction.last == "0" { fraction.removeLast() }
        if integer.isEmpty { integer = "0" }
        return sign + integer + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// The most significant digits a writer of another program's format keeps: enough for every
    /// value a person or a device makes, few enough that arithmetic's last-bit noise
    /// (`4.5120000000000005`, `0.9999999999999999`) is gone.
    package static let interchangeDigits = 15

    /// `value` rounded to `significantDigits` significant digits, written as ``format(_:)`` writes
    /// it: `4.5120000000000005` → `4.512`, `0.9999999999999999` → `1` at 15 digits. A value that
    /// needs no more digits is written exactly as ``format(_:)`` writes it.
    package static func format(_ value: Double, significantDigits: Int) -> String {
        format(rounded(value, significantDigits: significantDigits))
    }

    /// `value` rounded to `significantDigits` significant decimal digits (the nearest double to
    /// the rounded decimal); infinities, NaN and values short enough already come back as they are.
    package static func rounded(_ value: Double, significantDigits: Int) -> Double {
        guard value.isFinite, value != 0, significantDigits > 0 else { return value }
        let text = value.magnitude.description  // the shortest digits that read back: "4.5120000000000005", "1e-07"
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        let point = mantissa.firstIndex(of: ".")
        var digits = Array(
            (point.map { String(mantissa[..<$0]) + String(mantissa[mantissa.index(after: $0)...]) } ?? String(mantissa))
                .utf8)
        // The place of the decimal point counted from the first digit.
        var pointPosition =
            (point.map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count) + exponent
        while digits.count > 1, digits.first == UInt8(ascii: "0") {
            digits.removeFirst()
            pointPosition -= 1
        }
        while digits.count > 1, digits.last == UInt8(ascii: "0") { digits.removeLast() }
        guard digits.count > significantDigits else { return value }
        let roundsUp = digits[significantDigits] >= UInt8(ascii: "5")
        digits.removeLast(digits.count - significantDigits)
        if roundsUp {
            var index = digits.count - 1
            while index >= 0, digits[index] == UInt8(ascii: "9") {
                digits[index] = UInt8(ascii: "0")
                index -= 1
            }
            if index >= 0 {
                digits[index] += 1
            } else {
                digits.insert(UInt8(ascii: "1"), at: 0)
                pointPosition += 1
            }
        }
        let scientific = "0." + String(decoding: digits, as: UTF8.self) + "e" + String(pointPosition)
        guard let rounded = Double(scientific) else { return value }
        return value.sign == .minus ? -rounded : rounded
    }

    /// Reads the decimal number at `index` of `bytes`: digits with an optional point and fraction,
    /// or a point and a fraction, then an optional exponent (`e`/`E`, a sign, digits). The sign of
    /// the number is the caller's. Returns `nil` when no digit is there.
    ///
    /// Short numbers take an exact fast path (the digits as an integer of at most 53 bits and a
    /// power of ten within ±22, one correctly rounded operation); the others are converted by the
    /// standard library. Either way the result is the double nearest the text.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> (
        value: Double, next: Int
    )? {
        var index = start
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        var sawDigit = false
        var exact = true
        while index < end, let digit = digitValue(bytes[index]) {
            sawDigit = true
            accumulate(
                digit, into: &mantissa, significantDigits: &significantDigits, exact: &exact, exponent: &exponent,
                isFraction: false)
            index += 1
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            var fractionIndex = index + 1
            var sawFraction = false
            while fractionIndex < end, let digit = digitValue(bytes[fractionIndex]) {
                sawFraction = true
                accumulate(
                    digit, into: &mantissa, significantDigits: &significantDigits, exact: &exact, exponent: &exponent,
                    isFraction: true)
                fractionIndex += 1
            }
            if sawDigit || sawFraction {
                sawDigit = true
                index = fractionIndex
            }
        }
        guard sawDigit else { return nil }
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var exponentIndex = index + 1
            var negative = false
            if exponentIndex < end,
                bytes[exponentIndex] == UInt8(ascii: "-") || bytes[exponentIndex] == UInt8(ascii: "+")
            {
                negative = bytes[exponentIndex] == UInt8(ascii: "-")
                exponentIndex += 1
            }
            var value = 0
            var sawExponentDigit = false
            while exponentIndex < end, let digit = digitValue(bytes[exponentIndex]) {
                value = Swift.min(value * 10 + Int(digit), 100_000)
                sawExponentDigit = true
                exponentIndex += 1
            }
            if sawExponentDigit {
                exponent += negative ? -value : value
                index = exponentIndex
            }
        }
        if exact, mantissa <= 1 << 53, abs(exponent) <= 22 {
            let power = powersOfTen[abs(exponent)]
            return (exponent < 0 ? Double(mantissa) / power : Double(mantissa) * power, index)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        let normalised = text.hasPrefix(".") ? "0" + text : text.replacingDotBeforeExponent()
        return (Double(normalised) ?? .infinity, index)
    }

    private static func accumulate(
        _ digit: UInt64, into mantissa: inout UInt64, significantDigits: inout Int, exact: inout Bool,
        exponent: inout Int, isFraction: Bool
    ) {
        if mantissa == 0, digit == 0 {
            if isFraction { exponent -= 1 }
            return
        }
        if significantDigits < 19 {
            mantissa = mantissa * 10 + digit
            significantDigits += 1
            if isFraction { exponent -= 1 }
        } else {
            // More digits than an integer holds: the slow path reads them from the text.
            exact = false
            if !isFraction { exponent += 1 }
        }
    }

    private static func digitValue(_ byte: UInt8) -> UInt64? {
        let value = byte &- UInt8(ascii: "0")
        return value < 10 ? UInt64(value) : nil
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}

extension String {
    /// `5.e3` → `5.0e3` and `5.` → `5.0`, which `Double(_:)` may not take.
    fileprivate func replacingDotBeforeExponent() -> String {
        var result = ""
        var previous: Character?
        for character in self {
            if previous == ".", !character.isNumber { result.append("0") }
            result.append(character)
            previous = character
        }
        if previous == "." { result.append("0") }
        return result
    }
}
