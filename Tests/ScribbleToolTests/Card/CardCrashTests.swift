import Foundation
import ScribbleCairo
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The tool killed (SIGKILL) at random moments while it attaches and removes elements: after
/// every kill the card loads, `card check` finds nothing broken, and the card is as it was before
/// the command or as it is after.
@Suite struct CardCrashTests {
    /// Starts `scribble card ARGUMENTS` in `folder`, kills it after `delay` seconds if it is still
    /// running, and says whether it was killed.
    func run(_ arguments: [String], in folder: URL, killingAfter delay: Double) throws -> Bool {
        let process = Process()
        process.executableURL = ToolRunner.executable
        process.arguments = ["card"] + arguments
        process.environment = ToolRunner.isolatedEnvironment(
            home: folder.appendingPathComponent("home").path,
            ["SCRIBBLE_STORE": folder.appendingPathComponent("cards").path])
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(UInt32(delay * 1_000_000))
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
    }

    /// How long a command takes when it is left alone, in seconds.
    func duration(_ arguments: [String], in folder: URL) throws -> Double {
        let start = Date()
        let result = try ToolRunner.run(
            ["card"] + arguments, in: folder,
            environment: ["SCRIBBLE_STORE": folder.appendingPathComponent("cards").path])
        #expect(result.status == 0, "\(result.standardError)")
        return Date().timeIntervalSince(start)
    }

    @Test func aKilledAttachOrRemoveLeavesTheCardBeforeOrAfter() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        let drawing = CardToolStore.sample("hello.drawing.json")
        let picture = try store.png("photo.png", width: 64, height: 48, .init(red: 40, green: 90, blue: 200))
        // Two elements to start with, and the time each command takes when it runs to the end.
        let attachTime = try duration(["attach", card, drawing], in: store.folder)
        _ = try duration(["attach", card, picture], in: store.folder)
        let removeTime = try duration(["remove", card, try store.elementIDs(of: card)[0]], in: store.folder)
        _ = try duration(["attach", card, drawing], in: store.folder)

        var generator = SystemRandomNumberGenerator()
        var kills = 0
        for round in 0..<16 {
            // Attach, killed somewhere between its start and a little after it would have ended.
            let beforeAttach = try store.elementIDs(of: card)
            let input = round % 3 == 2 ? picture : drawing
            if try run(
                ["attach", card, input], in: store.folder,
                killingAfter: Double.random(in: 0...(attachTime * 1.1), using: &generator))
            {
                kills += 1
            }
            let afterAttach = try checkedElements(store, card)
            #expect(
                afterAttach == beforeAttach
                    || (afterAttach.count == beforeAttach.count + 1
                        && Array(afterAttach.prefix(beforeAttach.count)) == beforeAttach),
                "attach left \(afterAttach), was \(beforeAttach)")

            // Remove the element at the back, killed likewise.
            let beforeRemove = afterAttach
            guard let victim = beforeRemove.first else { continue }
            if try run(
                ["remove", card, victim], in: store.folder,
                killingAfter: Double.random(in: 0...(removeTime * 1.1), using: &generator))
            {
                kills += 1
            }
            let afterRemove = try checkedElements(store, card)
            #expect(
                afterRemove == beforeRemove || afterRemove == Array(beforeRemove.dropFirst()),
                "remove left \(afterRemove), was \(beforeRemove)")
        }
        // Most commands were killed part of the way through; the rest ran to the end.
        #expect(kills >= 8)
        // Whatever the kills left, a repair clears it, and then the folder holds only what the card references.
        let repair = try store.card(["check", "--repair"])
        #expect(repair.status == 0, "\(repair.output)")
        let elements = try store.elementIDs(of: card)
        let files = try ToolRunner.contents(of: store.folder(of: card)).filter { $0 != "card.json" }
        #expect(files.allSatisfy { name in elements.contains { name.hasPrefix($0 + ".") } })
        #expect(try store.card(["check"]).output == "checked 1 card: nothing wrong\n")
    }

    @Test func attachesAtTheSameTimeAllLand() throws {
        let store = try CardToolStore()
        let card = try store.newCard()
        let processes = try (0..<4).map { index in
            let process = Process()
            process.executableURL = ToolRunner.executable
            process.arguments = [
                "card", "attach", card, CardToolStore.sample(index % 2 == 0 ? "hello.drawing.json" : "tap.events.json"),
            ]
            process.environment = ToolRunner.isolatedEnvironment(
                home: store.folder.appendingPathComponent("home").path, store.environment)
            process.currentDirectoryURL = store.folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        #expect(try store.elementIDs(of: card).count == 4)
        #expect(try store.card(["check"]).output == "checked 1 card: nothing wrong\n")
    }

    /// The card's elements, after checking that it loads and that nothing in the store is broken.
    func checkedElements(_ store: CardToolStore, _ card: String) throws -> [String] {
        let check = try store.card(["check"])
        #expect(check.status == 0, "\(check.output)")
        #expect(!check.output.contains("broken:"), "\(check.output)")
        return try store.elementIDs(of: card)
    }
}
