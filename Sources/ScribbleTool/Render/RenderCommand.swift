import Foundation
import Scribble

extension Command {
    /// `scribble render`: drawings and recordings to PNG, SVG or PDF.
    static let render = Command(
        name: "render",
        summary: "Render recordings and drawings to PNG, SVG or PDF.",
        usage:
            "INPUT… [-o OUT] [--format png|svg|pdf] [--svg-mode outlines|centerlines] [--scale N] [--size WxH] [--background COLOR|none] [--page-background] [--fit canvas|bounds] [--padding N] [--policy pen|finger|any|auto] [--item N|NAME|KEY_ID] [--from FORMAT] [--jobs N] [--recursive] [--verbose] [--snap-shapes] [--smoothing PRESET] [--tool TOOL] [--color COLOR] [--width N | --pixel-width N]",
        discussion: """
            Each INPUT is a file in any format Scribble reads: event recordings (*.events.json),
            drawings (*.drawing.json), SVG, InkML, Excalidraw scenes and libraries, tldraw files,
            Xournal++ notebooks and Quick, Draw! records (NDJSON or a JSON array), told by their contents, then their names,
            or by --from. `-` reads standard input. A folder stands for the files in it that
            Scribble reads, sorted (with --recursive, its subfolders' too). A recording is recorded
            under --policy; an Excalidraw drawing is inked as Excalidraw draws it, unless
            --smoothing says otherwise.

            With one input, -o names the PNG (`-` writes standard output; a folder, or any name
            ending in `/`, puts it inside); without -o the PNG goes beside the input, and standard
            input's to standard output, unless that is a terminal. A file name must end in .png,
            .svg or .pdf. With several inputs or a folder, -o names a folder (made if missing, and
            taken away again if nothing was written in it) and each PNG is named after its input's
            stem (`stdin` for standard input); inputs that share a stem add their kind
            (signature.events.png, signature.svg.png). A file that holds several drawings (a
            library's items, a tldraw file's or a notebook's pages, Quick, Draw! records) gives one
            PNG per drawing, named <stem>-<name>.png after the item's name, or the record's line
            (NDJSON) or place (array, or notebook page), zero-padded so that they sort; --item picks
            one of them, by that number or by its name. Quick, Draw! files are read a record at a time, so a file of
            any size renders in flat memory; a record that cannot be read is reported with its line
            and skipped.

            With -o NAME.tar, every drawing goes into one shard archive (ustar, as WebDataset reads
            it): KEY.png beside KEY.json (its record's word, countrycode, recognized, timestamp,
            source file and line), KEY being the record's key_id, else the name its PNG would have
            in a folder, in reading order, and last a __summary__ member that counts the drawings
            and lists the records that failed. The archive is written whole and renamed into
            place, and the same inputs always give the same bytes, whatever --jobs is.

            Drawings render in parallel, --jobs at once (default one per core), with a progress bar
            when standard error is a terminal; the files are the same whatever --jobs is. A bad
            input is reported and the others still render; the batch ends with a summary of what
            failed, and the exit status is then 1. Files are written whole or not at all: a failed
            render never leaves a partial file or clobbers a good one.

            --size WxH fits each drawing into an image of exactly W×H pixels, as machine-learning
            data sets want: its ink (or with --fit canvas its canvas) is scaled to fill the image
            less a margin (--padding, in pixels; default 1/32 of the smaller side) and centred,
            aspect kept, ink widths scaled with it.

            A PDF (-o x.pdf or --format pdf) keeps the ink as vector paths, a page per drawing: with
            several inputs and -o naming one *.pdf file, they become the pages of that one document.

            The output is a PNG, or an SVG when -o names a *.svg file or --format says svg: each
            stroke's ink as a filled outline (--svg-mode outlines), or its centre line stroked at
            the ink's width (--svg-mode centerlines). --scale sets the SVG's width and height, --fit
            and --padding apply to it as to a PNG, and it has a background only when --background
            gives one.

            A Xournal++ notebook (*.xopp, *.xoj) gives a picture per page, its ink drawn as
            Xournal++ draws it (straight segments, a width per point, the highlighter see-through),
            on --background; --page-background draws each page on its own paper instead: its
            colour and its ruling (ruled, lined, graph or dotted), as Xournal++ draws them.

            Ink: each stroke is steadied, fitted with a smooth curve, widened by pressure (the
            device's, or simulated from speed) and tapered, as the drawing's own ink options say,
            else the defaults. --smoothing picks a preset and the per-option flags change it;
            --tool draws every stroke with one tool. --pixel-width N draws every stroke N output
            pixels wide whatever the drawing's scale, so that after --size drawings of any size
            come out equally thick; pressure and tapers still shape it.

            --snap-shapes draws each stroke that is drawn to be a shape (a line, a polyline, a
            triangle, a rectangle, an ellipse or an arrow, as scribble info --shapes lists them) as
            its clean shape: straight sides, exact corners, a true ellipse, in the stroke's own ink.
            """,
        options: [
            OptionSpec(
                name: "--output", alias: "-o", value: "OUT",
                help: "The PNG, SVG or PDF file, `-`, a folder for several drawings, or a .tar shard archive of them."),
            Renderer.Format.option,
            RenderArguments.svgModeOption,
            OptionSpec(name: "--scale", value: "N", help: "Pixels per canvas unit, from 0.01 to 100 (default 1)."),
            OptionSpec(
                name: "--background", value: "COLOR",
                help:
                    "#rrggbb[aa], a CSS colour name, rgb(), hsl(), or none for transparent (default white; none for SVG)."
            ),
            OptionSpec(
                name: "--page-background",
                help:
                    "Draw each notebook page on its own paper, its colour and ruling (Xournal++), instead of --background."
            ),
            OptionSpec(
                name: "--fit", value: "canvas|bounds", choices: Framing.Fit.allCases.map(\.rawValue),
                help: "The whole canvas, or only the ink with padding (default canvas)."),
            OptionSpec(
                name: "--padding", value: "N", help: "Canvas units around the ink with --fit bounds (default 16)."),
            ReadSettings.policyOption,
            ReadSettings.itemOption,
            OptionSpec(name: "--max-megapixels", value: "N", help: "Refuse images larger than this (default 100)."),
            OptionSpec(
                name: "--png-compression", value: "fast|small", choices: PNGCompression.allCases.map(\.rawValue),
                help: "Fast writing (default) or smaller files (Cairo's writer)."),
            ShapeSnapping.option,
        ] + ReadSettings.options + BatchArguments.options + InkArguments.options + [InkArguments.pixelWidthOption],
        run: RenderCommand.run)
}

/// What `scribble render` does.
enum RenderCommand {
    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let inputs = arguments.positionals
        guard !inputs.isEmpty else { throw UsageError(message: "render needs at least one INPUT") }
        guard inputs.filter({ $0 == "-" }).count <= 1 else {
            throw UsageError(message: "standard input (-) can be read only once")
        }
        let reading = try ReadSettings(arguments, offeringItem: true)
        let ink = try InkArguments.parse(arguments)
        let snapping = ShapeSnapping.recognizer(arguments)
        if let output = arguments.value("--output"), !OutputPlan.namesFolder(output) {
            try OutputPlan.checkExtension(of: output, others: ["tar"])
        }
        let format = try Renderer.Format.chosen(by: arguments)
        let renderer = Renderer(options: try RenderArguments.options(from: arguments, format: format))
        let expanded = try BatchInput.expand(inputs, recursive: arguments.has("--recursive"))
        let several = expanded.count > 1 || expanded.contains(where: \.isFromFolder)
        if format == .pdf, several, let output = arguments.value("--output"),
            output == OutputPlan.standardOutput || Renderer.Format(fileName: output) == .pdf
        {
            if reading.item != nil { throw UsageError(message: "--item picks one drawing of one file; give one INPUT") }
            if output == OutputPlan.standardOutput { try OutputPlan.refuseBinaryOnTerminal(.pdf) }
            return try renderPages(
                expanded.map(\.path), reading: reading, ink: ink, snapping: snapping, renderer: renderer, to: output,
                verbose: arguments.has("--verbose"))
        }
        return try RenderBatch.run(
            expanded, reading: reading, ink: ink, snapping: snapping, arguments: arguments, format: format,
            renderer: renderer)
    }

    /// Several inputs into one PDF, a page each, in order; a bad input is reported and left out,
    /// and the summary ends it as it ends any batch.
    private static func renderPages(
        _ inputs: [String], reading: ReadSettings, ink: InkChoice, snapping: ShapeRecognizer?, renderer: Renderer,
        to output: String,
        verbose: Bool
    ) throws -> ExitStatus {
        let started = DispatchTime.now().uptimeNanoseconds
        let report = BatchReport()
        var pages: [Drawing] = []
        for input in inputs {
            do {
                let loaded = try reading.readOne(input)
                Diagnostics.reportAnomalies(of: loaded)
                pages.append(ink.apply(to: ShapeSnapping.apply(snapping, to: loaded.drawing)))
                report.recordSuccess()
            } catch {
                Console.error(String(describing: error))
                report.recordFailure()
            }
        }
        guard !pages.isEmpty else { return .badInput }
        try OutputPlan.write(try renderer.encodePDF(pages: pages), to: output)
        if report.showsSummary(verbose: verbose) {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            Console.note(report.summary(verb: "rendered", unit: "inputs", destination: output, seconds: seconds))
        }
        return report.counts.failed == 0 ? .success : .badInput
    }
}
