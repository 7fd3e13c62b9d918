import ScribbleCairo
import ScribbleFiles
import ScribbleFormats
import ScribbleJSON
import ScribbleKit
import ScribbleSVG

#if canImport(Glibc)
    import Glibc
#endif

extension BenchStage {
    /// Replaying a recording to 30 frames a second at its canvas size, two ways in one run:
    /// Scribble's ``FrameRenderer``, which paints each finished stroke once into a cached image
    /// and each frame as that image plus the strokes in progress, and the naive way, which
    /// re-renders every finished stroke for every frame (a fresh image per frame through a
    /// ``Compositor``, the same painter). Per frame: the drawing (the replay's step and the painting, no encoding) and,
    /// for the cached way, the PNG encoding (Scribble's fast writer); and the drawing cost of the
    /// last tenth of the frames against the first tenth, which stays flat only when frames do not
    /// grow dearer as strokes pile up. Times are this thread's processor time, medians over
    /// `repetitions` runs of the cached way and over fewer of the naive one, which is slow by design.
    static func replayFrames(_ file: String, _ repetitions: Int) throws -> [(String, Double)] {
        guard case .events(let recording) = try ScribbleDocument(decoding: try AtomicFile.read(file), file: file) else {
            throw BenchFailure(description: "\(file): replay-frames takes an event recording")
        }
        let finished = recording.recorded(policy: .any).drawing
        let timeline = FrameTimeline(
            replay: Replay(events: recording.events, canvas: recording.canvas), framesPerSecond: 30)
        let frames = timeline.frameCount

        func run(naive: Bool, encode: Bool) throws -> (draw: [Double], encode: [Double]) {
            var replay = Replay(events: recording.events, canvas: recording.canvas)
            var drawTimes: [Double] = []
            var encodeTimes: [Double] = []
            drawTimes.reserveCapacity(frames)
            let cached = try FrameRenderer(framing: finished)
            var done: [Stroke] = []
            for moment in timeline.times {
                let start = cpuNow()
                let step = replay.advance(to: moment)
                if naive {
                    // One fresh image a frame: the background, every finished stroke, the strokes
                    // in progress, through the same painter.
                    done += step.newlyFinished
                    let picture = try Compositor(size: recording.canvas)
                    picture.fill(.white)
                    try picture.draw(
                        Drawing(canvas: recording.canvas, strokes: done + step.inProgress), transform: .identity)
                } else {
                    try cached.draw(step)
                }
                drawTimes.append(cpuNow() - start)
                if encode {
                    let encodeStart = cpuNow()
                    _ = try cached.pngData()
                    encodeTimes.append(cpuNow() - encodeStart)
                }
            }
            return (drawTimes, encodeTimes)
        }

        var cachedRuns: [(draw: [Double], encode: [Double])] = []
        for _ in 0..<repetitions { cachedRuns.append(try run(naive: false, encode: true)) }
        var naiveRuns: [[Double]] = []
        for _ in 0..<max(1, repetitions / 3) { naiveRuns.append(try run(naive: true, encode: false).draw) }

        func perFrame(_ times: [Double]) -> Double { times.reduce(0, +) / Double(max(1, times.count)) }
        func tenths(_ times: [Double]) -> (first: Double, last: Double) {
            let tenth = max(1, times.count / 10)
            return (perFrame(Array(times.prefix(tenth))), perFrame(Array(times.suffix(tenth))))
        }
        func medianOf(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

        let draw = medianOf(cachedRuns.map { perFrame($0.draw) })
        let encode = medianOf(cachedRuns.map { perFrame($0.encode) })
        let naive = medianOf(naiveRuns.map(perFrame))
        let cachedFirst = medianOf(cachedRuns.map { tenths($0.draw).first })
        let cachedLast = medianOf(cachedRuns.map { tenths($0.draw).last })
        let naiveFirst = medianOf(naiveRuns.map { tenths($0).first })
        let naiveLast = medianOf(naiveRuns.map { tenths($0).last })
        let size = try DrawingRenderer().pixelSize(of: finished)
        return [
            ("frames", Double(frames)), ("width", Double(size.width)), ("height", Double(size.height)),
            ("strokes", Double(finished.strokes.count)), ("points", Double(finished.pointCount)),
            ("draw_seconds_per_frame", draw), ("png_seconds_per_frame", encode),
            ("frames_per_second", 1 / (draw + encode)),
            ("naive_draw_seconds_per_frame", naive), ("draw_speedup", naive / draw),
            ("first_tenth_draw_seconds", cachedFirst), ("last_tenth_draw_seconds", cachedLast),
            ("last_over_first_tenth", cachedLast / cachedFirst),
            ("naive_first_tenth_draw_seconds", naiveFirst), ("naive_last_tenth_draw_seconds", naiveLast),
            ("naive_last_over_first_tenth", naiveLast / naiveFirst),
        ]
    }

    /// This thread's processor time in seconds (user and system): unlike the wall clock, it does
    /// not count the time other programs had the processor, so that a busy machine slows both ways
    /// alike and the ratio holds.
    static func cpuNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A stage that cannot run on the file it was given.
    struct BenchFailure: Error, CustomStringConvertible {
        var description: String
    }
}
