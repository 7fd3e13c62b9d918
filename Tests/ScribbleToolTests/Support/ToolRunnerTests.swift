import Foundation
import Testing

/// The test runner itself: a copy of the tool that something still holds open for writing (as a
/// process started by another test meanwhile may, having inherited the descriptor) is started
/// once it is free, not reported as a failure of the test that made it.
@Suite struct ToolRunnerTests {
    @Test func aCopyOfTheToolHeldOpenForWritingStartsOnceItIsFree() throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("scribble")
        try FileManager.default.copyItem(at: ToolRunner.executable, to: copy)
        let writer = try FileHandle(forWritingTo: copy)
        let closed = DispatchSemaphore(value: 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
            try? writer.close()
            closed.signal()
        }
        let result = try ToolRunner.run(["--version"], tool: copy)
        closed.wait()
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("scribble "), "\(result.output)")
    }
}
