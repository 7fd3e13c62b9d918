import Foundation
import ScribbleCairo
import ScribbleFormats
import ScribbleKit

extension Command {
    /// `scribble render`: drawings and recordings to PNG or SVG.
    static let render = Command(
        name: "render",
        summary: "Render recordings and drawings to PNG or SVG.",
        usage: "INPUT… [-o OUT] [--format png|svg|pdf] [--svg-mode outlines|centerlines] [--scale N] [--background COLOR|none] [--fit canvas|bounds] [--padding N] [--policy pen|finger|any|auto] [--smoothing PRESET] [--tool TOOL]",
        discussion: """
            Each INPUT is an event recording (*.events.json), a drawing (*.drawing.json) or an SVG
            file (each stroked subpath a stroke; filled shapes without a stroke are drawn as a thin
            outline in their fill colour); `-` reads
            standard input. With one input, -o names the PNG (`-` writes standard output; a folder
            puts it inside); without -o the PNG goes beside the input. With several inputs, -o names
            a folder (made if missing) and each PNG is named after its input. A bad input is reported
            and the others still render; the exit status is then 1. Files are written whole or not
            at all: a failed render never leaves a partial file or clobbers a good one.

            A PDF (-o x.pdf or --format pdf) keeps the ink as vector paths, a page per drawing: with
            several inputs and -o naming one *.pdf file, they become the pages of that one document.

            The output is a PNG, or an SVG when -o names a *.svg file or --format says svg: each
            stroke's ink as a filled outline (--svg-mode outlines), or its centre line stroked at
            the ink's width (--svg-mode centerlines). --scale sets the SVG's width and height, --fit
            and --padding apply to it as to a PNG, and it has a background only when --background
            gives one.

            Ink: each stroke is steadied, fitted with a smooth curve, widened by pressure (the
            device's, or simulated from speed) and tapered, as the drawing's own ink options say,
            else the defaults. --smoothing picks a preset and the per-option flags change it;
            --tool draws every stroke with one tool.
            """,
        options: [
            OptionSpec(name: "--output", alias: "-o", value: "OUT", help: "The PNG or SVG file, `-`, or a folder for several inputs."),
            RenderFormat.option,
            DrawingEncoder.svgModeOption,
            OptionSpec(name: "--scale", value: "N", help: "Pixels per canvas unit (default 1)."),
            OptionSpec(name: "--background", value: "COLOR", help: "#rrggbb[aa], a colour name, or none for transparent (default white; none for SVG)."),
            OptionSpec(name: "--fit", value: "canvas|bounds", help: "The whole canvas, or only the ink with padding (default canvas)."),
            OptionSpec(name: "--padding", value: "N", help: "Canvas units around the ink with --fit bounds (default 16)."),
            InputLoader.policyOption,
            OptionSpec(name: "--max-megapixels", value: "N", help: "Refuse images larger than this (default 100)."),
            OptionSpec(name: "--png-compression", value: "fast|small", help: "Fast writing (default) or smaller files (Cairo's writer)."),
        ] + InkArguments.options,
        run: RenderCommand.run)
}

/// What `scribble render` does.
enum RenderCommand {
    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let inputs = arguments.positionals
        guard !inputs.isEmpty else { throw UsageError(message: "render needs at least one INPUT") }
        guard inputs.filter({ $0 == "-" }).count <= 1 else { throw UsageError(message: "standard input (-) can be read only once") }
        let policy = try InputLoader.policy(from: arguments)
        try InkArguments.validate(arguments)
        let format = try RenderFormat.chosen(by: arguments)
        let encoder = try DrawingEncoder(format: format, options: try renderOptions(from: arguments), arguments: arguments)
        if case .pdf(let options) = encoder, inputs.count > 1, let output = arguments.value("--output"),
           output == OutputPlan.standardOutput || RenderFormat.format(ofName: output) == .pdf {
            return try renderPages(inputs, policy: policy, options: options, arguments: arguments, to: output)
        }
        let destinations = try OutputPlan.destinations(for: inputs, output: arguments.value("--output"), fileExtension: format.rawValue)

        var failures: [String] = []
        for (index, input) in inputs.enumerated() {
            if inputs.count > 1 { Progress.show(index, of: inputs.count, input) }
            do {
                let loaded = try InputLoader.load(input, policy: policy)
                Diagnostics.reportAnomalies(of: loaded)
                let drawing = try InkArguments.apply(arguments, to: loaded.drawing)
                try OutputPlan.write(try encoder.encode(drawing), to: destinations[index])
            } catch {
                Progress.clear()
                let message = String(describing: error)
                Console.error(message)
                failures.append(message)
            }
        }
        Progress.clear()
        if inputs.count > 1 && !failures.isEmpty {
            Console.note("rendered \(inputs.count - failures.count) of \(inputs.count) inputs; \(failures.count) failed")
        }
        return failures.isEmpty ? .success : .badInput
    }

    /// Several inputs into one PDF, a page each, in order; a bad input is reported and left out.
    private static func renderPages(
        _ inputs: [String], policy: InputPolicy, options: RenderOptions, arguments: ParsedArguments, to output: String
    ) throws -> ExitStatus {
        var pages: [Drawing] = []
        var failures = 0
        for input in inputs {
            do {
                let loaded = try InputLoader.load(input, policy: policy)
                Diagnostics.reportAnomalies(of: loaded)
                pages.append(try InkArguments.apply(arguments, to: loaded.drawing))
            } catch {
                Console.error(String(describing: error))
                failures += 1
            }
        }
        guard !pages.isEmpty else { return .badInput }
        try OutputPlan.write(try DrawingEncoder.pdf(options, pages: pages), to: output)
        if failures > 0 {
            Console.note("wrote \(pages.count) of \(inputs.count) inputs as pages of \(output); \(failures) failed")
        }
        return failures == 0 ? .success : .badInput
    }

    static func renderOptions(from arguments: ParsedArguments) throws(UsageError) -> RenderOptions {
        var options = RenderOptions.default
        if let scale = try arguments.number("--scale", in: 0.01...100) { options.scale = scale }
        if let padding = try arguments.number("--padding", in: 0...10_000) { options.padding = padding }
        if let megapixels = try arguments.number("--max-megapixels", in: 0.000001...10_000) {
            options.maximumPixels = Int(megapixels * 1_000_000)
        }
        if let fit = try arguments.choice("--fit", of: RenderOptions.Fit.self) { options.fit = fit }
        if let compression = try arguments.choice("--png-compression", of: PNGCompression.self) {
            options.pngCompression = compression
        }
        if let background = arguments.value("--background") {
            if background == "none" || background == "transparent" {
                options.background = nil
            } else if let color = Color(parsing: background) {
                options.background = color
            } else {
                throw UsageError(message: "--background expects #rrggbb, #rrggbbaa, a colour name or none, got \"\(background)\"")
            }
        }
        return options
    }
}
