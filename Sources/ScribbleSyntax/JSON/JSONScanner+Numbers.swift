extension JSONScanner {
    /// Reads the number at `position` (which holds `-` or a digit), checking its grammar.
    ///
    /// Most numbers in drawings are short decimals, and those take a fast path that is still exact:
    /// the digits are gathered into an integer mantissa and a decimal exponent, and when the
    /// mantissa fits in 53 bits and the exponent is within ±22, both the mantissa and the power of
    /// ten are exact doubles, so one multiplication or division rounds once, correctly (Clinger's
    /// fast path). Every other number is converted by the standard library from its text. Either
    /// way the result is the double nearest the text, bit for bit what `Double(String)` gives.
    ///
    /// - Returns: The value; infinite when the text is too large for a double.
    // Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
    @inline(__always)
    package mutating func scanNumber() throws(FormatError) -> Double {
        let start = position
        let count = bytes.count
        var index = start
        let isNegative = bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        guard index < count, isDigit(bytes[index]) else {
            throw failure(at: index, "expected a digit after '-', found \(describeValue(at: index))")
        }
        // Up to 19 digits fit in the mantissa; with more, it wraps, and the slow path takes over.
        var mantissa: UInt64 = 0
        var digitCount = 0
        var exponent = 0
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < count, isDigit(bytes[index]) {
                throw failure(at: start, "numbers cannot have leading zeros, as in \(describeValue(at: start))")
            }
        } else {
            let digitsStart = index
            gatherDigits(into: &mantissa, from: &index)
            digitCount = index - digitsStart
        }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < count, isDigit(bytes[index]) else {
                throw failure(at: index, "expected a digit after the decimal point, found \(describeValue(at: index))")
            }
            let fractionStart = index
            gatherDigits(into: &mantissa, from: &index)
            digitCount += index - fractionStart
            exponent = fractionStart - index
        }
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentIsNegative = false
            if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentIsNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < count, isDigit(bytes[index]) else {
                throw failure(at: index, "expected a digit in the exponent, found \(describeValue(at: index))")
            }
            var written = 0
            while index < count, isDigit(bytes[index]) {
                // Past a million the value is zero or infinite anyway; the slow path decides which.
                if written < 1_000_000 { written = written * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            exponent += exponentIsNegative ? -written : written
        }
        position = index
        if digitCount <= 19, let magnitude = exactDecimalValue(mantissa, exponent) {
            return isNegative ? -magnitude : magnitude
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        // The text has passed the JSON grammar, which the standard library's parser accepts.
        guard let value = Double(text) else { throw failure(at: start, "\(text) is not a number") }
        return value
    }

    /// Reads the number at `position` when it is plain: an optional minus, digits without a
    /// leading zero, an optional fraction, no exponent, and within the exact fast path of
    /// ``exactDecimalValue(_:_:)``, which holds nearly every number a drawing has. For anything else
    /// it returns `nil` and leaves `position` alone, and ``scanNumber()`` reads the number and
    /// checks its grammar.
    // Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
    @inline(__always)
    package mutating func scanPlainNumber() -> Double? {
        let count = bytes.count
        var index = position
        let isNegative = index < count && bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        guard index < count, isDigit(bytes[index]) else { return nil }
        var mantissa: UInt64 = 0
        var digitCount = 0
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < count, isDigit(bytes[index]) { return nil }
        } else {
            let digitsStart = index
            gatherDigits(into: &mantissa, from: &index)
            digitCount = index - digitsStart
        }
        var exponent = 0
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            gatherDigits(into: &mantissa, from: &index)
            guard index > fractionStart else { return nil }
            digitCount += index - fractionStart
            exponent = fractionStart - index
        }
        guard index == count || bytes[index] | 0x20 != UInt8(ascii: "e"), digitCount <= 19,
            let magnitude = exactDecimalValue(mantissa, exponent)
        else { return nil }
        position = index
        return isNegative ? -magnitude : magnitude
    }

    /// Appends the decimal digits at `index` to `mantissa` (wrapping past 19 digits), moving past them.
    // Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
    @inline(__always)
    private func gatherDigits(into mantissa: inout UInt64, from index: inout Int) {
        let count = bytes.count
        while index < count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index += 1
        }
    }
}

/// `mantissa × 10^exponent` when one correctly rounded operation gives it exactly (Clinger's fast
/// path), else `nil`: a mantissa of at most 2⁵³ and a power of ten up to 10²² are both exact
/// doubles, so one multiplication or division rounds once, to the double nearest the decimal. The
/// JSON and SVG scanners each check their own grammar and gather the digits, then share this.
// Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
@inline(__always)
package func exactDecimalValue(_ mantissa: UInt64, _ exponent: Int) -> Double? {
    if mantissa == 0 { return 0 }
    guard mantissa <= 1 << 53, exponent >= -22, exponent <= 22 else { return nil }
    let magnitude = Double(mantissa)
    return exponent < 0 ? magnitude / exactPowerOfTen(-exponent) : magnitude * exactPowerOfTen(exponent)
}

/// 10^exponent for 0…22, the powers of ten that a `Double` holds exactly.
// Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
@inline(__always)
private func exactPowerOfTen(_ exponent: Int) -> Double {
    switch exponent {
    case 0: 1e0
    case 1: 1e1
    case 2: 1e2
    case 3: 1e3
    case 4: 1e4
    case 5: 1e5
    case 6: 1e6
    case 7: 1e7
    case 8: 1e8
    case 9: 1e9
    case 10: 1e10
    case 11: 1e11
    case 12: 1e12
    case 13: 1e13
    case 14: 1e14
    case 15: 1e15
    case 16: 1e16
    case 17: 1e17
    case 18: 1e18
    case 19: 1e19
    case 20: 1e20
    case 21: 1e21
    default: 1e22
    }
}

// Inlined with the scanner's others: JSON parsing takes 4-8% longer without (tools/bench parse).
@inline(__always)
private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
