import Foundation
import ScribbleFiles
import ScribbleFormats
import ScribbleInterchange
import ScribbleJSON
import ScribbleKit
import ScribbleSVG
import ScribbleSyntax
import Testing

/// The real files that other programs wrote, in the folder `SCRIBBLE_CORPUS` names. The project
/// itself has no such folder: without the variable these tests are skipped.
enum InterchangeCorpus {
    static let folder =
        ProcessInfo.processInfo.environment["SCRIBBLE_CORPUS"].map {
            URL(fileURLWithPath: $0).standardizedFileURL.path
        } ?? ""

    static var isPresent: Bool { !folder.isEmpty && FileManager.default.fileExists(atPath: folder) }

    static func files(in subfolder: String, ending: String) -> [String] {
        let path = folder + "/" + subfolder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(ending) }.sorted().map { path + "/" + $0 }
    }
}

extension RegistryTests {
    @Suite(
        "Interchange corpus", .enabled(if: InterchangeCorpus.isPresent, "SCRIBBLE_CORPUS names no folder of real files")
    )
    struct InterchangeCorpusTests {
        /// What the libraries hold, counted independently: items, freedraw elements, their points,
        /// line elements (drawn too, with the monoline tool), and the other elements by type.
        static let libraries: [String: (items: Int, strokes: Int, points: Int, lines: Int, skipped: [String: Int])] = [
            "dwelle_despair.excalidrawlib": (10, 137, 2142, 95, [:]),
            "excalidraw_valentine-s-day.excalidrawlib": (7, 108, 2453, 74, ["text": 6]),
            "jurgen-kattnis_picasso-s-line-drawings.excalidrawlib": (9, 66, 4997, 2, [:]),
            "kwirke_some-handdrawn-signs.excalidrawlib": (2, 3, 102, 0, [:]),
        ]

        /// The strokes of a drawing's freedraw elements, which lines' monoline strokes are not.
        static func freehand(_ drawing: ExcalidrawDrawing) -> [Stroke] {
            drawing.drawing.strokes.filter { $0.ink.tool != .monoline }
        }

        @Test func readsTheExcalidrawLibraries() throws {
            let paths = InterchangeCorpus.files(in: "excalidraw-freedraw", ending: ".excalidrawlib")
            #expect(paths.count == Self.libraries.count)
            for path in paths {
                let name = URL(fileURLWithPath: path).lastPathComponent
                let bytes = try AtomicFile.read(path)
                #expect(InterchangeFormat.detect(fileName: path, head: bytes.prefix(65_536)) == .excalidrawLibrary)
                let result = try ExcalidrawReader().read(bytes, file: name)
                let expected = try #require(Self.libraries[name])
                #expect(result.kind == .library)
                #expect(result.drawings.count == expected.items, "\(name)")
                #expect(result.drawings.reduce(0) { $0 + Self.freehand($1).count } == expected.strokes, "\(name)")
                #expect(
                    result.drawings.reduce(0) { $0 + Self.freehand($1).reduce(0) { $0 + $1.points.count } }
                        == expected.points, "\(name)")
                #expect(
                    result.drawings.reduce(0) { $0 + $1.drawing.strokes.count { $0.ink.tool == .monoline } }
                        == expected.lines, "\(name)")
                #expect(result.drawings.allSatisfy { !$0.drawing.strokes.isEmpty }, "every item has ink: \(name)")
                #expect(result.skipped == expected.skipped, "\(name)")
                try checkAgainstTheJSON(bytes, result: result, name: name)
            }
        }

        /// Every point and pressure is the file's, and the rotation is about the points' centre.
        private func checkAgainstTheJSON(_ bytes: [UInt8], result: ExcalidrawReadResult, name: String) throws {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
            let items = try #require(object["libraryItems"] as? [[String: Any]])
            for (item, drawing) in zip(items, result.drawings) {
                let elements = (item["elements"] as? [[String: Any]] ?? []).filter {
                    $0["type"] as? String == "freedraw"
                }
                #expect(elements.count == Self.freehand(drawing).count)
                for (element, stroke) in zip(elements, Self.freehand(drawing)) {
                    // Foundation's JSON parser is not always correctly rounded (ours is, and is checked
                    // bit for bit elsewhere), so compare with it to within a few ulps.
                    let points = element["points"] as? [[Double]] ?? []
                    #expect(
                        Self.close(stroke.points.map(\.x), points.map { $0[0] })
                            && Self.close(stroke.points.map(\.y), points.map { $0[1] }),
                        "\(name) \(element["id"] ?? "")")
                    let simulate = element["simulatePressure"] as? Bool ?? false
                    let pressures = element["pressures"] as? [Double] ?? []
                    if simulate {
                        #expect(stroke.points.allSatisfy { $0.pressure == nil })
                    } else {
                        #expect(Self.close(stroke.points.map { $0.pressure ?? .nan }, pressures))
                    }
                    #expect(stroke.device == (simulate ? .mouse : .pen))
                    #expect(stroke.ink.width == (element["strokeWidth"] as? Double ?? 2) * 4.25)
                }
            }
        }

        /// Theirs → ours → Excalidraw → ours keeps every point and pressure of the real files.
        @Test func roundTripsTheExcalidrawLibrariesThroughScenes() throws {
            for path in InterchangeCorpus.files(in: "excalidraw-freedraw", ending: ".excalidrawlib") {
                let library = try ExcalidrawReader().read(try AtomicFile.read(path))
                for item in library.drawings {
                    let scene = try ExcalidrawReader().read(item.drawing.excalidrawEncoded())
                    let back = try #require(scene.drawings.first)
                    #expect(back.drawing.canvas == item.drawing.canvas)
                    // Scribble's strokes are finished, so it writes each element's lastCommittedPoint
                    // (perfect-freehand's `last`), which library elements often lack.
                    // A line's monoline stroke keeps its width whatever the options say of pressure.
                    let freehand = item.drawing.strokes.indices.filter {
                        item.drawing.strokes[$0].ink.tool != .monoline
                    }
                    #expect(
                        freehand.map { back.perfectFreehand[$0].simulatePressure }
                            == freehand.map { item.perfectFreehand[$0].simulatePressure })
                    #expect(back.perfectFreehand.map(\.size) == item.perfectFreehand.map(\.size))
                    #expect(back.perfectFreehand.allSatisfy { $0.last })
                    for (read, original) in zip(back.drawing.strokes, item.drawing.strokes) {
                        #expect(
                            read.points == original.points && read.ink == original.ink && read.device == original.device
                        )
                        for (a, b) in zip(read.canvasLocations, original.canvasLocations) {
                            #expect(
                                abs(a.x - b.x) <= 1e-9 * max(1, abs(b.x)) && abs(a.y - b.y) <= 1e-9 * max(1, abs(b.y)))
                        }
                    }
                    let inkML = try InkMLReader().read(item.drawing.inkMLEncoded()).drawing
                    #expect(inkML.strokes.map(\.points.count) == item.drawing.strokes.map(\.points.count))
                    // InkML is written to 15 significant digits, which drops arithmetic's last-bit noise.
                    let written = item.drawing.strokes.map {
                        $0.points.map {
                            $0.pressure.map {
                                DecimalText.rounded($0, significantDigits: DecimalText.interchangeDigits)
                            }
                        }
                    }
                    #expect(inkML.strokes.map { $0.points.map(\.pressure) } == written)
                }
            }
        }

        private static func close(_ lhs: [Double], _ rhs: [Double]) -> Bool {
            lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) <= 1e-14 * Swift.max(1, abs($1)) }
        }

        /// What the Quick, Draw! files hold, counted independently: records, strokes, points.
        static let quickDrawFiles: [String: (records: Int, strokes: Int, points: Int)] = [
            "small_raw_airplane.json": (50, 235, 11334), "small_raw_alarm_clock.json": (50, 432, 11012),
            "small_raw_bee.json": (50, 503, 11353), "small_raw_sailboat.json": (50, 172, 9358),
            "small_raw_train.json": (50, 514, 17909), "small_raw_truck.json": (50, 283, 13811),
            "small_simplified_airplane.json": (50, 235, 1943),
        ]

        @Test func readsTheQuickDrawFiles() throws {
            let paths = InterchangeCorpus.files(in: "quickdraw-raw", ending: ".json")
            #expect(paths.count == Self.quickDrawFiles.count)
            for path in paths {
                let name = URL(fileURLWithPath: path).lastPathComponent
                let bytes = try AtomicFile.read(path)
                #expect(InterchangeFormat.detect(fileName: path, head: bytes.prefix(65_536)) == .quickDrawJSONArray)
                let document = try InterchangeDocument(reading: bytes, file: name)
                let expected = try #require(Self.quickDrawFiles[name])
                #expect(document.format == .quickDrawJSONArray && document.diagnostics.isEmpty)
                #expect(document.items.count == expected.records, "\(name)")
                #expect(document.drawings.reduce(0) { $0 + $1.strokes.count } == expected.strokes, "\(name)")
                #expect(document.drawings.reduce(0) { $0 + $1.pointCount } == expected.points, "\(name)")
                let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [[String: Any]])
                let reader = try QuickDrawReader(path: path)
                let records = try Array(reader).map { try $0.get() }
                #expect(records.count == object.count && reader.errorCount == 0, "\(name)")
                for (record, item) in zip(records, object) {
                    let strokes = item["drawing"] as? [[[Double]]] ?? []
                    #expect(record.word == item["word"] as? String)
                    #expect(record.keyID == item["key_id"] as? String)
                    #expect(record.isSimplified == name.contains("simplified"))
                    #expect(record.drawing.strokes.count == strokes.count)
                    for (stroke, arrays) in zip(record.drawing.strokes, strokes) {
                        // Foundation's JSON parser is not always correctly rounded; ours is (and is
                        // checked bit for bit elsewhere), so compare to within a few ulps.
                        #expect(
                            Self.close(stroke.points.map(\.x), arrays[0])
                                && Self.close(stroke.points.map(\.y), arrays[1]))
                        if arrays.count == 3 {
                            #expect(Self.close(stroke.points.map(\.t), arrays[2].map { $0 / 1000 }))
                        }
                    }
                    if record.isSimplified { #expect(record.drawing.canvas == QuickDrawOptions.simplifiedCanvas) }
                }
                // The same records as NDJSON read the same.
                let lines = object.compactMap { try? JSONSerialization.data(withJSONObject: $0) }.map {
                    String(decoding: $0, as: UTF8.self)
                }
                let ndjson = Array(QuickDrawReader(bytes: Array(lines.joined(separator: "\n").utf8))).compactMap {
                    try? $0.get()
                }
                #expect(ndjson.map(\.drawing) == records.map(\.drawing), "\(name)")
            }
        }
    }
}
