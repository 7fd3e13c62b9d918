import Testing

@testable import ScribbleInterchange

extension InterchangeTests {
    /// The `index` keys Excalidraw orders elements by: fractional indexing in base 62.
    @Suite("Excalidraw fractional indices")
    struct ExcalidrawFractionalIndexTests {
        /// `a` and one digit for the first 62, `b` and two for the next 62², and so on; the digits
        /// run 0–9, A–Z, a–z.
        static let keys: [(position: Int, key: String)] = [
            (0, "a0"), (1, "a1"), (9, "a9"), (10, "aA"), (35, "aZ"), (36, "aa"), (61, "az"),
            (62, "b00"), (63, "b01"), (100, "b0c"), (124, "b10"), (62 + 62 * 62 - 1, "bzz"),
            (62 + 62 * 62, "c000"), (62 + 62 * 62 + 62 * 62 * 62, "d0000"),
        ]

        @Test(arguments: keys)
        func keysFollowTheLengthHeadThenTheDigits(position: Int, key: String) {
            #expect(ExcalidrawFractionalIndex.key(position) == key)
        }

        @Test func negativePositionsTakeTheFirstKey() {
            #expect(ExcalidrawFractionalIndex.key(-5) == "a0")
        }

        @Test func eachKeySortsAfterTheOneBefore() {
            var previous = ExcalidrawFractionalIndex.key(0)
            for position in 1..<5_000 {
                let key = ExcalidrawFractionalIndex.key(position)
                #expect(previous < key, "\(previous) then \(key)")
                previous = key
            }
        }

        @Test func theLargestPositionStillHasAKeyInOrder() {
            // Past 62 + 62² + … + 62¹⁰ the keys take eleven digits after the head "k".
            let last = ExcalidrawFractionalIndex.key(.max)
            #expect(last.count == 12)
            #expect(last.first == "k")
            #expect(ExcalidrawFractionalIndex.key(.max - 1) < last)
        }
    }
}
