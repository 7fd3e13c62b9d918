import Foundation
import Scribble
import ScribbleTestSupport
import Testing

/// The card editor and the drawings list in a real browser at a desktop's and a phone's size, as
/// a person uses them (`Browser/card-editor.py`): drawings renamed in place and deleted, and
/// what survives a reload; the editor's header in its rows; every control named, large enough
/// and legible; an element reached by Tab, moved by arrow keys and placed by its number fields,
/// each agreeing with the card.json the server saved; a library dropped on a card offers its
/// drawings, and the one picked is added.
@Suite(
    .serialized,
    .enabled(
        if: HeadlessChromium.path != nil && BrowserDriver.isAvailable && !SanitizerRun.isActive,
        "needs headless Chromium and websocket-client (tools/test installs both); checks page layout and script behaviour only, so it is left out of sanitizer runs"
    ))
struct CardEditorBrowserTests {
    static let script = ToolRunner.repositoryRoot.appendingPathComponent(
        "Tests/ScribbleToolTests/Browser/card-editor.py")
    /// Three drawings of the page, the newest last: started 4 Dec 10:15, 5 Dec 20:23 and 20:30 (UTC).
    static let drawingIDs = ["2026-12-04-101500-bbbbbb", "2026-12-05-202300-3fa2c1", "2026-12-05-203000-aaaaaa"]

    struct Measured: Decodable {
        var header: Double
        var rows: Int
        /// Each visible control's name, width and height.
        var controls: [[JSONScalar]]
        /// Each visible text's start and its contrast with what is behind it.
        var contrast: [[JSONScalar]]
    }
    typealias CardFile = SavedCard
    typealias Element = SavedCard.Element
    struct Field: Decodable {
        var card: CardFile
        var status: String
    }
    struct Drawings: Decodable {
        var before: [[String]]
        var renamedStatus: String
        var escaped: [[String]]
        var deletedStatus: String
        var deleted: String
        var reloaded: [[String]]
        var measured: Measured
        var names: [[String]]
    }
    struct Editor: Decodable {
        var card: String
        var dropped: CardFile
        var droppedStatus: String
        var tabs: [String]
        var focusedName: String
        var arrowed: CardFile
        var fields: [String: Field]
        var names: [[String]]
        var wide: Measured
        var tablet: Measured
        var narrow: Measured
        var narrowOpen: Measured
        var coarse: Bool
        var stillHere: String
        struct Picker: Decodable {
            var names: [[String]]
            var thumbnails: [[Int]]
            var focused: String
        }
        struct Picked: Decodable {
            var card: CardFile
            var status: String
        }
        var picker: Picker
        var picked: Picked
        struct Drawing: Decodable {
            var names: [[String]]
            var measured: Measured
            var page: String
            var frames: Int
            var resting: Bool
        }
        struct Cancelled: Decodable {
            var elements: Int
            var drawings: Int
            var status: String
        }
        var drawing: Drawing
        var cancelled: Cancelled
    }
    struct Played: Decodable {
        var drawings: Drawings
        var editor: Editor
        var phone: [String: Measured]
    }

    static func play(on serve: ServeProcess) throws -> Played {
        let recordings = serve.store.appendingPathComponent("recordings")
        try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
        for id in drawingIDs {
            try FileManager.default.copyItem(
                at: ToolRunner.strokes.appendingPathComponent("hello.drawing.json"),
                to: recordings.appendingPathComponent("\(id).drawing.json"))
            try Data("{}".utf8).write(to: recordings.appendingPathComponent("\(id).events.json"))
        }
        let files = serve.folder.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        try InterchangeSamples.library.write(to: files)
        try Data(
            try RasterImage(width: 40, height: 40, filledWith: RGBA8(red: 220, green: 30, blue: 30, alpha: 255))
                .pngData()
        )
        .write(to: files.appendingPathComponent("dot.png"))
        let output = try BrowserDriver.run(
            script, ["--files", files.path, "--out", serve.folder.path], on: serve, seconds: 60)
        return try JSONDecoder().decode(Played.self, from: output)
    }

    /// Every control at least `side` CSS pixels each way, and every text at 4.5:1 or more.
    static func expectReachable(_ measured: Measured, side: Double, _ page: String) {
        for control in measured.controls {
            guard case .text(let name) = control[0], case .number(let width) = control[1],
                case .number(let height) = control[2]
            else { continue }
            #expect(width >= side && height >= side, "\(page): \(name) is \(width)×\(height)")
        }
        for text in measured.contrast {
            guard case .number(let ratio) = text[1] else { continue }
            #expect(ratio >= 4.5, "\(page): \(text[0]) has contrast \(ratio):1")
        }
        #expect(measured.controls.count >= 4 && !measured.contrast.isEmpty, "\(page): nothing measured")
    }

    @Test func theDrawingsListAndTheCardEditorWorkByKeyboardAndAtAPhonesSize() throws {
        let serve = try ServeProcess()
        let played = try Self.play(on: serve)
        try serve.expectCleanStop()

        // The drawings list: newest first, called by the time each was started until named; a
        // title typed and Entered is kept, one left with Escape is not; a drawing deleted and
        // brought back with Undo stays, one deleted stays gone; all of it after a reload.
        let list = played.drawings
        let newestFirst = Self.drawingIDs.reversed().map { $0 }
        #expect(list.before.map { $0[0] } == newestFirst)
        for entry in list.before {
            #expect(
                entry[1].hasPrefix("Untitled · ") && entry[1] == entry[2], "the thumbnail's text is the title: \(entry)"
            )
        }
        #expect(list.escaped.map { $0[1] }.first == "Harbour at dawn")
        #expect(list.escaped[1][1].hasPrefix("Untitled · "), "Escape kept no title: \(list.escaped[1])")
        #expect(list.renamedStatus == "renamed to “Harbour at dawn”")
        #expect(list.deletedStatus.hasPrefix("deleted “Untitled · ") && list.deletedStatus.hasSuffix("Undo"))
        #expect(list.deleted == Self.drawingIDs[1])
        #expect(
            list.reloaded == [
                [Self.drawingIDs[2], "Harbour at dawn", "Harbour at dawn"],
                [Self.drawingIDs[0], list.before[2][1], list.before[2][1]],
            ])
        for role in ["button", "link", "image"] {
            #expect(
                list.names.filter { $0[0] == role }.allSatisfy { !$0[1].isEmpty }, "every \(role) named: \(list.names)")
        }
        #expect(
            list.names.contains(["button", "Rename “Harbour at dawn”"])
                && list.names.contains(["button", "Delete “Harbour at dawn”"]))
        Self.expectReachable(list.measured, side: 24, "drawings list")
        // The store stays a valid card store, titles and deleted drawings and all.
        let check = try ToolRunner.run(["card", "check", "--store", serve.store.path])
        #expect(
            check.status == 0 && check.output.hasSuffix("nothing wrong\n") && check.standardError.isEmpty,
            "\(check.output)\(check.standardError)")

        // The editor: a picture dropped lands at a third of the card's width, inside the card.
        let editor = played.editor
        let card = editor.dropped.size
        let dropped = try #require(editor.dropped.elements.first).transform
        #expect(
            dropped.size.width >= card.width / 4 && dropped.size.width <= card.width
                && dropped.size.height <= card.height)
        #expect(editor.droppedStatus == "added dot.png")

        // Tab reaches the element, named; three arrows right and one Shift+down move it by 3 × 10
        // and 100 card units, as the saved card says.
        #expect(editor.tabs.last?.hasPrefix("element:") == true && editor.tabs.dropLast().allSatisfy { !$0.isEmpty })
        #expect(editor.focusedName == "Picture 1 of 1 from dot.png")
        let arrowed = try #require(editor.arrowed.elements.first).transform
        #expect(
            abs(arrowed.offset.x - (dropped.offset.x + 30)) < 0.01
                && abs(arrowed.offset.y - (dropped.offset.y + 100)) < 0.01,
            "\(dropped.offset) → \(arrowed.offset)")

        // The number fields place it: x and y its centre from the card's top left.
        let x = try #require(editor.fields["x"])
        let y = try #require(editor.fields["y"])
        let width = try #require(editor.fields["width"])
        let rotation = try #require(editor.fields["rotation"])
        #expect(x.card.elements[0].transform.offset.x == 400 - card.width / 2 && x.status == "moved")
        #expect(y.card.elements[0].transform.offset.y == 500 - card.height / 2 && y.status == "moved")
        #expect(width.card.elements[0].transform.size.width == 300 && width.status == "resized")
        #expect(rotation.card.elements[0].transform.rotation == 30 && rotation.status == "rotated")
        #expect(editor.stillHere == "/cards/\(editor.card)", "Enter in a field did not leave the page")

        // A library dropped on the card offers its three drawings, named and pictured, in a dialog
        // named after the file; the one picked is added, at least a quarter of the card wide.
        let picker = editor.picker
        #expect(picker.names.contains(["dialog", "Pick a drawing from shapes.excalidrawlib"]), "\(picker.names)")
        #expect(
            ["Heart", "Star", "Heart-2", "Cancel"].allSatisfy { picker.names.contains(["button", $0]) },
            "\(picker.names)")
        #expect(
            picker.thumbnails.count == 3 && picker.thumbnails.allSatisfy { $0[0] > 8 && $0[1] > 8 },
            "\(picker.thumbnails)")
        #expect(picker.focused == "Heart", "the first drawing has the focus")
        let picked = try #require(editor.picked.card.elements.last)
        #expect(picked.source?.file == "shapes.excalidrawlib" && picked.source?.item == "Star")
        #expect(picked.transform.size.width >= card.width / 4 && picked.transform.size.height <= card.height)
        #expect(editor.picked.status == "added Star from shapes.excalidrawlib")

        // Named: every control and the element; the tools a toolbar; an SVG export beside PNG and PDF.
        for role in ["button", "link", "textbox", "spinbutton", "image", "toolbar"] {
            #expect(
                editor.names.filter { $0[0] == role }.allSatisfy { !$0[1].isEmpty },
                "every \(role) named: \(editor.names)")
        }
        #expect(
            editor.names.contains(["toolbar", "Card tools"])
                && editor.names.contains(["image", "Picture 1 of 2 from dot.png"])
                && editor.names.contains(["image", "Drawing 2 of 2 from shapes.excalidrawlib, Star"]))
        #expect(
            editor.names.filter { $0[0] == "link" && $0[1].hasPrefix("Export as") }.map { $0[1] } == [
                "Export as PNG", "Export as SVG", "Export as PDF",
            ])
        for name in [
            "X (centre, from the card's left)", "Y (centre, from the card's top)", "Width", "Height",
            "Angle in degrees",
        ] {
            #expect(editor.names.contains(["spinbutton", name]))
        }

        // The header: one row at 1280 and at 820; at most three and 12% of a 390 × 844 phone with the status,
        // More open or not; controls of 44 px under a finger.
        #expect(editor.wide.rows == 1, "\(editor.wide.rows) rows at 1280")
        Self.expectReachable(editor.wide, side: 24, "editor at 1280")
        #expect(editor.coarse)
        #expect(editor.tablet.rows == 1, "\(editor.tablet.rows) rows at 820")
        Self.expectReachable(editor.tablet, side: 44, "editor at 820")
        for narrow in [editor.narrow, editor.narrowOpen] {
            #expect(narrow.rows <= 3 && narrow.header <= 0.12 * 844, "\(narrow.rows) rows, \(narrow.header) px at 390")
            Self.expectReachable(narrow, side: 44, "editor at 390")
        }

        // Drawing on the card happens in the editor's own page, with its own named tools; a
        // finger's stroke then Cancel adds nothing and puts the drawing begun away.
        let drawing = editor.drawing
        #expect(drawing.page == "/cards/\(editor.card)" && drawing.frames == 0)
        #expect(drawing.resting, "the card's Undo rests while drawing")
        for name in ["Pen", "Eraser", "Undo the last stroke", "Cancel", "Done"] {
            #expect(drawing.names.contains(["button", name]), "\(name): \(drawing.names)")
        }
        #expect(drawing.names.contains(["toolbar", "Drawing tools"]))
        Self.expectReachable(drawing.measured, side: 44, "drawing tools at 390")
        #expect(editor.cancelled.elements == 0 && editor.cancelled.drawings == -1, "\(editor.cancelled)")
        #expect(editor.cancelled.status == "the drawing was not kept")

        // The lists at a phone's size: controls for a finger, text legible.
        for page in ["drawings", "cards"] {
            Self.expectReachable(try #require(played.phone[page]), side: 44, "\(page) list at 390")
        }
    }
}
