import Foundation
import ScribbleKit
import Testing

/// The inputs with which fuzzing (`tools/fuzz ink-outline`) once broke the ink outline builder,
/// kept in Tests/FuzzRegressions/ink-outline and read as the fuzz target reads them
/// (``InkFuzzInput``): each must give an outline whose every coordinate is finite, and the same
/// outline, bit for bit, when the stroke is drawn live a few points at a time.
@Suite struct InkOutlineFuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzRegressions/ink-outline").path

    static let inputs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()

    @Test(arguments: inputs) func outlineIsFinite(_ name: String) throws {
        let input = InkFuzzInput(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)))
        let outline = input.stroke.outline(options: input.options)
        let places = InkFuzzInput.nonFinitePlaces(in: outline)
        #expect(places.count == 0, "the first not finite: \(places.first ?? "")")
        guard input.stroke.path == nil else { return }
        let size = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)).count
        #expect(
            InkFuzzInput.sameBits(input.drawnLive(seed: size), outline),
            "drawn live, the outline differs from the batch one")
    }
}
