import ScribbleJSON
import ScribbleKit
import ScribbleSyntax
import ScribbleTestSupport
import Testing

/// The reader follows RFC 8259 to the letter, and bad input never crashes it.
@Suite("JSON syntax")
struct JSONSyntaxTests {
    static let eventsSample = """
        { "format": "scribble-events", "version": 1,
          "canvas": { "width": 800, "height": 600, "unit": "px" },
          "source": { "app": "Sk\\u00e9tch \\ud83d\\ude00", "tags": ["a\\/b", "\\"q\\"", "\\\\", "\\b\\f\\n\\r\\t"],
                      "nested": [[], {}, [null, true, false, -0.5e-3, 12E+2]] },
          "events": [
            { "t": 0.000, "pointer": 1, "device": "pen", "phase": "down", "x": 120.5, "y": 80.25, "pressure": 0.42 },
            { "t": 8e-3, "pointer": 1, "device": "p\\u0065n", "phase": "move", "x": 121.0, "y": 80.9, "pressure": 0.45 },
            { "t": 0.120, "pointer": 1, "device": "pen", "phase": "up", "x": 160.0, "y": 95.0, "note": "héllo" } ] }
        """

    static let drawingSample = """
        { "format": "scribble-drawing", "version": 1, "canvas": { "width": 800, "height": 600 },
          "strokes": [
            { "ink": { "tool": "fountain-pen", "color": "#1c1c1e80", "width": 4 }, "device": "finger",
              "transform": [1, 0, 0, 1, -10.5, 20],
              "points": [ { "x": 120.5, "y": 80.25, "t": 0.0, "pressure": 0.42 }, [121, 81, 0.01, 1], [122, 83, 0.02] ] },
            { "points": [[1, 2], [3, 4]] } ] }
        """

    @Test func readsTheSamplesWithEveryEscape() throws {
        let recording = try EventRecording(decoding: Array(Self.eventsSample.utf8))
        #expect(recording.events.count == 3)
        #expect(recording.events[1].device == .pen)
        #expect(recording.events[1].t == 0.008)
        let drawing = try Drawing(decodingJSON: Array(Self.drawingSample.utf8))
        #expect(drawing.strokes.map(\.points.count) == [3, 2])
    }

    @Test func skipsAByteOrderMarkAndTakesAllWhitespace() throws {
        let json =
            "\u{FEFF}\t\r\n {\r\n\t\"format\"\t:\r\"scribble-drawing\" ,\"version\":1,\"canvas\":{\"width\":1,\"height\":1},\"strokes\":[ ]\n}\r\n\t "
        #expect(try Drawing(decodingJSON: Array(json.utf8)) == Drawing(canvas: Size(width: 1, height: 1)))
    }

    @Test func escapedFormatNamesAndKeysRead() throws {
        let json =
            #"{"\u0066ormat": "scribble\u002ddrawing", "vers\u0069on": 1, "canvas": {"width": 1, "height": 1}, "strokes": []}"#
        #expect(try Drawing(decodingJSON: Array(json.utf8)).strokes.isEmpty)
    }

    @Test(arguments: [
        (#""p\u00e9n""#, #"unknown device "pén""#),
        (#""\ud83d\ude00""#, #"unknown device "😀""#),
        (#""\uD83D\uDE00!""#, #"unknown device "😀!""#),
        (#""a\"b\\c""#, #"unknown device "a\"b\\c""#),
        (#""\u0000""#, #"unknown device "\u0000""#),
        (#""é\n""#, #"unknown device "é\n""#),
    ])
    func messagesShowDecodedStrings(device: String, message: String) throws {
        let json = eventsDocument(#"{"t": 0, "pointer": 1, "device": \#(device), "phase": "down", "x": 1, "y": 0}"#)
        let error = try #require(documentError(json))
        #expect(error.message.hasPrefix(message + "; known devices"))
    }

    @Test(
        arguments: [
            [0xFF], [0x80], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82], [0xE2, 0x82, 0x41], [0xF0, 0x9F, 0x98],
        ] as [[UInt8]])
    func refusesInvalidUTF8InStrings(bad: [UInt8]) throws {
        let head = Array(#"{"format": "scribble-events", "version": 1, "note": "ab"#.utf8)
        let bytes = head + bad + Array(#"", "canvas": {"width": 1, "height": 1}, "events": []}"#.utf8)
        let error = try #require(throws: FormatError.self) { try EventRecording(decoding: bytes) }
        #expect(error.message.hasPrefix("invalid UTF-8 in a string (byte 0x"))
        #expect(error.line == 1 && error.column == head.count + 1)  // an ASCII head: bytes are characters
        #expect(error.path == "note")
    }

    @Test func acceptsEveryKindOfWellFormedUTF8() throws {
        let json =
            #"{"format": "scribble-events", "version": 1, "note": "aé€😀\u{10FFFF}\u{D7FF}\u{E000}", "canvas": {"width": 1, "height": 1}, "events": []}"#
        let text = json.replacingOccurrences(of: "\\u{10FFFF}", with: "\u{10FFFF}")
            .replacingOccurrences(of: "\\u{D7FF}", with: "\u{D7FF}").replacingOccurrences(
                of: "\\u{E000}", with: "\u{E000}")
        #expect(try EventRecording(decoding: Array(text.utf8)).events.isEmpty)
    }

    @Test func invalidUTF8OutsideStringsIsRefused() throws {
        let bytes = Array(#"{"format": "scribble-events", "version": 1, "#.utf8) + [0xFF] + Array("}".utf8)
        let error = try #require(throws: FormatError.self) { try EventRecording(decoding: bytes) }
        #expect(error.description == "1:45: expected a key (a string in double quotes), found the byte 0xFF")
    }

    static func nested(_ depth: Int) -> String {
        #"{"format": "scribble-events", "version": 1, "canvas": {"width": 1, "height": 1}, "events": [], "extra": "#
            + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
    }

    @Test func nestingUpToTheLimitReads() throws {
        // The root object is one level, so 511 arrays inside it reach the limit of 512.
        #expect(try EventRecording(decoding: Array(Self.nested(511).utf8)).events.isEmpty)
    }

    @Test func aRaisedLimitLetsDeepValuesBeSkippedWithoutStack() throws {
        // Deeper than a thread's stack would take if each level were a call.
        var limits = InterchangeLimits()
        limits.maximumDepth = 100_001
        #expect(try EventRecording(decoding: Array(Self.nested(100_000).utf8), limits: limits).events.isEmpty)
        limits.maximumDepth = 100
        let error = try #require(throws: FormatError.self) {
            try EventRecording(decoding: Array(Self.nested(100_000).utf8), limits: limits)
        }
        #expect(error.message == "arrays and objects nest more than 100 deep")
    }

    @Test(arguments: [512, 513, 100_000])
    func nestingPastTheLimitIsRefused(depth: Int) throws {
        let error = try #require(documentError(Self.nested(depth)))
        #expect(error.message == "arrays and objects nest more than 512 deep")
        // The 512th "[" is refused: it would be the 513th level.
        #expect(error.line == 1 && error.column == 104 + 512)
        // A path that deep keeps its first and last eight steps, so that the error stays one line.
        #expect(error.path == "extra" + String(repeating: "[0]", count: 7) + "…" + String(repeating: "[0]", count: 8))
        #expect(error.exceededLimit == .depth)
    }

    @Test(arguments: [eventsSample, drawingSample])
    func everyTruncationIsRefusedWithAPlace(sample: String) throws {
        let bytes = Array(sample.utf8)
        let end = try #require(bytes.lastIndex(of: UInt8(ascii: "}")))
        for length in 0..<end {
            let error = try #require(
                documentError(String(decoding: bytes[..<length], as: UTF8.self)),
                "a document cut after \(length) bytes was read")
            #expect(error.line != nil && error.column != nil && !error.message.isEmpty)
        }
    }

    @Test(arguments: [eventsSample, drawingSample])
    func mangledDocumentsNeverCrash(sample: String) {
        var random = SeededGenerator(seed: 7)
        let bytes = Array(sample.utf8)
        let interesting: [UInt8] = Array(#"{}[],:"\-+.eE0123456789tfnul "#.utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xFF]
        var refused = 0
        for _ in 0..<3000 {
            var mangled = bytes
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<mangled.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: mangled[index] = interesting.randomElement(using: &random) ?? 0
                case 1: mangled.remove(at: index)
                default: mangled.insert(interesting.randomElement(using: &random) ?? 0, at: index)
                }
            }
            do {
                _ = try ScribbleDocument(decoding: mangled)
            } catch {
                refused += 1
                #expect(error.line != nil && !error.message.isEmpty)
            }
        }
        #expect(refused > 1000)
    }
}

@Suite("Reading either kind of document")
struct ScribbleDocumentTests {
    @Test func dispatchesOnTheFormat() throws {
        let recording = EventRecording(
            canvas: Size(width: 10, height: 10),
            events: [
                InputEvent(pointer: 1, device: .pen, phase: .down, location: Point(x: 1, y: 1), t: 0)
            ])
        let drawing = Drawing(
            canvas: Size(width: 5, height: 5), strokes: [Stroke(points: [StrokePoint(x: 1, y: 2, t: 3)])])
        #expect(try ScribbleDocument(decoding: recording.encoded()) == .events(recording))
        #expect(try ScribbleDocument(decoding: drawing.jsonEncoded(compactPoints: true)) == .drawing(drawing))
        #expect(ScribbleDocument.drawing(drawing).encoded() == drawing.jsonEncoded())
        #expect(ScribbleDocument.knownFormats == ["scribble-events", "scribble-drawing"])
    }

    @Test func theFormatMayComeLast() throws {
        let json = #"{"canvas": {"width": 3, "height": 4}, "strokes": [], "version": 1, "format": "scribble-drawing"}"#
        #expect(
            try ScribbleDocument(decoding: Array(json.utf8)) == .drawing(Drawing(canvas: Size(width: 3, height: 4))))
    }

    @Test func aDuplicateFormatIsRefused() throws {
        let json =
            #"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 3, "height": 4}, "strokes": [], "format": "x"}"#
        let error = try #require(documentError(json))
        #expect(error.description == #"1:98: duplicate key "format": an object may name a key only once"#)
    }
}
