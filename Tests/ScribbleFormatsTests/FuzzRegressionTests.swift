import Foundation
import ScribbleFormats
import ScribbleInterchange
import ScribbleJSON
import ScribbleKit
import ScribbleSVG
import ScribbleSyntax
import Testing

/// The inputs with which fuzzing (`tools/fuzz`) once broke a reader, kept in
/// Tests/FuzzRegressions/<target> and fed to the same entry point as the fuzz target in Fuzz/:
/// each must now be read or refused with a `FormatError` (a crash or a hang fails the whole run),
/// a drawing that is read must hold only finite numbers, and Scribble's own formats must write
/// back to what was read.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzRegressions").path

    /// The regression inputs of a fuzz target, by file name.
    static func inputs(_ target: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + target)) ?? []).sorted()
    }

    static func bytes(_ target: String, _ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + target + "/" + name)))
    }

    @Test(arguments: inputs("event-json")) func eventJSON(_ name: String) throws {
        guard let recording = try? EventRecording(decoding: try Self.bytes("event-json", name)) else { return }
        for policy in InputPolicy.allCases { expectFinite(recording.recorded(policy: policy).drawing) }
        let reread = try EventRecording(decoding: recording.encoded())
        #expect(reread == recording)
    }

    @Test(arguments: inputs("drawing-json")) func drawingJSON(_ name: String) throws {
        guard let drawing = try? Drawing(decodingJSON: try Self.bytes("drawing-json", name)) else { return }
        expectFinite(drawing)
        for compactPoints in [false, true] {
            let reread = try Drawing(decodingJSON: drawing.jsonEncoded(compactPoints: compactPoints))
            #expect(reread == drawing)
        }
    }

    @Test(arguments: inputs("svg-path")) func svgPathData(_ name: String) throws {
        let (path, _) = SVGPath.parse(utf8: try Self.bytes("svg-path", name))
        let shortPolylines = path.flattened(tolerance: 0.1).filter { $0.count < 2 }
        #expect(shortPolylines.isEmpty)
    }

    @Test(arguments: inputs("svg-document")) func svgDocument(_ name: String) throws {
        guard let result = try? SVGDocumentReader().read(try Self.bytes("svg-document", name)) else { return }
        expectFinite(result.drawing)
    }

    @Test(arguments: inputs("inkml")) func inkML(_ name: String) throws {
        guard let result = try? InkMLReader().read(try Self.bytes("inkml", name)) else { return }
        expectFinite(result.drawing)
    }

    @Test(arguments: inputs("xournal")) func xournal(_ name: String) throws {
        var limits = InterchangeLimits()
        limits.maximumBytes = 16 << 20
        limits.maximumStrokes = 100_000
        guard let result = try? XournalReader(limits: limits).read(try Self.bytes("xournal", name)) else { return }
        for page in result.pages { expectFinite(page) }
        _ = try XournalReader().read(XournalWriter(compressed: false).xml(pages: result.pages))
    }

    @Test(arguments: inputs("excalidraw")) func excalidraw(_ name: String) throws {
        guard let result = try? ExcalidrawReader().read(try Self.bytes("excalidraw", name)) else { return }
        for item in result.drawings { expectFinite(item.drawing) }
    }

    @Test(arguments: inputs("tldraw")) func tldraw(_ name: String) throws {
        guard let result = try? TldrawReader().read(try Self.bytes("tldraw", name)) else { return }
        for page in result.pages { expectFinite(page.drawing) }
    }

    @Test(arguments: inputs("quickdraw")) func quickDraw(_ name: String) throws {
        for case .success(let record) in QuickDrawReader(bytes: try Self.bytes("quickdraw", name)) {
            expectFinite(record.drawing)
        }
    }

    @Test(arguments: inputs("any-format")) func anyFormat(_ name: String) throws {
        guard let document = try? InterchangeDocument(reading: try Self.bytes("any-format", name)) else { return }
        for item in document.items { expectFinite(item.drawing) }
    }

    /// Expects every number of `drawing` to be finite.
    private func expectFinite(_ drawing: Drawing, sourceLocation: SourceLocation = #_sourceLocation) {
        var numbers = [drawing.canvas.width, drawing.canvas.height]
        for stroke in drawing.strokes {
            let transform = stroke.transform
            numbers += [
                stroke.ink.width, transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty,
            ]
            for point in stroke.points {
                numbers += [point.x, point.y, point.t]
                numbers += [point.pressure, point.altitude, point.azimuth].compactMap { $0 }
            }
        }
        let notFinite = numbers.filter { !$0.isFinite }
        #expect(notFinite.isEmpty, sourceLocation: sourceLocation)
    }
}
