import ScribbleKit
import ScribbleSVG
import ScribbleTestSupport
import Testing

@Suite("SVG path data")
struct SVGPathParserTests {
    private static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// Every command, absolute and relative, from a current point of (10, 20).
    static let commands: [(data: String, expected: SVGPathSegment)] = [
        ("L 30 40", .line(to: p(30, 40))),
        ("l 30 40", .line(to: p(40, 60))),
        ("H 30", .line(to: p(30, 20))),
        ("h 30", .line(to: p(40, 20))),
        ("V 30", .line(to: p(10, 30))),
        ("v 30", .line(to: p(10, 50))),
        ("C 1 2 3 4 5 6", .cubic(control1: p(1, 2), control2: p(3, 4), to: p(5, 6))),
        ("c 1 2 3 4 5 6", .cubic(control1: p(11, 22), control2: p(13, 24), to: p(15, 26))),
        ("S 3 4 5 6", .cubic(control1: p(10, 20), control2: p(3, 4), to: p(5, 6))),
        ("s 3 4 5 6", .cubic(control1: p(10, 20), control2: p(13, 24), to: p(15, 26))),
        ("Q 1 2 5 6", .quadratic(control: p(1, 2), to: p(5, 6))),
        ("q 1 2 5 6", .quadratic(control: p(11, 22), to: p(15, 26))),
        ("T 5 6", .quadratic(control: p(10, 20), to: p(5, 6))),
        ("t 5 6", .quadratic(control: p(10, 20), to: p(15, 26))),
        ("A 5 6 30 1 0 7 8", .arc(radiusX: 5, radiusY: 6, rotation: 30, largeArc: true, sweep: false, to: p(7, 8))),
        ("a 5 6 30 0 1 7 8", .arc(radiusX: 5, radiusY: 6, rotation: 30, largeArc: false, sweep: true, to: p(17, 28))),
        ("Z", .close),
        ("z", .close),
    ]

    @Test(arguments: commands)
    func everyCommandAbsoluteAndRelative(data: String, expected: SVGPathSegment) throws {
        let path = try SVGPath(parsing: "M 10 20 " + data)
        #expect(path.segments == [.move(to: Self.p(10, 20)), expected])
    }

    @Test func moveToAbsoluteAndRelative() throws {
        #expect(try SVGPath(parsing: "M 1 2 M 3 4").segments == [.move(to: Self.p(1, 2)), .move(to: Self.p(3, 4))])
        #expect(try SVGPath(parsing: "m 1 2 m 3 4").segments == [.move(to: Self.p(1, 2)), .move(to: Self.p(4, 6))])
    }

    @Test func implicitRepeatsAndLinesAfterMove() throws {
        #expect(
            try SVGPath(parsing: "M 0 0 L 1 1 2 2").segments == [
                .move(to: .zero), .line(to: Self.p(1, 1)), .line(to: Self.p(2, 2)),
            ])
        #expect(
            try SVGPath(parsing: "M 0 0 1 1, 2 2").segments == [
                .move(to: .zero), .line(to: Self.p(1, 1)), .line(to: Self.p(2, 2)),
            ])
        #expect(
            try SVGPath(parsing: "m 1 1 2 2 3 3").segments == [
                .move(to: Self.p(1, 1)), .line(to: Self.p(3, 3)), .line(to: Self.p(6, 6)),
            ])
        #expect(
            try SVGPath(parsing: "M0 0H1 2 3").segments == [
                .move(to: .zero), .line(to: Self.p(1, 0)), .line(to: Self.p(2, 0)), .line(to: Self.p(3, 0)),
            ])
        #expect(
            try SVGPath(parsing: "M0 0v1 1").segments == [
                .move(to: .zero), .line(to: Self.p(0, 1)), .line(to: Self.p(0, 2)),
            ])
        #expect(
            try SVGPath(parsing: "M0 0c1 0 1 0 1 0 1 0 1 0 1 0").segments == [
                .move(to: .zero), .cubic(control1: Self.p(1, 0), control2: Self.p(1, 0), to: Self.p(1, 0)),
                .cubic(control1: Self.p(2, 0), control2: Self.p(2, 0), to: Self.p(2, 0)),
            ])
        #expect(try SVGPath(parsing: "M0 0a1 1 0 0 1 2 0 1 1 0 0 1 2 0").segments.count == 3)
    }

    static let numberForms: [(data: String, expected: [Double])] = [
        ("M1.5.5", [1.5, 0.5]),
        ("M-.5-.5", [-0.5, -0.5]),
        ("M1e-3 1E+2", [0.001, 100]),
        ("M+1+2", [1, 2]),
        ("M1. 2.", [1, 2]),
        ("M0.5e1,.25E-1", [5, 0.025]),
        ("M1e2.5", [100, 0.5]),
        ("M 007 -0", [7, 0]),
        ("M12345678901234567890123 0.1", [12_345_678_901_234_567_741_440, 0.1]),
        ("M0.1 0.2", [0.1, 0.2]),
        ("M1e308 -1e-300", [1e308, -1e-300]),
        ("M\t1\n2\r", [1, 2]),
    ]

    @Test(arguments: numberForms)
    func numbersInEveryLegalForm(data: String, expected: [Double]) throws {
        let path = try SVGPath(parsing: data)
        #expect(path.segments == [.move(to: Point(x: expected[0], y: expected[1]))])
    }

    @Test func numbersRoundCorrectly() throws {
        // Long mantissas and large exponents go through the slow path; both must match Swift's own parser.
        for text in [
            "0.30000000000000004", "1.7976931348623157e308", "2.2250738585072014e-308",
            "123456789012345678901234567890e-20",
            "9007199254740993", "0.1e-5", "-1e-320", "4.9e-324", "3.14159265358979323846264338327950288",
        ] {
            let path = try SVGPath(parsing: "M \(text) 0")
            #expect(path.segments == [.move(to: Point(x: Double(text) ?? .nan, y: 0))], "\(text)")
        }
    }

    @Test func arcFlagsNeedNoSeparators() throws {
        #expect(
            try SVGPath(parsing: "M0 0a1 1 0 00 1 1").segments.last
                == .arc(radiusX: 1, radiusY: 1, rotation: 0, largeArc: false, sweep: false, to: Self.p(1, 1)))
        #expect(
            try SVGPath(parsing: "M0 0a1 1 0 1110 10").segments.last
                == .arc(radiusX: 1, radiusY: 1, rotation: 0, largeArc: true, sweep: true, to: Self.p(10, 10)))
        #expect(
            try SVGPath(parsing: "M10-20A5.5.3-4 010-.1").segments.last
                == .arc(radiusX: 5.5, radiusY: 0.3, rotation: -4, largeArc: false, sweep: true, to: Self.p(0, -0.1)))
        #expect(
            try SVGPath(parsing: "M0 0a1,1,0,1,0,2,2").segments.last
                == .arc(radiusX: 1, radiusY: 1, rotation: 0, largeArc: true, sweep: false, to: Self.p(2, 2)))
    }

    @Test func smoothCurvesReflectThePreviousControlPoint() throws {
        let cubic = try SVGPath(parsing: "M0 0 C 10 0 20 10 30 10 S 50 20 60 10 s 10 10 20 0")
        #expect(cubic.segments[2] == .cubic(control1: Self.p(40, 10), control2: Self.p(50, 20), to: Self.p(60, 10)))
        #expect(cubic.segments[3] == .cubic(control1: Self.p(70, 0), control2: Self.p(70, 20), to: Self.p(80, 10)))
        let quadratic = try SVGPath(parsing: "M0 0 Q 10 10 20 0 T 40 0 t 20 0")
        #expect(quadratic.segments[2] == .quadratic(control: Self.p(30, -10), to: Self.p(40, 0)))
        #expect(quadratic.segments[3] == .quadratic(control: Self.p(50, 10), to: Self.p(60, 0)))
    }

    @Test func smoothCurvesAfterOtherCommandsStartAtTheCurrentPoint() throws {
        #expect(
            try SVGPath(parsing: "M 0 0 L 10 10 S 20 20 30 10").segments[2]
                == .cubic(control1: Self.p(10, 10), control2: Self.p(20, 20), to: Self.p(30, 10)))
        #expect(
            try SVGPath(parsing: "M 0 0 Q 5 5 10 10 S 20 20 30 10").segments[2]
                == .cubic(control1: Self.p(10, 10), control2: Self.p(20, 20), to: Self.p(30, 10)))
        #expect(
            try SVGPath(parsing: "M 0 0 C 1 1 2 2 3 3 T 5 5").segments[2]
                == .quadratic(control: Self.p(3, 3), to: Self.p(5, 5)))
        #expect(
            try SVGPath(parsing: "M 0 0 T 10 10 T 20 0").segments[1...] == [
                .quadratic(control: .zero, to: Self.p(10, 10)), .quadratic(control: Self.p(20, 20), to: Self.p(20, 0)),
            ])
        #expect(
            try SVGPath(parsing: "M 0 0 C 1 1 2 2 3 3 Z S 5 5 6 6").segments.last
                == .cubic(control1: .zero, control2: Self.p(5, 5), to: Self.p(6, 6)))
    }

    @Test func commandsAfterCloseContinueFromTheSubpathStart() throws {
        let path = try SVGPath(parsing: "M 10 10 L 20 10 L 20 20 Z L 30 30 z l 5 5")
        #expect(
            path.segments == [
                .move(to: Self.p(10, 10)), .line(to: Self.p(20, 10)), .line(to: Self.p(20, 20)), .close,
                .move(to: Self.p(10, 10)), .line(to: Self.p(30, 30)), .close,
                .move(to: Self.p(10, 10)), .line(to: Self.p(15, 15)),
            ])
        #expect(
            path.flattened() == [
                [Self.p(10, 10), Self.p(20, 10), Self.p(20, 20), Self.p(10, 10)],
                [Self.p(10, 10), Self.p(30, 30), Self.p(10, 10)],
                [Self.p(10, 10), Self.p(15, 15)],
            ])
        #expect(
            try SVGPath(parsing: "M 1 1 Z M 5 5 Z").segments == [
                .move(to: Self.p(1, 1)), .close, .move(to: Self.p(5, 5)), .close,
            ])
    }

    /// Bad data: everything before the mistake is kept, and the mistake names its byte and what was expected.
    static let mistakes: [(data: String, kept: Int, offset: Int, expectation: String)] = [
        ("M 30 40 L 110 160 L 150#80", 2, 23, "expected a number for the y of L, found \"#\""),
        ("M 30 40 L 110 160 L 150", 2, 23, "expected a number for the y of L, found the end of the data"),
        ("L 10 10", 0, 0, "expected a moveto command (M or m) to begin the path, found \"L\""),
        ("M 10 10 L 20 20 X 5", 2, 16, "expected a number or a command letter, found \"X\""),
        ("M 10 10 Z X", 2, 10, "expected a command letter after Z, found \"X\""),
        ("M 100 100 h 25 a25 25 0 6 0 -25 25 z", 2, 24, "expected 0 or 1 for the large-arc-flag of a, found \"6\""),
        ("M 100 100 h -25 a 25 25 0 1 -1 25 25 z", 2, 28, "expected 0 or 1 for the sweep-flag of a, found \"-\""),
        ("M 10 10 L 20 20,", 2, 16, "expected a number after the comma, found the end of the data"),
        ("M 10 10 L 20 20, L 5 5", 2, 17, "expected a number after the comma, found \"L\""),
        ("M 10 10 Z 5", 2, 10, "expected a command letter after Z, found \"5\""),
        ("M,10 10", 0, 1, "expected a number for the x of M, found \",\""),
        ("M 1e999 0", 0, 2, "the x of M is too large a number (beyond ±1.8e308)"),
        ("M 0 0 C 1 2 3 4 5", 1, 17, "expected a number for the y of C, found the end of the data"),
        ("M 0 0 L 1 1e", 2, 11, "expected a number or a command letter, found \"e\""),
    ]

    @Test(arguments: mistakes)
    func mistakesKeepTheLastCompleteSegment(data: String, kept: Int, offset: Int, expectation: String) throws {
        let (path, error) = SVGPath.parse(data)
        let full = try #require(error)
        #expect(path.segments.count == kept)
        #expect(full.offset == offset)
        #expect(full.message == expectation)
        #expect(throws: full) { try SVGPath(parsing: data) }
        #expect(SVGPath.parse(utf8: Array(data.utf8)) == (path, error))
    }

    @Test func mistakeDescriptionNamesTheByte() {
        let error = SVGPath.parse("M 0 0 L 1 #").error
        #expect(error?.description == "byte 10: expected a number for the y of L, found \"#\"")
        // The example in SVGPath's documentation.
        let (path, documented) = SVGPath.parse("M 10 10 C 20 20 40 20 50 10 L 60#")
        #expect(path.segments.count == 2)
        #expect(documented?.description == "byte 32: expected a number for the y of L, found \"#\"")
    }

    @Test func emptyPathsAreValidAndDrawNothing() throws {
        for data in ["", "   ", "\n\t"] {
            let path = try SVGPath(parsing: data)
            #expect(path.segments.isEmpty)
            #expect(path.flattened().isEmpty)
        }
        #expect(try SVGPath(parsing: "M 5 5").flattened().isEmpty)
        #expect(try SVGPath(parsing: "M 5 5 M 6 6").flattened().isEmpty)
    }

    @Test func parsesBytesThatAreNotContiguous() throws {
        let data = "M 1 2 L 3 4"
        let path = try SVGPath(parsingUTF8: data.utf8.lazy.map { $0 })
        #expect(path.segments == [.move(to: Self.p(1, 2)), .line(to: Self.p(3, 4))])
    }

    @Test func randomDataNeverTrapsAndGivesOnlyFiniteNumbers() {
        var random = SeededGenerator(seed: 7)
        let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.-+eE ,\t#x".utf8)
        let valid = Array("M 10 20 C 1.5.5 -3e2 4 5 6 s1 2 3 4 q1 1 2 2 t3 3 a5 5 0 1 0 10 10 h5 v-5 z l1 1".utf8)
        for round in 0..<2000 {
            var bytes = valid
            if round % 2 == 0 {
                bytes = (0..<Int.random(in: 0...80, using: &random)).map { _ in
                    alphabet.randomElement(using: &random) ?? 0x20
                }
            } else {
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    bytes[index] = alphabet.randomElement(using: &random) ?? 0x20
                }
            }
            let (path, error) = SVGPath.parse(utf8: bytes)
            if let error { #expect(error.offset >= 0 && error.offset <= bytes.count) }
            for polyline in path.flattened() {
                #expect(polyline.allSatisfy { $0.x.isFinite && $0.y.isFinite })
            }
        }
    }
}
