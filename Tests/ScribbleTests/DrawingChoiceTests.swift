import Scribble
import Testing

@Suite("One drawing of a file of several")
struct DrawingChoiceTests {
    static let library = """
        {"type": "excalidrawlib", "version": 2, "libraryItems": [
          {"id": "1", "name": "Heart", "elements": [\(stroke(x: 0))]},
          {"id": "2", "name": "Star", "elements": [\(stroke(x: 40))]},
          {"id": "3", "name": "Heart", "elements": [\(stroke(x: 80))]}]}
        """

    static func stroke(x: Int) -> String {
        ##"{"id": "e\##(x)", "type": "freedraw", "x": \##(x), "y": 0, "strokeColor": "#000000", "strokeWidth": 2, "opacity": 100, "points": [[0, 0], [10, 10], [20, 0]], "pressures": [], "simulatePressure": true}"##
    }

    @Test("digits are a number, anything else a name")
    func parsing() {
        #expect(DrawingChoice(parsing: "017") == .number(17))
        #expect(DrawingChoice(parsing: "Heart-2") == .name("Heart-2"))
        #expect(DrawingChoice(parsing: "0") == nil)
        #expect(DrawingChoice(parsing: "") == nil)
    }

    @Test("a drawing is picked by its place, its output's name or its own name")
    func picking() throws {
        try TestFiles.withFolder { folder in
            let path = try TestFiles.write(Self.library, named: "shapes.excalidrawlib", in: folder)
            let all = Array(try DrawingReader(path: path)).compactMap { try? $0.get() }
            #expect(all.map(\.name) == ["Heart", "Star", "Heart-2"])
            #expect(try DrawingReader(path: path).item(choosing: .number(3)).name == "Heart-2")
            #expect(
                try DrawingReader(path: path).item(choosing: .name("Heart-2")).drawing.drawing == all[2].drawing.drawing
            )
            #expect(try DrawingReader.drawing(at: path, choosing: .name("star")).drawing == all[1].drawing.drawing)
            #expect(try DrawingReader.drawing(at: path, choosing: .name("Heart")).drawing == all[0].drawing.drawing)
            let missing = #expect(throws: ScribbleError.self) {
                try DrawingReader.drawing(at: path, choosing: .number(4))
            }
            #expect(missing?.description == "\(path): holds 3 drawings; none is numbered 4")
        }
    }

    @Test("a stream's records are numbered by line, padded to the width of the count")
    func paddedNumbers() throws {
        try TestFiles.withFolder { folder in
            let record = #"{"word": "cat", "drawing": [[[0, 10, 20], [0, 10, 0]]]}"#
            let path = try TestFiles.write(
                Array(repeating: record, count: 12).joined(separator: "\n") + "\n", named: "cats.ndjson", in: folder)
            let names = Array(try DrawingReader(path: path)).compactMap { try? $0.get().name }
            #expect(names.first == "01" && names.last == "12" && names.count == 12)
            #expect(try DrawingReader(path: path).item(choosing: .number(12)).name == "12")
        }
    }
}
