import Foundation
import ScribbleKit
import ScribbleSyntax
import Testing

@testable import ScribbleJSON

/// The one-go reading of compact points: it reads plain arrays of up to four numbers exactly as
/// the element-by-element path does, and gives up, unmoved, on anything else.
@Suite struct ShortNumberArrayTests {
    /// What `readShortNumberArray` makes of `text`, and where the scanner is afterwards.
    static func read(_ text: String, maximumDepth: Int = 512) -> (numbers: [Double]?, position: Int) {
        let bytes = Array(text.utf8)
        return
            (try? JSONScanner.withScanner(over: bytes, file: nil, maximumDepth: maximumDepth) { scanner in
                let numbers = scanner.readShortNumberArray()
                return (numbers.map { read in (0..<read.count).map { read[$0] } }, scanner.position)
            }) ?? (nil, -1)
    }

    @Test(arguments: [
        ("[512.25, 300, 1.5, 0.5]", [512.25, 300, 1.5, 0.5]),
        ("  [ -0.5 ,\n2e3\t]", [-0.5, 2000]),
        ("[7]", [7]),
        ("[]", []),
        ("[ ]", []),
        ("[1.7976931348623157e308, 0]", [1.7976931348623157e308, 0]),
    ])
    func plainArraysAreReadWhole(text: String, expected: [Double]) {
        let (numbers, position) = Self.read(text)
        #expect(numbers == expected)
        #expect(position == text.utf8.count)
    }

    @Test(arguments: [
        "[1, 2, null, 0.5]", "[1, 2, 3, 4, 5]", "[1, [2]]", "[1, \"2\"]", "[1, 2,]", "[1 2]", "[01, 2]",
        "[1.e3, 2]", "[1e999, 0]", "[1, 2", "{\"x\": 1}", "null", "[-, 1]", "[1, 2}",
    ])
    func anythingElseLeavesTheScannerWhereItWas(text: String) {
        let (numbers, position) = Self.read(" " + text)
        #expect(numbers == nil)
        #expect(position == 0)
    }

    @Test func anArrayAtTheNestingLimitIsLeftToTheCheckedPath() {
        #expect(Self.read("[1, 2]", maximumDepth: 0).numbers == nil)
        #expect(Self.read("[1, 2]", maximumDepth: 1).numbers == [1, 2])
    }

    @Test func compactPointsReadTheSameWithAndWithoutSpaces() throws {
        let tight =
            ##"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 100, "height": 100}, "strokes": [{"ink": {"tool": "pen", "color": "#000000", "width": 2}, "points": [[1.5, 2.25, 0, 0.5], [3, 4, 0.01, 1], [-5e-1, 6, 0.02, 0]]}]}"##
        let loose = tight.replacingOccurrences(of: ",", with: " ,\n ").replacingOccurrences(of: "[", with: "[ ")
        let objects =
            ##"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 100, "height": 100}, "strokes": [{"ink": {"tool": "pen", "color": "#000000", "width": 2}, "points": [{"x": 1.5, "y": 2.25, "t": 0, "pressure": 0.5}, {"x": 3, "y": 4, "t": 0.01, "pressure": 1}, {"x": -0.5, "y": 6, "t": 0.02, "pressure": 0}]}]}"##
        let drawings = try [tight, loose, objects].map {
            try Drawing(decodingJSON: Array($0.utf8), file: "points.json")
        }
        #expect(drawings[0] == drawings[1])
        #expect(drawings[0] == drawings[2])
        #expect(drawings[0].strokes[0].points.map(\.pressure) == [0.5, 1, 0])
    }
}
