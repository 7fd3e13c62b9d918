import ScribbleSyntax
import Testing

/// Lines and columns of byte offsets in UTF-8 text, as an editor shows them.
@Suite("XML source location")
struct MarkupSourceLocationTests {
    static func place(_ offset: Int, in bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { MarkupSourceLocation.place(of: offset, in: $0) }
    }

    @Test(
        arguments: [
            (0, "1:1"), (2, "1:3"), (3, "2:1"), (5, "3:1"), (6, "4:1"), (7, "4:2"), (9, "4:3"), (10, "4:4"),
            // Offsets outside the text are held to it.
            (-4, "1:1"), (99, "4:4"),
        ])
    func everyKindOfLineBreakEndsALineAndCharactersAreColumns(offset: Int, place: String) {
        // "ab\n", "\r\n", "\r", then "xé" and its end.
        let bytes: [UInt8] = [0x61, 0x62, 0x0A, 0x0D, 0x0A, 0x0D, 0x78, 0xC3, 0xA9]
        #expect(Self.place(offset, in: bytes + [0x79]) == place)
    }

    @Test func aByteOrderMarkIsNoColumnAndACarriageReturnAtTheEndEndsItsLine() {
        let marked: [UInt8] = [0xEF, 0xBB, 0xBF, 0x3C, 0x61]
        #expect(Self.place(0, in: marked) == "1:1")
        #expect(Self.place(3, in: marked) == "1:1")
        #expect(Self.place(5, in: marked) == "1:3")
        #expect(Self.place(2, in: [0x61, 0x0D]) == "2:1")
        #expect(Self.place(4, in: [0xF0, 0x9F, 0x98, 0x80]) == "1:2")
    }

    @Test func aFailureCarriesItsPlaceAndPath() {
        let error = Array("<a>\n  <b/>".utf8).withUnsafeBufferPointer {
            MarkupSourceLocation.failure(at: 6, in: $0, file: "t.xml", path: "a.b", "no good")
        }
        #expect(error.description == "t.xml:2:3: a.b: no good")
        #expect(error.line == 2 && error.column == 3 && error.path == "a.b")
    }
}
