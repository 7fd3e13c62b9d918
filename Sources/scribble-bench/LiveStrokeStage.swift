import ScribbleFiles
import ScribbleKit

#if canImport(Glibc)
    import Glibc
#endif

extension BenchStage {
    /// A stroke drawn live, one real input per update, as it grows to 10,000 points: the time of
    /// each update (enqueue and update the shape) at 10, 100, 1,000 and 10,000 points, median and
    /// 99th percentile over the runs; the mean over the last tenth of the updates against the
    /// first; and, beside it, the whole stroke made again through the batch pipeline at each
    /// length, as a canvas without a stroke in progress must. FILE names the workload by its end:
    /// `…pen` (240 Hz, about a unit a sample) or `…fast` (120 Hz, about five units a sample); the
    /// stroke's first 1,000 points are written to FILE.stroke.json (a drawing, compact points), for
    /// a peer to make whole.
    static func live(_ file: String, _ repetitions: Int) throws -> [(String, Double)] {
        let fast = file.hasSuffix("fast")
        let points = Self.liveStroke(count: 10_000, rate: fast ? 120 : 240, speed: fast ? 600 : 240)
        let sample = points.prefix(1_000).map { "[\($0.x),\($0.y),\($0.t),\($0.pressure ?? 0.5)]" }
        let json =
            "{\"format\": \"scribble-drawing\", \"version\": 1, \"canvas\": {\"width\": 1000, \"height\": 800},\n"
            + "\"strokes\": [{\"ink\": {\"tool\": \"pen\", \"color\": \"#000000\", \"width\": 4}, \"device\": \"pen\",\n"
            + "\"points\": [" + sample.joined(separator: ",") + "]}]}\n"
        if !file.isEmpty { try AtomicFile.write(Array(json.utf8), to: file + ".stroke.json") }
        let lengths = [10, 100, 1_000, 10_000]
        var samples: [Int: [Double]] = [:]
        var firstTenth: [Double] = []
        var lastTenth: [Double] = []
        let ink = Ink(tool: .pen, color: .black, width: 4)
        // Warm, as the peers are: the first stroke of a process pays for setting up its types.
        let warm = InProgressStroke(ink: ink)
        for point in points.prefix(200) {
            warm.enqueueInputs(CollectionOfOne(point))
            warm.updateShape()
        }
        for _ in 0..<Swift.max(3, repetitions) {
            let live = InProgressStroke(ink: ink)
            for (index, point) in points.enumerated() {
                let start = now()
                live.enqueueInputs(CollectionOfOne(point))
                live.updateShape()
                let seconds = now() - start
                let length = index + 1
                // The updates near each length: the fifty before it and the one at it.
                for target in lengths where length <= target && length > target - 51 {
                    samples[target, default: []].append(seconds)
                }
                if index < points.count / 10 { firstTenth.append(seconds) }
                if index >= points.count - points.count / 10 { lastTenth.append(seconds) }
            }
            _ = live.finish()
        }
        var figures: [(String, Double)] = []
        for length in lengths {
            let sorted = (samples[length] ?? []).sorted()
            guard !sorted.isEmpty else { continue }
            figures.append(("update_median_\(length)", sorted[sorted.count / 2]))
            figures.append(("update_p99_\(length)", sorted[Swift.min(sorted.count - 1, sorted.count * 99 / 100)]))
        }
        let mean = { (values: [Double]) in values.reduce(0, +) / Double(Swift.max(1, values.count)) }
        figures.append(("first_tenth_mean", mean(firstTenth)))
        figures.append(("last_tenth_mean", mean(lastTenth)))
        // The whole stroke again at each input, as a canvas without a stroke in progress does.
        for length in [100, 1_000] {
            let stroke = Stroke(points: Array(points.prefix(length)), ink: ink)
            let seconds = median(Swift.max(5, repetitions)) { _ = stroke.outline() }
            figures.append(("full_recompute_\(length)", seconds))
        }
        return figures
    }

    /// A pen stroke that wanders smoothly, with pressure that wavers, sampled at `rate` Hz at
    /// about `speed` units a second; the same every time.
    static func liveStroke(count: Int, rate: Double, speed: Double) -> [StrokePoint] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var x = 500.0
        var y = 400.0
        var heading = 0.0
        var turn = 0.0
        return (0..<count).map { index in
            turn = 0.9 * turn + (random() - 0.5) * 0.08
            heading += turn
            let step = speed / rate * (0.8 + 0.4 * random())
            x += step * cos(heading)
            y += step * sin(heading)
            // Stay on a 1000 × 800 canvas.
            if x < 20 || x > 980 || y < 20 || y > 780 { heading += .pi / 2 }
            let pressure = 0.5 + 0.25 * sin(Double(index) / 40)
            return StrokePoint(x: x, y: y, t: Double(index) / rate, pressure: pressure)
        }
    }
}
