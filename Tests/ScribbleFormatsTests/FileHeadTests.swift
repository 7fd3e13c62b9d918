import ScribbleCompression
import ScribbleFormats
import ScribbleTestSupport
import Testing

/// A file's first bytes, looked at in the ways formats are recognised by: an XML document's root,
/// a JSON object's top-level keys (string values kept), a JSON array's first object's keys, what a
/// gzip stream inflates to, a ZIP archive's `mimetype`.
@Suite struct FileHeadTests {
    static func head(_ text: String) -> FileHead { FileHead(Array(text.utf8)) }

    @Test(arguments: [
        (#"<svg xmlns="http://www.w3.org/2000/svg"/>"#, "svg"),
        ("\u{FEFF}  <?xml version=\"1.0\"?>\n<!-- a comment -->\n<!DOCTYPE svg>\n<svg:svg xmlns:svg=\"s\"/>", "svg"),
        ("<ink xmlns=\"http://www.w3.org/2003/InkML\"><trace>1 2</trace></ink>", "ink"),
        ("<?xml version=\"1.0\" standalone=\"no\"?>\n<xournal creator=\"Xournal++\">", "xournal"),
    ])
    func anXMLDocumentIsKnownByItsRoot(text: String, root: String) {
        let head = Self.head(text)
        #expect(head.xmlRoot == root)
        #expect(head.jsonFields == nil && head.jsonArrayElementKeys == nil)
    }

    @Test func aJSONObjectsTopLevelKeysComeInOrderWithTheirStringValues() throws {
        let head = Self.head(
            #"{ "type": "excalidraw", "version": 2, "elements": [{"type": "freedraw", "nested": {"format": "x"}}], "source": "https://excalidraw.com" }"#
        )
        let fields = try #require(head.jsonFields)
        #expect(fields.map(\.key) == ["type", "version", "elements", "source"])
        #expect(fields.map(\.value) == ["excalidraw", nil, nil, "https://excalidraw.com"])
        #expect(head.jsonKeys == ["type", "version", "elements", "source"], "nested keys are stepped over")
        #expect(head.jsonFieldIndex { key, value in key == "type" && value == "excalidraw" } == 0)
        #expect(head.jsonFieldIndex { key, _ in key == "source" } == 3)
        #expect(head.jsonFieldIndex { key, _ in key == "format" } == nil)
        #expect(head.xmlRoot == nil)
    }

    @Test func aJSONObjectCutShortStillGivesTheKeysBeforeTheCut() throws {
        let text =
            #"{"format": "scribble-events", "version": 2, "canvas": {"width": 640, "height": 480}, "events": ["#
            + String(
                repeating: #"{"t": 0, "pointer": 1, "device": "pen", "phase": "move", "x": 1, "y": 2}, "#, count: 2000)
        let head = Self.head(text)
        #expect(head.bytes.count == 1 << 16, "at most 64 KiB are looked at")
        #expect(try #require(head.jsonFields).map(\.key) == ["format", "version", "canvas", "events"])
        #expect(head.jsonFields?.first?.value == "scribble-events")
    }

    @Test func aJSONArrayIsKnownByItsFirstObjectsKeys() {
        #expect(
            Self.head(#"[{"word": "cat", "countrycode": "GB", "drawing": [[[0, 1], [2, 3]]]}, {"other": 1}]"#)
                .jsonArrayElementKeys
                == ["word", "countrycode", "drawing"])
        #expect(Self.head("[1, 2]").jsonArrayElementKeys == nil)
        #expect(Self.head("[]").jsonArrayElementKeys == nil)
    }

    @Test func aGzipStreamIsLookedIntoOnce() throws {
        let notebook = Array("<?xml version=\"1.0\"?><xournal version=\"0.4\"><page/></xournal>".utf8)
        let head = FileHead(try Gzip.compress(notebook))
        #expect(head.xmlRoot == nil && head.jsonFields == nil, "compressed bytes are not read as text")
        #expect(head.inflated?.head.xmlRoot == "xournal")
        let twice = FileHead(try Gzip.compress(try Gzip.compress(notebook)))
        #expect(twice.inflated == nil, "gzip inside gzip is not looked into")
    }

    @Test func aZIPArchiveSaysItsMimetype() throws {
        let package = try ZipMaker.xournalPackage(content: Array("<xournal/>".utf8))
        #expect(FileHead(package).zipMimetype == "application/xournal++", "the entry's bytes, not the next header's")
        let other = try ZipMaker([.init(name: "readme.txt", contents: Array("hi".utf8), method: 0)]).bytes()
        #expect(FileHead(other).zipMimetype == nil)
    }

    @Test(arguments: ["", "   ", "hello", "\u{0}\u{1}\u{2}", "{", "<", "[{"])
    func bytesOfNoKnownShapeSayNothing(text: String) {
        let head = Self.head(text)
        #expect(head.xmlRoot == nil || text == "<")
        #expect(head.inflated == nil && head.zipMimetype == nil)
    }
}
