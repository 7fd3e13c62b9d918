import Scribble

extension Command {
    /// `scribble edit`: select, change and erase strokes, and write the result.
    static let edit = Command(
        name: "edit",
        summary: "Select, move, scale, rotate, recolour, delete and erase strokes; write the result.",
        usage:
            "INPUT -o OUTPUT [--erase PATH [--eraser stroke|area] [--eraser-width N]] [--select-rect X,Y,W,H | --select-lasso PATH [--coverage F]] [--move DX,DY] [--rotate DEG] [--scale K] [--color COLOR] [--delete] [--copy DX,DY]…",
        discussion: """
            INPUT is any file Scribble reads (see scribble render --help), holding one drawing or
            with --item picking one; a recording is recorded under --policy first. The edits apply
            in the order given, and the result is written to OUTPUT as render would draw it (*.png,
            *.svg, *.pdf, with render's --background, --fit, --padding, --size, --svg-mode) or as
            convert would write it (*.drawing.json, *.events.json, *.inkml, *.excalidraw, *.xopp), told by
            the name or by --to. `-` reads standard input or, with --to, writes standard output.
            Coordinates, paths and widths are in the drawing's own units.

            --select-rect X,Y,W,H (top-left corner and size) or --select-lasso PATH (SVG path data,
            closed implicitly; several subpaths hold what SVG's non-zero fill holds) selects the
            strokes more than --coverage of whose centre line, by length, lies inside (default
            0.5, most of it; 0 takes every stroke with any of its line inside, and a dot counts
            whole). The changes after a selection apply to it until the next selection: --move
            DX,DY; --rotate DEG (clockwise) and --scale K (ink widths too), both about the centre
            of the box around the selected ink; --color COLOR; --delete; --copy DX,DY (copies
            added on top, moved by DX,DY, which become the selection).

            --erase PATH moves an eraser along the SVG path (each subpath; a lone M is a tap).
            --eraser stroke removes every stroke whose ink the eraser, --eraser-width wide
            (default 8), touches. --eraser area, the default, cuts strokes where it passes: each
            becomes the pieces outside the eraser, drawn exactly as those parts were, cut flat.
            Strokes a selection held that survive an eraser, and their pieces, stay selected.

            A value that will not do (a path, with the column where it went wrong, a rectangle, a
            number or a colour) is reported on one line with exit status 1, and nothing is
            written; a selection that finds no strokes is warned about. The output is written
            whole or not at all.
            """,
        options: [
            OptionSpec(
                name: "--output", alias: "-o", value: "OUTPUT",
                help:
                    "The file to write: *.png, *.svg, *.pdf, *.drawing.json, *.events.json, *.inkml, *.excalidraw, *.xopp, or `-` with --to."
            ),
            OptionSpec(
                name: "--to", value: "FORMAT", choices: EditOutput.formats,
                help: "The output's format when its name does not tell: \(EditOutput.formatNames)."),
            OptionSpec(
                name: "--select-rect", value: "X,Y,W,H",
                help: "Select the strokes inside a rectangle: top-left corner and size."),
            OptionSpec(
                name: "--select-lasso", value: "PATH",
                help: "Select the strokes inside SVG path data, closed implicitly."),
            OptionSpec(
                name: "--coverage", value: "F",
                help: "The share of a stroke's centre line a selection must exceed, 0 up to 1 (default 0.5; 0: any)."),
            OptionSpec(name: "--move", value: "DX,DY", help: "Move the selection by DX,DY."),
            OptionSpec(
                name: "--rotate", value: "DEG", help: "Turn the selection clockwise about its centre, in degrees."),
            OptionSpec(
                name: "--scale", value: "K",
                help: "Scale the selection about its centre, ink widths too (2 doubles it)."),
            OptionSpec(name: "--color", value: "COLOR", help: "Recolour the selection: \(ColorArgument.forms)."),
            OptionSpec(name: "--delete", help: "Delete the selection."),
            OptionSpec(
                name: "--copy", value: "DX,DY",
                help: "Add copies of the selection moved by DX,DY; they become the selection."),
            OptionSpec(name: "--erase", value: "PATH", help: "Move the eraser along SVG path data."),
            OptionSpec(
                name: "--eraser", value: "stroke|area", choices: EraserChoice.Kind.allCases.map(\.rawValue),
                help: "Remove touched strokes whole, or cut them where it passes (default area)."),
            OptionSpec(name: "--eraser-width", value: "N", help: "The eraser's width in canvas units (default 8)."),
            OptionSpec(name: "--compact", help: "Write a drawing's points as [x, y, t, pressure] arrays."),
        ] + Command.render.options.filter { EditCommand.renderOptionNames.contains($0.name) },
        run: EditCommand.run)
}

/// What `scribble edit` does: checks the whole command line, reads the drawing, applies the edits
/// in order and writes the result.
enum EditCommand {
    /// The options of `render` that edit takes too, as `render` takes them: the picture's framing
    /// and limits, and how the input is read. Not `--scale`, which in edit scales the selection.
    static let renderOptionNames: Set<String> = [
        "--background", "--page-background", "--fit", "--padding", "--size", "--svg-mode", "--max-megapixels",
        "--png-compression",
        "--pixel-width", "--policy", "--item", "--from", "--max-file-size", "--max-points", "--max-strokes",
        "--max-depth", "--strict",
    ]

    /// Runs `scribble edit`: the output, the reading and the edits are checked whole before the
    /// input is read, and the result is written only when every edit has been made.
    /// - Throws: `UsageError` for a wrong call; `InputFailure` or the library's error for bad input.
    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard arguments.positionals.count == 1, let input = arguments.positionals.first else {
            throw UsageError(message: "edit takes exactly one INPUT")
        }
        let output = try EditOutput(arguments)
        let reading = try ReadSettings(arguments, offeringItem: true)
        let script = try EditScript(arguments)
        let loaded = try reading.readOne(input)
        Diagnostics.reportAnomalies(of: loaded)
        let edited = try script.apply(to: loaded.drawing)
        try output.write(edited, label: loaded.displayName, strict: reading.refusesLosses)
        return .success
    }
}
