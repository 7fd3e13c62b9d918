import ScribbleFormats
import ScribbleInterchange
import ScribbleJSON
import ScribbleKit
import ScribbleSVG
import ScribbleSyntax
import Testing

extension RegistryTests {
    @Suite("Interchange formats")
    struct InterchangeFormatTests {
        private static let drawing = Drawing(
            canvas: Size(width: 320, height: 240),
            strokes: [
                Stroke(
                    points: [
                        StrokePoint(x: 10, y: 20, t: 0, pressure: 0.5),
                        StrokePoint(x: 30, y: 40.5, t: 0.016, pressure: 0.75),
                    ],
                    ink: .default),
                Stroke(points: [StrokePoint(x: 100, y: 100, t: 0.5)], device: .finger),
            ])

        @Test(arguments: [
            ("scribble-events", InterchangeFormat.scribbleEvents), ("events", .scribbleEvents),
            ("Drawing", .scribbleDrawing),
            ("svg", .svg), ("inkml", .inkml), ("INK", .inkml), ("excalidraw", .excalidraw),
            ("excalidrawlib", .excalidrawLibrary),
            ("excalidraw-library", .excalidrawLibrary), ("tldraw", .tldraw), ("tldr", .tldraw),
            ("quickdraw-ndjson", .quickDrawNDJSON),
            ("quickdraw", .quickDrawNDJSON), ("ndjson", .quickDrawNDJSON),
            ("quickdraw-json-array", .quickDrawJSONArray),
            ("xopp", .xournal), ("xoj", .xournal), ("Xournal++", .xournal), ("xournalpp", .xournal),
        ])
        func knowsTheNamesOfFormats(name: String, format: InterchangeFormat) {
            #expect(InterchangeFormat(name: name) == format)
        }

        @Test func refusesNamesItDoesNotKnow() {
            #expect(InterchangeFormat(name: "png") == nil)
            // The built-in formats come first; a test may have registered one of its own after them.
            #expect(
                InterchangeFormat.names
                    .hasPrefix(
                        "scribble-events, scribble-drawing, svg, inkml, excalidraw, excalidrawlib, tldraw, quickdraw-ndjson, quickdraw-json-array, xopp"
                    ))
            #expect(
                InterchangeFormat.writableNames.hasPrefix("scribble-events, scribble-drawing, inkml, excalidraw, xopp"))
        }

        @Test(arguments: [
            (
                "a.json" as String?, #"{"version": 1, "format": "scribble-events", "canvas": {}}"#,
                InterchangeFormat.scribbleEvents
            ),
            ("a.json", #"{"format": "scribble-drawing"}"#, .scribbleDrawing),
            (
                "a.txt",
                "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- hi -->\n<!DOCTYPE svg>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
                .svg
            ),
            (
                "a.xml",
                "<inkml:ink xmlns:inkml=\"http://www.w3.org/2003/InkML\"><inkml:trace>1 2</inkml:trace></inkml:ink>",
                .inkml
            ),
            (nil, #"{"type": "excalidraw", "version": 2, "elements": []}"#, .excalidraw),
            (nil, #"{"type":"excalidrawlib","version":2,"libraryItems":[]}"#, .excalidrawLibrary),
            (nil, #"{"tldrawFileFormatVersion": 1, "schema": {}, "records": []}"#, .tldraw),
            (nil, #"{"schema": {"type": "excalidraw"}, "records": []}"#, .tldraw),
            (nil, "{\"word\": \"cat\", \"drawing\": [[[1], [2]]]}\n{\"word\": \"dog\"}", .quickDrawNDJSON),
            (nil, "[\n {\"key_id\": \"1\", \"word\": \"cat\", \"drawing\": []}]", .quickDrawJSONArray),
            ("x.inkml", "garbage", .inkml), ("x.ndjson", "", .quickDrawNDJSON),
            ("x.excalidrawlib", "", .excalidrawLibrary),
            ("x.events.json", #"{"canvas": {"width": 1, "height": 1}, "events": [], "#, .scribbleEvents),
            ("x.json", "[1, 2]", .scribbleDrawing),
            (nil, "<?xml version=\"1.0\" standalone=\"no\"?>\n<xournal creator=\"Xournal++\">", .xournal),
            ("notes.xoj", "garbage", .xournal), ("notes.XOPP", "", .xournal),
        ])
        func tellsFormatsByContentsThenName(name: String?, head: String, format: InterchangeFormat) {
            #expect(InterchangeFormat.detect(fileName: name, head: Array(head.utf8)) == format)
        }

        @Test func cannotTellSomeFiles() {
            #expect(InterchangeFormat.detect(fileName: "notes.txt", head: Array("hello".utf8)) == nil)
            #expect(InterchangeFormat.detect(head: Array("<html/>".utf8)) == nil)
            let error = #expect(throws: FormatError.self) {
                try InterchangeDocument(reading: Array("hello".utf8), file: "notes.txt")
            }
            #expect(
                error?.description.hasPrefix(
                    "notes.txt: cannot tell the format from the file's contents or name; name it: scribble-events, scribble-drawing, svg, inkml, excalidraw, excalidrawlib, tldraw, quickdraw-ndjson, quickdraw-json-array, xopp"
                ) == true)
            #expect(error?.formatUnknown == true)
        }

        /// Every writable format reads back as the drawing that was written.
        @Test(arguments: InterchangeFormat.allCases.filter(\.canWrite))
        func writesAndReadsBack(format: InterchangeFormat) throws {
            let bytes = try format.encode(Self.drawing)
            #expect(InterchangeFormat.detect(head: bytes) == format)
            let document = try InterchangeDocument(reading: bytes, file: "x" + format.fileExtensions[0])
            #expect(document.format == format)
            #expect(document.items.count == 1)
            if format == .xournal {
                // A notebook keeps no time and no device, and draws as Xournal++ does.
                let page = try #require(document.drawings.first)
                #expect(page.canvas == Self.drawing.canvas && page.inkOptions == XournalInk.options)
                #expect(
                    page.strokes.map { $0.points.map(\.location) } == [
                        Self.drawing.strokes[0].points.map(\.location), [Point(x: 100, y: 100), Point(x: 100, y: 100)],
                    ])
                return
            }
            #expect(document.drawings == [Self.drawing])
            #expect(document.notes.isEmpty && document.skipped.isEmpty && document.diagnostics.isEmpty)
            if format == .scribbleEvents { #expect(document.items[0].recording?.events == Self.drawing.inputEvents) }
            // A scene Scribble wrote reads back with Scribble's own ink, not Excalidraw's.
            if format == .excalidraw { #expect(document.items[0].perfectFreehand == nil) }
        }

        @Test(arguments: InterchangeFormat.allCases.filter { !$0.canWrite })
        func saysWhatItDoesNotWrite(format: InterchangeFormat) {
            let error = #expect(throws: FormatError.self) { try format.encode(Self.drawing) }
            #expect(error?.message.contains("scribble-events, scribble-drawing, inkml, excalidraw") == true)
        }

        @Test func readsEveryReadableFormat() throws {
            let svg = try InterchangeDocument(
                reading: Array(
                    #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><path d="M0 0 L10 10" stroke="black"/></svg>"#
                        .utf8))
            #expect(svg.format == .svg && svg.items.count == 1 && svg.items[0].drawing.strokes.count == 1)
            let library = try InterchangeDocument(
                reading: Array(
                    #"{"type": "excalidrawlib", "libraryItems": [{"name": "a", "elements": [{"type": "freedraw", "points": [[0, 0]]}]}, {"name": "b", "elements": []}]}"#
                        .utf8))
            #expect(library.format == .excalidrawLibrary && library.items.map(\.name) == ["a", "b"])
            #expect(library.items[0].inkOptions?.perfectFreehand != nil)
            let tldraw = try InterchangeDocument(
                reading: Array(
                    #"{"tldrawFileFormatVersion": 1, "records": [{"id": "page:1", "typeName": "page", "name": "P", "index": "a1"}]}"#
                        .utf8))
            #expect(tldraw.format == .tldraw && tldraw.items.map(\.name) == ["P"])
            let quickDraw = try InterchangeDocument(
                reading: Array("{\"word\": \"cat\", \"drawing\": [[[1], [2]]]}\nbad\n".utf8), file: "cats.ndjson")
            #expect(
                quickDraw.format == .quickDrawNDJSON && quickDraw.items.map(\.name) == ["cat"]
                    && quickDraw.items[0].line == 1)
            #expect(quickDraw.diagnostics.map(\.description) == ["cats.ndjson:2:1: expected an object, found 'bad'"])
            let array = try InterchangeDocument(
                reading: Array("[{\"word\": \"cat\", \"drawing\": [[[1], [2]]]}]".utf8), format: .quickDrawNDJSON)
            #expect(array.format == .quickDrawJSONArray)
            #expect(throws: FormatError.self) {
                try InterchangeDocument(reading: Array("bad\n".utf8), format: .quickDrawNDJSON)
            }
        }

        @Test func readsAnyFormatAsAScribbleDocument() throws {
            guard
                case .drawing(let drawing) = try ScribbleDocument(reading: Self.drawing.inkMLEncoded(), file: "x.inkml")
            else {
                Issue.record("expected a drawing")
                return
            }
            #expect(drawing == Self.drawing)
            let events = EventRecording(canvas: Self.drawing.canvas, events: Self.drawing.inputEvents).encoded()
            guard case .events(let recording) = try ScribbleDocument(reading: events, format: .scribbleEvents) else {
                Issue.record("expected events")
                return
            }
            #expect(recording.events == Self.drawing.inputEvents)
            let library = Array(
                #"{"type": "excalidrawlib", "libraryItems": [{"elements": []}, {"elements": []}]}"#.utf8)
            let error = #expect(throws: FormatError.self) {
                try ScribbleDocument(reading: library, file: "x.excalidrawlib")
            }
            #expect(
                error?.description
                    == "x.excalidrawlib: the excalidrawlib file holds 2 drawings; read it as an InterchangeDocument to get each"
            )
        }
    }
}
