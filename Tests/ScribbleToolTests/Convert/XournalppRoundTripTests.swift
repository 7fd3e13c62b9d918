import Foundation
import Scribble
import Testing

/// Scribble's Xournal++ notebooks against Xournal++ itself, both ways: notebooks these tests write
/// are drawn by Xournal++ (into a PDF, through pdftoppm) and by Scribble, and must cover the same
/// pixels; drawings Scribble writes as notebooks must open in Xournal++ as Scribble draws them.
/// Each test starts Xournal++ once, on a small notebook.
@Suite(.enabled(if: XournalppReference.isInstalled, XournalppReference.missing))
struct XournalppRoundTripTests {
    /// Pixels a point for both renderers: 216 dpi, so that thin ink is several pixels wide and
    /// the two renderers' antialiasing counts for little.
    static let scale = 3

    /// The least share of inked pixels the two pictures must have in common.
    static let leastOverlap = 0.95

    /// A notebook of what Xournal++ draws: pens of one width and of a width per point, a
    /// highlighter, dashes and dots, a fill, on two pages of their own papers.
    static var notebook: String {
        func points(_ dy: Double) -> String {
            (0..<60).map { (i: Int) -> String in
                let x: Double = 40 + Double(i) * 7
                let y: Double = 100 + 30 * sin(Double(i) / 6) + dy
                return "\(x) \(y)"
            }.joined(separator: " ")
        }
        let widths = ["2"] + (0..<59).map { (i: Int) -> String in String(0.8 + 2.5 * abs(sin(Double(i) / 9))) }
        let circle = (0...20).map { (a: Int) -> String in
            let angle = Double(a) * Double.pi / 10
            return "\(400 + 50 * cos(angle)) \(340 + 50 * sin(angle))"
        }.joined(separator: " ")
        return """
            <?xml version="1.0" standalone="no"?>
            <xournal creator="Scribble tests" fileversion="4">
            <title>Xournal++ document - see https://github.com/xournalpp/xournalpp</title>
            <page width="500" height="420">
            <background type="solid" color="#ffffffff" style="ruled"/>
            <layer>
            <stroke tool="pen" color="#000080ff" width="\(widths.joined(separator: " "))">\(points(0))</stroke>
            <stroke tool="highlighter" color="#ffff007f" width="12">\(points(70))</stroke>
            <stroke tool="pen" color="#ff0000ff" width="2.26" style="dash">\(points(140))</stroke>
            <stroke tool="pen" color="#008000ff" width="1.41" style="dot">\(points(200))</stroke>
            </layer>
            <layer>
            <stroke tool="pen" color="#3333ccff" width="3" fill="128">\(circle)</stroke>
            </layer>
            </page>
            <page width="300" height="200">
            <background type="solid" color="#ffffffff" style="graph"/>
            <layer><stroke tool="pen" color="#000000ff" width="5.67">20 20 150 180 280 20</stroke></layer>
            </page>
            </xournal>
            """
    }

    func writeNotebook(in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("notebook.xopp")
        try Data(Gzip.compress(Array(Self.notebook.utf8))).write(to: file)
        return file
    }

    /// Scribble's pictures of a notebook's pages, at ``scale``.
    func scribblePages(_ notebook: URL, in folder: URL, options: [String] = []) throws -> [RasterImage] {
        let out = folder.appendingPathComponent("scribble")
        let result = try ToolRunner.run(
            ["render", notebook.path, "-o", out.path + "/", "--scale", String(Self.scale)] + options)
        #expect(result.status == 0, "\(result.standardError)")
        return try ToolRunner.contents(of: out).map {
            try RasterImage(png: [UInt8](Data(contentsOf: out.appendingPathComponent($0))))
        }
    }

    func expectSamePixels(_ scribble: [RasterImage], _ xournal: [RasterImage], _ what: String) throws {
        #expect(scribble.count == xournal.count, "\(what): \(scribble.count) pages, Xournal++ drew \(xournal.count)")
        for (index, (ours, theirs)) in zip(scribble, xournal).enumerated() {
            let overlap = try #require(
                XournalppReference.inkedIntersectionOverUnion(ours, theirs),
                "page \(index + 1) of \(what): \(ours.width)×\(ours.height), Xournal++'s \(theirs.width)×\(theirs.height)"
            )
            #expect(overlap >= Self.leastOverlap, "page \(index + 1) of \(what): IoU \(overlap)")
        }
    }

    @Test func aNotebookInkIsWhereXournalDrawsIt() throws {
        let folder = try ToolRunner.temporaryFolder()
        let notebook = try writeNotebook(in: folder)
        // Without its ruling, the first page is its ink on white, as Scribble draws it by default.
        let xournal = try XournalppReference.pages(of: notebook, dpi: 72 * Self.scale, ruling: false)
        let pages = try scribblePages(notebook, in: folder)
        try expectSamePixels([pages[0]], [xournal[0]], "the notebook's ink")
    }

    @Test func aNotebookOnItsPaperIsWhatXournalDraws() throws {
        let folder = try ToolRunner.temporaryFolder()
        let notebook = try writeNotebook(in: folder)
        let xournal = try XournalppReference.pages(of: notebook, dpi: 72 * Self.scale)
        try expectSamePixels(
            try scribblePages(notebook, in: folder, options: ["--page-background"]), xournal,
            "the notebook on its paper")
    }

    @Test func scribblesNotebooksOpenInXournalAsScribbleDrawsThem() throws {
        let folder = try ToolRunner.temporaryFolder()
        for input in ["signature.events.json", "hello.drawing.json"] {
            let notebook = folder.appendingPathComponent(input.split(separator: ".")[0] + ".xopp")
            let converted = try ToolRunner.run([
                "convert", ToolRunner.strokes.appendingPathComponent(input).path, "-o", notebook.path,
            ])
            #expect(converted.status == 0, "\(converted.standardError)")
            let xournal = try XournalppReference.pages(of: notebook, dpi: 72 * Self.scale)
            try expectSamePixels(try scribblePages(notebook, in: folder.appendingPathComponent(input)), xournal, input)
        }
    }
}
