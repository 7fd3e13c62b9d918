import Foundation
import Scribble
import Testing

/// The tool on Xournal++ notebooks: what `info` says of one, a picture per page with or without
/// the pages' paper, notebooks written from any file, and packed files that are not notebooks.
@Suite struct XournalCommandTests {
    func notebook(in folder: URL, gzipped: Bool = true) throws -> String {
        let path = folder.appendingPathComponent("notes.xopp").path
        let xml = Array(InterchangeSamples.notebook.text.utf8)
        try Data(gzipped ? try Gzip.compress(xml) : xml).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func infoCountsThePagesAndSaysWhatWasLeftOut() throws {
        let folder = try ToolRunner.temporaryFolder()
        let result = try ToolRunner.run(["info", try notebook(in: folder)])
        #expect(result.status == 0, "\(result.standardError)")
        let text = String(decoding: result.standardOutput, as: UTF8.self)
        #expect(text.contains("format:   xopp"), "\(text)")
        #expect(text.contains("drawings: 2"))
        #expect(text.contains("skipped:  text 1"))
        #expect(text.contains("text, images and LaTeX are not ink; they were left out"))
        // The pen, and the highlighter's 18 dashes (160 units, 6 on and 3 off).
        #expect(text.contains("#1: 19 strokes (pen 19)"), "\(text)")
        #expect(text.contains("dashed strokes were cut into their dashes, a stroke each"))
    }

    @Test func aStrokeOfNoWidthIsLeftOutAsXournalDoesAndSaid() throws {
        let folder = try ToolRunner.temporaryFolder()
        let xml = """
            <?xml version="1.0" standalone="no"?>
            <xournal creator="Xournal++ 1.2.3" fileversion="4"><page width="200" height="100"><background type="solid" color="#ffffffff" style="plain"/>
            <layer><stroke tool="pen" color="#000000ff" width="0">10 10 50 50 90 20</stroke>
            <stroke tool="pen" color="#000000ff" width="2">10 80 190 80</stroke></layer></page></xournal>
            """
        try Data(try Gzip.compress(Array(xml.utf8))).write(to: folder.appendingPathComponent("zero.xopp"))
        let result = try ToolRunner.run(["render", "zero.xopp", "-o", "zero.png"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "scribble: warning: zero.xopp: skipped 1 stroke of no width\n")
        #expect(
            try ToolRunner.contents(of: folder) == ["zero.png", "zero.xopp"],
            "a notebook of one page gets the name asked")
        let twice = xml.replacingOccurrences(
            of: "<stroke tool=\"pen\" color=\"#000000ff\" width=\"0\">",
            with:
                "<stroke tool=\"pen\" color=\"#000000ff\" width=\"0\">1 1 2 2</stroke><stroke tool=\"pen\" color=\"#000000ff\" width=\"0\">"
        )
        try Data(try Gzip.compress(Array(twice.utf8))).write(to: folder.appendingPathComponent("zeros.xopp"))
        let plural = try ToolRunner.run(["render", "zeros.xopp", "-o", "zeros.png"], in: folder)
        #expect(
            plural.standardError == "scribble: warning: zeros.xopp: skipped 2 strokes of no width\n",
            "\(plural.standardError)")

        let onlyZero = xml.replacingOccurrences(
            of: "<stroke tool=\"pen\" color=\"#000000ff\" width=\"2\">10 80 190 80</stroke>", with: "")
        try Data(try Gzip.compress(Array(onlyZero.utf8))).write(to: folder.appendingPathComponent("nothing.xopp"))
        let nothing = try ToolRunner.run(["render", "nothing.xopp", "-o", "nothing.png"], in: folder)
        #expect(nothing.status == 1)
        #expect(nothing.standardError.contains("scribble: warning: nothing.xopp: skipped 1 stroke of no width\n"))
        #expect(nothing.standardError.contains("has no strokes, so there is nothing to draw"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("nothing.png").path))
    }

    @Test func aPageOfNoInkIsItsPaperWhenAskedAndRefusedWithAHintOtherwise() throws {
        let folder = try ToolRunner.temporaryFolder()
        let xml = """
            <?xml version="1.0" standalone="no"?>
            <xournal creator="Xournal++ 1.2.3" fileversion="4"><page width="200" height="100"><background type="solid" color="#fff8e0ff" style="plain"/>
            <layer><text font="Sans" size="12" x="10" y="10" color="#000000ff">hello</text></layer></page></xournal>
            """
        try Data(try Gzip.compress(Array(xml.utf8))).write(to: folder.appendingPathComponent("words.xopp"))
        let refused = try ToolRunner.run(["render", "words.xopp", "-o", "words.png"], in: folder)
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                "has no strokes, so there is nothing to draw; no picture is written for it (--page-background draws its page's paper)"
            ), "\(refused.standardError)")
        #expect(try ToolRunner.contents(of: folder) == ["words.xopp"])

        let drawn = try ToolRunner.run(["render", "words.xopp", "-o", "words.png", "--page-background"], in: folder)
        #expect(drawn.status == 0, "\(drawn.standardError)")
        #expect(drawn.standardError == "scribble: warning: words.xopp: skipped 1 text\n")
        let image = try RasterImage(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent("words.png"))))
        #expect(image.width == 200 && image.height == 100)
        let pixel = image.pixel(x: 100, y: 50)
        #expect(
            pixel.red == 0xff && pixel.green == 0xf8 && pixel.blue == 0xe0 && pixel.alpha == 255,
            "the page's paper: \(pixel)")
    }

    /// What a notebook's reader skipped is said for the page it was on, and only there.
    @Test func whatIsSkippedIsSaidForItsPage() throws {
        let folder = try ToolRunner.temporaryFolder()
        let page =
            ##"<page width="200" height="200"><background type="solid" color="#ffffffff" style="plain"/><layer>"##
        let stroke = ##"<stroke tool="pen" color="#000000ff" width="2">10 10 50 50 90 20</stroke>"##
        let text = ##"<text font="Sans" size="12" x="10" y="10" color="#000000ff">hi</text>"##
        let xml = """
            <?xml version="1.0" standalone="no"?>
            <xournal creator="Xournal++ 1.2.3" fileversion="4">\(page)\(stroke)</layer></page>\(page)\(stroke)\(text)\(text)</layer></page>\(page)\(stroke)\(text)</layer></page></xournal>
            """
        try Data(xml.utf8).write(to: folder.appendingPathComponent("pages.xopp"))
        let result = try ToolRunner.run(["render", "pages.xopp", "-o", "out/"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError
                == "scribble: warning: pages.xopp (page 2): skipped 2 texts\nscribble: warning: pages.xopp (page 3): skipped 1 text\n",
            "\(result.standardError)")
        #expect(
            try ToolRunner.contents(of: folder.appendingPathComponent("out")) == [
                "pages-1.png", "pages-2.png", "pages-3.png",
            ])
    }

    @Test func everyPageIsAPictureOnItsPaperWhenAsked() throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try notebook(in: folder)
        #expect(try ToolRunner.run(["render", input, "-o", "plain/"], in: folder).status == 0)
        #expect(try ToolRunner.contents(of: folder.appendingPathComponent("plain")) == ["notes-1.png", "notes-2.png"])
        let paper = try ToolRunner.run(
            ["render", input, "-o", "paper/", "--page-background", "--scale", "4"], in: folder)
        #expect(paper.status == 0, "\(paper.standardError)")
        let plain = try RasterImage(png: [UInt8](Data(contentsOf: folder.appendingPathComponent("plain/notes-2.png"))))
        let cream = try RasterImage(png: [UInt8](Data(contentsOf: folder.appendingPathComponent("paper/notes-2.png"))))
        #expect(plain.pixel(x: 5, y: 5) == .white)
        #expect(cream.pixel(x: 5, y: 5) == RGBA8(red: 0xFF, green: 0xF8, blue: 0xE0), "the page's colour")
        // Graph paper: a line every 14.17 units, half a unit wide.
        #expect(cream.pixel(x: Int((4 * 14.17).rounded(.down)), y: 5) == RGBA8(red: 0xBD, green: 0xBD, blue: 0xBD))
        let ruled = try RasterImage(png: [UInt8](Data(contentsOf: folder.appendingPathComponent("paper/notes-1.png"))))
        #expect(ruled.pixel(x: 8, y: 4 * 80) == RGBA8(red: 0x40, green: 0xA0, blue: 0xFF), "a rule of the first page")
        let svg = try ToolRunner.run(
            ["render", input, "--item", "2", "-o", "-", "--format", "svg", "--page-background"], in: folder)
        let text = String(decoding: svg.standardOutput, as: UTF8.self)
        #expect(text.contains(##"fill="#fff8e0""##) && text.contains(##"fill="#bdbdbd""##), "\(text.prefix(600))")
    }

    @Test func anyFileBecomesANotebookOfAPageADrawing() throws {
        let folder = try ToolRunner.temporaryFolder()
        let library = try InterchangeSamples.library.write(to: folder)
        let result = try ToolRunner.run(["convert", library, "-o", "library.xopp"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try ToolRunner.contents(of: folder).contains("library.xopp"))
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("library.xopp")))
        #expect(Gzip.isCompressed(bytes))
        let pages = try InterchangeDocument(reading: bytes, file: "library.xopp")
        #expect(pages.format == .xournal && pages.items.count == InterchangeSamples.library.drawings)
        // And a notebook back into one, its pages and their paper kept.
        #expect(try ToolRunner.run(["convert", try notebook(in: folder), "-o", "again.xopp"], in: folder).status == 0)
        let again = try InterchangeDocument(
            reading: [UInt8](try Data(contentsOf: folder.appendingPathComponent("again.xopp"))))
        #expect(again.items.count == 2)
        #expect(again.drawings.map { $0.paper?.ruling } == [.ruled, .graph])
        #expect(again.drawings[1].strokes.first?.ink.fill != nil)
    }

    @Test func aDrawingWithPressureBecomesANotebookWithAWidthPerPoint() throws {
        let folder = try ToolRunner.temporaryFolder()
        let input = try InterchangeSamples.drawing.write(to: folder)
        #expect(try ToolRunner.run(["convert", input, "-o", "-", "--to", "xopp"], in: folder).status == 0)
        let result = try ToolRunner.run(["convert", input, "-o", "wave.xopp"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let xml = String(
            decoding: try Gzip.decompress(
                Data(contentsOf: folder.appendingPathComponent("wave.xopp")), maximumBytes: 1 << 20), as: UTF8.self)
        // Five points: the nominal width and one for each of the first four.
        #expect(xml.contains(#"width="4 4 4.4 4.8 4.4""#), "\(xml)")
    }

    @Test func aBombIsRefusedAtTheLimitWithTheFlagThatRaisesIt() throws {
        let folder = try ToolRunner.temporaryFolder()
        let bomb = try Gzip.compress(
            Array(("<xournal>" + String(repeating: " ", count: 8 << 20) + "</xournal>").utf8), level: 9)
        try Data(bomb).write(to: folder.appendingPathComponent("bomb.xopp"))
        let result = try ToolRunner.run(["render", "bomb.xopp", "-o", "out/", "--max-file-size", "1M"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "the gzip data inflates to more than 1048576 bytes, the limit; --max-file-size raises it"),
            "\(result.standardError)")
    }

    @Test func packedFilesThatAreNotNotebooksAreStillRefusedByWhatTheyAre() throws {
        let folder = try ToolRunner.temporaryFolder()
        try Data(try Gzip.compress(Array(InterchangeSamples.svg.text.utf8))).write(
            to: folder.appendingPathComponent("zigzag.svgz"))
        let result = try ToolRunner.run(["info", "zigzag.svgz"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "is a gzip-compressed file, not a drawing; Scribble reads event recordings, drawings, SVG, InkML, Excalidraw, tldraw, Xournal++ and Quick, Draw! files"
            ), "\(result.standardError)")
        // Named as a notebook, it is read as one, and found not to be.
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent("zigzag.svgz"), to: folder.appendingPathComponent("zigzag.xopp"))
        let named = try ToolRunner.run(["info", "zigzag.xopp"], in: folder)
        #expect(
            named.standardError.contains("zigzag.xopp:1:1: the root element is <svg>, not a Xournal++ <xournal>"),
            "\(named.standardError)")
    }
}
