import ScribbleCompression
import ScribbleFormats
import ScribbleInterchange
import ScribbleKit
import ScribbleSyntax
import ScribbleTestSupport
import Testing

extension RegistryTests {
    @Suite("Xournal++ notebooks")
    struct XournalDetectionTests {
        static let xml = Array(
            #"<?xml version="1.0"?><xournal><page width="10" height="10"><layer><stroke tool="pen" color="black" width="1">1 1 5 5</stroke></layer></page></xournal>"#
                .utf8)

        @Test func gzipZipAndXMLAreToldByWhatTheyHold() throws {
            #expect(InterchangeFormat.detect(head: try Gzip.compress(Self.xml)) == .xournal)
            #expect(InterchangeFormat.detect(head: try ZipMaker.xournalPackage(content: Self.xml)) == .xournal)
            #expect(InterchangeFormat.detect(head: Self.xml) == .xournal)
            // Other gzip and ZIP files are not told by their contents.
            #expect(InterchangeFormat.detect(head: try Gzip.compress(Array("hello".utf8))) == nil)
            #expect(
                InterchangeFormat.detect(head: try ZipMaker([ZipMaker.Entry(name: "a.txt", contents: [1])]).bytes())
                    == nil)
            // A gzip of a gzip is not looked into twice.
            #expect(InterchangeFormat.detect(head: try Gzip.compress(Gzip.compress(Self.xml))) == nil)
        }

        @Test func aNotebookIsADocumentOfAPageEach() throws {
            let document = try InterchangeDocument(reading: try Gzip.compress(Self.xml), file: "n.xopp")
            #expect(document.format == .xournal && document.items.count == 1)
            #expect(InterchangeFormat.xournal.holdsManyDrawings)
            let two = try InterchangeFormat.xournal.encode(pages: document.drawings + document.drawings)
            #expect(try InterchangeDocument(reading: two).items.count == 2)
            #expect(throws: FormatError.self) {
                try InterchangeFormat.inkml.encode(pages: document.drawings + document.drawings)
            }
        }
    }
}
