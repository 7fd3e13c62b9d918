import Scribble

extension Command {
    /// `scribble info`: what a file holds.
    static let info = Command(
        name: "info",
        summary: "Describe files: drawings, strokes, points, devices, timing, bounds, what was skipped.",
        usage: "INPUT… [--from FORMAT] [--policy pen|finger|any|auto] [--hit X,Y [--tolerance N] | --shapes]",
        discussion: """
            INPUT is any file Scribble reads (see scribble render --help), or a folder of them. For
            a recording, also says which contacts the input policy turned away (how many strokes
            and events, whose, and why: the policy, or palm rejection), how many strokes each policy
            would keep, and any events that made no sense where they came. For every format, says
            what the reader skipped (shapes that are not freehand ink, pen-up traces…, by kind) and
            what it noted. A file that holds several drawings (a library, tldraw pages, Quick, Draw!
            records) gets a line per drawing; a record that cannot be read is reported with its line.

            --hit X,Y lists instead the strokes whose ink comes within --tolerance (default 0) of
            that point, in the drawing's units, a line each: its index in the drawing (from 0), the
            device that drew it, its ink (tool, colour, width) and the box around its ink. Ink is
            taken by its widest, as selection and the stroke eraser of scribble edit take it.

            --shapes lists instead what each stroke is drawn to be, a line each: line, polyline,
            triangle, rectangle, ellipse (a circle too), arrow, or none (handwriting, a scribble, a
            curve), and how sure the recognizer is, from 0 to 1. An arrow whose head is a stroke
            of its own is listed once for both (strokes[3…4]). render and convert take
            --snap-shapes to draw the clean shapes in their place.
            """,
        options: [
            ReadSettings.policyOption,
            OptionSpec(
                name: "--hit", value: "X,Y", help: "List the strokes at this point: index, device, ink and bounds."),
            OptionSpec(
                name: "--tolerance", value: "N",
                help: "How far from the ink --hit still counts, in canvas units (default 0)."),
            ShapeListing.option,
        ] + ReadSettings.options,
        run: InfoCommand.run)
}

/// What `scribble info` does.
enum InfoCommand {
    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "info needs at least one INPUT") }
        let reading = try ReadSettings(arguments)
        if let probe = try HitProbe(arguments) {
            if arguments.has("--shapes") {
                throw UsageError(message: "--hit and --shapes ask different things; give one")
            }
            return try probe.run(arguments.positionals, reading: reading)
        }
        if arguments.has("--shapes") { return try ShapeListing().run(arguments.positionals, reading: reading) }
        var status = ExitStatus.success
        for (index, input) in try BatchInput.expand(arguments.positionals, recursive: false).enumerated() {
            do {
                let drawings = try reading.open(input.path)
                if index > 0 { Console.output("") }
                if !drawings.namesDrawings, let document = drawings.document, document.drawings.count == 1 {
                    Console.output(describe(document.drawings[0], policy: reading.options.policy, document: document))
                } else if try !describeEach(drawings) {
                    status = .badInput
                }
            } catch {
                Console.error(String(describing: error))
                status = .badInput
            }
        }
        return status
    }

    /// Prints `listing` of every drawing of every input, in order; an input or record that cannot
    /// be read is reported on standard error and the others still listed. What `--hit` and
    /// `--shapes` do.
    /// - Returns: `.success`, or `.badInput` when an input or record could not be read.
    static func listEachDrawing(
        of inputs: [String], reading: ReadSettings, listing: (ReadDrawing) -> String
    ) throws -> ExitStatus {
        var status = ExitStatus.success
        for input in try BatchInput.expand(inputs, recursive: false) {
            do {
                let drawings = try reading.open(input.path)
                if let warnings = drawings.document?.warnings {
                    for warning in warnings { Console.warning(warning) }
                }
                while let next = ReadSettings.next(of: drawings) {
                    switch next {
                    case .failure(let error):
                        Console.error(String(describing: error))
                        status = .badInput
                    case .success(let item):
                        Console.output(listing(item.drawing))
                    }
                }
            } catch {
                Console.error(String(describing: error))
                status = .badInput
            }
        }
        return status
    }

    /// What a listing calls a drawing: its file, with the name of an item of a library or a page
    /// (a record's name already says its line).
    static func heading(of input: ReadDrawing) -> String {
        guard input.line == nil, let item = input.itemName, !item.isEmpty else { return input.displayName }
        return input.displayName + " (\(item))"
    }

    /// Describes a file of several drawings, a line each, as they are read (so a Quick, Draw! file
    /// of any size is described in flat memory); records that cannot be read go to standard error.
    /// - Returns: Whether every record could be read.
    private static func describeEach(_ drawings: DrawingReader) throws -> Bool {
        Console.output(drawings.path == "-" ? "<stdin>" : drawings.path)
        var header: [(String, String)] = [("format", drawings.format.rawValue)]
        if let document = drawings.document {
            header.append(("drawings", "\(document.drawings.count)"))
            header += documentRows(document)
        }
        Console.output(table(header, indent: "  "))
        var count = 0
        var failures = 0
        while let next = ReadSettings.next(of: drawings) {
            switch next {
            case .failure(let error):
                Console.error(String(describing: error))
                failures += 1
            case .success(let item):
                count += 1
                Console.output("  " + summary(of: item, index: count))
            }
        }
        var footer: [(String, String)] = []
        if drawings.isStreamed { footer.append(("drawings", "\(count)")) }
        if failures > 0 { footer.append(("unreadable", "\(failures) \(plural("record", failures)) (see the errors)")) }
        if !footer.isEmpty { Console.output(table(footer, indent: "  ")) }
        return failures == 0
    }

    /// One line for one drawing of a file of several: its name, strokes, points, time and bounds.
    private static func summary(of item: DrawingReader.Item, index: Int) -> String {
        let input = item.drawing
        // An array's records may share a line; they are told apart by their place.
        var name =
            input.format == .quickDrawJSONArray
            ? "#\(item.name ?? String(index))" : input.line.map { "line \($0)" } ?? ""
        if let itemName = input.itemName, !itemName.isEmpty { name += (name.isEmpty ? "" : " ") + itemName }
        if name.isEmpty { name = "#\(index)" }
        let drawing = input.drawing
        var parts = [
            "\(drawing.strokes.count) \(plural("stroke", drawing.strokes.count))"
                + countsByDevice(drawing.strokes.map(\.device)),
            "\(drawing.pointCount) \(plural("point", drawing.pointCount))",
            "\(format(drawing.duration, decimals: 3)) s",
        ]
        if let bounds = drawing.bounds {
            parts.append(
                "x \(format(bounds.minX))…\(format(bounds.maxX)), y \(format(bounds.minY))…\(format(bounds.maxY))")
        } else {
            parts.append("no ink")
        }
        return name + ": " + parts.joined(separator: ", ")
    }

    /// The rows a document adds: what its reader skipped, noted and worked around.
    private static func documentRows(_ document: ReadDocument) -> [(String, String)] {
        var rows: [(String, String)] = []
        if !document.skipped.isEmpty { rows.append(("skipped", document.skippedSummary)) }
        if !document.notes.isEmpty { rows.append(("notes", document.notes.joined(separator: "; "))) }
        if !document.warnings.isEmpty { rows.append(("problems", "\(document.warnings.count) (see the warnings)")) }
        return rows
    }

    /// Rows as `label: value`, the values lined up.
    private static func table(_ rows: [(String, String)], indent: String) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { label, value in
            indent + "\(label):" + String(repeating: " ", count: width - label.count + 1) + value
        }
        .joined(separator: "\n")
    }

    /// The description of a file of one drawing.
    /// - Parameters:
    ///   - input: The drawing.
    ///   - policy: The policy a recording was recorded under.
    ///   - document: The file it came from, for what its reader skipped and noted.
    static func describe(_ input: ReadDrawing, policy: InputPolicy, document: ReadDocument? = nil) -> String {
        if let document, !document.warnings.isEmpty {
            for warning in document.warnings { Console.warning(warning) }
        }
        let drawing = input.drawing
        var rows: [(String, String)] = [("format", input.format.rawValue)]
        if let recording = input.recording {
            rows.append(("events", "\(recording.events.count)"))
            rows.append(("policy", policy.rawValue))
        }
        rows.append(("canvas", "\(format(drawing.canvas.width)) × \(format(drawing.canvas.height))"))
        rows.append(("strokes", "\(drawing.strokes.count)" + countsByDevice(drawing.strokes.map(\.device))))
        rows.append(("points", "\(drawing.pointCount)"))
        rows.append(("duration", "\(format(drawing.duration, decimals: 3)) s"))
        if let bounds = drawing.bounds {
            rows.append(
                (
                    "bounds",
                    "x \(format(bounds.minX))…\(format(bounds.maxX)), y \(format(bounds.minY))…\(format(bounds.maxY))"
                ))
        } else {
            rows.append(("bounds", "no ink"))
        }
        let inks = Set(drawing.strokes.map { "\($0.ink.tool.rawValue) \($0.ink.color) \(format($0.ink.width))" })
        if !inks.isEmpty { rows.append(("inks", inks.sorted().joined(separator: "; "))) }
        if let recording = input.recording {
            rows.append(("turned away", turnedAway(input.rejections)))
            do {
                let kept = InputPolicy.allCases.map { policy in
                    let count =
                        recording.isSession
                        ? recording.session(policy: policy).drawing.strokes.count
                        : recording.recorded(policy: policy).strokes.count
                    return "\(policy.rawValue) \(count)"
                }
                rows.append(("by policy", kept.joined(separator: ", ") + " strokes"))
            }
            if recording.isSession {
                let counts = SessionCounts(recording)
                rows.append(("contacts", counts.contactsDescription))
                rows.append(("edits", counts.editsDescription))
            }
            rows.append(("anomalies", input.anomalies.isEmpty ? "none" : "\(input.anomalies.count)"))
        }
        if let document { rows += documentRows(document) }
        let width = rows.map(\.0.count).max() ?? 0
        var lines = [input.displayName]
        lines += rows.map { label, value in
            "  \(label):" + String(repeating: " ", count: width - label.count + 1) + value
        }
        if input.isRecording {
            lines += input.anomalies.map {
                "    events[\($0.eventIndex)] at \(format($0.t, decimals: 3)) s: \($0.message)"
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func turnedAway(_ rejections: [InputRejection]) -> String {
        guard !rejections.isEmpty else { return "none" }
        let events = rejections.reduce(0) { $0 + $1.eventCount }
        let perDevice = InputDevice.allCases.compactMap { device -> String? in
            let mine = rejections.filter { $0.device == device }
            guard !mine.isEmpty else { return nil }
            let count = mine.reduce(0) { $0 + $1.eventCount }
            return
                "\(device.rawValue) \(mine.count) \(plural("stroke", mine.count)) (\(count) \(plural("event", count)))"
        }
        var reasons: [String] = []
        for rejection in rejections where !reasons.contains(rejection.reason) { reasons.append(rejection.reason) }
        return "\(rejections.count) \(plural("stroke", rejections.count)), \(events) \(plural("event", events)) — "
            + perDevice.joined(separator: ", ") + " (" + reasons.joined(separator: "; ") + ")"
    }

    private static func countsByDevice(_ devices: [InputDevice]) -> String {
        let parts = InputDevice.allCases.compactMap { device -> String? in
            let count = devices.filter { $0 == device }.count
            return count > 0 ? "\(device.rawValue) \(count)" : nil
        }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }

    /// The word, with an s for any count but one.
    static func plural(_ word: String, _ count: Int) -> String { count == 1 ? word : word + "s" }

    /// A number rounded to `decimals` places, without trailing zeros.
    static func format(_ value: Double, decimals: Int = 2) -> String {
        let factor = pow10(decimals)
        let rounded = (value * factor).rounded() / factor
        return rounded.shortDescription
    }

    private static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { value, _ in value * 10 } }
}
