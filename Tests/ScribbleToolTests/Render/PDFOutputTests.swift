import Foundation
import Testing

@Suite struct PDFOutputTests {
    /// The number of pages a PDF declares, counted from its page objects.
    func pageCount(_ pdf: Data) -> Int {
        let text = String(decoding: pdf, as: UTF8.self)
        return text.components(separatedBy: "/Type /Page\n").count - 1
            + text.components(separatedBy: "/Type /Page ").count - 1
    }

    @Test func oneDrawingIsOneVectorPage() throws {
        let folder = try ToolRunner.temporaryFolder()
        let hello = ToolRunner.strokes.appendingPathComponent("hello.drawing.json").path
        let result = try ToolRunner.run(["render", hello, "-o", "hello.pdf"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let pdf = try Data(contentsOf: folder.appendingPathComponent("hello.pdf"))
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(pageCount(pdf) == 1)
        #expect(String(decoding: pdf, as: UTF8.self).contains("/MediaBox [ 0 0 800 400 ]"))
    }

    @Test func severalInputsBecomeThePagesOfOnePDF() throws {
        let folder = try ToolRunner.temporaryFolder()
        try Data("not json".utf8).write(to: folder.appendingPathComponent("broken.events.json"))
        let inputs = ["signature.events.json", "hello.drawing.json", "sun-icon.svg"].map {
            ToolRunner.strokes.appendingPathComponent($0).path
        }
        let result = try ToolRunner.run(
            ["render"] + inputs + ["broken.events.json", "-o", "all.pdf", "--fit", "bounds"], in: folder)
        #expect(result.status == 1)
        #expect(result.untimedStandardError.contains("rendered 3 of 4 inputs into all.pdf in … s; 1 failed"))
        let pdf = try Data(contentsOf: folder.appendingPathComponent("all.pdf"))
        #expect(pageCount(pdf) == 3)
    }

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftoppm"),
            "pdftoppm (poppler-utils) is not installed"))
    func popplerDrawsTheInkWhereThePNGHasIt() throws {
        let folder = try ToolRunner.temporaryFolder()
        let tap = ToolRunner.strokes.appendingPathComponent("signature.events.json").path
        #expect(try ToolRunner.run(["render", tap, "-o", "s.pdf"], in: folder).status == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftoppm")
        process.arguments = [
            "-png", "-r", "72", "-singlefile", folder.appendingPathComponent("s.pdf").path,
            folder.appendingPathComponent("page").path,
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("page.png").path))
    }
}
