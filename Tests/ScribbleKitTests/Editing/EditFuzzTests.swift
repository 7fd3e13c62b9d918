import Foundation
import ScribbleKit
import ScribbleTestSupport
import Testing

/// The edit-history fuzz target's checks (``EditFuzzInput``) on seeded random bytes, so that
/// every test run walks a few hundred sessions, and on the inputs with which fuzzing
/// (`tools/fuzz edit-history`) once broke them, kept in Tests/FuzzRegressions/edit-history.
@Suite struct EditFuzzTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzRegressions/edit-history").path

    static let regressions: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()

    @Test func randomSessionsHoldEveryCheck() {
        var random = SeededGenerator(seed: 2020)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0...2000, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            let problem = EditFuzzInput(bytes).run()
            #expect(problem == nil, "\(bytes)")
        }
    }

    @Test(arguments: regressions) func regressionHoldsEveryCheck(_ name: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name))
        #expect(EditFuzzInput(bytes).run() == nil)
    }
}
