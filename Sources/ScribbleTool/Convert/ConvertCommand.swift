import Foundation
import Scribble

extension Command {
    /// `scribble convert`: one format to another.
    static let convert = Command(
        name: "convert",
        summary: "Convert between formats: recordings, drawings, InkML, Excalidraw, Xournal++, SVG.",
        usage:
            "INPUT -o OUTPUT [--from FORMAT] [--to FORMAT] [--item N|NAME|KEY_ID] [--compact] [--simplify TOLERANCE] [--svg-mode outlines|centerlines] [--policy pen|finger|any|auto] [--snap-shapes]",
        discussion: """
            INPUT is any file Scribble reads (see scribble render --help; --from names its format
            when its contents and name do not tell). The output's format is told by its name or by
            --to: a drawing (*.drawing.json, or any *.json), an event recording (*.events.json),
            InkML (*.inkml), an Excalidraw scene (*.excalidraw), a Xournal++ notebook (*.xopp) or
            SVG (*.svg, the ink as outlines or with --svg-mode centerlines as centre lines). PNG
            and PDF are pictures: make them with scribble render. `-` reads standard input or
            writes standard output.

            A recording becomes a drawing by recording it under the input policy; a drawing becomes
            the events that would draw it again. For a drawing, --smoothing and the other ink options
            are stored in the file (its "ink-options"), so that it renders the same everywhere; an
            Excalidraw drawing keeps the ink Excalidraw draws it with.

            --simplify TOLERANCE writes a drawing with fewer points whose ink moves by at most
            TOLERANCE canvas units: each stroke's points as the stabilizer steadies them, thinned
            (Ramer–Douglas–Peucker) and checked against the ink, keeping the times and pressures
            of the points that stay. Its ink options are stored with the stabilizer off, since the
            points are steadied already. 0.25 halves a recording with no visible change. Only a
            drawing (*.drawing.json) says how its points must be drawn, so only a drawing is
            written simplified.

            A Xournal++ notebook has a page per drawing: every drawing of INPUT (a notebook's pages,
            a library's items…) becomes a page of the one *.xopp, each stroke with a width per point
            where its pressure sets its width, so that it opens in Xournal++ as Scribble draws it.
            Any other file that holds several drawings (a library, tldraw pages, Quick, Draw!
            records) is converted to one file per drawing, named after OUTPUT: -o out.inkml writes
            out-<name>.inkml for each (or <stem>-<name>.inkml inside a folder). A record that cannot
            be read is reported with its line and skipped, and the exit status is then 1. --item
            converts one drawing of them instead: its number, its name or a record's key_id.

            --snap-shapes writes each stroke that is drawn to be a shape (see scribble info
            --shapes) as its clean shape: its samples spread along the shape with the times and
            pressures of the stroke it replaces, so that it replays over the same time, and in a
            drawing its exact shape as the stroke's "path".
            """,
        options: [
            OptionSpec(
                name: "--output", alias: "-o", value: "OUTPUT",
                help: "The file to write, - for standard output, or a folder."),
            OptionSpec(
                name: "--to", value: "FORMAT", choices: ConvertCommand.Target.choices,
                help: "The output's format when its name does not tell: \(ConvertCommand.Target.names)."),
            OptionSpec(name: "--compact", help: "Write a drawing's points as [x, y, t, pressure] arrays."),
            OptionSpec(
                name: "--simplify", value: "TOLERANCE",
                help: "Drop points that move the ink by at most TOLERANCE canvas units (drawing output)."),
            RenderArguments.svgModeOption,
            ReadSettings.policyOption,
            ReadSettings.itemOption,
            ShapeSnapping.option,
            BatchReport.verboseOption,
        ] + ReadSettings.options + InkArguments.options,
        run: ConvertCommand.run)
}

/// What `scribble convert` does.
enum ConvertCommand {
    /// The kinds of file convert writes.
    enum Target: Equatable {
        /// A format ``InterchangeFormat/encode(_:)`` writes.
        case interchange(InterchangeFormat)
        /// SVG, through ``SVGWriter``.
        case svg

        /// The names `--to` takes.
        static var choices: [String] { InterchangeFormat.allCases.filter(\.canWrite).map(\.rawValue) + ["svg"] }

        /// The names `--to` takes, for messages.
        static var names: String { choices.joined(separator: ", ") }

        /// The usual ending of its files, without the leading dot: `inkml`.
        var fileExtension: String {
            switch self {
            case .svg: "svg"
            case .interchange(let format): String((format.fileExtensions.first ?? ".\(format.rawValue)").dropFirst())
            }
        }
    }

    /// The tolerances `--simplify` takes, in canvas units.
    static let simplifyRange: ClosedRange<Double> = 0.001...1000

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard arguments.positionals.count == 1, let input = arguments.positionals.first else {
            throw UsageError(message: "convert takes exactly one INPUT")
        }
        guard let output = arguments.value("--output") else { throw UsageError(message: "convert needs -o OUTPUT") }
        let target = try arguments.value("--to").map(target(forFormatName:)) ?? target(forName: output)
        let mode = try arguments.choice("--svg-mode", of: SVGWriteOptions.Mode.self)
        if mode != nil, target != .svg { throw UsageError(message: "--svg-mode applies to SVG output only") }
        let reading = try ReadSettings(arguments, offeringItem: true)
        let ink = try InkArguments.parse(arguments)
        let snapping = ShapeSnapping.recognizer(arguments)
        let simplify = try arguments.number("--simplify", in: Self.simplifyRange)
        if simplify != nil, target != .interchange(.scribbleDrawing) {
            throw UsageError(
                message:
                    "--simplify writes a drawing (*.drawing.json or --to scribble-drawing), whose ink options say its points are steadied already; other formats cannot say so"
            )
        }

        let drawings = try reading.open(input)
        if let document = drawings.document {
            for warning in document.warnings { Console.warning(warning) }
        }
        let ending = fileExtension(of: output, for: target)
        let base =
            BatchInput.isFolder(output)
            ? output + "/" + InputFile.stem(of: input == "-" ? "stdin" : input) + "." + ending : output
        // The outputs' folder is made as render makes it, and taken away again if nothing went in.
        let folder = base == OutputPlan.standardOutput ? "" : AtomicFile.split(base).folder
        let made = folder.isEmpty ? [] : try OutputPlan.makeFolders([folder])
        defer { OutputPlan.removeEmptyFolders(made) }
        let items = items(of: drawings, choosing: reading.item)
        if target == .interchange(.xournal) {
            return try writeNotebook(items, ink: ink, to: base, input: input, strict: reading.refusesLosses)
        }
        let report = BatchReport()
        let started = DispatchTime.now().uptimeNanoseconds
        var count = 0
        while let next = items() {
            count += 1
            do {
                let item = try next.get()
                Diagnostics.reportAnomalies(of: item.drawing)
                // A file of one drawing gets the name asked, whatever its format.
                let holdsOne =
                    reading.item != nil
                    || drawings.document?.drawings.count == 1 && drawings.document?.failedRecords.isEmpty == true
                let destination =
                    holdsOne && !BatchInput.isFolder(output)
                    ? base : OutputLayout.destination(base, forItem: item.name, fileExtension: ending)
                guard let destination else {
                    throw InputFailure(
                        description:
                            "\(item.drawing.displayName): holds several drawings, which cannot all go to standard output; give -o a file name or a folder"
                    )
                }
                var drawing = ink.apply(to: ShapeSnapping.apply(snapping, to: item.drawing.drawing))
                if let simplify { drawing = drawing.simplified(tolerance: simplify) }
                var losses = FormatLosses()
                let bytes = try encode(
                    drawing, as: target, mode: mode, compact: arguments.has("--compact"), losses: &losses)
                try LossReport.check(losses, writing: destination, strict: reading.refusesLosses)
                try OutputPlan.write(bytes, to: destination)
                report.recordSuccess()
            } catch {
                let message = String(describing: error)
                Console.error(message)
                report.recordFailure()
            }
        }
        if count == 0 { Console.warning("\(input == "-" ? "<stdin>" : input): holds no drawings; nothing written") }
        if count > 1, base != OutputPlan.standardOutput, !BatchInput.isFolder(output) {
            let pattern = OutputLayout.destination(base, forItem: "NAME", fileExtension: ending) ?? base
            Console.note(
                "\(input == "-" ? "<stdin>" : input) holds \(count) drawings: written as \(pattern), each NAME the drawing's"
            )
        }
        let verbose = arguments.has("--verbose")
        if count > 1 || verbose, report.showsSummary(verbose: verbose) {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            Console.note(report.summary(verb: "converted", unit: "drawings", destination: output, seconds: seconds))
        }
        return report.counts.failed == 0 ? .success : .badInput
    }

    /// Every drawing of the input as the pages of one Xournal++ notebook, in order; a record that
    /// cannot be read is reported and left out.
    private static func writeNotebook(
        _ items: () -> Result<DrawingReader.Item, any Error>?, ink: InkChoice, to destination: String, input: String,
        strict: Bool
    ) throws -> ExitStatus {
        var pages: [Drawing] = []
        var failures = 0
        while let next = items() {
            do {
                let item = try next.get()
                Diagnostics.reportAnomalies(of: item.drawing)
                pages.append(ink.apply(to: item.drawing.drawing))
            } catch {
                Console.error(String(describing: error))
                failures += 1
            }
        }
        guard !pages.isEmpty else {
            Console.warning("\(input == "-" ? "<stdin>" : input): holds no drawings; nothing written")
            return failures == 0 ? .success : .badInput
        }
        var losses = FormatLosses()
        let bytes = try InterchangeFormat.xournal.encode(pages: pages, losses: &losses)
        try LossReport.check(losses, writing: destination, strict: strict)
        try OutputPlan.write(bytes, to: destination)
        if failures > 0 { Console.note("wrote \(pages.count) pages to \(destination); \(failures) could not be read") }
        return failures == 0 ? .success : .badInput
    }

    /// The drawings convert writes, one at a time: every drawing of the input, or with `--item` the
    /// one it picks (saying so when the name it gives is shared).
    private static func items(of drawings: DrawingReader, choosing choice: DrawingChoice?) -> () -> Result<
        DrawingReader.Item, any Error
    >? {
        guard let choice else { return { ReadSettings.next(of: drawings) } }
        var taken = false
        return {
            guard !taken else { return nil }
            taken = true
            do {
                let item = try drawings.item(choosing: choice)
                if let note = ReadSettings.namesakesNote(item, choice: choice, path: drawings.path) {
                    Console.note(note)
                }
                return .success(item)
            } catch {
                return .failure(ReadSettings.explained(error))
            }
        }
    }

    /// A drawing as the bytes of a file of the target's format, as convert writes it (and edit,
    /// which writes its files the same way).
    /// The ink options the command line gives are stored in a drawing (`inked`), so it renders
    /// the same wherever it goes, and shape an SVG's outlines.
    /// What the target cannot carry is noted in `losses`: an SVG holds the ink as it looks, not
    /// the samples it was drawn from.
    /// - Throws: `FormatError` when the format cannot take it.
    static func encode(
        _ inked: Drawing, as target: Target, mode: SVGWriteOptions.Mode?, compact: Bool, losses: inout FormatLosses
    ) throws -> [UInt8] {
        switch target {
        case .svg:
            let mode = mode ?? .outlines
            if !inked.strokes.isEmpty {
                losses.note(
                    mode == .outlines
                        ? "strokes written as the outlines of their ink (points, pressures, times and devices dropped)"
                        : "strokes written as centre lines at their ink's width (pressures, times and devices dropped)",
                    strokes: inked.strokes.count)
            }
            return try SVGWriter(options: SVGWriteOptions(mode: mode)).encode(inked)
        case .interchange(.scribbleDrawing):
            return inked.jsonEncoded(compactPoints: compact)
        case .interchange(let format):
            return try format.encode(inked, losses: &losses)
        }
    }

    /// The target `--to` names.
    /// - Throws: `UsageError` for a picture format (render's) or a format that is not written.
    static func target(forFormatName name: String) throws(UsageError) -> Target {
        switch name.lowercased() {
        case "svg": return .svg
        case "png", "pdf":
            throw UsageError(
                message:
                    "\(name.uppercased()) is a picture, made by scribble render (scribble render INPUT -o OUT.\(name.lowercased())); convert writes \(Target.names)"
            )
        default: break
        }
        guard let format = InterchangeFormat(name: name) else {
            throw UsageError(message: "--to must be one of \(Target.names), got \"\(name)\"")
        }
        return try writable(format)
    }

    /// The target an output's name tells.
    /// - Throws: `UsageError` for a picture's name (render's), or a name that tells nothing.
    static func target(forName name: String) throws(UsageError) -> Target {
        let lowered = name.lowercased()
        if let picture = Renderer.Format(fileName: lowered), picture != .svg {
            throw UsageError(
                message:
                    "\(name) is a \(picture.rawValue.uppercased()) picture, made by scribble render (scribble render INPUT -o \(name)); convert writes \(Target.names)"
            )
        }
        if lowered.hasSuffix(".svg") { return .svg }
        if let format = InterchangeFormat.forFileName(lowered) { return try writable(format) }
        if lowered.hasSuffix(".json") { return .interchange(.scribbleDrawing) }
        throw UsageError(
            message:
                "cannot tell the output's kind from \"\(name)\"; name it *.drawing.json, *.events.json, *.inkml, *.excalidraw, *.xopp or *.svg, or give --to (\(Target.names))"
        )
    }

    private static func writable(_ format: InterchangeFormat) throws(UsageError) -> Target {
        guard format.canWrite else {
            throw UsageError(
                message: "Scribble reads \(format.rawValue) but does not write it; convert writes \(Target.names)")
        }
        return .interchange(format)
    }

    /// The ending the outputs' names get: the one OUTPUT has when it is the target's, else the
    /// target's usual one.
    private static func fileExtension(of output: String, for target: Target) -> String {
        let lowered = output.lowercased()
        let endings: [String] =
            switch target {
            case .svg: [".svg"]
            case .interchange(let format): format.fileExtensions
            }
        for ending in endings where lowered.hasSuffix(ending) && output.count > ending.count {
            return String(output.suffix(ending.count - 1))
        }
        return target.fileExtension
    }
}
