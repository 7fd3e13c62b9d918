import Foundation
import Testing

/// What `scribble edit` says when it cannot do what it is asked: one line naming the value and
/// what is wrong with it, the exit status (1 for a bad value or input, 2 for a wrong call), and
/// nothing written: no output, no temporary file, an old output left as it was.
@Suite struct EditErrorTests {
    /// Runs `edit` on the sample with an old `out.drawing.json` beside it, and checks that the run
    /// failed with `status` and left both files as they were and nothing else.
    /// - Returns: What the tool wrote to standard error.
    func failure(
        _ arguments: [String], status: Int32, output: String = "out.drawing.json", input: String = EditSample.name
    ) throws -> String {
        let folder = try ToolRunner.temporaryFolder()
        try EditSample.write(to: folder)
        let old = Data("old".utf8)
        try old.write(to: folder.appendingPathComponent("out.drawing.json"))
        let result = try ToolRunner.run(["edit", input, "-o", output] + arguments, in: folder)
        #expect(result.status == status, "\(result.standardError)")
        #expect(try ToolRunner.contents(of: folder) == ["out.drawing.json", EditSample.name].sorted())
        #expect(try Data(contentsOf: folder.appendingPathComponent("out.drawing.json")) == old)
        #expect(result.output.isEmpty)
        return result.standardError
    }

    @Test(arguments: [
        (
            ["--select-lasso", "M 10 10 L 200 10 L 200 x", "--delete"],
            "--select-lasso \"M 10 10 L 200 10 L 200 x\": column 24: expected a number for the y of L, found \"x\""
        ),
        (
            ["--select-lasso", "L 10 10", "--delete"],
            "--select-lasso \"L 10 10\": column 1: expected a moveto command (M or m) to begin the path, found \"L\""
        ),
        (
            ["--erase", "M 70 0 V 300 Q 10", "--eraser", "stroke"],
            "--erase \"M 70 0 V 300 Q 10\": column 18: expected a number for the y1 of Q, found the end of the data"
        ),
        (
            ["--erase", "M 0 0 A 5 5 0 2 1 9 9", "--eraser", "stroke"],
            "--erase \"M 0 0 A 5 5 0 2 1 9 9\": column 15: expected 0 or 1 for the large-arc-flag of A, found \"2\""
        ),
        (
            ["--erase", "M 0 0 L 10 10 Ω", "--eraser", "stroke"],
            "--erase \"M 0 0 L 10 10 Ω\": column 15: expected a number or a command letter, found the byte 0xCE"
        ),
        (
            ["--erase", "  ", "--eraser", "stroke"],
            "--erase \"  \": the path is empty; give SVG path data such as \"M 10 10 L 200 40\""
        ),
        (
            ["--select-lasso", "M 10 10 L 100 100 Z", "--delete"],
            "--select-lasso \"M 10 10 L 100 100 Z\": the lasso encloses no area; give a path round the strokes, such as \"M 10 10 H 200 V 150 H 10 Z\""
        ),
    ])
    func aBadPathSaysTheColumnWhereReadingStopped(arguments: [String], message: String) throws {
        #expect(try failure(arguments, status: 1) == "scribble: error: \(message)\n")
    }

    static let rectangleForm =
        "expects X,Y,W,H (the top-left corner and the size, four numbers with commas, the width and height above 0, as 100,50,300,200)"

    @Test(arguments: [
        (["--select-rect", "0,0,100", "--delete"], "--select-rect \(rectangleForm), got \"0,0,100\""),
        (["--select-rect", "0,0,100,zero", "--delete"], "--select-rect \(rectangleForm), got \"0,0,100,zero\""),
        (["--select-rect", "0,0,0,100", "--delete"], "--select-rect \(rectangleForm), got \"0,0,0,100\""),
        (["--select-rect", "0,0,100,-5", "--delete"], "--select-rect \(rectangleForm), got \"0,0,100,-5\""),
        (["--select-rect", "0,0,inf,5", "--delete"], "--select-rect \(rectangleForm), got \"0,0,inf,5\""),
        (
            ["--select-rect", "0,0,9,9", "--move", "5"],
            "--move expects DX,DY (two numbers and a comma, as 40,-10, each within ±20000000), got \"5\""
        ),
        (
            ["--select-rect", "0,0,9,9", "--move", "nan,1"],
            "--move expects DX,DY (two numbers and a comma, as 40,-10, each within ±20000000), got \"nan,1\""
        ),
        (
            ["--select-rect", "0,0,9,9", "--copy", "1,2,3"],
            "--copy expects DX,DY (two numbers and a comma, as 40,-10, each within ±20000000), got \"1,2,3\""
        ),
        (
            ["--select-rect", "0,0,9,9", "--rotate", "quarter"],
            "--rotate expects an angle in degrees, clockwise, from -1000000 to 1000000, got \"quarter\""
        ),
        (
            ["--select-rect", "0,0,9,9", "--scale", "0"],
            "--scale expects a factor whose size is from 0.001 to 1000 (2 doubles the size, 0.5 halves it, a negative one also turns it half round), got \"0\""
        ),
        (
            ["--select-rect", "0,0,9,9", "--coverage", "1", "--delete"],
            "--coverage expects a share from 0 up to but not including 1 (the share of a stroke's centre line that must lie inside, 0.5 for most of it, 0 for any of it), got \"1\""
        ),
        (
            ["--select-rect", "0,0,9,9", "--coverage", "-0.1", "--delete"],
            "--coverage expects a share from 0 up to but not including 1 (the share of a stroke's centre line that must lie inside, 0.5 for most of it, 0 for any of it), got \"-0.1\""
        ),
        (
            ["--erase", "M 0 0", "--eraser", "stroke", "--eraser-width", "-8"],
            "--eraser-width expects a width in canvas units, from 0 to 10000, got \"-8\""
        ),
        (
            ["--select-rect", "0,0,9,9", "--color", "plaid"],
            "--color expects #rrggbb, #rrggbbaa, a CSS colour name, rgb() or hsl(), got \"plaid\""
        ),
    ])
    func aBadRectangleNumberOrColourIsBadInput(arguments: [String], message: String) throws {
        #expect(try failure(arguments, status: 1) == "scribble: error: \(message)\n")
    }

    @Test func theFirstBadValueIsTheOneReported() throws {
        let message = try failure(["--select-rect", "0,0,9", "--color", "plaid"], status: 1)
        #expect(message.hasPrefix("scribble: error: --select-rect expects X,Y,W,H"))
    }

    @Test func editsThatTakeInkBeyondTheLimitsWriteNothing() throws {
        let message = try failure(["--select-rect", "0,0,400,300", "--scale", "1000", "--scale", "1000"], status: 1)
        #expect(message.hasPrefix("scribble: error: the edits take strokes[0] to "))
        #expect(
            message.hasSuffix(
                " units from the origin, beyond ±10000000, where no point of a drawing goes; nothing is written\n"))
    }

    @Test func anInputThatCannotBeReadIsBadInput() throws {
        let message = try failure(["--erase", "M 0 0", "--eraser", "stroke"], status: 1, input: "missing.drawing.json")
        #expect(message == "scribble: error: missing.drawing.json: cannot read it: No such file or directory\n")
    }

    @Test(arguments: [
        (
            ["--select-rect", "0,0,9,9", "--move", "1,1"], "out.txt",
            "cannot tell the output's kind from \"out.txt\"; name it *.png, *.svg, *.pdf, *.drawing.json, *.events.json, *.inkml, *.excalidraw or *.xopp, or give --to FORMAT (png, svg, pdf, scribble-events, scribble-drawing, inkml, excalidraw, xopp)"
        ),
        (
            ["--move", "1,1"], "out.drawing.json",
            "--move changes the selected strokes; select them first with --select-rect X,Y,W,H or --select-lasso PATH"
        ),
        (
            ["--select-rect", "0,0,9,9"], "out.drawing.json",
            "--select-rect selects strokes for the changes after it; give one after it (--move, --rotate, --scale, --color, --delete or --copy)"
        ),
        (
            ["--select-rect", "0,0,9,9", "--select-lasso", "M 0 0 H 9 V 9 Z", "--delete"], "out.drawing.json",
            "--select-rect selects strokes for the changes after it, and --select-lasso follows it at once; give a change between them (--move, --rotate, --scale, --color, --delete or --copy)"
        ),
        (
            [], "out.drawing.json",
            "edit needs something to do: --erase PATH, or --select-rect X,Y,W,H or --select-lasso PATH followed by --move, --rotate, --scale, --color, --delete or --copy"
        ),
        (
            ["--select-rect", "0,0,9,9", "--delete", "--coverage", "0.2", "--coverage", "0.3"], "out.drawing.json",
            "--coverage is given 2 times; it is given once and applies to every --select-rect or --select-lasso"
        ),
        (
            ["--select-rect", "0,0,9,9", "--delete", "--eraser", "stroke"], "out.drawing.json",
            "--eraser applies to --erase; give one"
        ),
        (
            ["--erase", "M 0 0", "--eraser", "sponge"], "out.drawing.json",
            "--eraser must be one of stroke, area, got \"sponge\""
        ),
        (
            ["--selct-rect", "0,0,9,9", "--delete"], "out.drawing.json",
            "unknown option --selct-rect; did you mean `--select-rect`?"
        ),
        (
            ["--erase", "M 0 0", "--eraser", "stroke", "--background", "red"], "out.drawing.json",
            "--background applies to a picture (*.png, *.svg, *.pdf), and the output, out.drawing.json, is not one"
        ),
        (
            ["--erase", "M 0 0", "--eraser", "stroke", "--to", "png"], "out.drawing.json",
            "--to png contradicts the output's name out.drawing.json; name it for that format or leave --to out"
        ),
        (
            ["--erase", "M 0 0", "--eraser", "stroke"], "-",
            "standard output has no name to tell the output's format by; give --to FORMAT (png, svg, pdf, scribble-events, scribble-drawing, inkml, excalidraw, xopp)"
        ),
    ])
    func aWrongCallIsAUsageError(arguments: [String], output: String, message: String) throws {
        let standardError = try failure(arguments, status: 2, output: output)
        #expect(standardError.hasPrefix("scribble: error: \(message)\nUSAGE: scribble edit INPUT -o OUTPUT "))
    }
}
