import Foundation
import Testing

/// `scribble info --hit X,Y [--tolerance N]`: the strokes at a point, a line each.
@Suite struct InfoHitTests {
    func run(_ extra: [String]) throws -> ToolRunner.Result {
        let folder = try ToolRunner.temporaryFolder()
        try EditSample.write(to: folder)
        return try ToolRunner.run(["info", EditSample.name] + extra, in: folder)
    }

    @Test func aPointOnAStrokeListsItsIndexDeviceInkAndBounds() throws {
        let result = try run(["--hit", "70,50"])
        #expect(result.status == 0, "\(result.standardError)")
        // A pen 4 wide is 6 wide at full pressure, so its ink reaches 3 units from the line.
        #expect(
            result.output == """
                quarters.drawing.json: 1 stroke at 70,50
                  strokes[0]: device pen; ink pen #000000 4; bounds x 17…123, y 47…53

                """)
        let marker = try run(["--hit", "270,54"])
        #expect(
            marker.output == """
                quarters.drawing.json: 1 stroke at 270,54
                  strokes[1]: device finger; ink marker #ff0000 10; bounds x 215…325, y 45…55

                """)
    }

    @Test func theToleranceReachesFartherInkAndEveryStrokeItReachesIsListedInOrder() throws {
        // 50 units from the lines of strokes 0 (whose ink reaches 3 from it) and 2 (1.5).
        #expect(try run(["--hit", "70,100"]).output == "quarters.drawing.json: no strokes at 70,100\n")
        #expect(
            try run(["--hit", "70,100", "--tolerance", "47"]).output == """
                quarters.drawing.json: 1 stroke at 70,100 within 47
                  strokes[0]: device pen; ink pen #000000 4; bounds x 17…123, y 47…53

                """)
        let both = try run(["--hit", "70,100", "--tolerance=49"])
        #expect(both.status == 0)
        #expect(
            both.output == """
                quarters.drawing.json: 2 strokes at 70,100 within 49
                  strokes[0]: device pen; ink pen #000000 4; bounds x 17…123, y 47…53
                  strokes[2]: device mouse; ink pencil #0000ff 2; bounds x 68.5…71.5, y 148.5…251.5

                """)
    }

    @Test func aRecordingIsHitAsThePolicyRecordsIt() throws {
        let mixed = ToolRunner.strokes.appendingPathComponent("mixed-devices.events.json").path
        // The box the mouse draws and the words the pen writes overlap nowhere near here; ask
        // with a wide tolerance and compare what each policy keeps.
        let any = try ToolRunner.run(["info", mixed, "--hit", "400,300", "--tolerance", "400"])
        let pen = try ToolRunner.run(["info", mixed, "--hit", "400,300", "--tolerance", "400", "--policy", "pen"])
        #expect(any.status == 0 && pen.status == 0)
        #expect(any.output.hasPrefix("\(mixed): 16 strokes at 400,300 within 400\n"))
        #expect(pen.output.hasPrefix("\(mixed): 5 strokes at 400,300 within 400\n"))
        #expect(pen.output.split(separator: "\n").dropFirst().allSatisfy { $0.contains("device pen;") })
        #expect(any.output.contains("device mouse;"))
    }

    @Test(arguments: [
        InterchangeSamples.svg, InterchangeSamples.inkML, InterchangeSamples.events, InterchangeSamples.drawing,
    ])
    func everyFormatInfoReadsCanBeHit(sample: InterchangeSamples.Sample) throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try sample.write(to: folder)
        let result = try ToolRunner.run(["info", input, "--hit", "100,60", "--tolerance", "1000"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("\(input): ") == true)
        #expect(lines.count >= 2)
        #expect(
            lines.dropFirst().allSatisfy {
                $0.hasPrefix("  strokes[") && $0.contains("; ink ") && $0.contains("; bounds x ")
            })
    }

    @Test(arguments: [
        (["--hit", "70"], "--hit expects X,Y (two numbers and a comma, as 650,400), got \"70\""),
        (["--hit", "a,b"], "--hit expects X,Y (two numbers and a comma, as 650,400), got \"a,b\""),
        (["--hit", "70,50", "--tolerance", "-1"], "--tolerance must be between 0 and 10000000, got -1"),
        (["--hit", "70,50", "--tolerance", "wide"], "--tolerance expects a number, got \"wide\""),
        (["--tolerance", "3"], "--tolerance applies to --hit X,Y; give one"),
    ])
    func aMalformedPointOrToleranceIsAUsageError(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("scribble: error: \(message)\nUSAGE: scribble info "))
        #expect(result.output.isEmpty)
    }
}
