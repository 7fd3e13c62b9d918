import Scribble

/// How a command reads its inputs, as its command line says, parsed once per command: the format
/// `--from` names, the input policy (`--policy`), the limits on what one input may hold
/// (`--max-file-size`, `--max-points`, `--max-strokes`, `--max-depth`), and whether a problem the
/// SVG reader could work around stops it instead (`--strict`).
///
/// The limits keep a hostile or broken file from costing unbounded memory or time: an input past
/// one is refused with an error that names the limit and the option that raises it.
package struct ReadSettings: Sendable {
    /// The library's reading options the command line comes to.
    var options = ReadOptions()

    /// The settings of a command line that says nothing: formats told from the files, the defaults.
    package static let `default` = ReadSettings()

    /// The inputs' format, when `--from` names it; `nil` to tell it from each file.
    var format: InterchangeFormat? { options.format }

    /// The one drawing of a file of several that `--item` picks; `nil` for all of them.
    var item: DrawingChoice?

    /// Whether the command takes `--item`, so that its messages may say to give it.
    var offersItem = false

    /// Whether an output that would lose what its format cannot carry is refused (`--strict`),
    /// rather than written with a warning.
    var refusesLosses = false

    /// The option that picks one drawing of a file that holds several.
    static let itemOption = OptionSpec(
        name: "--item", value: "N|NAME|KEY_ID",
        help:
            "Take only this drawing of a file of several: its number (a Quick, Draw! record's line), its name, or a record's key_id; a word takes its first record."
    )

    /// The largest input read whole, in bytes.
    var maximumFileBytes: Int { options.maximumFileBytes }

    /// The policy option every reading command shares.
    static let policyOption = OptionSpec(
        name: "--policy", value: "pen|finger|any|auto", choices: InputPolicy.allCases.map(\.rawValue),
        help: "Which devices ink when reading a recording (default any; auto: fingers until a pen is seen).")

    /// The option that names the inputs' format when their contents and names do not tell.
    static let formatOption = OptionSpec(
        name: "--from", value: "FORMAT", choices: InterchangeFormat.allCases.map(\.rawValue),
        help: "The inputs' format: \(InterchangeFormat.names) (default: told by contents, then name).")

    /// The options every reading command takes.
    static let options: [OptionSpec] = [
        formatOption,
        OptionSpec(
            name: "--max-file-size", value: "SIZE",
            help:
                "Refuse an input file (or a Quick, Draw! record) bigger than this: bytes, or with K, M or G (default 256M)."
        ),
        OptionSpec(
            name: "--max-points", value: "N",
            help: "Refuse an input with more points than this; a recording's events count (default 10000000)."),
        OptionSpec(
            name: "--max-strokes", value: "N", help: "Refuse an input with more strokes than this (default 1000000)."),
        OptionSpec(
            name: "--max-depth", value: "N",
            help: "Refuse an input whose JSON or XML nests deeper than this (default 512)."),
        OptionSpec(
            name: "--strict",
            help:
                "Refuse an SVG with any problem the reader would otherwise work around and report, and an output that would lose what its format cannot carry."
        ),
    ]

    /// The option that raises each limit.
    static func option(raising limit: InterchangeLimits.Limit) -> String? {
        switch limit {
        case .bytes, .recordBytes: "--max-file-size"
        case .points: "--max-points"
        case .strokes: "--max-strokes"
        case .depth: "--max-depth"
        case .drawings, .elements: nil
        }
    }

    private init() {}

    /// The settings a command line asks for.
    /// - Parameter offeringItem: Whether the command takes `--item`.
    /// - Throws: `UsageError` for an unknown `--from` format, a limit that is not a whole number
    ///   in its range, or an empty `--item`.
    init(_ arguments: ParsedArguments, offeringItem: Bool = false) throws(UsageError) {
        offersItem = offeringItem
        if offeringItem, let text = arguments.value("--item") {
            guard let choice = DrawingChoice(parsing: text) else {
                throw UsageError(message: "--item expects a drawing's number, from 1, or its name, got \"\(text)\"")
            }
            item = choice
        }
        options.format = try Self.format(from: arguments)
        options.policy = try arguments.choice("--policy", of: InputPolicy.self) ?? .any
        var limits = InterchangeLimits()
        if let bytes = try Self.byteCount(arguments, "--max-file-size") {
            limits.maximumBytes = bytes
            limits.maximumRecordBytes = bytes
        }
        if let points = try Self.count(arguments, "--max-points", upTo: 1_000_000_000) { limits.maximumPoints = points }
        if let strokes = try Self.count(arguments, "--max-strokes", upTo: 100_000_000) {
            limits.maximumStrokes = strokes
        }
        if let depth = try Self.count(arguments, "--max-depth", upTo: 1_000_000) { limits.maximumDepth = depth }
        options.limits = limits
        options.strictSVG = arguments.has("--strict")
        refusesLosses = arguments.has("--strict")
    }

    /// The input format `--from` names, or `nil` when it is not given.
    /// - Throws: `UsageError` for a name no format has, listing the names.
    private static func format(from arguments: ParsedArguments) throws(UsageError) -> InterchangeFormat? {
        guard let name = arguments.value("--from") else { return nil }
        guard let format = InterchangeFormat(name: name) else {
            throw UsageError(message: "--from must be one of \(InterchangeFormat.names), got \"\(name)\"")
        }
        return format
    }

    /// Reads a file that holds one drawing (or standard input for `-`), or with `--item` the
    /// drawing it picks.
    /// - Throws: the library's error, explained (see ``explained(_:)``); `InputFailure` when the
    ///   file holds no drawing or several and `--item` does not pick one.
    func readOne(_ path: String) throws -> ReadDrawing {
        do {
            if let item {
                let chosen = try DrawingReader(path: path, options: options).item(choosing: item)
                if let note = Self.namesakesNote(chosen, choice: item, path: path) { Console.note(note) }
                return chosen.drawing
            }
            return try DrawingReader.drawing(at: path, options: options)
        } catch {
            if case .drawingCount(let count) = error.kind {
                let pick = offersItem && count > 1 ? ": pick one with --item N or --item NAME" : ""
                throw InputFailure(
                    description:
                        "\(path == "-" ? "<stdin>" : path): holds \(count == 0 ? "no drawings" : "\(count) drawings"); "
                        + "this command takes one\(pick) (scribble render and convert write one file per drawing)")
            }
            throw Self.explained(error)
        }
    }

    /// What to say when `--item` named a word or name several drawings share and the first was
    /// taken: how many share it, which was taken, and how to pick another; `nil` when only one
    /// answers to it.
    static func namesakesNote(_ item: DrawingReader.Item, choice: DrawingChoice, path: String) -> String? {
        guard item.namesakes > 1, case .name(let name) = choice else { return nil }
        let file = path == BatchInput.standardInput ? "<stdin>" : path
        let drawing = item.drawing
        guard drawing.quickDrawRecord != nil else {
            return
                "\(file): \(item.namesakes) drawings are named \"\(name)\"; took the first (\(item.name ?? "1")); give its number to pick another"
        }
        let place = drawing.line.map { "line \($0)" } ?? "record \(item.name ?? "1")"
        let key = drawing.quickDrawRecord?.keyID.map { ", key_id \($0)" } ?? ""
        return
            "\(file): \(item.namesakes) records share the word \"\(name)\"; took the first (\(place)\(key)); give a key_id or a line number to pick another"
    }

    /// Opens an input to read its drawings one at a time.
    /// - Throws: the library's error, explained (see ``explained(_:)``).
    func open(_ path: String) throws -> DrawingReader {
        do {
            return try DrawingReader(path: path, options: options)
        } catch {
            throw Self.explained(error)
        }
    }

    /// The same error, saying which option raises the limit it names, if it names one, or that
    /// `--from` names a format that could not be told.
    static func explained(_ error: any Error) -> any Error {
        let found: any Error = (error as? ScribbleError)?.underlying ?? error
        guard var explained = found as? FormatError else { return found }
        if explained.formatUnknown {
            explained.message += "; give it with --from"
        } else if let limit = explained.exceededLimit, let option = option(raising: limit) {
            explained.message += "; \(option) raises it"
        }
        return explained
    }

    /// The next drawing of an input, or the error that kept a record from being read, explained
    /// (see ``explained(_:)``); `nil` at the end.
    static func next(of reader: DrawingReader) -> Result<DrawingReader.Item, any Error>? {
        reader.next().map { $0.mapError { explained($0) } }
    }

    /// The value of an option that takes a whole number from 1 to `maximum`.
    private static func count(_ arguments: ParsedArguments, _ name: String, upTo maximum: Int) throws(UsageError)
        -> Int?
    {
        guard let text = arguments.value(name) else { return nil }
        guard let value = Int(text), (1...maximum).contains(value) else {
            throw UsageError(message: "\(name) expects a whole number from 1 to \(maximum), got \"\(text)\"")
        }
        return value
    }

    /// The value of an option that takes a size in bytes: `1048576`, `512K`, `64M`, `2G`.
    private static func byteCount(_ arguments: ParsedArguments, _ name: String) throws(UsageError) -> Int? {
        guard let text = arguments.value(name) else { return nil }
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var digits = Substring(text)
        var unit = 1
        if let last = digits.last?.uppercased().first, let multiple = units[last] {
            unit = multiple
            digits = digits.dropLast()
        }
        let maximum = 64 << 30
        guard let value = Int(digits), value >= 1, value <= maximum / unit else {
            throw UsageError(
                message: "\(name) expects a size from 1 byte to 64G, as 1048576, 512K, 64M or 2G, got \"\(text)\"")
        }
        return value * unit
    }
}
