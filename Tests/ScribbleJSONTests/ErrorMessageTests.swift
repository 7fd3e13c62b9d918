import ScribbleJSON
import ScribbleKit
import ScribbleSyntax
import Testing

/// A document that must be refused, and the whole message it must be refused with.
struct ErrorCase: CustomTestStringConvertible, Sendable {
    enum Reader: Sendable { case document, events, drawing }

    let name: String
    let reader: Reader
    let json: String
    let expected: String
    let file: String?

    init(_ name: String, _ reader: Reader, _ json: String, _ expected: String, file: String? = nil) {
        self.name = name
        self.reader = reader
        self.json = json
        self.expected = expected
        self.file = file
    }

    var testDescription: String { name }

    /// The error the reader throws, or `nil` when it reads the document.
    func error() -> FormatError? {
        do {
            switch reader {
            case .document: _ = try ScribbleDocument(decoding: Array(json.utf8), file: file)
            case .events: _ = try EventRecording(decoding: Array(json.utf8), file: file)
            case .drawing: _ = try Drawing(decodingJSON: Array(json.utf8), file: file)
            }
            return nil
        } catch {
            return error
        }
    }
}

@Suite("Error messages")
struct ErrorMessageTests {
    @Test func descriptionLeavesOutWhatIsUnknown() {
        let full = FormatError(
            file: "hello.events.json", line: 14, column: 22, path: "events[12].x",
            message: #"expected a number, found "abc""#)
        #expect(full.description == #"hello.events.json:14:22: events[12].x: expected a number, found "abc""#)
        #expect(FormatError(line: 1, column: 2, message: "m").description == "1:2: m")
        #expect(FormatError(file: "f.json", path: "a.b", message: "m").description == "f.json: a.b: m")
        #expect(FormatError(message: "m").description == "m")
    }

    /// Each case's line and column were worked out apart from the reader, from a mark left in the text.
    @Test(arguments: [
        ErrorCase(
            "a string where a number goes", .events,
            eventsDocument(#"{"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": "abc", "y": 0}"#),
            #"2:63: events[0].x: expected a number, found "abc""#),
        ErrorCase(
            "an object where a number goes", .events,
            eventsDocument(#"{"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": {"v": 1}, "y": 0}"#),
            #"2:63: events[0].x: expected a number, found an object"#),
        ErrorCase(
            "an array where a number goes", .events,
            eventsDocument(#"{"t": [0], "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": 0}"#),
            #"2:7: events[0].t: expected a number, found an array"#),
        ErrorCase(
            "null where a number is required", .events,
            eventsDocument(#"{"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": null}"#),
            #"2:71: events[0].y: expected a number, found null"#),
        ErrorCase(
            "true where a number goes", .events,
            eventsDocument(#"{"t": true, "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": 0}"#),
            #"2:7: events[0].t: expected a number, found true"#),
        ErrorCase(
            "a bare word where a number goes", .events,
            eventsDocument(#"{"t": tru, "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": 0}"#),
            #"2:7: events[0].t: expected a number, found 'tru'"#),
        ErrorCase(
            "the error is in the second event", .events,
            eventsDocument(
                #"{"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": 2},\#n{"t": 1, "pointer": 1, "device": "pen", "phase": "up", "x": 1, "y": "2"}"#
            ),
            #"3:69: events[1].y: expected a number, found "2""#),
        ErrorCase(
            "the file name leads", .events,
            eventsDocument(#"{"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": "abc", "y": 0}"#),
            #"hello.events.json:2:63: events[0].x: expected a number, found "abc""#, file: "hello.events.json"),
        ErrorCase(
            "missing keys", .events, eventsDocument(#"{"t": 0, "pointer": 1, "device": "pen", "x": 1}"#),
            #"2:1: events[0]: missing keys "phase" and "y""#),
        ErrorCase(
            "a missing key", .events,
            eventsDocument(#"{"pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": 2}"#),
            #"2:1: events[0]: missing key "t""#),
        ErrorCase(
            "three missing keys", .events, eventsDocument(#"{"pointer": 1, "x": 1, "y": 2}"#),
            #"2:1: events[0]: missing keys "t", "device" and "phase""#),
        ErrorCase(
            "a number too large", .events,
            eventsDocument(#"{"t": 1e400, "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": 0}"#),
            #"2:7: events[0].t: 1e400 is too large: numbers must be within ±1.7976931348623157e308"#),
        ErrorCase(
            "a negative number too large", .events,
            eventsDocument(#"{"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": -2E+308, "y": 0}"#),
            #"2:63: events[0].x: -2E+308 is too large: numbers must be within ±1.7976931348623157e308"#),
        ErrorCase(
            "x beyond the coordinate limit", .events,
            eventsDocument(#"{"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": 2e7, "y": 0}"#),
            #"2:63: events[0].x: x must be within ±10000000, found 2e7"#),
        ErrorCase(
            "y beyond the coordinate limit", .events,
            eventsDocument(#"{"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": -10000000.5}"#),
            #"2:71: events[0].y: y must be within ±10000000, found -10000000.5"#),
        ErrorCase(
            "pressure above 1", .events,
            eventsDocument(
                #"{"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": 2, "pressure": 1.5}"#),
            #"2:86: events[0].pressure: pressure must be within 0…1, found 1.5"#),
        ErrorCase(
            "pressure below 0", .events,
            eventsDocument(
                #"{"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": 2, "pressure": -0.01}"#),
            #"2:86: events[0].pressure: pressure must be within 0…1, found -0.01"#),
        ErrorCase(
            "a negative radius", .events,
            eventsDocument(#"{"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": 2, "radius": -1}"#),
            #"2:84: events[0].radius: radius must be within 0…10000000, found -1"#),
        ErrorCase(
            "an unknown device", .events,
            eventsDocument(#"{"t": 0, "pointer": 1, "device": "stylus", "phase": "down", "x": 1, "y": 0}"#),
            #"2:34: events[0].device: unknown device "stylus"; known devices: pen, finger, mouse"#),
        ErrorCase(
            "an unknown phase", .events,
            eventsDocument(#"{"t": 0, "pointer": 1, "device": "pen", "phase": "hover", "x": 1, "y": 0}"#),
            #"2:50: events[0].phase: unknown phase "hover"; known phases: down, move, up, cancel"#),
        ErrorCase(
            "a device that is not a string", .events,
            eventsDocument(#"{"t": 0, "pointer": 1, "device": 3, "phase": "down", "x": 1, "y": 0}"#),
            #"2:34: events[0].device: expected a device name (a string), found 3"#),
        ErrorCase(
            "a fractional pointer id", .events,
            eventsDocument(#"{"t": 0, "pointer": 1.5, "device": "pen", "phase": "down", "x": 1, "y": 0}"#),
            #"2:21: events[0].pointer: expected an integer, found 1.5"#),
        ErrorCase(
            "a pointer id in a string", .events,
            eventsDocument(#"{"t": 0, "pointer": "1", "device": "pen", "phase": "down", "x": 1, "y": 0}"#),
            #"2:21: events[0].pointer: expected an integer, found "1""#),
        ErrorCase(
            "a duplicate key", .events,
            eventsDocument(#"{"t": 0, "t": 1, "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": 0}"#),
            #"2:10: events[0]: duplicate key "t": an object may name a key only once"#),
        ErrorCase(
            "a duplicate key spelled with an escape", .events,
            eventsDocument(#"{"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": 2, "\u0078": 3}"#),
            #"2:74: events[0]: duplicate key "x": an object may name a key only once"#),
        ErrorCase(
            "a duplicate unknown key", .events,
            eventsDocument(
                #"{"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": 2, "extra": 1, "extra": 2}"#),
            #"2:86: events[0]: duplicate key "extra": an object may name a key only once"#),
        ErrorCase(
            "a duplicate key deep in an unknown value", .events,
            eventsDocument(
                #"{"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": 2, "extra": [{"a": 1, "a": 2}]}"#
            ),
            #"2:93: events[0].extra[0]: duplicate key "a": an object may name a key only once"#),
        ErrorCase(
            "events that are not an array", .document,
            #"{"format": "scribble-events", "version": 1, "canvas": {"width": 8, "height": 6}, "events": {}}"#,
            #"1:92: events: expected an array, found an object"#),
        ErrorCase(
            "a zero canvas width", .document,
            #"{"format": "scribble-events", "version": 1, "canvas": {"width": 0, "height": 6}, "events": []}"#,
            #"1:65: canvas.width: width must be positive and at most 10000000, found 0"#),
        ErrorCase(
            "a canvas too tall", .document,
            #"{"format": "scribble-events", "version": 1,\#n  "canvas": {"width": 8, "height": 1.5e7}, "events": []}"#,
            #"2:36: canvas.height: height must be positive and at most 10000000, found 1.5e7"#),
        ErrorCase(
            "a canvas without a height", .document,
            #"{"format": "scribble-events", "version": 1, "canvas": {"width": 8}, "events": []}"#,
            #"1:55: canvas: missing key "height""#),
        ErrorCase(
            "a recording without events", .document,
            #"{"format": "scribble-events", "version": 1, "canvas": {"width": 8, "height": 6}}"#,
            #"1:1: missing key "events""#),
        ErrorCase(
            "a drawing without canvas or strokes", .document, #"{"format": "scribble-drawing", "version": 1}"#,
            #"1:1: missing keys "canvas" and "strokes""#),
        ErrorCase(
            "an unknown format", .document, #"{"format": "foo", "version": 1}"#,
            #"1:12: format: unknown format "foo"; known formats: scribble-events, scribble-drawing"#),
        ErrorCase(
            "an unknown version", .document,
            #"{"format": "scribble-events", "version": 7, "canvas": {"width": 8, "height": 6}, "events": []}"#,
            #"1:42: version: version 7 is not supported; this reader knows versions 1 to 2"#),
        ErrorCase(
            "an unknown version before the format", .document, #"{"version": 2, "format": "scribble-drawing"}"#,
            #"1:13: version: version 2 is not supported; this reader knows version 1"#),
        ErrorCase(
            "a version in a string", .document, #"{"format": "scribble-events", "version": "1"}"#,
            #"1:42: version: expected an integer, found "1""#),
        ErrorCase(
            "a format that is not a string", .document, #"{"format": 1, "version": 1}"#,
            #"1:12: format: expected a format name (a string), found 1"#),
        ErrorCase(
            "no format", .document, #"{"version": 1, "canvas": {"width": 8, "height": 6}, "events": []}"#,
            #"1:1: missing key "format", which names the kind of document: "scribble-events" or "scribble-drawing""#),
        ErrorCase(
            "no format where events are expected", .events,
            #"{"version": 1, "canvas": {"width": 8, "height": 6}, "events": []}"#,
            #"1:1: missing key "format", which names the kind of document: "scribble-events""#),
        ErrorCase(
            "no version", .document,
            #"{"format": "scribble-events", "canvas": {"width": 8, "height": 6}, "events": []}"#,
            #"1:1: missing key "version" (this reader knows versions 1 to 2)"#),
        ErrorCase(
            "a drawing where events are expected", .events,
            #"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 8, "height": 6}, "strokes": []}"#,
            #"1:12: format: expected "scribble-events", found "scribble-drawing""#),
        ErrorCase(
            "events where a drawing is expected", .drawing, #"{"version": 1,\#n "format": "scribble-events"}"#,
            #"2:12: format: expected "scribble-drawing", found "scribble-events""#),
        ErrorCase(
            "a root that is an array", .document, #"[1, 2]"#,
            #"1:1: expected an object, found an array"#),
        ErrorCase(
            "an empty file", .document, #""#,
            #"1:1: expected an object, found the end of the file"#),
        ErrorCase(
            "only whitespace", .document, #"\#n  "#,
            #"2:3: expected an object, found the end of the file"#),
        ErrorCase(
            "columns count characters, not bytes", .document,
            #"{"format": "scribble-events", "version": 1, "ünïcödé": "😀", "canvas": {"width": -1, "height": 6}, "events": []}"#,
            #"1:81: canvas.width: width must be positive and at most 10000000, found -1"#),
        ErrorCase(
            "a byte order mark is not a column", .document,
            #"\#u{FEFF}{"format": "scribble-events", "version": 1, "canvas": {"width": true, "height": 6}, "events": []}"#,
            #"1:65: canvas.width: expected a number, found true"#),
        ErrorCase(
            "an ink width of zero", .drawing, drawingDocument(#"{"ink": {"width": 0}, "points": [[0, 0]]}"#),
            #"2:19: strokes[0].ink.width: width must be positive and at most 10000, found 0"#),
        ErrorCase(
            "an ink too wide", .drawing, drawingDocument(#"{"ink": {"width": 1e5}, "points": [[0, 0]]}"#),
            #"2:19: strokes[0].ink.width: width must be positive and at most 10000, found 1e5"#),
        ErrorCase(
            "a colour that does not parse", .drawing,
            drawingDocument(##"{"ink": {"color": "#12"}, "points": [[0, 0]]}"##),
            ##"2:19: strokes[0].ink.color: "#12" is not a color; use #rgb, #rgba, #rrggbb, #rrggbbaa or a name such as black"##
        ),
        ErrorCase(
            "an unknown tool", .drawing, drawingDocument(#"{"ink": {"tool": "brush"}, "points": [[0, 0]]}"#),
            #"2:18: strokes[0].ink.tool: unknown tool "brush"; known tools: pen, pencil, marker, monoline, fountain-pen"#
        ),
        ErrorCase(
            "an unknown stroke device", .drawing, drawingDocument(#"{"device": "stylus", "points": [[0, 0]]}"#),
            #"2:12: strokes[0].device: unknown device "stylus"; known devices: pen, finger, mouse"#),
        ErrorCase(
            "a stroke without points", .drawing,
            drawingDocument(#"{"points": [[0, 0]]},\#n{"ink": {}, "points": [ ]}"#),
            #"3:23: strokes[1].points: a stroke needs at least one point"#),
        ErrorCase(
            "a stroke with no points key", .drawing, drawingDocument(#"{"ink": {}}"#),
            #"2:1: strokes[0]: missing key "points""#),
        ErrorCase(
            "a point without y", .drawing, drawingDocument(#"{"points": [{"x": 1, "y": 2}, {"x": 1}]}"#),
            #"2:31: strokes[0].points[1]: missing key "y""#),
        ErrorCase(
            "a point that lacks t when the first has one", .drawing,
            drawingDocument(#"{"points": [{"x": 1, "y": 2, "t": 0}, {"x": 1, "y": 3, "t": 1},\#n  {"x": 1, "y": 4}]}"#),
            #"3:3: strokes[0].points[2]: this point has no "t" but the stroke's first point has one; give every point of a stroke a time, or none"#
        ),
        ErrorCase(
            "a point that has t when the first has none", .drawing,
            drawingDocument(#"{"points": [[1, 2], [1, 3, 0.5]]}"#),
            #"2:21: strokes[0].points[1]: this point has a "t" but the stroke's first point has none; give every point of a stroke a time, or none"#
        ),
        ErrorCase(
            "a point array too short", .drawing, drawingDocument(#"{"points": [[1]]}"#),
            #"2:13: strokes[0].points[0]: a point array needs at least x and y, as [x, y, t, pressure]"#),
        ErrorCase(
            "a point array too long", .drawing, drawingDocument(#"{"points": [[1, 2, 3, 0.5, 9]]}"#),
            #"2:28: strokes[0].points[0][4]: a point array has at most four numbers, [x, y, t, pressure]"#),
        ErrorCase(
            "a compact pressure out of range", .drawing, drawingDocument(#"{"points": [[1, 2, 3, 2]]}"#),
            #"2:23: strokes[0].points[0][3]: pressure must be within 0…1, found 2"#),
        ErrorCase(
            "a compact coordinate out of range", .drawing, drawingDocument(#"{"points": [[1e8, 2]]}"#),
            #"2:14: strokes[0].points[0][0]: x must be within ±10000000, found 1e8"#),
        ErrorCase(
            "a point that is a string", .drawing, drawingDocument(#"{"points": ["abc"]}"#),
            #"2:13: strokes[0].points[0]: expected a point, {"x": …, "y": …} or [x, y, t, pressure], found "abc""#),
        ErrorCase(
            "a transform of four numbers", .drawing,
            drawingDocument(#"{"transform": [1, 0, 0, 1], "points": [[0, 0]]}"#),
            #"2:15: strokes[0].transform: a transform has six numbers, [a, b, c, d, tx, ty]; this one has 4"#),
        ErrorCase(
            "a transform that holds a string", .drawing,
            drawingDocument(#"{"transform": [1, 0, 0, 1, "a", 0], "points": [[0, 0]]}"#),
            #"2:28: strokes[0].transform[4]: expected a number, found "a""#),
        ErrorCase(
            "strokes that are not an array", .drawing,
            #"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 8, "height": 6}, "strokes": null}"#,
            #"1:94: strokes: expected an array, found null"#),
        ErrorCase(
            "an odd key in the path", .drawing, drawingDocument(#"{"points": [[0, 0]], "my key": [01]}"#),
            #"2:33: strokes[0]["my key"][0]: numbers cannot have leading zeros, as in 01"#),
        ErrorCase(
            "a trailing comma in an object", .document, #"{"format": "scribble-events", "version": 1,}"#,
            #"1:44: expected a key after ',', found '}' (JSON allows no comma after the last member)"#),
        ErrorCase(
            "a trailing comma in an array", .events,
            eventsDocument(#"{"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": 2},\#n]"#),
            #"3:1: events: expected a value after ',', found ']' (JSON allows no comma after the last element)"#),
        ErrorCase(
            "a missing comma", .events, eventsDocument(#"{"t": 0 "pointer": 1}"#),
            #"2:9: events[0]: expected ',' or '}', found "pointer""#),
        ErrorCase(
            "a missing colon", .events, eventsDocument(#"{"t" 0}"#),
            #"2:6: events[0]: expected ':' after the key "t", found 0"#),
        ErrorCase(
            "a key without quotes", .events, eventsDocument(#"{t: 0}"#),
            #"2:2: events[0]: expected a key (a string in double quotes) or '}', found 't'"#),
        ErrorCase(
            "a single-quoted string", .events, eventsDocument(#"{"t": 0, "device": 'pen'}"#),
            #"2:20: events[0].device: expected a device name (a string), found a single quote (JSON strings take double quotes)"#
        ),
        ErrorCase(
            "a leading zero", .events, eventsDocument(#"{"t": 01}"#),
            #"2:7: events[0].t: numbers cannot have leading zeros, as in 01"#),
        ErrorCase(
            "a negative leading zero", .events, eventsDocument(#"{"t": -007}"#),
            #"2:7: events[0].t: numbers cannot have leading zeros, as in -007"#),
        ErrorCase(
            "a minus without digits", .events, eventsDocument(#"{"t": -x}"#),
            #"2:8: events[0].t: expected a digit after '-', found 'x'"#),
        ErrorCase(
            "a point without decimals", .events, eventsDocument(#"{"t": 1.}"#),
            #"2:9: events[0].t: expected a digit after the decimal point, found '}'"#),
        ErrorCase(
            "an exponent without digits", .events, eventsDocument(#"{"t": 1e+,}"#),
            #"2:10: events[0].t: expected a digit in the exponent, found ','"#),
        ErrorCase(
            "a plus sign", .events, eventsDocument(#"{"t": +1}"#),
            #"2:7: events[0].t: expected a number, found '+'"#),
        ErrorCase(
            "a hex number", .events, eventsDocument(#"{"t": 0x1F}"#),
            #"2:8: events[0]: expected ',' or '}', found 'x1F'"#),
        ErrorCase(
            "NaN", .events, eventsDocument(#"{"t": NaN}"#),
            #"2:7: events[0].t: expected a number, found 'NaN'"#),
        ErrorCase(
            "a bad escape", .events, eventsDocument(#"{"t": 0, "device": "p\qen"}"#),
            #"2:22: events[0].device: invalid escape '\q' in a string; JSON knows \" \\ \/ \b \f \n \r \t and \uXXXX"#),
        ErrorCase(
            "a short unicode escape", .events, eventsDocument(#"{"t": 0, "device": "\u12"}"#),
            #"2:21: events[0].device: invalid \u escape in a string: four hex digits must follow \u"#),
        ErrorCase(
            "a lone high surrogate", .events, eventsDocument(#"{"t": 0, "device": "a\uD83D"}"#),
            #"2:22: events[0].device: unpaired surrogate \uD83D in a string: a low surrogate \uDC00…\uDFFF must follow"#
        ),
        ErrorCase(
            "a high surrogate and a letter", .events, eventsDocument(#"{"t": 0, "device": "\uD83Dx"}"#),
            #"2:21: events[0].device: unpaired surrogate \uD83D in a string: a low surrogate \uDC00…\uDFFF must follow"#
        ),
        ErrorCase(
            "a lone low surrogate", .events, eventsDocument(#"{"t": 0, "device": "\uDE00"}"#),
            #"2:21: events[0].device: unpaired surrogate \uDE00 in a string: a low surrogate must follow a high one"#),
        ErrorCase(
            "a raw tab in a string", .events, eventsDocument(#"{"t": 0, "device": "p\#ten"}"#),
            #"2:22: events[0].device: a string cannot hold a tab; write it as \t"#),
        ErrorCase(
            "a raw line break in a string", .events, eventsDocument(#"{"t": 0, "device": "p\#nen"}"#),
            #"2:22: events[0].device: a string cannot hold a line break; write it as \n"#),
        ErrorCase(
            "a raw control character in a key", .events, eventsDocument(#"{"t": 0, "de\#u{1}vice": "pen"}"#),
            #"2:13: events[0]: a string cannot hold the control character U+0001; write it as \u0001"#),
        ErrorCase(
            "an unterminated string", .document, #"{"format": "scribble-events", "version": 1, "note": "abc}"#,
            #"1:53: note: unterminated string: the closing '"' is missing"#),
        ErrorCase(
            "an unterminated escape", .document, #"{"format": "scribble-events", "version": 1, "note": "abc\"#,
            #"1:57: note: unterminated string: the closing '"' is missing"#),
        ErrorCase(
            "text after the document", .document,
            #"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 8, "height": 6}, "strokes": []}\#n x"#,
            #"2:2: expected the end of the document, found 'x'"#),
        ErrorCase(
            "a second document", .document,
            #"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 8, "height": 6}, "strokes": []} {}"#,
            #"1:98: expected the end of the document, found an object"#),
        ErrorCase(
            "an unclosed object", .document,
            #"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 8, "height": 6}, "strokes": []"#,
            #"1:96: expected ',' or '}', found the end of the file"#),
        ErrorCase(
            "an unclosed array", .drawing,
            #"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 8, "height": 6}, "strokes": ["#,
            #"1:95: strokes: expected a value or ']', found the end of the file"#),
        ErrorCase(
            "a comment", .document, #"{"format": "scribble-drawing", // a drawing\#n "version": 1}"#,
            #"1:32: expected a key (a string in double quotes), found '/'"#),
    ])
    func refusesWithAPreciseMessage(_ testCase: ErrorCase) throws {
        let error = try #require(testCase.error())
        #expect(error.description == testCase.expected)
        #expect(error.file == testCase.file)
    }
}
