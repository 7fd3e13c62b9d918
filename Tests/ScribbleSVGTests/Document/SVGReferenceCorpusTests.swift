import Foundation
import ScribbleKit
import ScribbleSVG
import Testing

/// The corpus that Scribble is checked against librsvg with (tools/make-rsvg-corpus.py writes it;
/// ScribbleToolTests' `SVGReferenceRenderingTests` renders it): every file reads cleanly, and the
/// files between them cover the whole path grammar.
@Suite struct SVGReferenceCorpusTests {
    /// The corpus as the build copies it: Foundation takes a bundle's `Resources` folder for its
    /// resources on some platforms and not on others, so both places are looked in.
    static let folder: URL? = [Bundle.module.resourceURL, Bundle.module.bundleURL.appendingPathComponent("Resources")]
        .compactMap { $0?.appendingPathComponent("rsvg-corpus") }
        .first { FileManager.default.fileExists(atPath: $0.path) }

    static let files: [URL] = {
        guard let folder else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".svg") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    /// The `d` attributes of a document, as written.
    static func pathData(_ text: String) -> [String] {
        text.components(separatedBy: " d=\"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }

    @Test func thereAreEnoughFiles() {
        #expect(Self.files.count >= 30)
    }

    @Test(arguments: files)
    func everyFileReadsWithoutAProblemAndDraws(file: URL) throws {
        let result = try SVGDocumentReader(options: .strict).read(
            [UInt8](try Data(contentsOf: file)), file: file.lastPathComponent)
        #expect(!result.drawing.strokes.isEmpty)
        for stroke in result.drawing.strokes {
            #expect(stroke.ink.width >= 2, "the check needs strokes at least 2 units wide")
        }
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("stroke-linecap=\"round\"") && text.contains("stroke-linejoin=\"round\""))
    }

    @Test func theFilesUseEveryCommandAbsoluteAndRelative() throws {
        var letters = Set<Character>()
        var arcFlags = Set<[Bool]>()
        for file in Self.files {
            for data in Self.pathData(try String(contentsOf: file, encoding: .utf8)) {
                letters.formUnion(data.filter { $0.isLetter && $0 != "e" && $0 != "E" })
                for segment in try SVGPath(parsing: data).segments {
                    if case .arc(_, _, _, let large, let sweep, _) = segment { arcFlags.insert([large, sweep]) }
                }
            }
        }
        #expect(letters == Set("MLHVCSQTAZmlhvcsqtaz"))
        #expect(arcFlags.count == 4)
    }

    @Test func theFilesWriteNumbersInEveryForm() throws {
        let data = try Self.files.flatMap { Self.pathData(try String(contentsOf: $0, encoding: .utf8)) }.joined(
            separator: "\n")
        for form in ["e1", "E+", "e-", ".5", "-.5", "+1", "0060", "5.5", "-10-", "1010"] {
            #expect(data.contains(form), "no number written as …\(form)…")
        }
    }
}
