import Foundation
import ScribbleCards
import Testing

/// The inputs with which fuzzing (`tools/fuzz card-json`) once broke the `card.json` reader, kept
/// in Tests/FuzzRegressions/card-json: each must now be read or refused with an error, and a card
/// that is read must write back to the same card.
@Suite struct CardJSONFuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzRegressions/card-json").path

    static let inputs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()

    @Test(arguments: inputs) func readsOrRefuses(_ name: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name))
        guard let card = try? Card(decodingJSON: bytes) else { return }
        let reread = try Card(decodingJSON: card.jsonEncoded())
        #expect(reread == card)
    }
}
