import Foundation
import ScribbleFiles
import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax
import ScribbleTestSupport
import Testing

extension InterchangeTests {
    @Suite("Quick, Draw!")
    struct QuickDrawTests {
        private func records(_ text: String, options: QuickDrawOptions = .default) -> [Result<
            QuickDrawRecord, FormatError
        >] {
            Array(QuickDrawReader(bytes: Array(text.utf8), file: "cats.ndjson", options: options))
        }

        private static let raw =
            #"{"word": "cat", "countrycode": "GB", "timestamp": "2017-03-01 20:45:28.70412 UTC", "recognized": true, "key_id": "5413505372012544", "drawing": [[[10, 20.5, 30], [40, 50, 60.25], [0, 16, 33]], [[5], [6], [1200]]]}"#
        private static let simplified =
            #"{"word": "cat", "recognized": false, "key_id": 4813505372012544, "drawing": [[[0, 255], [0, 100]], [[3, 4, 5], [6, 7, 8]]]}"#

        @Test func readsARawRecord() throws {
            let results = records(Self.raw + "\n")
            let record = try #require(try results.first?.get())
            #expect(results.count == 1)
            #expect(record.line == 1 && record.word == "cat" && record.countryCode == "GB" && record.recognized == true)
            #expect(record.keyID == "5413505372012544" && record.timestamp == "2017-03-01 20:45:28.70412 UTC")
            #expect(!record.isSimplified)
            let strokes = record.drawing.strokes
            #expect(
                strokes.map { $0.points.map(\.location) } == [
                    [Point(x: 10, y: 40), Point(x: 20.5, y: 50), Point(x: 30, y: 60.25)], [Point(x: 5, y: 6)],
                ])
            // Milliseconds become seconds; no pressure, a mouse, a thin black line.
            let times: [[Double]] = [[0, 0.016, 0.033], [1.2]]
            #expect(strokes.map { $0.points.map(\.t) } == times)
            #expect(
                strokes.allSatisfy { $0.device == .mouse && $0.ink == Ink(tool: .monoline, color: .black, width: 3) })
            #expect(strokes.allSatisfy { $0.points.allSatisfy { $0.pressure == nil } })
            // The canvas holds the ink: the far point (30, 60.25) and half the width.
            #expect(record.drawing.canvas == Size(width: 32, height: 62))
        }

        @Test func readsASimplifiedRecordOnItsCanvasAtASteadySpeed() throws {
            let record = try #require(try records(Self.simplified).first?.get())
            #expect(record.isSimplified && record.keyID == "4813505372012544" && record.recognized == false)
            #expect(record.drawing.canvas == QuickDrawOptions.simplifiedCanvas)
            let first = record.drawing.strokes[0]
            let length: Double = (255.0 * 255 + 100 * 100).squareRoot()
            #expect(first.points.map(\.t) == [0, length / 1000])
            #expect(record.drawing.strokes[1].points[0].t == first.endTime + 0.2)
        }

        @Test func readsAJSONArrayAndNDJSONAlike() throws {
            let array = records("[\n  \(Self.raw),\n  \(Self.simplified)\n]\n")
            let lines = records("\(Self.raw)\n\n\(Self.simplified)\r\n")
            #expect(try array.map { try $0.get().drawing } == lines.map { try $0.get().drawing })
            #expect(try array.map { try $0.get().line } == [2, 3])
            #expect(try lines.map { try $0.get().line } == [1, 3])
        }

        @Test func reportsBadRecordsWithTheirLineAndGoesOn() throws {
            let text = """
                \(Self.raw)
                {"word": "cat", "drawing": [[[1, 2], [3]]]}
                not json at all
                {"word": "dog", "drawing": [[[1, 2], [3, 4], [0, 10]], [[5], [6]]]}
                {"word": "cow"}
                \(Self.simplified)
                """
            let results = records(text)
            #expect(results.count == 6)
            let messages = results.map { result -> String in
                switch result {
                case .success(let record): "ok \(record.word) at \(record.line)"
                case .failure(let error): error.description
                }
            }
            #expect(
                messages == [
                    "ok cat at 1",
                    "cats.ndjson:2:29: drawing[0]: the stroke's arrays have different lengths (2, 1); each point needs an x and a y",
                    "cats.ndjson:3:1: expected an object, found 'not'",
                    "cats.ndjson:4:56: drawing[1]: this stroke has no times but the drawing's first stroke has them; give every stroke times, or none",
                    "cats.ndjson:5:1: missing key \"drawing\", the strokes of a Quick, Draw! record ([[[x…], [y…], [t…]], …])",
                    "ok cat at 6",
                ])
        }

        @Test func placesErrorsInsideAnArrayOfRecords() throws {
            let results = records("[\(Self.raw),\n   {\"word\": \"x\", \"drawing\": [[[1], [\"a\"]]]}]")
            #expect(results.count == 2)
            guard case .failure(let error) = results[1] else {
                Issue.record("expected an error")
                return
            }
            #expect(error.description == #"cats.ndjson:2:37: [1].drawing[0][1][0]: expected a number, found "a""#)
        }

        @Test(arguments: [
            ("[1, 2]", "cats.ndjson:1:2: expected a record ({…}) or ']' in the array of records, found '1'"),
            ("[{\"drawing\": []}", "cats.ndjson:1:17: the file ends inside the array of records; it needs a closing ]"),
            (
                "# comment",
                "cats.ndjson:1:1: a Quick, Draw! file is NDJSON (a record on each line) or a JSON array of records; this one starts with '#'"
            ),
        ])
        func stopsAtBrokenFiles(text: String, message: String) {
            let results = records(text)
            guard case .failure(let error) = results.last else {
                Issue.record("expected an error at the end, got \(results)")
                return
            }
            #expect(error.description == message)
        }

        @Test func refusesRecordsOverTheLimits() throws {
            var options = QuickDrawOptions()
            options.limits.maximumPoints = 3
            options.limits.maximumRecordBytes = 300
            let long = #"{"word": "long", "drawing": [[["# + String(repeating: "1, ", count: 100) + #"1], [1]]]}"#
            let results = records(Self.raw + "\n" + long + "\n" + Self.simplified + "\n", options: options)
            let messages = results.map { result -> String in
                switch result {
                case .success(let record): "ok \(record.line)"
                case .failure(let error): error.description
                }
            }
            #expect(
                messages == [
                    "cats.ndjson:1:195: drawing[1][0][0]: the drawing has more than 3 points, the limit",
                    "cats.ndjson:2:1: the line is longer than 300 bytes, the limit for one record",
                    "cats.ndjson:3:101: drawing[1][0][1]: the drawing has more than 3 points, the limit",
                ])
        }

        /// Reading from a file goes chunk by chunk; records that straddle chunks and a file far bigger
        /// than a chunk read the same as from memory.
        @Test func readsAFileInChunks() throws {
            var text = ""
            var random = SeededGenerator(seed: 7)
            for index in 0..<400 {
                let count = Int.random(in: 1...400, using: &random)
                let xs = (0..<count).map { _ in String(Int.random(in: 0...1000, using: &random)) }.joined(
                    separator: ",")
                let ts = (0..<count).map(String.init).joined(separator: ",")
                text +=
                    index == 57
                    ? "{broken\n" : #"{"word": "w\#(index)", "drawing": [[[\#(xs)], [\#(xs)], [\#(ts)]]]}"# + "\n"
            }
            #expect(text.utf8.count > 4 * (1 << 16))
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "quickdraw-\(UUID().uuidString).ndjson"
            ).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            defer { try? FileManager.default.removeItem(atPath: path) }

            let reader = try QuickDrawReader(path: path)
            let fromFile = Array(reader)
            let fromMemory = records(text)
            #expect(fromFile.count == 400 && reader.recordCount == 400 && reader.errorCount == 1)
            for (file, memory) in zip(fromFile, fromMemory) {
                switch (file, memory) {
                case (.success(let a), .success(let b)):
                    #expect(a.drawing == b.drawing && a.line == b.line && a.word == b.word)
                case (.failure(let a), .failure(let b)):
                    #expect(a.line == b.line && a.message == b.message && a.line == 58)
                default: Issue.record("file and memory disagree: \(file) vs \(memory)")
                }
            }
        }

        @Test func saysWhenAFileCannotBeOpened() {
            #expect(throws: FileError.self) { try QuickDrawReader(path: "/nonexistent/cats.ndjson") }
            #expect(throws: FileError.self) { try QuickDrawReader(path: FileManager.default.temporaryDirectory.path) }
        }
    }
}
