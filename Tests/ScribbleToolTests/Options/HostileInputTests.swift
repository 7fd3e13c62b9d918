import Foundation
import Scribble
import Testing

/// Broken and malicious inputs of every format the tool reads, run through the real `scribble`:
/// each must exit with status 1 and one clear line on standard error, write nothing, and stay
/// within a time and a memory bound.
///
/// The small inputs are checked in (`Hostile/`, listed in its manifest); the big ones (50 MB
/// strings, 10 million path commands, 100,000-deep nesting) and every truncation of a good file
/// are made here, in a temporary folder.
@Suite struct HostileInputTests {
    /// What a small input may cost.
    static let smallInputTime = Duration.seconds(10)
    static let smallInputMemory = 150 << 20

    @Test func theCorpusIsWhole() {
        #expect(HostileInput.all.count >= 100)
        let missing = HostileInput.all.filter { !FileManager.default.fileExists(atPath: $0.path) }
        #expect(missing.isEmpty, "the manifest lists files that are not there: \(missing)")
    }

    @Test(arguments: HostileInput.all)
    func refusedWithOneClearError(_ input: HostileInput) throws {
        let bench = try HostileInput.Workbench()
        defer { bench.remove() }
        let (arguments, place) = try input.prepare(bench)
        let storeBefore = bench.listing(bench.store)
        let run = try BoundedRun.run(arguments, timeLimit: Self.smallInputTime)
        expectOneClearError(run, about: place, containing: input.expected)
        expectBounded(run, time: Self.smallInputTime, memory: Self.smallInputMemory)
        #expect(bench.files(under: bench.output).isEmpty, "an output was written")
        #expect(bench.listing(bench.store) == storeBefore, "the card store changed")
    }

    // MARK: - Big inputs, made here

    /// A big input: how to write it, what to run, and what it may cost.
    struct BigInput: CustomStringConvertible, Sendable {
        var name: String
        var command: [String]
        var expected: String
        var time: Duration = .seconds(60)
        var memory: Int = 512 << 20
        var write: @Sendable (FileHandle) throws -> Void
        var description: String { name }
    }

    /// `count` copies of `text`, written a megabyte at a time.
    static func repeating(_ text: String, count: Int, to file: FileHandle) throws {
        let chunkCount = max(1, (1 << 20) / max(1, text.utf8.count))
        let chunk = Data(String(repeating: text, count: chunkCount).utf8)
        var left = count
        while left >= chunkCount {
            try file.write(contentsOf: chunk)
            left -= chunkCount
        }
        try file.write(contentsOf: Data(String(repeating: text, count: left).utf8))
    }

    static func write(_ text: String, to file: FileHandle) throws { try file.write(contentsOf: Data(text.utf8)) }

    static let fiftyMegabytes = 50_000_000

    static let bigInputs: [BigInput] =
        [
            BigInput(name: "a 50 MB colour.drawing.json", command: ["render"], expected: "is not a color") { file in
                try write(
                    #"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 10, "height": 10}, "strokes": [{"ink": {"color": ""#,
                    to: file)
                try repeating("a", count: fiftyMegabytes, to: file)
                try write(#""}, "points": [[1, 1]]}]}"#, to: file)
            },
            BigInput(
                name: "a 50 MB format name.events.json", command: ["info"], expected: #"unknown format "aaaaaaaaaa"#
            ) { file in
                try write(#"{"format": ""#, to: file)
                try repeating("a", count: fiftyMegabytes, to: file)
                try write(#"", "version": 1}"#, to: file)
            },
            BigInput(name: "a 50 MB escaped string.drawing.json", command: ["render"], expected: "is not a color") {
                file in
                try write(
                    #"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 10, "height": 10}, "strokes": [{"ink": {"color": ""#,
                    to: file)
                try repeating(#"\u00e9"#, count: fiftyMegabytes / 6, to: file)
                try write(#""}, "points": [[1, 1]]}]}"#, to: file)
            },
            BigInput(name: "a 50 MB stroke paint.svg", command: ["render", "--strict"], expected: "is not a paint") {
                file in
                try write(
                    #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M0 0 L1 1" stroke=""#,
                    to: file)
                try repeating("a", count: fiftyMegabytes, to: file)
                try write(#""/></svg>"#, to: file)
            },
            BigInput(
                name: "a 50 MB word.ndjson", command: ["render"],
                expected: "the limit for one record; --max-file-size raises it"
            ) { file in
                try write(#"{"word": ""#, to: file)
                try repeating("a", count: fiftyMegabytes, to: file)
                try write(#"", "drawing": [[[0, 1], [0, 1]]]}"# + "\n", to: file)
            },
            BigInput(
                name: "a path of 10 million commands.svg", command: ["info"],
                expected: "more than 10000000 points, the limit; --max-points raises it",
                memory: 1536 << 20
            ) { file in
                try write(
                    #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path stroke="black" d="M0 0"#,
                    to: file)
                try repeating("l1 1", count: 10_000_000, to: file)
                try write(#""/></svg>"#, to: file)
            },
            BigInput(
                name: "10,000 nested groups.svg", command: ["render"],
                expected: "elements nest more than 512 deep; --max-depth raises it"
            ) { file in
                try write(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">"#, to: file)
                try repeating("<g>", count: 10_000, to: file)
                try write(#"<path d="M0 0 L1 1" stroke="black"/>"#, to: file)
                try repeating("</g>", count: 10_000, to: file)
                try write("</svg>", to: file)
            },
            BigInput(
                name: "a gzip bomb of 1 GB.xopp", command: ["render"],
                expected: "the gzip data inflates to more than 268435456 bytes, the limit; --max-file-size raises it"
            ) { file in
                // Sixteen gzip members of 64 MB of spaces each, one after another: a megabyte of file
                // that inflates to a gigabyte, stopped at the default limit of 256 MiB.
                try file.write(
                    contentsOf: Data(
                        try Gzip.compress(
                            Array(
                                #"<xournal><page width="10" height="10"><layer><stroke tool="pen" color="black" width="1">1 1 "#
                                    .utf8))))
                let member = try Gzip.compress([UInt8](repeating: 0x20, count: 64 << 20), level: 9)
                for _ in 0..<16 { try file.write(contentsOf: Data(member)) }
            },
        ] + deepNesting

    /// Arrays, objects or elements 100,000 deep, where each format's reader meets them.
    static let deepNesting: [BigInput] = {
        let depth = 100_000
        let jsonMessage = "arrays and objects nest more than 512 deep; --max-depth raises it"
        func json(
            _ name: String, _ head: String, _ open: String, _ inner: String, _ close: String, _ tail: String,
            _ expected: String = jsonMessage
        ) -> BigInput {
            BigInput(name: "100,000 deep " + name, command: ["info"], expected: expected) { file in
                try write(head, to: file)
                try repeating(open, count: depth, to: file)
                try write(inner, to: file)
                try repeating(close, count: depth, to: file)
                try write(tail, to: file)
            }
        }
        return [
            json(
                "arrays.drawing.json",
                #"{"format": "scribble-drawing", "version": 1, "canvas": {"width": 1, "height": 1}, "extra": "#, "[",
                "", "]", #", "strokes": []}"#),
            json(
                "objects.events.json",
                #"{"format": "scribble-events", "version": 1, "canvas": {"width": 1, "height": 1}, "extra": "#,
                #"{"a": "#, "1", "}", #", "events": []}"#),
            json(
                "arrays.excalidraw", #"{"type": "excalidraw", "version": 2, "elements": [], "appState": "#, "[", "",
                "]", "}"),
            json("arrays.tldr", #"{"tldrawFileFormatVersion": 1, "records": [], "extra": "#, "[", "", "]", "}"),
            json(
                "arrays.ndjson", #"{"word": "cat", "extra": "#, "[", "", "]",
                #", "drawing": [[[0, 1], [0, 1]]]}"# + "\n"),
            json(
                "elements.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">"#, "<g>", "", "</g>",
                "</svg>",
                "elements nest more than 512 deep; --max-depth raises it"),
            json(
                "elements.inkml", #"<ink xmlns="http://www.w3.org/2003/InkML">"#, "<traceGroup>",
                "<trace>1 2, 3 4</trace>", "</traceGroup>", "</ink>",
                "elements nest more than 512 deep; --max-depth raises it"),
        ]
    }()

    @Test(arguments: bigInputs)
    func bigInputsAreRefusedWithinBounds(_ input: BigInput) throws {
        let bench = try HostileInput.Workbench()
        defer { bench.remove() }
        let path = bench.root.appendingPathComponent(input.name.replacingOccurrences(of: " ", with: "-")).path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let file = try #require(FileHandle(forWritingAtPath: path))
        try input.write(file)
        try file.close()
        var arguments = [input.command[0], path] + input.command.dropFirst()
        if input.command[0] == "render" {
            arguments += ["-o", bench.output.appendingPathComponent("drawing.png").path]
        }
        let run = try BoundedRun.run(arguments, timeLimit: input.time)
        expectOneClearError(run, about: path, containing: input.expected)
        expectBounded(run, time: input.time, memory: input.memory)
        #expect(bench.files(under: bench.output).isEmpty, "an output was written")
    }

    // MARK: - Truncations

    /// A small good file of each format, to be cut short everywhere.
    static let wholeFiles: [InterchangeSamples.Sample] = [
        .init(
            name: "tap.events.json",
            text: """
                {"format": "scribble-events", "version": 1, "canvas": {"width": 20, "height": 20}, "events": [
                 {"t": 0, "pointer": 1, "device": "pen", "phase": "down", "x": 1, "y": 2, "pressure": 0.5},
                 {"t": 0.1, "pointer": 1, "device": "pen", "phase": "up", "x": 9, "y": 8}]}
                """, format: "scribble-events", drawings: 1),
        .init(
            name: "line.drawing.json",
            text: """
                {"format": "scribble-drawing", "version": 1, "canvas": {"width": 20, "height": 20},
                 "strokes": [{"ink": {"tool": "pen", "color": "#000", "width": 2}, "points": [[1, 2, 0, 0.5], {"x": 9, "y": 8, "t": 0.1}]}]}
                """, format: "scribble-drawing", drawings: 1),
        .init(
            name: "line.svg",
            text: """
                <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><g transform="scale(2)"><path d="M1 2 L9 8" stroke="#000"/></g></svg>
                """, format: "svg", drawings: 1),
        .init(
            name: "line.inkml",
            text: """
                <ink xmlns="http://www.w3.org/2003/InkML"><traceGroup><trace>1 2, 9 8</trace></traceGroup></ink>
                """, format: "inkml", drawings: 1),
        .init(
            name: "line.excalidraw",
            text: """
                {"type": "excalidraw", "version": 2, "elements": [{"id": "a", "type": "freedraw", "x": 1, "y": 2,
                 "strokeWidth": 2, "points": [[0, 0], [8, 6]], "pressures": [0.5, 0.5], "simulatePressure": false}]}
                """, format: "excalidraw", drawings: 1),
        .init(
            name: "line.tldr",
            text: """
                {"tldrawFileFormatVersion": 1, "records": [{"id": "page:a", "typeName": "page", "name": "A", "index": "a1"},
                 {"id": "shape:b", "typeName": "shape", "type": "draw", "x": 1, "y": 2, "parentId": "page:a",
                  "props": {"segments": [{"type": "free", "points": [{"x": 0, "y": 0}, {"x": 8, "y": 6}]}]}}]}
                """, format: "tldraw", drawings: 1),
        .init(
            name: "line.ndjson", text: #"{"word": "line", "drawing": [[[1, 9], [2, 8], [0, 100]]]}"# + "\n",
            format: "quickdraw-ndjson", drawings: 1),
    ]

    /// Where a file can be cut so that it is no longer whole: just before each byte that begins,
    /// separates or ends a structure (brackets, quotes, commas and colons; in XML, tags and
    /// attributes), up to the one that closes the document, and at its very start.
    static func structuralCuts(of text: String) -> [Int] {
        let bytes = Array(text.utf8)
        let isXML = bytes.first == UInt8(ascii: "<")
        let marks = Set((isXML ? "<>\"=/" : "{}[],:\"").utf8)
        let closing =
            (isXML ? bytes.lastIndex(of: UInt8(ascii: "<")) : bytes.lastIndex(of: UInt8(ascii: "}"))) ?? bytes.count
        return [0] + bytes.indices.filter { $0 > 0 && $0 <= closing && marks.contains(bytes[$0]) }
    }

    @Test(arguments: wholeFiles)
    func truncatedAtEveryStructuralPointIsRefused(_ sample: InterchangeSamples.Sample) throws {
        let bench = try HostileInput.Workbench()
        defer { bench.remove() }
        let whole = Array(sample.text.utf8)
        // An empty NDJSON file is a set of no records, which is no mistake.
        let cuts = Self.structuralCuts(of: sample.text).filter { $0 > 0 || sample.format != "quickdraw-ndjson" }
        #expect(cuts.count > 15)
        let path = bench.root.appendingPathComponent(sample.name).path
        for cut in cuts {
            try Data(whole.prefix(cut)).write(to: URL(fileURLWithPath: path))
            let run = try BoundedRun.run(
                ["render", path, "-o", bench.output.appendingPathComponent("drawing.png").path],
                timeLimit: Self.smallInputTime)
            expectOneClearError(run, about: path, containing: "", where: "cut after \(cut) bytes")
            expectBounded(run, time: Self.smallInputTime, memory: Self.smallInputMemory)
            #expect(bench.files(under: bench.output).isEmpty, "cut after \(cut) bytes: an output was written")
        }
    }

    // MARK: - Byte order marks

    @Test(arguments: InterchangeSamples.all)
    func aUTF8ByteOrderMarkIsSkipped(_ sample: InterchangeSamples.Sample) throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(sample.name).path
        try Data([0xEF, 0xBB, 0xBF] + Array(sample.text.utf8)).write(to: URL(fileURLWithPath: path))
        let result = try ToolRunner.run(["info", path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.output.contains(sample.format))
    }

    // MARK: - What every refusal must be

    /// Exit status 1 and exactly one line on standard error: `scribble: error: PLACE: …` or
    /// `scribble: error: PLACE:LINE:COLUMN: …`, holding `expected`.
    func expectOneClearError(
        _ run: BoundedRun, about place: String, containing expected: String, where context: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let prefix = context.isEmpty ? "" : context + ": "
        #expect(
            run.status == 1, "\(prefix)exit status \(run.status.map(String.init) ?? "none (killed)")",
            sourceLocation: sourceLocation)
        let lines = run.errorLines
        #expect(
            lines.count == 1, "\(prefix)standard error has \(lines.count) lines: \(run.standardError)",
            sourceLocation: sourceLocation)
        guard let line = lines.first else { return }
        let head = "scribble: error: " + place
        #expect(
            line.hasPrefix(head), "\(prefix)the error does not start with \(head): \(line)",
            sourceLocation: sourceLocation)
        // After the file: its line and column where they are known; after a card's folder, the file in it.
        let placed = line.dropFirst(head.count).wholeMatch(of: /(\/[^\/:]+)?(:\d+){0,2}: .+/) != nil
        #expect(placed, "\(prefix)no place and message after the file: \(line)", sourceLocation: sourceLocation)
        #expect(
            expected.isEmpty || line.contains(expected), "\(prefix)expected \(expected) in: \(line)",
            sourceLocation: sourceLocation)
    }

    /// Within `time` and `memory`, and never killed.
    func expectBounded(
        _ run: BoundedRun, time: Duration, memory: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            !run.timedOut, "ran past \(BoundedRun.allowance(for: time)) and was killed", sourceLocation: sourceLocation)
        // Under AddressSanitizer the tool's memory is mostly the sanitizer's own, so the bound is
        // checked by the plain pass only.
        guard !BoundedRun.isUnderAddressSanitizer else { return }
        // Below this test process's own peak the tool's cannot be told apart (see `peakMemory`).
        guard let peak = run.peakMemory else { return }
        #expect(
            peak <= memory, "held \(peak >> 20) MB at once, more than \(memory >> 20) MB",
            sourceLocation: sourceLocation)
    }
}
