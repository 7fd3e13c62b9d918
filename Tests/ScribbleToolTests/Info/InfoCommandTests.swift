import Foundation
import Testing

@Suite struct InfoCommandTests {
    let mixed = ToolRunner.strokes.appendingPathComponent("mixed-devices.events.json").path

    @Test func penPolicySaysWhatWasTurnedAwayAndWhose() throws {
        let result = try ToolRunner.run(["info", mixed, "--policy", "pen"])
        #expect(result.status == 0)
        #expect(result.output.contains("  strokes:     5 (pen 5)\n"))
        #expect(result.output.contains("  turned away: 11 strokes, "))
        #expect(result.output.contains("finger 2 strokes ("))
        #expect(result.output.contains("mouse 9 strokes ("))
        #expect(result.output.contains("the pen policy inks only with a pen"))
    }

    @Test func anyPolicyKeepsEverything() throws {
        let result = try ToolRunner.run(["info", mixed])
        #expect(result.output.contains("  strokes:     16 (pen 5, finger 2, mouse 9)\n"))
        #expect(result.output.contains("  turned away: none\n"))
        #expect(result.output.contains("  canvas:      800 × 600\n"))
        #expect(result.output.contains("  by policy:   pen 5, finger 11, any 16, auto 5 strokes\n"))
    }

    @Test func cancelledStrokeIsNotCounted() throws {
        let file = ToolRunner.strokes.appendingPathComponent("cancelled-stroke.events.json").path
        let result = try ToolRunner.run(["info", file])
        #expect(result.output.contains("  strokes:     4 (pen 4)\n"))
        #expect(result.output.contains("  anomalies:   none\n"))
    }

    @Test func drawingsAreDescribedToo() throws {
        let file = ToolRunner.strokes.appendingPathComponent("shapes-compact.drawing.json").path
        let result = try ToolRunner.run(["info", file])
        #expect(result.status == 0)
        #expect(result.output.contains("  format:   scribble-drawing\n"))
        #expect(result.output.contains("  strokes:  6 (pen 3, finger 2, mouse 1)\n"))
        #expect(result.output.contains("  points:   1430\n"))
    }

    @Test func unreadableFileIsBadInput() throws {
        let result = try ToolRunner.run(["info", "/nonexistent/file.events.json"])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "scribble: error: /nonexistent/file.events.json: cannot read it: No such file or directory\n")
    }
}
