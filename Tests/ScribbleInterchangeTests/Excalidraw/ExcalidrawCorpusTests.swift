import Foundation
import ScribbleFiles
import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax
import Testing

/// The Excalidraw libraries of the folder `SCRIBBLE_CORPUS` names, which the project itself does
/// not hold: without the variable these tests are skipped.
private enum ExcalidrawCorpus {
    static let folder = ProcessInfo.processInfo.environment["SCRIBBLE_CORPUS"].map { $0 + "/excalidraw-freedraw" } ?? ""

    static var isPresent: Bool { !folder.isEmpty && FileManager.default.fileExists(atPath: folder) }

    static func library(_ name: String) throws -> ExcalidrawReadResult {
        try ExcalidrawReader().read(try AtomicFile.read(folder + "/" + name), file: name)
    }

    static var libraries: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".excalidrawlib") }
            .sorted()
    }
}

extension InterchangeTests {
    @Suite(
        "Excalidraw corpus", .enabled(if: ExcalidrawCorpus.isPresent, "SCRIBBLE_CORPUS names no folder of real files"))
    struct ExcalidrawCorpusTests {
        private func item(_ name: String, of library: ExcalidrawReadResult) throws -> ExcalidrawDrawing {
            try #require(library.drawings.first { $0.name == name })
        }

        @Test func theValentineItemsHaveTheirShapesAndTheirTextCounted() throws {
            let library = try ExcalidrawCorpus.library("excalidraw_valentine-s-day.excalidrawlib")
            // The bear's 8 ellipses (eyes, nose, paws…) are drawn, and with the lines that close
            // on themselves, 17 elements are filled (counted from the file).
            let bear = try item("Heart Bear", of: library)
            #expect(bear.skipped.isEmpty)
            #expect(bear.drawing.strokes.count == 26 && bear.drawing.strokes.count { $0.isFilled } == 17)
            // The rose's leaves: lines with no outline and a solid fill.
            let rose = try item("Rose", of: library)
            let leaves = rose.drawing.strokes.filter { $0.ink.color.alpha == 0 }
            #expect(leaves.count == 5 && leaves.allSatisfy(\.isFilled))
            // The card's three texts are skipped, counted on the card.
            let card = try item("Valentine's Day Card", of: library)
            #expect(card.skipped == ["text": 3])
            #expect(
                library.drawings.map(\.skipped).reduce(into: [:]) { total, skipped in
                    total.merge(skipped, uniquingKeysWith: +)
                } == library.skipped)
        }

        /// Each item, inked as Excalidraw inks it, written as a scene and read back, is the same
        /// drawing, with nothing reported lost.
        @Test func everyItemComesBackFromAScene() throws {
            #expect(ExcalidrawCorpus.libraries.count == 4)
            for name in ExcalidrawCorpus.libraries {
                for item in try ExcalidrawCorpus.library(name).drawings {
                    var drawing = item.drawing
                    drawing.inkOptions = item.inkOptions ?? item.inkOptions(forStroke: 0)
                    var losses = FormatLosses()
                    let bytes = drawing.excalidrawEncoded(losses: &losses)
                    #expect(losses.isEmpty, "\(name) \(item.name ?? ""): \(losses)")
                    let back = try #require(try ExcalidrawReader().read(bytes).drawings.first)
                    #expect(back.drawing == drawing, "\(name) \(item.name ?? "")")
                    // Excalidraw is told to end each outline as Scribble draws it.
                    #expect(
                        back.isScribbleDrawing
                            && back.perfectFreehand.allSatisfy { $0.last == drawing.inkOptions?.perfectFreehand?.last })
                }
            }
        }
    }
}
