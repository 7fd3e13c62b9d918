import Foundation
import Scribble

/// `scribble render` over any number of drawings: files, the files of folders, the drawings of
/// libraries and of Quick, Draw! files of any size.
///
/// One reader (the calling thread) reads the inputs in order and feeds their drawings to a fixed
/// number of workers through a bounded queue (``WorkerPool``); each worker renders a drawing and
/// writes its file atomically. So memory stays flat however many drawings a batch has, every core
/// is busy, and the files are the same, byte for byte, whatever the number of workers. A bad
/// input or record is reported with its place and skipped; the others still get their outputs,
/// and the batch ends with a summary of what failed.
///
/// With `-o NAME.tar` the drawings go into one shard archive instead (see ``ShardArchive``): the
/// same PNGs, named by their keys, each beside the JSON of its record.
struct RenderBatch {
    /// A drawing on its way to a worker.
    struct Job: Sendable {
        /// Its place in the batch, in reading order.
        var sequence: Int
        /// The drawing, with the command line's ink applied.
        var drawing: Drawing
        /// The file to write, or `-`.
        var destination: String
        /// What messages call it: `cats.ndjson:17`.
        var label: String
        /// The line of its record, when it has one.
        var line: Int?
        /// The input it was read from, as it was given.
        var inputPath: String
        /// For a shard archive, its sample's key and metadata.
        var sample: (key: String, metadata: [UInt8])?
    }

    /// The inputs, folders expanded.
    var inputs: [BatchInput]
    /// Where the outputs go: one destination per input; a file of several drawings names its
    /// outputs after it.
    var layout: OutputLayout
    /// The output folders this run made, taken away at its end if nothing was written in them.
    var madeFolders: [String]
    /// The outputs' file ending, without the dot.
    var fileExtension: String
    /// How the inputs are read: the format `--from` gives, and the limits.
    var reading: ReadSettings
    /// The inputs' format, when `--from` gives it.
    var format: InterchangeFormat? { reading.format }
    /// The ink the command line asks for.
    var ink: InkChoice
    /// What snaps strokes drawn as shapes to their clean shapes, with `--snap-shapes`; each
    /// drawing is snapped by the worker that renders it.
    var snapping: ShapeRecognizer?
    /// What turns a drawing into its file's bytes.
    var renderer: Renderer
    /// How many drawings render at once.
    var jobs: Int
    /// The shard archive the drawings go into, when -o names a `.tar`.
    var archive: ShardArchive?
    /// Where -o sends the outputs, as the summary names it.
    var output: String?
    /// Whether the summary ends the batch in a pipe too (`--verbose`).
    var verbose = false

    /// Plans and runs a batch for a command line: lays out the outputs (before any input is read,
    /// so a usage mistake costs nothing), makes their folders and renders.
    /// - Parameters:
    ///   - inputs: The inputs, folders expanded.
    ///   - reading: How the inputs are read.
    ///   - ink: The ink the command line asks for.
    ///   - snapping: What snaps shapes, with `--snap-shapes`.
    ///   - arguments: The whole command line.
    ///   - format: The outputs' format.
    ///   - renderer: What turns a drawing into its file's bytes.
    /// - Returns: `.success`, or `.badInput` when anything failed.
    /// - Throws: `UsageError` for a wrong call, found before anything is written.
    static func run(
        _ inputs: [BatchInput], reading: ReadSettings, ink: InkChoice, snapping: ShapeRecognizer?,
        arguments: ParsedArguments,
        format: Renderer.Format, renderer: Renderer
    ) throws -> ExitStatus {
        let sourceFormat = reading.format
        let jobs = try BatchArguments.jobs(arguments)
        if reading.item != nil, inputs.count != 1 || inputs[0].isFromFolder {
            throw UsageError(message: "--item picks one drawing of one file; give one INPUT")
        }
        if let output = arguments.value("--output"), OutputPlan.namesArchive(output) {
            return try runIntoArchive(
                inputs, reading: reading, ink: ink, snapping: snapping, output: output, jobs: jobs, format: format,
                renderer: renderer,
                verbose: arguments.has("--verbose"))
        }
        // Only a single input's -o can be a file or a folder; its first bytes tell which is meant.
        let holdsMany =
            reading.item == nil && inputs.count == 1
            && (sourceFormat ?? InputFile.peekFormat(inputs[0].path))?.holdsManyDrawings == true
        let layout = try OutputLayout(
            for: inputs, output: arguments.value("--output"), fileExtension: format.rawValue,
            holdsManyDrawings: holdsMany)
        if layout.destinations.contains(OutputPlan.standardOutput) { try OutputPlan.refuseBinaryOnTerminal(format) }
        let made = try OutputPlan.makeFolders(layout.foldersToMake)
        var batch = RenderBatch(
            inputs: inputs, layout: layout, madeFolders: made, fileExtension: format.rawValue, reading: reading,
            ink: ink, snapping: snapping, renderer: renderer, jobs: jobs)
        batch.output = arguments.value("--output")
        batch.verbose = arguments.has("--verbose")
        return try batch.run()
    }

    /// Plans and runs a batch into one shard archive: the outputs are laid out as in a folder
    /// named like the archive, which is never made, so that each drawing's key is the name its
    /// PNG would have there.
    private static func runIntoArchive(
        _ inputs: [BatchInput], reading: ReadSettings, ink: InkChoice, snapping: ShapeRecognizer?, output: String,
        jobs: Int,
        format: Renderer.Format, renderer: Renderer, verbose: Bool
    ) throws -> ExitStatus {
        guard format == .png else {
            throw UsageError(
                message:
                    "a shard archive (\(output)) holds PNGs; leave --format \(format.rawValue) out or give -o a folder")
        }
        let layout = try OutputLayout(
            for: inputs, output: output + "/", fileExtension: format.rawValue, holdsManyDrawings: true)
        let folder = AtomicFile.split(output).folder
        let made = try OutputPlan.makeFolders([folder])
        let archive: ShardArchive
        do {
            archive = try ShardArchive(path: output)
        } catch {
            OutputPlan.removeEmptyFolders(made)
            throw InputFailure(description: String(describing: error))
        }
        var batch = RenderBatch(
            inputs: inputs, layout: layout, madeFolders: made, fileExtension: format.rawValue, reading: reading,
            ink: ink, snapping: snapping, renderer: renderer, jobs: jobs)
        batch.archive = archive
        batch.output = output
        batch.verbose = verbose
        return try batch.run()
    }

    /// Renders every drawing of every input.
    /// - Returns: `.success`, or `.badInput` when anything failed.
    /// - Throws: `UsageError` when standard input turns out to hold several drawings for standard
    ///   output; nothing has been written then.
    func run() throws -> ExitStatus {
        let started = DispatchTime.now().uptimeNanoseconds
        let shows = isLong && BatchProgress.standardErrorIsTerminal
        var feed = Feed(
            report: BatchReport(), progress: BatchProgress(expected: shows ? expectedCount() : nil, isShown: shows))
        feed.madeFolders = madeFolders
        feed.archive = archive
        let (renderer, snapping, report, progress, archive) = (
            self.renderer, self.snapping, feed.report, feed.progress, self.archive
        )
        // A batch of many files flushes its file systems once at its end; a single file is
        // flushed on its own, which costs less than flushing a whole file system others write to.
        let flushesEachFile = !isLong
        AllocatorTuning.keepFreedMemoryForReuse()
        let workers = WorkerPool<Job>(workers: jobs, capacity: 2 * jobs) { job in
            Self.render(
                job, with: renderer, snapping: snapping, report: report, progress: progress, archive: archive,
                flushing: flushesEachFile)
        }
        do {
            for (index, input) in inputs.enumerated() {
                try read(input, planned: layout.destinations[index], into: workers, feed: &feed)
            }
        } catch {
            workers.finish()
            progress.finish()
            archive?.discard()
            OutputPlan.removeEmptyFolders(feed.madeFolders)
            throw error
        }
        workers.finish()
        // Each file of a long batch was renamed into place unflushed; one flush of each file
        // system makes the whole batch durable, instead of one per file.
        for folder in feed.folders.sorted() {
            if flushesEachFile { AtomicFile.syncFolder(folder) } else { AtomicFile.syncFileSystem(of: folder) }
        }
        var archiveFailed = false
        if let archive {
            // An archive is written when any input could be read, even one without drawings, so
            // that every shard read gives its archive; when none could, there is nothing to keep.
            if feed.inputsOpened > 0 {
                do {
                    try archive.finish(sources: inputs.map { ShardSample.sourceName($0.path) })
                } catch {
                    progress.printing { Console.error(String(describing: error)) }
                    archiveFailed = true
                }
            } else {
                archive.discard()
            }
        }
        OutputPlan.removeEmptyFolders(feed.madeFolders)
        if feed.repeatedKeys > Self.repeatedKeysListed {
            let more = feed.repeatedKeys - Self.repeatedKeysListed
            progress.printing {
                Console.warning(
                    "\(more) more keys were seen again and made unique the same way; each such sample's JSON names its \"duplicate_of\""
                )
            }
        }
        progress.finish()
        let unit = feed.anyNamed || inputs.contains(where: \.isFromFolder) ? "drawings" : "inputs"
        if feed.drawingsSeen > 1 || verbose, report.showsSummary(verbose: verbose) {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            Console.note(report.summary(verb: "rendered", unit: unit, destination: output, seconds: seconds))
        }
        return report.counts.failed == 0 && !archiveFailed ? .success : .badInput
    }

    /// What the reader keeps track of as it feeds the workers.
    private struct Feed {
        let report: BatchReport
        let progress: BatchProgress
        /// The place in the batch of the next drawing or failure.
        var sequence = 0
        /// How many drawings (or inputs that could not be read) there were.
        var drawingsSeen = 0
        /// Whether a file named its drawings apart.
        var anyNamed = false
        /// The folders outputs go to, flushed once when the batch ends.
        var folders: Set<String> = []
        /// The output folders made for the batch, taken away at its end if they are still empty.
        var madeFolders: [String] = []
        /// The shard archive, which lists failures too.
        var archive: ShardArchive?
        /// How many inputs could be opened.
        var inputsOpened = 0
        /// The shard archive's keys so far, each with what messages call the drawing that took
        /// it, so that a key seen again (inputs concatenated, a record twice) is made unique.
        var keys: [String: String] = [:]
        /// How many keys were seen again; the first few are warned about one by one.
        var repeatedKeys = 0

        /// Prints what the reader had to say about a drawing, above the progress bar.
        func reportWarnings(of drawing: ReadDrawing) {
            guard !drawing.warnings.isEmpty || !drawing.anomalies.isEmpty else { return }
            progress.printing { Diagnostics.reportAnomalies(of: drawing) }
        }

        /// Reports a failure found while reading, in its place.
        /// - Parameters:
        ///   - line: The line of the record that failed, when known.
        ///   - path: The input, whose path a shard archive's summary shortens to its name.
        mutating func fail(_ message: String, line: Int? = nil, path: String) {
            archive?.skip(sequence: sequence, line: line, message: ShardSample.portable(message, path: path))
            report.recordFailure()
            progress.printing { Console.error(message) }
            progress.complete(failed: true)
            sequence += 1
        }
    }

    /// Reads one input and hands each of its drawings (or with --item, the one chosen) to the
    /// workers.
    /// - Throws: `UsageError` when standard output is to take several drawings.
    private func read(_ input: BatchInput, planned: String, into workers: WorkerPool<Job>, feed: inout Feed) throws {
        let progress = feed.progress
        let drawings: DrawingReader
        do {
            drawings = try reading.open(input.path)
        } catch {
            feed.fail(String(describing: error), path: input.path)
            feed.drawingsSeen += 1
            return
        }
        feed.inputsOpened += 1
        let base = try destination(of: input, planned: planned, drawings: drawings, feed: &feed)
        if let choice = reading.item {
            submitChosen(choice, of: drawings, base: base, into: workers, feed: &feed)
            return
        }
        if drawings.isStreamed, input.path == "-" { progress.forgetTotal() }
        if let warnings = drawings.document?.warnings, !warnings.isEmpty {
            progress.printing { for warning in warnings { Console.warning(warning) } }
        }
        feed.anyNamed = feed.anyNamed || drawings.namesDrawings
        var count = 0
        while let next = ReadSettings.next(of: drawings) {
            count += 1
            do {
                let item = try next.get()
                feed.reportWarnings(of: item.drawing)
                guard let destination = destination(for: item, of: drawings, base: base) else {
                    throw InputFailure(
                        description:
                            "\(item.drawing.displayName): holds several drawings, which cannot all go to standard output; give -o a folder"
                    )
                }
                workers.submit(try job(for: item, sequence: feed.sequence, destination: destination, feed: &feed))
                if destination != OutputPlan.standardOutput, archive == nil {
                    feed.folders.insert(AtomicFile.split(destination).folder)
                }
                feed.sequence += 1
            } catch {
                feed.fail(
                    String(describing: error), line: Self.line(of: error) ?? (try? next.get())?.drawing.line,
                    path: input.path)
            }
        }
        feed.drawingsSeen += count
        if layout.outputIsNamed, count > 1, base != OutputPlan.standardOutput {
            let pattern = OutputLayout.destination(base, forItem: "NAME", fileExtension: fileExtension) ?? base
            progress.printing {
                Console.note(
                    "\(input.path == "-" ? "<stdin>" : input.path) holds \(count) drawings: written as \(pattern), each NAME the drawing's"
                )
            }
        }
        if !drawings.isStreamed { progress.expect(count - 1) }
        if count == 0 {
            progress.printing { Console.warning("\(input.path == "-" ? "<stdin>" : input.path): holds no drawings") }
        }
    }

    /// Where an input's drawings go, now that it is open: its destination, but for standard input
    /// of several drawings, which goes into the folder -o names as a file's would.
    /// - Throws: `UsageError` when the destination is standard output and the input holds several
    ///   drawings, or the folder cannot be made.
    private func destination(of input: BatchInput, planned: String, drawings: DrawingReader, feed: inout Feed) throws
        -> String
    {
        guard reading.item == nil else { return planned }
        if planned == OutputPlan.standardOutput, let count = drawings.document?.drawings.count, count > 1 {
            let name = input.path == BatchInput.standardInput ? "standard input" : input.path
            throw UsageError(
                message:
                    "\(name) holds \(count) drawings, which cannot all go to standard output; give -o a folder (-o DIR/) or pick one with --item N|NAME"
            )
        }
        guard input.path == BatchInput.standardInput, drawings.namesDrawings, let folder = layout.standardInputFolder
        else { return planned }
        feed.madeFolders += try OutputPlan.makeFolders([folder])
        return OutputPlan.joined(folder, "stdin." + fileExtension)
    }

    /// Hands the one drawing --item chooses to the workers, named as the file's outputs would
    /// name it unless -o names the file.
    private func submitChosen(
        _ choice: DrawingChoice, of drawings: DrawingReader, base: String, into workers: WorkerPool<Job>,
        feed: inout Feed
    ) {
        feed.drawingsSeen += 1
        do {
            let item: DrawingReader.Item
            do {
                item = try drawings.item(choosing: choice)
            } catch {
                throw ReadSettings.explained(error)
            }
            if let note = ReadSettings.namesakesNote(item, choice: choice, path: drawings.path) {
                feed.progress.printing { Console.note(note) }
            }
            feed.reportWarnings(of: item.drawing)
            let name = layout.outputIsNamed ? nil : item.name
            let destination = OutputLayout.destination(base, forItem: name, fileExtension: fileExtension) ?? base
            workers.submit(try job(for: item, sequence: feed.sequence, destination: destination, feed: &feed))
            if destination != OutputPlan.standardOutput, archive == nil {
                feed.folders.insert(AtomicFile.split(destination).folder)
            }
            feed.sequence += 1
        } catch {
            feed.fail(String(describing: error), line: Self.line(of: error), path: drawings.path)
        }
    }

    /// The job that renders `item`, the command line's ink applied; for a shard archive, with its
    /// sample's key, made unique (`KEY-2`) and warned about when an earlier drawing has it.
    /// - Throws: `InputFailure` when the drawing has no ink: its picture would be its background
    ///   alone, which is not written, but for a notebook's page drawn on its paper
    ///   (`--page-background`), which Xournal++ shows as it is.
    private func job(for item: DrawingReader.Item, sequence: Int, destination: String, feed: inout Feed) throws -> Job {
        let drawing = ink.apply(to: item.drawing.drawing)
        guard drawing.hasInk || (drawing.paper != nil && renderer.options.framing.drawsPaper) else {
            let what = drawing.strokes.isEmpty ? "no strokes" : "no stroke that leaves ink"
            let paper = drawing.paper == nil ? "" : " (--page-background draws its page's paper)"
            throw InputFailure(
                description:
                    "\(label(item)): has \(what), so there is nothing to draw; no picture is written for it\(paper)")
        }
        var job = Job(
            sequence: sequence, drawing: drawing, destination: destination, label: label(item), line: item.drawing.line,
            inputPath: item.drawing.path)
        if archive != nil {
            let wanted = ShardSample.key(for: item.drawing, fileName: AtomicFile.split(destination).name)
            let key = ShardSample.unique(wanted, among: feed.keys)
            feed.keys[key] = recordLabel(item)
            if key != wanted {
                feed.repeatedKeys += 1
                if feed.repeatedKeys <= Self.repeatedKeysListed {
                    let message =
                        "\(recordLabel(item)): key \(wanted) is taken by \(feed.keys[wanted] ?? "an earlier drawing"); its sample is \(key)"
                    feed.progress.printing { Console.warning(message) }
                }
            }
            job.sample = (
                key, ShardSample.metadata(of: item.drawing, key: key, duplicateOf: key == wanted ? nil : wanted)
            )
        }
        return job
    }

    /// Renders one drawing (its shapes snapped first, with `--snap-shapes`) and writes its file
    /// whole (see ``AtomicFile``); runs on a worker's thread.
    private static func render(
        _ job: Job, with renderer: Renderer, snapping: ShapeRecognizer?, report: BatchReport, progress: BatchProgress,
        archive: ShardArchive?, flushing: Bool
    ) {
        do {
            let bytes: [UInt8]
            do {
                bytes = try renderer.encode(ShapeSnapping.apply(snapping, to: job.drawing))
            } catch {
                throw InputFailure(description: "\(job.label): \(ErrorExplanation.message(error))")
            }
            if let archive, let sample = job.sample {
                archive.add(sequence: job.sequence, key: sample.key, png: bytes, metadata: sample.metadata)
            } else {
                try OutputPlan.write(bytes, to: job.destination, syncingFolder: false, flushing: flushing)
            }
            report.recordSuccess()
            progress.complete(failed: false)
        } catch {
            let message = String(describing: error)
            archive?.skip(
                sequence: job.sequence, line: job.line, message: ShardSample.portable(message, path: job.inputPath))
            fail(sequence: job.sequence, message: message, report: report, progress: progress)
        }
    }

    /// The line of the input an error is about, when it says.
    private static func line(of error: any Error) -> Int? {
        (error as? FormatError)?.line ?? (error as? ScribbleError)?.line
    }

    /// Reports a drawing that failed on a worker's thread.
    private static func fail(sequence: Int, message: String, report: BatchReport, progress: BatchProgress) {
        report.recordFailure()
        progress.printing { Console.error(message) }
        progress.complete(failed: true)
    }

    /// Where a drawing goes: its input's destination, with its name added when its file holds
    /// several; `nil` when the destination is standard output and the file holds more than one.
    /// A file of one drawing whose -o names the output gets that name, whatever its format.
    private func destination(for item: DrawingReader.Item, of drawings: DrawingReader, base: String) -> String? {
        let holdsOne = drawings.document?.drawings.count == 1 && drawings.document?.failedRecords.isEmpty == true
        if holdsOne, base == OutputPlan.standardOutput || layout.outputIsNamed { return base }
        return OutputLayout.destination(base, forItem: item.name, fileExtension: fileExtension)
    }

    /// What messages call a drawing: its file, and its line or name when the file has several.
    private func label(_ item: DrawingReader.Item) -> String {
        if item.drawing.line != nil { return item.drawing.displayName }
        if let name = item.drawing.itemName { return "\(item.drawing.displayName) (\(name))" }
        return item.drawing.displayName
    }

    /// How many keys seen again are warned about one by one: a whole shard concatenated twice
    /// repeats every key, and its warnings would bury the rest.
    static let repeatedKeysListed = 5

    /// What a message about a record's key calls it: its label, but a record of a Quick, Draw!
    /// JSON array by its place, since every record of one is on its first line.
    private func recordLabel(_ item: DrawingReader.Item) -> String {
        guard item.drawing.format == .quickDrawJSONArray, let place = item.name else { return label(item) }
        return "\(item.drawing.path == BatchInput.standardInput ? "<stdin>" : item.drawing.path), record \(place)"
    }

    /// Whether the batch may take long enough for a progress bar: more than one input, or a file
    /// of many drawings.
    private var isLong: Bool {
        inputs.count > 1
            || (format ?? inputs.first.flatMap { InputFile.peekFormat($0.path) })?.holdsManyDrawings == true
    }

    /// How many drawings the batch is expected to hold before any is read: one per input, the
    /// lines of a Quick, Draw! NDJSON file; `nil` when one is streamed from standard input.
    private func expectedCount() -> Int? {
        var total = 0
        for input in inputs {
            let told = format ?? InterchangeFormat.forFileName(input.path)
            if told == .quickDrawNDJSON {
                guard let lines = BatchProgress.countLines(input.path) else { return nil }
                total += lines
            } else {
                total += 1
            }
        }
        return total
    }
}
