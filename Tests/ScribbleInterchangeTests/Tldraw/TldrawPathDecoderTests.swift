import Foundation
import Testing

@testable import ScribbleInterchange

extension InterchangeTests {
    /// The encodings of tldraw's draw-shape points: base64, Float16 and Float32, absolute and in differences.
    @Suite("tldraw path decoder")
    struct TldrawPathDecoderTests {
        private typealias Decoder = TldrawPathDecoder

        /// Little-endian bytes of half-precision numbers given by their bits.
        private static func halves(_ bits: UInt16...) -> [UInt8] {
            bits.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }

        /// Little-endian bytes of single-precision numbers.
        private static func singles(_ values: Float...) -> [UInt8] {
            values.flatMap { value in (0..<4).map { UInt8(value.bitPattern >> (8 * $0) & 0xFF) } }
        }

        private static func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }

        private static func xyz(_ points: [Decoder.Vector]) -> [[Double]] { points.map { [$0.x, $0.y, $0.z] } }

        private static func problem(_ body: () throws(Decoder.Problem) -> Void) -> String? {
            do {
                try body()
                return nil
            } catch {
                return error.message
            }
        }

        // Half-precision bits: 1 = 0x3C00, −2 = 0xC000, ½ = 0x3800, ¼ = 0x3400, 0 = 0x0000.

        static let base64Texts: [(text: String, bytes: [UInt8])] = [
            ("TWFu", Array("Man".utf8)), ("TWE=", Array("Ma".utf8)), ("TWE", Array("Ma".utf8)),
            ("TQ==", Array("M".utf8)), ("", []), ("+/8A", [0xFB, 0xFF, 0x00]),
        ]

        @Test(arguments: base64Texts)
        func base64WithOrWithoutPadding(text: String, bytes: [UInt8]) throws {
            #expect(try Decoder.decodeBase64(text) == bytes)
        }

        static let base64Problems: [(text: String, problem: String)] = [
            ("T Q", "the base64 text has the byte 0x20 at character 2, which base64 does not use"),
            ("TW-u", #"the base64 text has "-" at character 3, which base64 does not use"#),
            ("TW_u", #"the base64 text has "_" at character 3, which base64 does not use"#),
            ("TQé", "the base64 text has the byte 0xC3 at character 3, which base64 does not use"),
            ("TQ==TQ", #"the base64 text goes on after its "=" padding"#),
        ]

        @Test(arguments: base64Problems)
        func textThatIsNotBase64IsRefused(text: String, problem: String) {
            #expect(Self.problem { () throws(Decoder.Problem) in _ = try Decoder.decodeBase64(text) } == problem)
        }

        static let halfPrecision: [(bits: UInt16, value: Double)] = [
            (0x3C00, 1), (0xC000, -2), (0x3800, 0.5), (0x3555, 0.333_251_953_125), (0x7BFF, 65504),
            (0x0400, 0x1p-14), (0x0001, 0x1p-24), (0x03FF, 1023 * 0x1p-24), (0x7C00, .infinity), (0xFC00, -.infinity),
        ]

        @Test(arguments: halfPrecision)
        func halfPrecisionNumbers(bits: UInt16, value: Double) {
            #expect(Decoder.float16(Self.halves(bits), at: 0) == value)
        }

        @Test func halfPrecisionZerosAndNaN() {
            #expect(Decoder.float16(Self.halves(0x8000), at: 0).sign == .minus)
            #expect(Decoder.float16(Self.halves(0x8000), at: 0) == 0)
            #expect(Decoder.float16(Self.halves(0x7E00), at: 0).isNaN)
            // Read at an offset, little-endian.
            #expect(Decoder.float16([0xFF, 0x00, 0x3C], at: 1) == 1)
            #expect(Decoder.float32([0xAA, 0x00, 0x00, 0xC0, 0x3F], at: 1) == 1.5)
        }

        @Test func deltaPathsSumTheirDifferencesFromAFullFirstPoint() throws {
            let bytes = Self.singles(10, 20, 0.5) + Self.halves(0x3C00, 0xC000, 0x3400) + Self.halves(0x3800, 0, 0)
            let points = try Decoder.deltaPoints(Self.base64(bytes), dimensions: 3, limit: 10)
            #expect(Self.xyz(points) == [[10, 20, 0.5], [11, 18, 0.75], [11.5, 18, 0.75]])
        }

        @Test func twoDimensionalPathsHaveAPressureOfAHalf() throws {
            let bytes = Self.singles(0.1, -3) + Self.halves(0x3C00, 0x3C00)
            let points = try Decoder.deltaPoints(Self.base64(bytes), dimensions: 2, limit: 2)
            // The first point keeps its single precision: 0.1 is 0.100000001490116….
            #expect(Self.xyz(points) == [[Double(Float(0.1)), -3, 0.5], [Double(Float(0.1)) + 1, -2, 0.5]])
        }

        @Test func differencesAreSummedInDoublePrecision() throws {
            // 0x2E66 is 0.0999755859375; ten of them add up exactly in a double, not in a single.
            let bytes = Self.singles(0, 0) + (0..<10).flatMap { _ in Self.halves(0x2E66, 0) }
            let points = try Decoder.deltaPoints(Self.base64(bytes), dimensions: 2, limit: 100)
            #expect(points.count == 11)
            #expect(points.last?.x == 0.999_755_859_375)
        }

        @Test func deltaPathProblems() throws {
            #expect(try Decoder.deltaPoints("", dimensions: 3, limit: 0).isEmpty)
            #expect(
                Self.problem { () throws(Decoder.Problem) in _ = try Decoder.deltaPoints("", dimensions: 4, limit: 9) }
                    == "dim is 4; tldraw paths have 2 or 3 values per point")
            let fourteen = Self.base64(Self.singles(1, 2, 3) + [0, 0])
            #expect(
                Self.problem { () throws(Decoder.Problem) in
                    _ = try Decoder.deltaPoints(fourteen, dimensions: 3, limit: 9)
                } == "the path has 14 bytes, which is not 12 for the first point and 6 for each one after it")
            let six = Self.base64(Self.singles(1) + [0, 0])
            #expect(
                Self.problem { () throws(Decoder.Problem) in _ = try Decoder.deltaPoints(six, dimensions: 2, limit: 9) }
                    == "the path has 6 bytes, which is not 8 for the first point and 4 for each one after it")
            let two = Self.base64(Self.singles(1, 2) + Self.halves(0x3C00, 0x3C00))
            #expect(
                Self.problem { () throws(Decoder.Problem) in _ = try Decoder.deltaPoints(two, dimensions: 2, limit: 1) }
                    == "the document has more points than the limit")
            #expect(
                Self.problem { () throws(Decoder.Problem) in _ = try Decoder.deltaPoints("T Q", dimensions: 2, limit: 1)
                }
                    == "the base64 text has the byte 0x20 at character 2, which base64 does not use")
        }

        @Test func legacyPointsAreAbsoluteHalfPrecisionTriplets() throws {
            let bytes = Self.halves(0x3C00, 0xC000, 0x3800) + Self.halves(0x7BFF, 0x3555, 0x3400)
            let points = try Decoder.legacyPoints(Self.base64(bytes), limit: 2)
            #expect(Self.xyz(points) == [[1, -2, 0.5], [65504, 0.333_251_953_125, 0.25]])
            #expect(try Decoder.legacyPoints("", limit: 0).isEmpty)
        }

        @Test func legacyPointProblems() {
            let seven = Self.base64(Self.halves(0x3C00, 0x3C00, 0x3C00) + [0])
            #expect(
                Self.problem { () throws(Decoder.Problem) in _ = try Decoder.legacyPoints(seven, limit: 9) }
                    == "the points have 7 bytes, which is not 6 (three Float16s) for each point")
            let two = Self.base64(Self.halves(0, 0, 0, 0, 0, 0))
            #expect(
                Self.problem { () throws(Decoder.Problem) in _ = try Decoder.legacyPoints(two, limit: 1) }
                    == "the document has more points than the limit")
        }
    }
}
