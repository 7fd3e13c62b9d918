import Foundation
import ScribbleJSON
import ScribbleKit
import ScribbleTestSupport
import Testing

/// The reader's numbers must be what a correct parser gives, bit for bit: the fast path for short
/// decimals as much as the slow path for everything else.
@Suite("Number parsing")
struct NumberParsingTests {
    static let handPicked = [
        "0", "-0", "0.0", "-0.0", "-0e0", "0e-999999999", "1", "-1", "1e-7", "123456789.123456789", "5e-324",
        "4.9e-324", "2.4703282292062328e-324", "2.4703282292062327e-324", "1e-400", "-1e-400",
        "1.7976931348623157e308", "-1.7976931348623157e308", "1.7976931348623158e308",
        "2.2250738585072014e-308", "2.2250738585072011e-308", "2.225073858507201e-308",
        "0.1", "0.2", "0.3", "0.30000000000000004", "1e22", "1e23", "1E+22", "9e22", "1e-22", "1e-23",
        "9007199254740991", "9007199254740992", "9007199254740993", "9007199254740994", "9007199254740995",
        "18446744073709551615", "18446744073709551616", "123456789012345678901234567890",
        "0.000000000000000000000000000001", "100000000000000000000000", "1.00000000000000000000000001",
        "3.141592653589793238462643383279", "2.718281828459045", "1.5e300", "6.02214076e23", "1e0", "1E-0",
        "1e007", "1.0e+0000000000000000000002", "0.5", "0.25", "0.125", "120.5", "80.25", "0.008", "0.42",
        "89255.0e-22", "8.98846567431158e307", "7.2057594037927933e16", "1.448997445238699", "4.35679e-6",
    ]

    /// Numbers in many forms: integers and decimals of every length, exponents of every size,
    /// the shortest and the 17-digit forms of random doubles, long tails that need the slow path.
    static func randomNumbers(count: Int, seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        func digits(_ count: Int, leadingNonZero: Bool) -> String {
            String(
                (0..<count).map { index in
                    let range = index == 0 && leadingNonZero ? 1...9 : 0...9
                    return Character(String(Int.random(in: range, using: &random)))
                })
        }
        var numbers: [String] = []
        while numbers.count < count {
            let sign = Bool.random(using: &random) ? "-" : ""
            let integerLength = Int.random(in: 1...20, using: &random)
            let integer =
                integerLength == 1 ? digits(1, leadingNonZero: false) : digits(integerLength, leadingNonZero: true)
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                numbers.append(sign + integer)
            case 1:
                numbers.append(
                    sign + integer + "." + digits(Int.random(in: 1...25, using: &random), leadingNonZero: false))
            case 2:
                let exponent = Int.random(in: -340...320, using: &random)
                let marker = ["e", "E", "e+", "E-", "e-"].randomElement(using: &random) ?? "e"
                let written = marker.hasSuffix("-") ? -abs(exponent) : abs(exponent)
                let exponentText = marker.hasSuffix("-") ? String(abs(written)) : String(written)
                numbers.append(
                    sign + integer + "." + digits(Int.random(in: 1...8, using: &random), leadingNonZero: false)
                        + String(marker.prefix(1)) + (marker.count > 1 ? String(marker.last ?? "+") : "") + exponentText
                )
            case 3:
                numbers.append(
                    sign + "0." + String(repeating: "0", count: Int.random(in: 0...25, using: &random))
                        + digits(Int.random(in: 1...17, using: &random), leadingNonZero: true))
            case 4:
                numbers.append(random.anyDouble(within: .greatestFiniteMagnitude).description)
            case 5:
                numbers.append(String(format: "%.17g", random.anyDouble(within: .greatestFiniteMagnitude)))
            case 6:
                // Short decimals with small exponents: the fast path's home ground.
                numbers.append(
                    sign + digits(Int.random(in: 1...15, using: &random), leadingNonZero: true)
                        + "e" + String(Int.random(in: -30...30, using: &random)))
            default:
                // Long exact expansions, often far past 17 digits.
                numbers.append(
                    String(
                        format: "%.\(Int.random(in: 17...40, using: &random))g",
                        random.drawingDouble(within: 1e7)))
            }
        }
        return numbers
    }

    /// Reads `numbers` as the times of one stroke's compact points and compares each with `Double(String)`.
    func checkAgainstStandardLibrary(_ numbers: [String]) throws {
        let expected = numbers.map { Double($0) }
        let finite = zip(numbers, expected).compactMap { text, value in value.map { (text, $0) } }.filter {
            $0.1.isFinite
        }
        #expect(finite.count == numbers.count || finite.count > numbers.count * 9 / 10)
        let points = finite.map { "[0, 0, \($0.0)]" }.joined(separator: ",\n")
        let drawing = try Drawing(decodingJSON: Array(drawingDocument("{\"points\": [\n\(points)\n]}").utf8))
        let times = try #require(drawing.strokes.first).points.map(\.t)
        try #require(times.count == finite.count)
        for ((text, value), read) in zip(finite, times) where value.bitPattern != read.bitPattern {
            Issue.record(
                "\(text) reads as \(read) (bits \(read.bitPattern)), expected \(value) (bits \(value.bitPattern))")
        }
    }

    @Test func handPickedNumbersMatchBitForBit() throws {
        try checkAgainstStandardLibrary(Self.handPicked)
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomNumbersMatchBitForBit(seed: UInt64) throws {
        try checkAgainstStandardLibrary(Self.randomNumbers(count: 5000, seed: seed))
    }

    @Test func coordinatesTakeTheSamePath() throws {
        var random = SeededGenerator(seed: 99)
        let values = (0..<2000).map { _ in abs(random.drawingDouble(within: 1e7)) }
        let texts = values.map { String(format: "%.\(Int.random(in: 1...20, using: &random))g", $0) }
        let points = texts.map { "[\($0), -\($0)]" }.joined(separator: ",")
        let drawing = try Drawing(decodingJSON: Array(drawingDocument("{\"points\": [\(points)]}").utf8))
        let read = try #require(drawing.strokes.first).points
        for (text, point) in zip(texts, read) {
            let value = try #require(Double(text))
            #expect(point.x.bitPattern == value.bitPattern, "\(text)")
            #expect(point.y.bitPattern == (-value).bitPattern, "-\(text)")
        }
    }
}
