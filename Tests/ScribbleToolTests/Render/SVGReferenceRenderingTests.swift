import Foundation
import Scribble
import ScribbleCairo
import ScribbleKit
import Testing

/// Scribble's SVG reading and rendering checked against librsvg: every file of a corpus of stroked
/// paths (Tests/ScribbleSVGTests/Resources/rsvg-corpus, written by tools/make-rsvg-corpus.py)
/// is read by ``SVGDocumentReader`` and drawn by ``DrawingRenderer`` (monoline ink: a round pen
/// along each flattened subpath), and drawn by `rsvg-convert` at the same size; the inked pixels
/// must agree to an intersection over union of at least 0.98 in every file.
///
/// The corpus uses every path command, absolute and relative, implicit repeats, every number form,
/// arcs with every flag combination, S and T reflections, drawing on after Z, transforms and
/// viewBoxes, all with round caps and joins, which is what Scribble's round pen draws.
///
/// Set `SCRIBBLE_RSVG_DUMP` to a folder to keep both images of every file there.
@Suite(.enabled(if: ReferenceRenderer.isInstalled, ReferenceRenderer.missing))
struct SVGReferenceRenderingTests {
    /// The corpus, found from this file's place in the repository.
    static let corpus = ToolRunner.repositoryRoot
        .appendingPathComponent("Tests/ScribbleSVGTests/Resources/rsvg-corpus")

    /// The least intersection over union a file may have.
    static let requiredAgreement = 0.98

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { $0.hasSuffix(".svg") }
            .sorted()
    }

    @Test func scribbleInksThePixelsLibrsvgInksInEveryFileOfTheCorpus() throws {
        let files = Self.files
        #expect(files.count >= 30, "the corpus has \(files.count) files; tools/make-rsvg-corpus.py writes it")
        let dump = ProcessInfo.processInfo.environment["SCRIBBLE_RSVG_DUMP"].map { URL(fileURLWithPath: $0) }
        if let dump { try FileManager.default.createDirectory(at: dump, withIntermediateDirectories: true) }
        var report: [String] = []
        var agreements: [Double] = []
        for file in files {
            let url = Self.corpus.appendingPathComponent(file)
            let read = try SVGDocumentReader(options: .strict).read([UInt8](try Data(contentsOf: url)), file: file)
            #expect(!read.drawing.strokes.isEmpty, "\(file) draws nothing")
            let ours = try DrawingRenderer(options: RenderOptions(background: nil)).renderImage(read.drawing)
            let reference = try ReferenceRenderer.render(url)
            if let dump {
                try Data(try ours.pngData()).write(to: dump.appendingPathComponent(file + ".scribble.png"))
                try Data(try reference.pngData()).write(to: dump.appendingPathComponent(file + ".rsvg.png"))
            }
            let agreement = try #require(
                ReferenceRenderer.inkedIntersectionOverUnion(ours, reference),
                "\(file): Scribble drew \(ours.width)×\(ours.height) pixels, librsvg \(reference.width)×\(reference.height)"
            )
            agreements.append(agreement)
            report.append(
                "  \(file.padding(toLength: 36, withPad: " ", startingAt: 0)) IoU \(String(format: "%.4f", agreement))")
            #expect(
                agreement >= Self.requiredAgreement,
                "\(file): inked pixels agree with librsvg's to an IoU of only \(agreement)")
        }
        if let worst = agreements.min() {
            let mean = agreements.reduce(0, +) / Double(agreements.count)
            report.append(
                String(
                    format: "  %d files: lowest IoU %.4f, mean %.4f (required %.2f)", agreements.count, worst, mean,
                    Self.requiredAgreement))
        }
        print("Scribble vs librsvg, inked pixels (alpha ≥ 128):\n" + report.joined(separator: "\n"))
    }
}
