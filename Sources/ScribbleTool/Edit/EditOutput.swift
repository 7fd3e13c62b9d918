import Scribble

/// Where `scribble edit` writes the edited drawing, and how: a picture as `render` makes it
/// (`*.png`, `*.svg`, `*.pdf`), or a file as `convert` writes it (`*.drawing.json`,
/// `*.events.json`, `*.inkml`, `*.excalidraw`), told by the output's name or by `--to`. Decided
/// before the input is read, and written whole or not at all.
struct EditOutput {
    /// What the output is.
    enum Kind {
        /// A picture, by the renderer `render` would use for the same options.
        case picture(Renderer)
        /// A file of one of the formats convert writes (never SVG, which is a picture here).
        case file(ConvertCommand.Target, compact: Bool)
    }

    var kind: Kind
    /// A file path, or `-` for standard output.
    var destination: String

    /// The options that only a picture takes. `--scale` is not among them: in edit it scales the
    /// selection, so a picture is drawn at one pixel per canvas unit, or to `--size`.
    static let pictureOptions = [
        "--background", "--page-background", "--fit", "--padding", "--size", "--pixel-width", "--svg-mode",
        "--max-megapixels", "--png-compression",
    ]

    /// The formats `--to` names.
    static var formats: [String] {
        Renderer.Format.allCases.map(\.rawValue) + InterchangeFormat.allCases.filter(\.canWrite).map(\.rawValue)
    }

    /// The formats `--to` names, for messages.
    static var formatNames: String { formats.joined(separator: ", ") }

    /// The output a command line asks for.
    /// - Throws: `UsageError` when there is no `-o`, when its kind cannot be told or contradicts
    ///   `--to`, when it names a folder, or when an option does not suit the kind.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let output = arguments.value("--output") else {
            throw UsageError(
                message:
                    "edit needs -o OUTPUT: a picture (*.png, *.svg, *.pdf) or a file (*.drawing.json, *.events.json, *.inkml, *.excalidraw, *.xopp)"
            )
        }
        if output != OutputPlan.standardOutput, OutputPlan.namesFolder(output) {
            throw UsageError(message: "edit writes one file, and \(output) is a folder; give -o a file name")
        }
        destination = output
        let told = output == OutputPlan.standardOutput ? nil : try Self.kind(forName: output)
        let chosen: Picked
        if let name = arguments.value("--to") {
            chosen = try Self.kind(forFormatName: name)
            if let told, told != chosen {
                throw UsageError(
                    message:
                        "--to \(name) contradicts the output's name \(output); name it for that format or leave --to out"
                )
            }
        } else if let told {
            chosen = told
        } else if output == OutputPlan.standardOutput {
            throw UsageError(
                message:
                    "standard output has no name to tell the output's format by; give --to FORMAT (\(Self.formatNames))"
            )
        } else {
            throw UsageError(
                message:
                    "cannot tell the output's kind from \"\(output)\"; name it *.png, *.svg, *.pdf, *.drawing.json, *.events.json, *.inkml, *.excalidraw or *.xopp, or give --to FORMAT (\(Self.formatNames))"
            )
        }
        switch chosen {
        case .picture(let format):
            if arguments.has("--compact") {
                throw UsageError(
                    message:
                        "--compact applies to a drawing's points; the output is a \(format.rawValue.uppercased()) picture"
                )
            }
            // edit's --scale scales the selection, not the picture.
            var pictureArguments = arguments
            pictureArguments.values["--scale"] = nil
            let renderer = Renderer(options: try RenderArguments.options(from: pictureArguments, format: format))
            if output == OutputPlan.standardOutput { try OutputPlan.refuseBinaryOnTerminal(format) }
            kind = .picture(renderer)
        case .file(let target):
            if let option = Self.pictureOptions.first(where: { arguments.value($0) != nil }) {
                throw UsageError(
                    message:
                        "\(option) applies to a picture (*.png, *.svg, *.pdf), and the output, \(output == OutputPlan.standardOutput ? "standard output" : output), is not one"
                )
            }
            if arguments.has("--compact"), target != .interchange(.scribbleDrawing) {
                throw UsageError(message: "--compact applies to a drawing (*.drawing.json)")
            }
            kind = .file(target, compact: arguments.has("--compact"))
        }
    }

    /// A kind of output, before its options are read.
    private enum Picked: Equatable {
        case picture(Renderer.Format)
        case file(ConvertCommand.Target)
    }

    /// The kind of output a file name tells, or `nil` when it tells none.
    /// - Throws: `UsageError` for the name of a format Scribble reads but does not write.
    private static func kind(forName name: String) throws(UsageError) -> Picked? {
        if let format = Renderer.Format(fileName: name) { return .picture(format) }
        if let format = InterchangeFormat.forFileName(name.lowercased()), !format.canWrite {
            throw UsageError(
                message: "Scribble reads \(format.rawValue) but does not write it; edit writes \(formatNames)")
        }
        return (try? ConvertCommand.target(forName: name)).map(Picked.file)
    }

    /// The kind of output `--to` names.
    private static func kind(forFormatName name: String) throws(UsageError) -> Picked {
        if let format = Renderer.Format(rawValue: name.lowercased()) { return .picture(format) }
        do {
            return .file(try ConvertCommand.target(forFormatName: name))
        } catch {
            throw UsageError(message: "--to must be one of \(formatNames), got \"\(name)\"")
        }
    }

    /// Writes the edited drawing whole: atomically to its file, or to standard output.
    /// - Parameter label: What messages call the drawing: its input's name.
    /// - Throws: `InputFailure` when the picture or file cannot be made of it, `FileError` when it
    ///   cannot be written.
    /// - Parameter strict: Whether a file that would lose what its format cannot carry is refused
    ///   (`--strict`) rather than written with a warning.
    func write(_ drawing: Drawing, label: String, strict: Bool) throws {
        let bytes: [UInt8]
        var losses = FormatLosses()
        do {
            switch kind {
            case .picture(let renderer): bytes = try renderer.encode(drawing)
            case .file(let target, let compact):
                bytes = try ConvertCommand.encode(drawing, as: target, mode: nil, compact: compact, losses: &losses)
            }
        } catch {
            throw InputFailure(description: "\(label): \(ErrorExplanation.message(error))")
        }
        try LossReport.check(losses, writing: destination, strict: strict)
        try OutputPlan.write(bytes, to: destination)
    }
}
