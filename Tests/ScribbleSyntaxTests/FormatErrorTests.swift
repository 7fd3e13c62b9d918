import ScribbleSyntax
import Testing

/// How an error reads: `FILE:LINE:COLUMN: PATH: MESSAGE` without the parts that are unknown, and
/// how text is quoted in a message.
@Suite("Format error")
struct FormatErrorTests {
    @Test(
        arguments: [
            (
                FormatError(file: "a.json", line: 3, column: 7, path: "events[2].x", message: "m"),
                "a.json:3:7: events[2].x: m"
            ),
            (FormatError(file: "a.json", line: 3, column: 7, message: "m"), "a.json:3:7: m"),
            (FormatError(line: 3, column: 7, path: "x", message: "m"), "3:7: x: m"),
            (FormatError(file: "a.svg", path: "svg.path", message: "m"), "a.svg: svg.path: m"),
            (FormatError(file: "a.svg", line: 4, message: "m"), "a.svg:4: m"),
            (FormatError(path: "strokes[0]", message: "m"), "strokes[0]: m"),
            (FormatError(message: "m"), "m"),
        ])
    func theDescriptionLeavesOutWhatIsUnknown(error: FormatError, description: String) {
        #expect(error.description == description)
    }

    @Test func anErrorCanNameTheLimitItIsAbout() {
        let error = FormatError(file: "a.json", line: 1, column: 1, message: "too deep")
        #expect(error.exceededLimit == nil && !error.formatUnknown)
        let exceeding = error.exceeding(.depth)
        #expect(exceeding.exceededLimit == .depth)
        #expect(exceeding.description == error.description)
        #expect(exceeding != error)
    }

    @Test(
        arguments: [
            ("plain", #""plain""#), ("", #""""#), (#"say "hi""#, #""say \"hi\"""#), (#"a\b"#, #""a\\b""#),
            ("line\nbreak\ttab\rreturn", #""line\nbreak\ttab\rreturn""#),
            ("\u{1}\u{1F}\u{7F}", "\"\\u0001\\u001F\u{7F}\""),
            ("é😀", #""é😀""#),
            (String(repeating: "x", count: 40), "\"" + String(repeating: "x", count: 40) + "\""),
            (String(repeating: "x", count: 41), "\"" + String(repeating: "x", count: 40) + "…\""),
            (String(repeating: "é", count: 45), "\"" + String(repeating: "é", count: 40) + "…\""),
        ] as [(String, String)])
    func quotedTextIsEscapedAsJSONWritesItAndCutShort(text: String, quoted: String) {
        #expect(FormatError.quoted(text) == quoted)
    }
}
