import Scribble

#if canImport(Glibc)
    import Glibc
#endif

/// `scribble-bench prediction [--set NAME=VALUE]… FILE…`: how far ``InkPredictor``'s predictions
/// land from where the pen really went, on every stroke of the drawings given.
///
/// Each stroke is walked as if live: at every sample the predictor takes it and predicts 16 ms and
/// 32 ms ahead, and the prediction's end is compared with the stroke's real position at that time
/// (interpolated linearly between its samples; where the stroke ends sooner, nothing is compared).
/// "Hold" is no prediction: the last real point held. A predictor that has not yet seen enough
/// samples to predict counts as holding, as a canvas would then draw nothing ahead. Distances are
/// in canvas units; the table gives their mean and 95th percentile by file and in total, for
/// recordings whose times were recorded and, apart, for drawings whose times a reader made up at a
/// steady speed (Excalidraw, simplified Quick, Draw!), which say how a predictor follows a shape
/// but nothing about a hand's timing. `--set` changes an option of both predictors
/// (`--set fitWindow=0.05`), for tuning.
enum PredictionStage {
    /// How far ahead predictions are measured, in seconds.
    static let horizons = [0.016, 0.032]

    /// One way of drawing ahead: a predictor's options, or `nil` for holding the last point.
    struct Contender {
        var name: String
        var options: InkPredictor.Options?
    }

    /// The distances between prediction and truth of a set of strokes, by contender and horizon.
    struct Tally {
        var strokes = 0
        var samples = 0
        /// `[contender][horizon]`: every distance measured.
        var distances: [[[Double]]]
        /// `[contender][horizon]`: how many of them came from a real prediction rather than a hold.
        var predicted: [[Int]]
        /// Seconds each contender spent taking samples and predicting.
        var seconds: [Double]

        init(contenders: Int) {
            distances = Array(repeating: Array(repeating: [], count: horizons.count), count: contenders)
            predicted = Array(repeating: Array(repeating: 0, count: horizons.count), count: contenders)
            seconds = Array(repeating: 0, count: contenders)
        }

        mutating func add(_ other: Tally) {
            strokes += other.strokes
            samples += other.samples
            for contender in distances.indices {
                for horizon in horizons.indices {
                    distances[contender][horizon] += other.distances[contender][horizon]
                    predicted[contender][horizon] += other.predicted[contender][horizon]
                }
                seconds[contender] += other.seconds[contender]
            }
        }
    }

    /// A row of the table: a name, whether its times were recorded, and its tally.
    struct Row {
        var name: String
        var timing: String
        var tally: Tally
    }

    /// Runs the stage; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        var fit = InkPredictor.Options.default
        var kalman = InkPredictor.Options.kalman
        var files: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument == "--set" else {
                files.append(argument)
                continue
            }
            guard index < arguments.count, let (name, value) = assignment(arguments[index]),
                set(name, value, in: &fit), set(name, value, in: &kalman)
            else {
                FileDescriptorOutput.standardError.write(
                    "scribble-bench: prediction: --set takes NAME=NUMBER, NAME an option of InkPredictor.Options\n")
                return 2
            }
            fit.method = .quadraticFit
            kalman.method = .kalman
            index += 1
        }
        guard !files.isEmpty else {
            FileDescriptorOutput.standardError.write("usage: scribble-bench prediction [--set NAME=VALUE]… FILE…\n")
            return 2
        }
        let contenders = [
            Contender(name: "hold", options: nil),
            Contender(name: "fit", options: fit),
            Contender(name: "kalman", options: kalman),
        ]

        var status: Int32 = 0
        var fileRows: [Row] = []
        var recordedTotal = Tally(contenders: contenders.count)
        var madeUpTotal = Tally(contenders: contenders.count)
        var byDevice: [InputDevice: Tally] = [:]
        for file in files {
            let reader: DrawingReader
            do {
                reader = try DrawingReader(path: file, options: ReadOptions(policy: .any))
            } catch {
                FileDescriptorOutput.standardError.write("scribble-bench: \(error)\n")
                status = 1
                continue
            }
            var fileTally = Tally(contenders: contenders.count)
            var recordedDrawings = 0
            var madeUpDrawings = 0
            while let next = reader.next() {
                guard case .success(let item) = next else {
                    if case .failure(let error) = next {
                        FileDescriptorOutput.standardError.write("scribble-bench: \(error)\n")
                    }
                    continue
                }
                let madeUp = hasMadeUpTiming(item.drawing.drawing)
                if madeUp { madeUpDrawings += 1 } else { recordedDrawings += 1 }
                for stroke in item.drawing.drawing.strokes {
                    let tally = measure(stroke, contenders)
                    fileTally.add(tally)
                    if madeUp {
                        madeUpTotal.add(tally)
                    } else {
                        recordedTotal.add(tally)
                        byDevice[stroke.device, default: Tally(contenders: contenders.count)].add(tally)
                    }
                }
            }
            let name = file.split(separator: "/").last.map(String.init) ?? file
            fileRows.append(
                Row(name: name, timing: madeUpDrawings > recordedDrawings ? "made up" : "recorded", tally: fileTally))
        }

        var totals = [Row(name: "**all, recorded times**", timing: "recorded", tally: recordedTotal)]
        for device in InputDevice.allCases {
            if let tally = byDevice[device] {
                totals.append(Row(name: "… \(device.rawValue)", timing: "recorded", tally: tally))
            }
        }
        if madeUpTotal.samples > 0 {
            totals.append(Row(name: "**all, made-up times**", timing: "made up", tally: madeUpTotal))
        }
        FileDescriptorOutput.standardOutput.write(report(fileRows + totals, contenders, fit: fit, kalman: kalman))
        return status
    }

    /// Walks one stroke as if live under every contender.
    static func measure(_ stroke: Stroke, _ contenders: [Contender]) -> Tally {
        var tally = Tally(contenders: contenders.count)
        let points = zip(stroke.points, stroke.canvasLocations).map { point, location in
            StrokePoint(location: location, t: point.t, pressure: point.pressure)
        }
        guard points.count >= 2 else { return tally }
        tally.strokes = 1
        tally.samples = points.count
        for (contenderIndex, contender) in contenders.enumerated() {
            var predictor = contender.options.map { InkPredictor(options: $0) }
            var cursors = Array(repeating: 1, count: horizons.count)
            for point in points {
                let start = BenchStage.now()
                predictor?.add(point)
                let tails = horizons.map { predictor?.predictedPoints(horizon: $0) ?? [] }
                tally.seconds[contenderIndex] += BenchStage.now() - start
                for (horizonIndex, horizon) in horizons.enumerated() {
                    guard let truth = position(at: point.t + horizon, in: points, cursor: &cursors[horizonIndex]) else {
                        continue
                    }
                    let guess = tails[horizonIndex].last?.location ?? point.location
                    tally.distances[contenderIndex][horizonIndex].append(guess.distance(to: truth))
                    if !tails[horizonIndex].isEmpty { tally.predicted[contenderIndex][horizonIndex] += 1 }
                }
            }
        }
        return tally
    }

    /// Where the stroke really was at `time`, interpolated between its samples, or `nil` after its
    /// end. `cursor` remembers where the last search ended, as times only grow along a walk.
    static func position(at time: Double, in points: [StrokePoint], cursor: inout Int) -> Point? {
        guard let last = points.last, time <= last.t else { return nil }
        var index = max(cursor, 1)
        while index < points.count - 1, points[index].t < time { index += 1 }
        cursor = index
        let before = points[index - 1]
        let after = points[index]
        guard after.t > before.t else { return after.location }
        let fraction = min(max((time - before.t) / (after.t - before.t), 0), 1)
        return before.location.interpolated(to: after.location, by: fraction)
    }

    /// Whether a reader timed the drawing's points at a steady pen speed, for want of real times:
    /// most of its moves then go at exactly that speed.
    static func hasMadeUpTiming(_ drawing: Drawing) -> Bool {
        var moves = 0
        var steady = 0
        for stroke in drawing.strokes {
            for (before, after) in zip(stroke.points, stroke.points.dropFirst()) {
                let distance = before.location.distance(to: after.location)
                guard distance > 0 else { continue }
                moves += 1
                let speed = distance / (after.t - before.t)
                if abs(speed - SteadyPenTiming.speed) <= 1e-6 * SteadyPenTiming.speed { steady += 1 }
            }
        }
        return moves > 0 && steady * 2 > moves
    }

    // MARK: - Options

    static func assignment(_ text: String) -> (String, Double)? {
        let parts = text.split(separator: "=", maxSplits: 1)
        guard parts.count == 2, let value = Double(parts[1]), value.isFinite else { return nil }
        return (String(parts[0]), value)
    }

    /// Sets the option named `name`; `false` when there is none.
    static func set(_ name: String, _ value: Double, in options: inout InkPredictor.Options) -> Bool {
        switch name {
        case "minimumSamples": options.minimumSamples = Int(value)
        case "fitWindow": options.fitWindow = value
        case "accelerationWeight": options.accelerationWeight = value
        case "jerkWeight": options.jerkWeight = value
        case "processNoise": options.processNoise = value
        case "measurementNoise": options.measurementNoise = value
        case "speedAllowance": options.speedAllowance = value
        case "minimumSpeed": options.minimumSpeed = value
        case "maximumDistance": options.maximumDistance = value
        case "maximumHorizon": options.maximumHorizon = value
        case "maximumGap": options.maximumGap = value
        case "minimumInterval": options.minimumInterval = value
        case "maximumTailPoints": options.maximumTailPoints = Int(value)
        default: return false
        }
        return true
    }

    // MARK: - Report

    /// The table, a section per horizon, in Markdown.
    static func report(
        _ rows: [Row], _ contenders: [Contender], fit: InkPredictor.Options, kalman: InkPredictor.Options
    ) -> String {
        var text = "Prediction error in canvas units (mean / p95), hold = the last real point held.\n"
        text += "fit: window \(fit.fitWindow) s, acceleration weight \(fit.accelerationWeight); "
        text += "kalman: process noise \(kalman.processNoise), measurement noise \(kalman.measurementNoise), "
        text += "acceleration weight \(kalman.accelerationWeight), jerk weight \(kalman.jerkWeight); "
        text += "both: speed allowance \(fit.speedAllowance), minimum speed \(fit.minimumSpeed), "
        text += "maximum distance \(fit.maximumDistance), minimum samples \(fit.minimumSamples).\n"
        for (horizonIndex, horizon) in horizons.enumerated() {
            text += "\n### \(Int((horizon * 1000).rounded())) ms ahead\n\n"
            text += "| file | times | strokes | compared |"
            for contender in contenders { text += " \(contender.name) mean | \(contender.name) p95 |" }
            text += " fit vs hold | kalman vs hold | predicted |\n"
            text +=
                "|---|---|---:|---:|" + String(repeating: "---:|---:|", count: contenders.count) + "---:|---:|---:|\n"
            for row in rows {
                let distances = row.tally.distances.map { $0[horizonIndex] }
                let compared = distances.first?.count ?? 0
                text += "| \(row.name) | \(row.timing) | \(row.tally.strokes) | \(compared) |"
                let means = distances.map(mean)
                for contenderDistances in distances {
                    text += " \(fixed(mean(contenderDistances))) | \(fixed(percentile95(contenderDistances))) |"
                }
                for contenderIndex in 1..<min(3, contenders.count) {
                    let ratio = means[0] > 0 ? means[contenderIndex] / means[0] : 1
                    text += " \(fixed(ratio * 100, digits: 0)) % |"
                }
                let share = compared > 0 ? Double(row.tally.predicted[1][horizonIndex]) / Double(compared) : 0
                text += " \(fixed(share * 100, digits: 0)) % |\n"
            }
        }
        if let total = rows.first(where: { $0.name.hasPrefix("**all, recorded") })?.tally, total.samples > 0 {
            text += "\nCost per sample (taking it and predicting both horizons): "
            text += contenders.indices.dropFirst().map { index in
                "\(contenders[index].name) \(fixed(total.seconds[index] / Double(total.samples) * 1e6, digits: 2)) µs"
            }.joined(separator: ", ")
            text += ".\n"
        }
        return text
    }

    static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    static func percentile95(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((0.95 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// A number with a fixed count of decimals, without Foundation's formatting.
    static func fixed(_ value: Double, digits: Int = 2) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = scaled % Int(scale)
        var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
        if digits > 0 {
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }
}
