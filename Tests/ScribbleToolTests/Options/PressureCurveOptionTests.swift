import Foundation
import Testing

/// `--pressure-curve` and `--pressure-width` on the command line.
@Suite struct PressureCurveOptionTests {
    @Test func convertStoresTheCurveInTheDrawing() throws {
        let folder = try ToolRunner.temporaryFolder()
        let source = ToolRunner.strokes.appendingPathComponent("signature.events.json").path
        let run = try ToolRunner.run(
            [
                "convert", source, "-o", "out.drawing.json", "--pressure-curve", "0,0:0.3,0.6:1,1", "--pressure-width",
                "0.3,1.6",
            ], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        let text = try String(contentsOf: folder.appendingPathComponent("out.drawing.json"), encoding: .utf8)
        #expect(
            text.contains(
                #""pressure-curve": { "points": [[0, 0], [0.3, 0.6], [1, 1]], "min-width": 0.3, "max-width": 1.6 }"#))
        let gamma = try ToolRunner.run(
            ["convert", source, "-o", "gamma.drawing.json", "--pressure-curve", "0.6"], in: folder)
        #expect(gamma.status == 0)
        #expect(
            try String(contentsOf: folder.appendingPathComponent("gamma.drawing.json"), encoding: .utf8)
                .contains(#""pressure-curve": { "gamma": 0.6 }"#))
    }

    /// The presets draw different pictures of a pen recording, and differ from no curve.
    @Test func thePresetsRenderDifferently() throws {
        let folder = try ToolRunner.temporaryFolder()
        let source = ToolRunner.strokes.appendingPathComponent("signature.events.json").path
        var pictures: [Data] = []
        for curve in ["none", "light", "heavy"] {
            let run = try ToolRunner.run(
                ["render", source, "-o", "\(curve).png", "--pressure-curve", curve], in: folder)
            #expect(run.status == 0, "\(run.standardError)")
            pictures.append(try Data(contentsOf: folder.appendingPathComponent("\(curve).png")))
        }
        #expect(Set(pictures).count == 3)
    }

    @Test(arguments: [
        (
            ["--pressure-curve", "0,0:0.5,0.6:0.4,1"],
            "--pressure-curve: point 3: control points must go up in x (the device's pressure); 0.4 follows 0.5"
        ),
        (["--pressure-curve", "0,0.5:1,0.2"], "--pressure-curve: point 2: control points must not go down in y"),
        (
            ["--pressure-curve", "0,0:1,1.5"],
            "--pressure-curve: point 2: a control point's pressures must be within 0…1, found (1.0, 1.5)"
        ),
        (["--pressure-curve", "0"], "--pressure-curve: a gamma must be a positive number, found 0.0"),
        (
            ["--pressure-curve", "firm"],
            "--pressure-curve: cannot read \"firm\"; give light, heavy, none, a gamma such as 0.6, or control points"
        ),
        (["--pressure-curve", "0,0:x,1"], "--pressure-curve: point 2, \"x,1\", is not two numbers x,y"),
        (["--pressure-width", "1.5,0.5"], "--pressure-width: the minimum width (1.5) is above the maximum (0.5)"),
        (["--pressure-width", "0.5"], "--pressure-width takes MIN,MAX"),
        (
            ["--pressure-curve", "none", "--pressure-width", "0.5,1"],
            "--pressure-width gives the widths of a pressure curve"
        ),
    ])
    func badValuesAreRefusedAndNothingIsWritten(arguments: [String], message: String) throws {
        let folder = try ToolRunner.temporaryFolder()
        let source = ToolRunner.strokes.appendingPathComponent("signature.events.json").path
        let run = try ToolRunner.run(["render", source, "-o", "out.png"] + arguments, in: folder)
        // A bad option is a usage error.
        #expect(run.status == 2)
        #expect(run.standardError.contains(message), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }
}
