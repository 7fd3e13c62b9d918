import Foundation
import ScribbleCairo
import ScribbleFiles
import ScribbleFormats
import ScribbleKit

/// `scribble render` over any number of drawings: files, the files of folders, the drawings of
/// libraries and of Quick, Draw! files of any size.
///
/// One reader (the calling thread) reads the inputs in order and feeds their drawings to a fixed
/// number of workers through a bounded queue (``WorkerPool``); each worker renders a drawing and
/// writes its file atomically. So memory stays flat however many drawings a batch has, every core
/// is busy, and the files are the same, byte for byte, whatever the number of workers. A bad
/// input or record is reported with its place and skipped; the others still get their outputs,
/// and the batch ends with a summary of what failed.
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
    }

    /// The inputs, folders expanded.
    var inputs: [BatchInput]
    /// One destination per input; a file of several drawings names its outputs after it.
    var destinations: [String]
    /// The outputs' file ending, without the dot.
    var fileExtension: String
    /// The policy recordings are recorded under.
    var policy: InputPolicy
    /// How the inputs are read: the format `--from` gives, and the limits.
    var reading: ReadSettings
    /// The inputs' format, when `--from` gives it.
    var format: InterchangeFormat? { reading.format }
    /// The command line, for the ink options.
    var arguments: ParsedArguments
    /// What turns a drawing into its file's bytes.
    var encoder: DrawingEncoder
    /// How many drawings render at once.
    var jobs: Int

    /// Plans and runs a batch for a command line: expands folders, lays out the outputs (all
    /// before any input is read, so a usage mistake costs nothing) and renders.
    /// - Parameters:
    ///   - paths: The INPUT arguments.
    ///   - arguments: The whole command line.
    ///   - format: The outputs' format.
    ///   - encoder: What turns a drawing into its file's bytes.
    ///   - policy: The policy recordings are recorded under.
    /// - Returns: `.success`, or `.badInput` when anything failed.
    /// - Throws: `UsageError` for a wrong call; `InputFailure` when a folder cannot be listed or
    ///   no input is left to read.
    static func run(
        _ paths: [String], arguments: ParsedArguments, format: RenderFormat, encoder: DrawingEncoder, policy: InputPolicy
    ) throws -> ExitStatus {
        let reading = try ReadSettings(arguments)
        let sourceFormat = reading.format
        let jobs = try BatchArguments.jobs(arguments)
        let inputs = try BatchInput.expand(paths, recursive: arguments.has("--recursive"))
        // Only a single input's -o can be a file or a folder; its first bytes tell which is meant.
        let holdsMany = inputs.count == 1 && (sourceFormat ?? InputLoader.peekFormat(inputs[0].path))?.holdsManyDrawings == true
        let destinations = try OutputPlan.destinations(
            for: inputs, output: arguments.value("--output"), fileExtension: format.rawValue, holdsManyDrawings: holdsMany)
        let batch = RenderBatch(
            inputs: inputs, destinations: destinations, fileExtension: format.rawValue, policy: policy, reading: reading,
            arguments: arguments, encoder: encoder, jobs: jobs)
        return batch.run()
    }

    /// Renders every drawing of every input.
    /// - Returns: `.success`, or `.badInput` when anything failed.
    func run() -> ExitStatus {
        let shows = isLong && BatchProgress.standardErrorIsTerminal
        var feed = Feed(report: BatchReport(), progress: BatchProgress(expected: shows ? expectedCount() : nil, isShown: shows))
        let (encoder, report, progress) = (self.encoder, feed.report, feed.progress)
        AllocatorTuning.keepFreedMemoryForReuse()
        let workers = WorkerPool<Job>(workers: jobs, capacity: 2 * jobs) { job in
            Self.render(job, with: encoder, report: report, progress: progress)
        }
        for (index, input) in inputs.enumerated() {
            read(input, destination: destinations[index], into: workers, feed: &feed)
        }
        workers.finish()
        for folder in feed.folders.sorted() { AtomicFile.syncFolder(folder) }
        progress.finish()
        let unit = feed.anyNamed || inputs.contains(where: \.isFromFolder) ? "drawings" : "inputs"
        if feed.drawingsSeen > 1 {
            for line in report.summary(verb: "rendered", unit: unit) { Console.note(line) }
        }
        return report.counts.failed == 0 ? .success : .badInput
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

        /// Reports a failure found while reading, in its place.
        mutating func fail(_ message: String) {
            report.recordFailure(sequence: sequence, message: message)
            progress.printing { Console.error(message) }
            progress.complete(failed: true)
            sequence += 1
        }
    }

    /// Reads one input and hands each of its drawings to the workers.
    private func read(_ input: BatchInput, destination base: String, into workers: WorkerPool<Job>, feed: inout Feed) {
        let progress = feed.progress
        let drawings: InputDrawings
        do {
            drawings = try InputDrawings(opening: input.path, policy: policy, reading: reading)
        } catch {
            feed.fail(String(describing: error))
            feed.drawingsSeen += 1
            return
        }
        if drawings.isStreamed, input.path == "-" { progress.forgetTotal() }
        if let warnings = drawings.document?.warnings, !warnings.isEmpty {
            progress.printing { for warning in warnings { Console.warning(warning) } }
        }
        feed.anyNamed = feed.anyNamed || drawings.namesItems
        var count = 0
        while let next = drawings.next() {
            count += 1
            do {
                let item = try next.get()
                if !item.input.warnings.isEmpty || item.input.recorder?.anomalies.isEmpty == false {
                    progress.printing { Diagnostics.reportAnomalies(of: item.input) }
                }
                guard let destination = destination(for: item, of: drawings, base: base) else {
                    throw InputFailure(description: "\(item.input.displayName): holds several drawings, which cannot all go to standard output; give -o a folder")
                }
                let drawing = try InkArguments.apply(arguments, to: item.input.drawing)
                workers.submit(Job(sequence: feed.sequence, drawing: drawing, destination: destination, label: label(item)))
                if destination != OutputPlan.standardOutput { feed.folders.insert(AtomicFile.split(destination).folder) }
                feed.sequence += 1
            } catch {
                feed.fail(String(describing: error))
            }
        }
        feed.drawingsSeen += count
        if !drawings.isStreamed { progress.expect(count - 1) }
        if count == 0 {
            progress.printing { Console.warning("\(input.path == "-" ? "<stdin>" : input.path): holds no drawings") }
        }
    }

    /// Renders one drawing and writes its file whole (see ``AtomicFile``); runs on a worker's thread.
    private static func render(_ job: Job, with encoder: DrawingEncoder, report: BatchReport, progress: BatchProgress) {
        do {
            let bytes: [UInt8]
            do {
                bytes = try encoder.encode(job.drawing)
            } catch let error as CairoError {
                throw InputFailure(description: "\(job.label): \(error)")
            }
            try OutputPlan.write(bytes, to: job.destination, syncingFolder: false)
            report.recordSuccess()
            progress.complete(failed: false)
        } catch {
            fail(sequence: job.sequence, message: String(describing: error), report: report, progress: progress)
        }
    }

    /// Reports a drawing that failed on a worker's thread.
    private static func fail(sequence: Int, message: String, report: BatchReport, progress: BatchProgress) {
        report.recordFailure(sequence: sequence, message: message)
        progress.printing { Console.error(message) }
        progress.complete(failed: true)
    }

    /// Where a drawing goes: its input's destination, with its name added when its file holds
    /// several; `nil` when the destination is standard output and the file holds more than one.
    private func destination(for item: InputDrawings.Item, of drawings: InputDrawings, base: String) -> String? {
        guard base != OutputPlan.standardOutput else {
            return drawings.document?.inputs.count == 1 ? base : nil
        }
        return OutputPlan.destination(base, forItem: item.name, fileExtension: fileExtension)
    }

    /// What messages call a drawing: its file, and its line or name when the file has several.
    private func label(_ item: InputDrawings.Item) -> String {
        if item.input.line != nil { return item.input.displayName }
        if let name = item.input.itemName { return "\(item.input.displayName) (\(name))" }
        return item.input.displayName
    }

    /// Whether the batch may take long enough for a progress bar: more than one input, or a file
    /// of many drawings.
    private var isLong: Bool {
        inputs.count > 1 || (format ?? inputs.first.flatMap { InputLoader.peekFormat($0.path) })?.holdsManyDrawings == true
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
