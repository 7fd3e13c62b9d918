import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax
import Testing

extension InterchangeTests {
    @Suite("tldraw")
    struct TldrawTests {
        private func read(_ json: String) throws -> TldrawReadResult {
            try TldrawReader().read(Array(json.utf8), file: "test.tldr")
        }

        private func error(_ json: String) -> FormatError? {
            do {
                _ = try TldrawReader().read(Array(json.utf8), file: "bad.tldr")
                return nil
            } catch {
                return error
            }
        }

        private func file(_ records: String) -> String {
            """
            {"tldrawFileFormatVersion": 1, "schema": {"schemaVersion": 2, "sequences": {"com.tldraw.shape.draw": 4}},
             "records": [
              {"id": "document:document", "typeName": "document", "gridSize": 10, "name": "", "meta": {}},
              {"id": "page:page", "typeName": "page", "name": "Page 1", "index": "a1", "meta": {}},
              \(records)
             ]}
            """
        }

        private func drawShape(
            id: String, index: String, parent: String = "page:page", x: Double = 0, y: Double = 0,
            rotation: Double = 0, props: String
        ) -> String {
            """
            {"id": "\(id)", "typeName": "shape", "type": "draw", "x": \(x), "y": \(y), "rotation": \(rotation), "index": "\(index)",
             "parentId": "\(parent)", "isLocked": false, "opacity": 1, "meta": {}, "props": {\(props)}}
            """
        }

        // Hand-made: (10, 20, 0.5) as Float32s, then Float16 differences (1, −2, 0) and (0.5, 0.25, 0.125).
        private static let deltaPath = "AAAgQQAAoEEAAAA/ADwAwAAAADgANAAw"
        // Two dimensions: (100.5, −3) as Float32s, then (1.5, 2) as Float16s.
        private static let flatPath = "AADJQgAAQMAAPgBA"
        // The base64 of draw-shape version 3: absolute Float16 triplets (1, 2, 0.5), (3.5, 4, 0.75).
        private static let legacyPoints = "ADwAQAA4AEMARAA6"

        @Test func readsEveryEncodingOfASegment() throws {
            let result = try read(
                file(
                    """
                    \(drawShape(id: "shape:a", index: "a1", x: 100, y: 200, props: """
                    "color": "red", "size": "l", "dash": "draw", "isPen": true, "scale": 2, "scaleX": 1, "scaleY": 1,
                    "segments": [{"type": "free", "path": "\(Self.deltaPath)"}], "isComplete": true
                    """)),
                    \(drawShape(id: "shape:b", index: "a2", props: """
                    "color": "blue", "size": "s", "dash": "solid", "isPen": false,
                    "segments": [{"type": "free", "path": "\(Self.flatPath)", "dim": 2}]
                    """)),
                    \(drawShape(id: "shape:c", index: "a3", props: """
                    "color": "green", "size": "xl", "dash": "draw", "isPen": true,
                    "segments": [{"type": "free", "points": "\(Self.legacyPoints)"}]
                    """)),
                    \(drawShape(id: "shape:d", index: "a4", props: """
                    "color": "light-violet", "size": "m", "dash": "draw", "isPen": false,
                    "segments": [{"type": "free", "points": [{"x": 0, "y": 0, "z": 0.5}, {"x": 5, "y": 5, "z": 0.5}]},
                                 {"type": "straight", "points": [{"x": 5, "y": 5, "z": 0.5}, {"x": 20, "y": 5, "z": 0.5}]}]
                    """))
                    """))
            #expect(result.pages.count == 1 && result.pages[0].name == "Page 1")
            let strokes = result.pages[0].drawing.strokes
            #expect(strokes.count == 4)
            #expect(
                strokes[0].points.map(\.location) == [
                    Point(x: 10, y: 20), Point(x: 11, y: 18), Point(x: 11.5, y: 18.25),
                ])
            #expect(strokes[0].points.map(\.pressure) == [0.5, 0.5, 0.625])
            #expect(
                strokes[0].ink
                    == Ink(tool: .pen, color: Color(red: 0xe0 / 255, green: 0x31 / 255, blue: 0x31 / 255), width: 10))
            #expect(strokes[0].device == .pen)
            #expect(strokes[1].points.map(\.location) == [Point(x: 100.5, y: -3), Point(x: 102, y: -1)])
            #expect(strokes[1].points.map(\.pressure) == [nil, nil])
            #expect(
                strokes[1].ink
                    == Ink(
                        tool: .monoline, color: Color(red: 0x44 / 255, green: 0x65 / 255, blue: 0xe9 / 255), width: 2))
            #expect(strokes[1].device == .mouse)
            #expect(strokes[2].points.map(\.location) == [Point(x: 1, y: 2), Point(x: 3.5, y: 4)])
            #expect(strokes[2].points.map(\.pressure) == [0.5, 0.75])
            #expect(strokes[2].ink.width == 10)
            // Segments join, the point where they meet drawn once.
            #expect(strokes[3].points.map(\.location) == [Point(x: 0, y: 0), Point(x: 5, y: 5), Point(x: 20, y: 5)])
            #expect(strokes[3].ink.color == Color(red: 0xe0 / 255, green: 0x85 / 255, blue: 0xf4 / 255))
            #expect(result.skipped.isEmpty && result.notes.isEmpty)
            // Placed by x and y, then the page moved near the origin.
            let offset = strokes[0].canvasLocations[0] - Point(x: 110, y: 220)
            #expect(strokes[1].canvasLocations[0] == Point(x: 100.5, y: -3) + offset)
        }

        @Test func placesShapesByRotationScaleGroupsAndOrder() throws {
            let result = try read(
                file(
                    """
                    {"id": "shape:group", "typeName": "shape", "type": "group", "x": 50, "y": 0, "rotation": 0, "index": "a1",
                     "parentId": "page:page", "props": {}},
                    \(drawShape(id: "shape:late", index: "a2", x: 0, y: 0, props: #""segments": [{"type": "free", "points": [{"x": 1, "y": 1}]}]"#)),
                    \(drawShape(id: "shape:turned", index: "a1V", parent: "shape:group", x: 10, y: 0, rotation: 1.5707963267948966,
                            props: #""scaleX": 2, "scaleY": -1, "segments": [{"type": "free", "points": [{"x": 1, "y": 0}, {"x": 0, "y": 3}]}]"#)),
                    {"id": "shape:box", "typeName": "shape", "type": "geo", "x": 0, "y": 0, "rotation": 0, "index": "a3", "parentId": "page:page", "props": {}},
                    {"id": "shape:mark", "typeName": "shape", "type": "highlight", "x": 0, "y": 0, "rotation": 0, "index": "a4", "parentId": "page:page", "props": {}}
                    """))
            let drawing = result.pages[0].drawing
            #expect(drawing.strokes.count == 2)
            // The group (index a1) and what is in it come before the shape at a2.
            #expect(drawing.strokes[0].points.map(\.location) == [Point(x: 2, y: 0), Point(x: 0, y: -3)])
            let placed = drawing.strokes[0].canvasLocations
            let late = drawing.strokes[1].canvasLocations[0]
            // The turned shape at (60, 0) in the page: (2, 0) turned a quarter → (0, 2); (0, −3) → (3, 0).
            let origin = late - Point(x: 1, y: 1)
            #expect(abs(placed[0].x - (60 + origin.dx)) < 1e-12 && abs(placed[0].y - (2 + origin.dy)) < 1e-12)
            #expect(abs(placed[1].x - (63 + origin.dx)) < 1e-12 && abs(placed[1].y - origin.dy) < 1e-12)
            #expect(result.skipped == ["geo": 1, "highlight": 1])
            #expect(result.pages[0].skipped == ["geo": 1, "highlight": 1])
        }

        @Test func keepsPagesApartAndSaysWhatItChanged() throws {
            let json = """
                {"tldrawFileFormatVersion": 1, "records": [
                  {"id": "page:b", "typeName": "page", "name": "Second", "index": "a2"},
                  {"id": "page:a", "typeName": "page", "name": "First", "index": "a1"},
                  \(drawShape(id: "shape:1", index: "a1", parent: "page:b", props: #""color": "teal", "dash": "dashed", "segments": [{"type": "free", "points": [{"x": 0, "y": 0}]}]"#)),
                  \(drawShape(id: "shape:2", index: "a1", parent: "page:gone", props: #""segments": [{"type": "free", "points": [{"x": 0, "y": 0}]}]"#))
                ]}
                """
            let result = try read(json)
            #expect(result.pages.map(\.name) == ["First", "Second", nil])
            #expect(result.pages.map(\.drawing.strokes.count) == [0, 1, 1])
            #expect(
                result.notes == [
                    "the colour \"teal\" is not one of tldraw's; black was used",
                    "dashed and dotted draw shapes are drawn solid",
                    "some shapes belong to no page of the file; they were put on a page of their own",
                ])
        }

        @Test(arguments: [
            (
                #"{"document": {"pages": {}}}"#,
                "bad.tldr:1:1: document: this is a tldraw 1 file (it has \"document\"); open it in tldraw 2 or later and save it again, which Scribble reads"
            ),
            (
                #"{"tldrawFileFormatVersion": 1}"#,
                "bad.tldr:1:1: missing key \"records\", which a tldraw file (.tldr) has"
            ),
            (
                #"{"records": [{"typeName": "shape", "props": {"segments": [{"path": "AAA!"}]}}]}"#,
                "bad.tldr:1:68: records[0].props.segments[0]: the base64 text has \"!\" at character 4, which base64 does not use"
            ),
            (
                #"{"records": [{"typeName": "shape", "props": {"segments": [{"path": "AAAgQQAAoEEAAAA/ADwA"}]}}]}"#,
                "bad.tldr:1:68: records[0].props.segments[0]: the path has 15 bytes, which is not 12 for the first point and 6 for each one after it"
            ),
            (
                #"{"records": [{"typeName": "shape", "props": {"segments": [{"points": [{"x": 1}]}]}}]}"#,
                "bad.tldr:1:71: records[0].props.segments[0].points[0]: missing key \"y\""
            ),
        ])
        func explainsBadFiles(json: String, message: String) throws {
            let failure = try #require(error(json))
            #expect(failure.description == message)
        }

        /// `count` groups, each inside the one before, with a draw shape inside the last.
        private func nestedGroups(_ count: Int) -> String {
            let groups = (0..<count).map { level in
                let parent = level == 0 ? "page:page" : "shape:g\(level - 1)"
                return
                    #"{"id": "shape:g\#(level)", "typeName": "shape", "type": "group", "x": 1, "y": 0, "index": "a1", "#
                    + #""parentId": "\#(parent)", "props": {}}"#
            }
            let ink = drawShape(
                id: "shape:ink", index: "a1", parent: "shape:g\(count - 1)",
                props: #""segments": [{"type": "free", "points": [{"x": 0, "y": 0}, {"x": 5, "y": 5}]}]"#)
            return file((groups + [ink]).joined(separator: ",\n"))
        }

        @Test func deepGroupsCostNoStack() throws {
            // Deeper than a thread's stack would take if each group were a call.
            var limits = InterchangeLimits()
            limits.maximumDepth = 20_000
            let result = try TldrawReader(limits: limits).read(Array(nestedGroups(10_000).utf8))
            #expect(result.pages.first?.drawing.strokes.count == 1)
            #expect(result.notes.isEmpty)
        }

        @Test func groupsDeeperThanTheLimitAreLeftOutWithANote() throws {
            var limits = InterchangeLimits()
            limits.maximumDepth = 10
            let result = try TldrawReader(limits: limits).read(Array(nestedGroups(20).utf8))
            #expect(result.pages.first?.drawing.strokes.isEmpty == true)
            #expect(result.notes == ["shapes nest more than 10 deep; the deeper ones were left out"])
        }
    }
}
