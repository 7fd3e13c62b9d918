import Foundation
import Scribble

/// What a `scribble replay` command line asks for, checked before any input is read so that a
/// usage mistake costs nothing.
struct ReplayPlan {
    /// The finished drawing's file and how it is encoded.
    struct Output {
        enum Kind {
            /// A PNG or a static SVG, as `render` writes it.
            case rendered(Renderer)
            /// A drawing JSON document.
            case drawing
            /// An SVG that draws itself.
            case animated(SVGAnimationOptions)
        }

        var kind: Kind
        /// A file path, or `-` for standard output.
        var destination: String
    }

    /// The input's path, or `-`.
    var input: String
    /// How the input is read: its format, when --from names it, the input policy and the limits.
    var reading: ReadSettings
    /// How many times faster than recorded to play in real time; `nil` plays as fast as possible.
    var speed: Double?
    var framesPerSecond: Double
    /// The folder for numbered frames.
    var framesFolder: String?
    /// The contact sheet's file.
    var contactSheet: String?
    var output: Output?
    /// How frames and the finished picture are drawn, before the drawing's own ink options.
    var renderOptions: RenderOptions
    /// The ink the command line asks for, applied over the drawing's own.
    var ink: InkChoice
    /// The width in output pixels every stroke is drawn at (`--pixel-width`), if one is given.
    var strokePixelWidth: Double?

    /// Whether frames are drawn at all: for the folder, the contact sheet or both.
    var drawsFrames: Bool { framesFolder != nil || contactSheet != nil }

    /// Checks a command line and prepares the outputs' places.
    /// - Throws: `UsageError` for anything that cannot be done as asked.
    init(_ arguments: ParsedArguments) throws {
        guard arguments.positionals.count == 1, let input = arguments.positionals.first else {
            throw UsageError(message: "replay takes exactly one INPUT")
        }
        self.input = input
        reading = try ReadSettings(arguments, offeringItem: true)
        ink = try InkArguments.parse(arguments)
        let common = try RenderArguments.common(from: arguments)
        renderOptions = common.renderOptions
        strokePixelWidth = common.strokePixelWidth
        speed = try arguments.number("--speed", in: 0.001...1000)
        framesPerSecond = try arguments.number("--fps", in: 0.01...1000) ?? 30
        framesFolder = arguments.value("--frames")
        contactSheet = arguments.value("--contact-sheet")
        output = try Self.output(for: input, arguments: arguments, renderOptions: renderOptions)

        if !drawsFrames, arguments.value("--fps") != nil {
            throw UsageError(message: "--fps applies to --frames and --contact-sheet; give one of them")
        }
        guard output != nil || drawsFrames || speed != nil else {
            throw UsageError(
                message:
                    "replay needs something to make: -o OUT, --frames DIR or --contact-sheet FILE (or --speed X to watch it play)"
            )
        }
        if contactSheet == OutputPlan.standardOutput, output?.destination == OutputPlan.standardOutput {
            throw UsageError(message: "the contact sheet and -o cannot both be written to standard output")
        }
        if let contactSheet, contactSheet != OutputPlan.standardOutput,
            !["", "png"].contains(OutputPlan.fileExtension(of: contactSheet))
        {
            throw UsageError(message: "\(contactSheet): a contact sheet is a PNG image; name it *.png")
        }
        if output?.destination == OutputPlan.standardOutput, case .rendered(let renderer)? = output?.kind {
            try OutputPlan.refuseBinaryOnTerminal(renderer.options.format)
        }
        if contactSheet == OutputPlan.standardOutput { try OutputPlan.refuseBinaryOnTerminal(.png) }
        if let framesFolder { try Self.prepareFolder(framesFolder) }
    }

    /// The finished drawing's output, from -o, --format and --animate.
    private static func output(
        for input: String, arguments: ParsedArguments, renderOptions: RenderOptions
    ) throws(UsageError) -> Output? {
        guard let path = arguments.value("--output") else {
            for name in ["--animate", "--format", "--svg-mode"]
            where arguments.has(name) || arguments.value(name) != nil {
                throw UsageError(message: "\(name) applies to the finished drawing; give -o OUT")
            }
            return nil
        }
        if !OutputPlan.namesFolder(path) { try OutputPlan.checkExtension(of: path, others: ["json"]) }
        if path.lowercased().hasSuffix(".json") {
            if arguments.has("--animate") || arguments.value("--format") != nil {
                throw UsageError(
                    message: "\(path) is a drawing (*.json); --animate and --format apply to PNG and SVG output")
            }
            return Output(
                kind: .drawing, destination: try destination(for: input, output: path, fileExtension: "drawing.json"))
        }
        let format = try Renderer.Format.chosen(by: arguments)
        guard arguments.has("--animate") else {
            let renderer = Renderer(options: try RenderArguments.options(from: arguments, format: format))
            return Output(
                kind: .rendered(renderer),
                destination: try destination(for: input, output: path, fileExtension: format.rawValue))
        }
        guard format == .svg else {
            throw UsageError(message: "--animate makes an SVG; name the output *.svg or give --format svg")
        }
        if arguments.value("--svg-mode") != nil {
            throw UsageError(message: "--svg-mode applies to a still SVG; an animated SVG draws centre lines")
        }
        // As with a still SVG, a background only when one is asked for.
        var framing = renderOptions.framing
        if arguments.value("--background") == nil { framing.background = nil }
        let options = SVGAnimationOptions(framing: framing)
        return Output(
            kind: .animated(options), destination: try destination(for: input, output: path, fileExtension: "svg"))
    }

    /// Where -o puts the output: the file, standard output, or a file named after the input in a
    /// folder (made when the output is written); never the input itself.
    private static func destination(for input: String, output: String, fileExtension: String) throws(UsageError)
        -> String
    {
        try OutputLayout(
            for: [BatchInput(path: input)], output: output, fileExtension: fileExtension, holdsManyDrawings: false
        ).destinations[0]
    }

    /// Makes the frames' folder if it is missing, as every command makes its output folders.
    /// - Throws: `UsageError` when the path is a file, `FileError` when the folder cannot be made.
    private static func prepareFolder(_ path: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw UsageError(message: "--frames names a folder, and \(path) is a file")
            }
            return
        }
        _ = try OutputPlan.makeFolders([path])
    }

    /// Writes the finished drawing where -o says, inked as the command line says.
    /// - Throws: `ScribbleError` when the picture cannot be made, `FileError` when it cannot be
    ///   written.
    func writeFinal(_ drawing: Drawing) throws {
        guard let output else { return }
        let inked = ink.apply(to: drawing)
        let bytes: [UInt8]
        switch output.kind {
        case .rendered(let renderer): bytes = try renderer.encode(inked)
        case .drawing: bytes = inked.jsonEncoded()
        case .animated(let options): bytes = try SVGAnimationWriter(options: options).encode(inked)
        }
        if output.destination != OutputPlan.standardOutput {
            _ = try OutputPlan.makeFolders([AtomicFile.split(output.destination).folder])
        }
        try OutputPlan.write(bytes, to: output.destination)
    }
}
