import Foundation
import Scribble

extension Command {
    /// `scribble replay`: play a recording or a drawing back in time, to frames, a contact sheet,
    /// an animated SVG or the finished picture.
    static let replay = Command(
        name: "replay",
        summary: "Replay a recording in time: frames, a contact sheet, an animated SVG, the final drawing.",
        usage:
            "INPUT [--policy pen|finger|any|auto] [--speed X] [--frames DIR] [--fps N] [--contact-sheet FILE] [-o OUT [--animate]]",
        discussion: """
            Plays INPUT (an event recording, a drawing, an SVG file or any other file `render`
            reads, told as `render` tells it; `-` reads standard input) back as it was drawn: each event when it came, through the input policy, strokes
            appearing as the pen moved and vanishing when they were cancelled. A drawing replays by
            its points' times (the readers give points without times a steady pen speed).

            By default it plays as fast as it can. --speed X waits in real time, X times faster than
            it was recorded (1 is the recording's own pace), showing progress on a terminal.

            --frames DIR writes the drawing in progress as numbered PNG frames, frame-00001.png
            onwards: frame n (from 1) shows the moment (n - 1) / N seconds after the first event,
            where N is --fps (default 30), and the last frame the finished drawing, so a recording
            d seconds long gives ceil(d x N) + 1 frames, and a video made of them at N frames a
            second plays at the recording's pace. Frames left in DIR by an earlier, longer replay
            are removed, so that DIR holds one sequence. --contact-sheet FILE writes one PNG of every
            few frames in a grid (12 to 24 of them, the first and the last always among them), each
            labelled with its moment in seconds. Frames are drawn as `render` draws the finished
            drawing, with the same options (--scale, --background, --fit, --smoothing, --tool...):
            the last frame is the picture `render` makes.

            -o OUT writes the finished drawing, as `render` would: a PNG, an SVG or a PDF, told by
            its name or --format; a drawing for *.json (*.drawing.json), with the ink options given. With
            --animate, OUT (*.svg) is instead an SVG that draws itself in a browser: each stroke's
            centre line revealed along its length at the pen's own pace, when it was drawn. Viewers
            that do not animate show the finished drawing.
            """,
        options: [
            OptionSpec(
                name: "--output", alias: "-o", value: "OUT",
                help: "The finished drawing: *.png, *.svg, *.pdf, *.drawing.json, or `-`."),
            OptionSpec(
                name: "--animate", help: "Make the SVG of -o one that draws itself with the recording's timing."),
            OptionSpec(name: "--frames", value: "DIR", help: "Write numbered PNG frames into DIR (made if missing)."),
            OptionSpec(
                name: "--fps", value: "N",
                help: "Frames per second of the recording for --frames and --contact-sheet (default 30)."),
            OptionSpec(
                name: "--contact-sheet", value: "FILE",
                help: "Write a PNG grid of every few frames, labelled with their times."),
            OptionSpec(
                name: "--speed", value: "X",
                help: "Wait in real time, X times faster than recorded (default: as fast as possible)."),
        ] + Command.render.options.filter { ReplayCommand.renderOptionNames.contains($0.name) } + InkArguments.options
            + [InkArguments.pixelWidthOption],
        run: ReplayCommand.run)
}

/// What `scribble replay` does.
enum ReplayCommand {
    /// The most frames one replay may write: an hour at 30 frames a second.
    static let maximumFrames = 108_000

    /// The options of `render` that replay takes too, as `render` takes them (the ink options
    /// besides), so that frames and the finished drawing are drawn as `render` draws.
    static let renderOptionNames: Set<String> = [
        "--format", "--svg-mode", "--scale", "--background", "--page-background", "--fit", "--padding", "--policy",
        "--item", "--max-megapixels",
        "--png-compression", "--from", "--max-file-size", "--max-points", "--max-strokes", "--max-depth", "--strict",
    ]

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let plan = try ReplayPlan(arguments)
        var read = try plan.reading.readOne(plan.input)
        Diagnostics.reportAnomalies(of: read)
        if let pixels = plan.strokePixelWidth {
            // Widths in output pixels are settled on the finished drawing, as render frames it, and
            // a recording replays as the strokes it drew, so widened, as it does for --width.
            read.drawing = plan.renderOptions.framing.drawing(
                plan.ink.apply(to: read.drawing), withStrokesPixelsWide: pixels)
            read.recording = nil
        }
        let loaded = read
        let drawing: Drawing
        if plan.speed == nil, !plan.drawsFrames {
            // Nothing to show on the way: the drawing as read, recorded once, is the finished one.
            drawing = loaded.drawing
        } else if let speed = plan.speed {
            // The session is made inside the task that plays it and stays there.
            drawing = try Self.waiting {
                try await ReplaySession(loaded: loaded, plan: plan).play(pacing: ReplayPacing(speed: speed))
            }
        } else {
            drawing = try ReplaySession(loaded: loaded, plan: plan).play()
        }
        do {
            try plan.writeFinal(drawing)
        } catch let error as ScribbleError {
            throw InputFailure(description: "\(loaded.displayName): \(ErrorExplanation.message(error))")
        }
        return .success
    }

    /// Runs a replay's async work to its end from synchronous code, on the cooperative pool, while
    /// this thread waits.
    private static func waiting(_ work: @escaping @Sendable () async throws -> Drawing) throws -> Drawing {
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { outcome.result = .success(try await work()) } catch { outcome.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try outcome.result!.get()
    }

    /// Where the task leaves what it made. It writes before it signals and the waiter reads after,
    /// so the semaphore orders the two.
    private final class Outcome: @unchecked Sendable {
        var result: Result<Drawing, any Error>?
    }
}
