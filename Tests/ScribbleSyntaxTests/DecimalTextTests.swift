import Testing

@testable import ScribbleSyntax

@Suite("Decimal text")
struct DecimalTextTests {
    @Test(arguments: [
        (4.5120000000000005, "4.512"),
        (0.9999999999999999, "1"),
        (0.30000000000000004, "0.3"),
        (-123.45600000000002, "-123.456"),
        (99999.99999999999, "100000"),
        (1e-7, "0.0000001"),
        (0.2, "0.2"),
        (12, "12"),
        (1234567.891, "1234567.891"),
    ])
    func interchangeDigitsDropArithmeticNoise(value: Double, expected: String) {
        #expect(DecimalText.format(value, significantDigits: DecimalText.interchangeDigits) == expected)
    }

    @Test func valuesThatNeedFewerDigitsAreUnchangedBitForBit() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1000 {
            // Values as a person or a device writes them: a few decimals.
            let value = Double(Int.random(in: -10_000_000...10_000_000, using: &generator)) / 1000
            #expect(DecimalText.rounded(value, significantDigits: 15) == value)
            #expect(DecimalText.format(value, significantDigits: 15) == DecimalText.format(value))
        }
    }

    @Test func roundingCarriesIntoANewDigit() {
        #expect(DecimalText.rounded(9.9999999999999999e20, significantDigits: 3) == 1e21)
        #expect(DecimalText.rounded(0.0996, significantDigits: 2) == 0.1)
        #expect(DecimalText.rounded(-0.0996, significantDigits: 2) == -0.1)
    }

    @Test func nonFiniteAndZeroComeBackAsTheyAre() {
        #expect(DecimalText.rounded(.infinity, significantDigits: 15) == .infinity)
        #expect(DecimalText.rounded(0, significantDigits: 15) == 0)
        #expect(DecimalText.rounded(.nan, significantDigits: 15).isNaN)
    }
}
