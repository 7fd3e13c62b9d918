import Foundation
import ScribbleCairo
import Testing

@Suite struct CardCommandTests {
    @Test func newMakesACardAndListShowsIt() throws {
        let store = try CardToolStore()
        let card = try store.newCard(["--size", "800x600", "--background", "#ffeedd"])
        #expect(UUID(uuidString: card) != nil)
        #expect(try ToolRunner.contents(of: store.folder(of: card)) == ["card.json"])
        let list = try store.card(["list"])
        #expect(list.status == 0)
        #expect(list.output.hasPrefix("\(card)  (untitled)  0 elements  made 20"))
        #expect(list.output.hasSuffix("  800 × 600  #ffeedd\n"))
    }

    @Test func attachAddsDrawingsAndPictures() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        let signature = try store.succeed(["attach", card, CardToolStore.sample("signature.events.json")])
        let hello = try store.succeed([
            "attach", String(card.prefix(8)), CardToolStore.sample("hello.drawing.json"), "--at", "650,400", "--width",
            "400",
        ])
        let photo = try store.succeed([
            "attach", card, try store.png("photo.png", width: 40, height: 30, RGBA8(red: 0, green: 0, blue: 255)),
            "--at", "100,100",
        ])
        #expect(try store.elementIDs(of: card) == [signature, hello, photo])
        #expect(
            try ToolRunner.contents(of: store.folder(of: card))
                == [
                    "card.json", "\(signature).drawing.json", "\(signature).png", "\(hello).drawing.json",
                    "\(hello).png", "\(photo).png",
                ].sorted())
        let show = try store.card(["show", card])
        #expect(show.status == 0)
        #expect(
            show.output.contains(
                "2. \(hello)  drawing  from hello.drawing.json\n       offset 0, -600 (centre at 650, 400)  size 400 × "
            ))
        #expect(
            show.output.contains(
                "3. \(photo)  picture  from photo.png\n       offset -550, -900 (centre at 100, 100)  size 250 × 187.5  rotation 0°  image 40×30 px"
            ))
    }

    @Test(arguments: [
        ("anim.gif", Array("GIF89a\u{1}\u{0}".utf8), "is a GIF image"),
        ("doc.pdf", Array("%PDF-1.7\n".utf8), "is a PDF document"),
        (
            "notes.txt", Array("shopping list\nmilk\n".utf8),
            "is not an image, a recording or a drawing: it starts with \"shopping list\""
        ),
        (
            "blob.bin", [0, 1, 2, 3, 250, 251],
            "is not an image, a recording or a drawing: it starts with the bytes 00 01 02 03 fa fb"
        ),
    ])
    func attachRefusesWhatItCannotTake(name: String, bytes: [UInt8], what: String) throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        try Data(bytes).write(to: store.folder.appendingPathComponent(name))
        let result = try store.card(["attach", card, name])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "scribble: error: \(name): \(what); attach takes PNG and JPEG images, event recordings, drawings and SVG\n"
        )
        #expect(try store.elementIDs(of: card).isEmpty)
        #expect(try ToolRunner.contents(of: store.folder(of: card)) == ["card.json"])
    }

    @Test func anSVGIsAttachedAsADrawing() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        let svg =
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><path d="M10 10 L90 40" stroke="black" stroke-width="4"/></svg>"#
        try Data(svg.utf8).write(to: store.folder.appendingPathComponent("line.svg"))
        let element = try store.succeed(["attach", card, "line.svg"])
        #expect(
            FileManager.default.fileExists(
                atPath: store.folder(of: card).appendingPathComponent("\(element).drawing.json").path))
        let fromStandardInput = try store.card(["attach", card, "-"], input: Data(svg.utf8))
        #expect(fromStandardInput.status == 0, "\(fromStandardInput.standardError)")
        #expect(try store.elementIDs(of: card).count == 2)
    }

    @Test func attachReadsStandardInput() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        let drawing = try Data(contentsOf: URL(fileURLWithPath: CardToolStore.sample("hello.drawing.json")))
        let result = try store.card(["attach", card, "-"], input: drawing)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try store.elementIDs(of: card).count == 1)
    }

    @Test func moveResizeRotateAndLayers() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        let first = try store.succeed([
            "attach", card, try store.png("a.png", width: 20, height: 10, RGBA8(red: 255, green: 0, blue: 0)),
        ])
        let second = try store.succeed([
            "attach", card, try store.png("b.png", width: 20, height: 10, RGBA8(red: 0, green: 255, blue: 0)),
        ])
        try store.succeed(["move", card, String(first.prefix(6)), "--at", "100,200"])
        try store.succeed(["move", card, first, "--by", "10,-20"])
        try store.succeed(["resize", card, first, "--width", "100"])
        try store.succeed(["rotate", card, first, "--to", "-15"])
        try store.succeed(["rotate", card, first, "--by", "5"])
        try store.succeed(["move", card, first, "--front"])
        #expect(try store.elementIDs(of: card) == [second, first])
        let show = try store.succeed(["show", card, "--json"])
        #expect(show.hasPrefix("{ \"format\": \"scribble-card\", \"version\": 2,"))
        let text = try String(contentsOf: store.folder(of: card).appendingPathComponent("card.json"), encoding: .utf8)
        #expect(
            text.contains(
                "\"id\": \"\(first)\", \"kind\": \"image\",\n      \"transform\": { \"offset\": { \"x\": -540, \"y\": -820 }, \"size\": { \"width\": 100, \"height\": 50 }, \"rotation\": -10 }"
            ))
        try store.succeed(["resize", card, second, "--size", "30x40"])
        try store.succeed(["rotate", card, second, "30"])
        try store.succeed(["move", card, second, "--offset", "0,0", "--forward"])
        #expect(try store.elementIDs(of: card) == [first, second])
    }

    @Test func removeTakesElementsAndTheirFilesAway() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        let drawn = try store.succeed(["attach", card, CardToolStore.sample("hello.drawing.json")])
        let photo = try store.succeed([
            "attach", card, try store.png("a.png", width: 4, height: 4, RGBA8(red: 255, green: 0, blue: 0)),
        ])
        try store.succeed(["remove", card, drawn])
        #expect(try ToolRunner.contents(of: store.folder(of: card)) == ["card.json", "\(photo).png"].sorted())
        try store.succeed(["remove", card, "--card"])
        #expect(try ToolRunner.contents(of: store.store).isEmpty)
    }

    @Test func renderMakesAPNGAndAPDF() throws {
        let store = try CardToolStore()
        let card = try store.newCard(["--size", "400x300"])
        _ = try store.succeed(["attach", card, CardToolStore.sample("hello.drawing.json"), "--width", "300"])
        let photo = try store.succeed([
            "attach", card, try store.png("a.png", width: 8, height: 8, RGBA8(red: 0, green: 0, blue: 255)), "--at",
            "30,30", "--width", "40",
        ])
        try store.succeed(["rotate", card, photo, "45"])
        try store.succeed(["render", card, "-o", "card.png"])
        let image = try RasterImage(png: [UInt8](try Data(contentsOf: store.folder.appendingPathComponent("card.png"))))
        #expect(image.width == 400 && image.height == 300)
        #expect(image.pixel(x: 30, y: 30) == RGBA8(red: 0, green: 0, blue: 255))
        #expect(image.pixel(x: 12, y: 12) == .white)  // a diamond now: the square's corner turned away
        #expect((0..<400).contains { image.pixel(x: $0, y: 150).red < 100 })  // ink across the middle

        try store.succeed(["render", card, "-o", "big.png", "--scale", "3"])
        let big = try RasterImage(png: [UInt8](try Data(contentsOf: store.folder.appendingPathComponent("big.png"))))
        #expect(big.width == 1200 && big.height == 900)

        try store.succeed(["render", card, "-o", "card.pdf"])
        let pdf = try Data(contentsOf: store.folder.appendingPathComponent("card.pdf"))
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        try store.succeed(["render", card])
        #expect(FileManager.default.fileExists(atPath: store.folder.appendingPathComponent("\(card).png").path))
    }

    @Test func checkReportsLeftoversAsHarmlessAndRepairsThem() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        let element = try store.succeed(["attach", card, CardToolStore.sample("hello.drawing.json")])
        let orphan = UUID().uuidString.lowercased() + ".png"
        try Data("x".utf8).write(to: store.folder(of: card).appendingPathComponent(orphan))
        let check = try store.card(["check"])
        #expect(check.status == 0)
        #expect(
            check.output == """
                leftover: \(store.store.path)/\(card)/\(orphan): left over from a change that was stopped: card.json does not reference it
                checked 1 card: 1 leftover (harmless; --repair removes them)

                """)
        try FileManager.default.removeItem(at: store.folder(of: card).appendingPathComponent("\(element).png"))
        let broken = try store.card(["check", card])
        #expect(broken.status == 1)
        #expect(broken.output.contains("broken: \(store.store.path)/\(card)/\(element).png: missing\n"))
        let repair = try store.card(["check", "--repair"])
        #expect(repair.status == 0, "\(repair.output)")
        #expect(repair.output.contains("(repaired: rendered the image again from its drawing)"))
        #expect(try store.card(["check"]).output == "checked 1 card: nothing wrong\n")
    }

    @Test func helpIsThereForEverySubcommand() throws {
        let overview = try ToolRunner.run(["card", "--help"])
        #expect(overview.status == 0)
        #expect(overview.output.contains("SUBCOMMANDS:\n  new "))
        for name in [
            "new", "list", "show", "rename", "attach", "move", "resize", "rotate", "remove", "render", "check",
        ] {
            let help = try ToolRunner.run(["card", name, "--help"])
            #expect(help.status == 0)
            #expect(help.output.hasPrefix("USAGE: scribble card \(name) "))
            #expect(help.output.contains("--store DIR"))
        }
    }

    @Test(arguments: [
        (["frobnicate"], "unknown card subcommand 'frobnicate'"),
        (["new", "--at", "1,2"], "card new takes no option --at; see `scribble card new --help`"),
        (["attach", "x"], "card attach takes a CARD and an INPUT; see `scribble card attach --help`"),
        (["move", "a", "b"], "card move needs --at, --offset or --by, or --forward, --backward, --front or --back"),
        (["move", "a", "b", "--at", "1;2"], "--at expects X,Y (two numbers and a comma, as 650,400), got \"1;2\""),
        (
            ["resize", "a", "b", "--width", "1", "--height", "2"],
            "card resize takes one of --width, --height, --size and --by"
        ),
    ])
    func usageMistakesExitWithStatus2(arguments: [String], message: String) throws {
        let store = try CardToolStore()
        let result = try store.card(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("scribble: error: \(message)"))
    }

    @Test(arguments: ["../etc", "/etc/passwd", "..", "cards", "12"])
    func namesThatNameNoCardNeverBecomePaths(name: String) throws {
        let store = try CardToolStore()
        _ = try store.newCard(["--title", "Holiday"])
        for arguments in [
            ["show", name], ["attach", name, CardToolStore.sample("hello.drawing.json")],
            ["render", name, "-o", "x.png"], ["remove", name, "--card"],
        ] {
            let result = try store.card(arguments)
            #expect(result.status == 1)
            #expect(
                result.standardError
                    == "scribble: error: no card whose id or title starts with \"\(name)\" in \(store.store.path)\n")
        }
        #expect(try ToolRunner.contents(of: store.folder) == ["cards"])
    }
}
