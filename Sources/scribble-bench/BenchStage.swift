import ScribbleCairo
import ScribbleFiles
import ScribbleFormats
import ScribbleJSON
import ScribbleKit
import ScribbleSVG

#if canImport(Glibc)
    import Glibc
#endif

/// A stage of Scribble's work, timed in process: takes a file and a repetition count and
/// returns named figures (seconds are medians).
typealias BenchStageFunction = @Sendable (String, Int) throws -> [(String, Double)]

/// The stages tools/bench times, by name.
enum BenchStage {
    static let all: [String: BenchStageFunction] = [
        "parse": parse,
        "png": png,
        "svg-path": svgPath,
        "outline": outline,
        "fill": fill,
        "replay-frames": replayFrames,
        "live": live,
        "selection": selection,
        "history": history,
        "erase": erase,
    ]

    /// Reading a drawing JSON file's bytes into a Drawing.
    static func parse(_ file: String, _ repetitions: Int) throws -> [(String, Double)] {
        let bytes = try AtomicFile.read(file)
        var strokes = 0
        let seconds = try median(repetitions) { () throws in
            strokes = try Drawing(decodingJSON: bytes, file: file).strokes.count
        }
        return [("bytes", Double(bytes.count)), ("strokes", Double(strokes)), ("seconds", seconds)]
    }

    /// Encoding a rendered drawing as PNG with Scribble's fast writer and with Cairo's.
    static func png(_ file: String, _ repetitions: Int) throws -> [(String, Double)] {
        let drawing = try Drawing(decodingJSON: try AtomicFile.read(file), file: file)
        let image = try DrawingRenderer(options: .default).renderImage(drawing)
        var fastSize = 0
        var cairoSize = 0
        let fast = try median(repetitions) { () throws in fastSize = try image.pngData(compression: .fast).count }
        let cairo = try median(repetitions) { () throws in cairoSize = try image.pngData(compression: .small).count }
        return [
            ("fast_seconds", fast), ("cairo_seconds", cairo), ("fast_bytes", Double(fastSize)),
            ("cairo_bytes", Double(cairoSize)),
        ]
    }

    /// The median wall time of `repetitions` runs of `body`, after one warm-up run.
    static func median(_ repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<repetitions {
            let start = now()
            try body()
            times.append(now() - start)
        }
        times.sort()
        return times[times.count / 2]
    }

    /// A monotonic clock in seconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Figures as one JSON object.
    static func json(_ figures: [(String, Double)]) -> String {
        "{" + figures.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
}

/// Unbuffered writes to a file descriptor, without Foundation.
struct FileDescriptorOutput {
    let descriptor: Int32
    static let standardOutput = FileDescriptorOutput(descriptor: 1)
    static let standardError = FileDescriptorOutput(descriptor: 2)

    func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in _ = Glibc.write(descriptor, buffer.baseAddress, buffer.count) }
    }
}
