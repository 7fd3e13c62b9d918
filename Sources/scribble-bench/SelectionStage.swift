import ScribbleKit

#if canImport(Glibc)
    import Glibc
#endif

extension BenchStage {
    /// Hit testing and selection on seeded random drawings of short scribbles (20 to 50 points,
    /// about a hundred units long) across a 10,000 × 10,000 canvas, of 10,000 and 100,000 strokes
    /// (or the counts FILE gives, as `10000,100000`). For each: building the index; a lasso of 200
    /// points round a region holding a few hundred strokes, through the index (strokes it touches,
    /// strokes more than half inside) and by testing every stroke, and their ratio; a point hit test
    /// (4 units of tolerance, the mean of 1,000 points); and memory, the drawing's bytes beside the
    /// index's, counted from their arrays and measured as the growth of the resident set.
    ///
    /// Beside the R-tree, a uniform grid (``UniformGridBaseline``) built from the same strokes: its
    /// build, the same lasso's box as a query of both, and its bytes, on the scribbles and on the
    /// same drawing with one stroke in a hundred a long one (about 2,000 units across), as drawings
    /// have. Times are medians of `repetitions` runs (queries: of at least 21).
    static func selection(_ file: String, _ repetitions: Int) throws -> [(String, Double)] {
        let counts = file.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
        var figures: [(String, Double)] = []
        for count in counts.isEmpty ? [10_000, 100_000] : counts {
            let prefix = count % 1000 == 0 ? "s\(count / 1000)k_" : "s\(count)_"
            figures += selectionFigures(strokes: count, repetitions: repetitions).map { (prefix + $0.0, $0.1) }
        }
        return figures
    }

    private static func selectionFigures(strokes count: Int, repetitions: Int) -> [(String, Double)] {
        let queryRepetitions = Swift.max(21, repetitions)
        let residentBeforeDrawing = residentBytes()
        let drawing = scribbles(count: count, seed: 20, longEvery: 0)
        let drawingResident = residentBytes() - residentBeforeDrawing
        let residentBeforeIndex = residentBytes()
        let indexed = IndexedDrawing(drawing)
        let indexResident = residentBytes() - residentBeforeIndex
        let buildSeconds = median(repetitions) { _ = IndexedDrawing(drawing) }

        let lasso = lassoHoldingAFewHundred(of: count)
        var touched: [Int] = []
        var inside: [Int] = []
        var scanned: [Int] = []
        let touchSeconds = median(queryRepetitions) { touched = indexed.strokes(touching: lasso) }
        let insideSeconds = median(queryRepetitions) { inside = indexed.strokes(inside: lasso, byMoreThan: 0.5) }
        let strokes = drawing.strokes
        let scanSeconds = median(Swift.max(5, repetitions)) {
            scanned = strokes.indices.filter { strokes[$0].touches(lasso) }
        }
        precondition(scanned == touched, "the index and the scan disagree")

        var random = BenchRandom(seed: 99)
        let points = (0..<1000).map { _ in Point(x: random.next(in: 0...10_000), y: random.next(in: 0...10_000)) }
        var hits = 0
        let hitSeconds =
            median(queryRepetitions) {
                hits = 0
                for point in points { hits += indexed.strokes(at: point, tolerance: 4).count }
            } / Double(points.count)

        let drawingBytes = bytes(of: drawing)
        let indexBytes = indexed.index.byteCount
        var figures: [(String, Double)] = [
            ("strokes", Double(count)), ("points", Double(drawing.pointCount)),
            ("index_build_seconds", buildSeconds),
            ("lasso_points", Double(lasso.points.count)), ("lasso_touched", Double(touched.count)),
            ("lasso_more_than_half_inside", Double(inside.count)),
            ("lasso_touch_seconds", touchSeconds), ("lasso_inside_seconds", insideSeconds),
            ("lasso_linear_scan_seconds", scanSeconds), ("lasso_scan_over_index", scanSeconds / touchSeconds),
            ("hit_point_seconds", hitSeconds), ("hit_points_found", Double(hits) / Double(points.count)),
            ("drawing_bytes", Double(drawingBytes)), ("index_bytes", Double(indexBytes)),
            ("index_bytes_per_stroke", Double(indexBytes) / Double(count)),
            ("index_over_drawing", Double(indexBytes) / Double(drawingBytes)),
            ("drawing_resident_bytes", Double(drawingResident)), ("index_resident_bytes", Double(indexResident)),
            ("index_over_drawing_resident", Double(indexResident) / Double(Swift.max(1, drawingResident))),
        ]
        guard let box = lasso.bounds else { return figures }
        for (name, long) in [("grid_", 0), ("grid_mixed_", 100)] {
            let strokes = long == 0 ? drawing.strokes : scribbles(count: count, seed: 20, longEvery: long).strokes
            let tree = StrokeIndex(strokes: strokes)
            let grid = UniformGridBaseline(strokes: strokes)
            precondition(
                tree.candidates(intersecting: box) == grid.candidates(intersecting: box),
                "the grid and the tree disagree")
            figures += [
                (name + "tree_build_seconds", median(repetitions) { _ = StrokeIndex(strokes: strokes) }),
                (name + "grid_build_seconds", median(repetitions) { _ = UniformGridBaseline(strokes: strokes) }),
                (name + "tree_box_query_seconds", median(queryRepetitions) { _ = tree.candidates(intersecting: box) }),
                (name + "grid_box_query_seconds", median(queryRepetitions) { _ = grid.candidates(intersecting: box) }),
                (name + "tree_bytes", Double(tree.byteCount)), (name + "grid_bytes", Double(grid.byteCount)),
            ]
        }
        return figures
    }

    /// Seeded scribbles: each starts anywhere on the canvas and wanders with a slowly turning
    /// heading, 2 to 5 units a sample at 120 Hz, in a pen 2 to 6 wide; every `longEvery`-th (when
    /// not 0) takes strides of 60 to 120 units instead.
    static func scribbles(count: Int, seed: UInt64, longEvery: Int) -> Drawing {
        var random = BenchRandom(seed: seed)
        var strokes: [Stroke] = []
        strokes.reserveCapacity(count)
        var time = 0.0
        for index in 0..<count {
            let long = longEvery > 0 && index % longEvery == 0
            var x = random.next(in: 0...10_000)
            var y = random.next(in: 0...10_000)
            var heading = random.next(in: 0...(2 * Double.pi))
            let pointCount = long ? 30 : Int(random.next(in: 20...50.99))
            var points: [StrokePoint] = []
            points.reserveCapacity(pointCount)
            for _ in 0..<pointCount {
                points.append(StrokePoint(x: x, y: y, t: time, pressure: random.next(in: 0.2...0.9)))
                let stride = long ? random.next(in: 60...120) : random.next(in: 2...5)
                heading += random.next(in: -0.6...0.6)
                x += stride * cos(heading)
                y += stride * sin(heading)
                time += 1.0 / 120
            }
            strokes.append(Stroke(points: points, ink: Ink(tool: .pen, color: .ink, width: random.next(in: 2...6))))
        }
        return Drawing(canvas: Size(width: 10_000, height: 10_000), strokes: strokes)
    }

    /// A wobbly closed path of 200 points round the canvas's centre, wide enough to hold about 300
    /// strokes of `count` spread evenly.
    static func lassoHoldingAFewHundred(of count: Int) -> Lasso {
        let radius = (300 / (Double.pi * Double(count) / 1e8)).squareRoot()
        var random = BenchRandom(seed: 7)
        return Lasso(
            (0..<200).map { index in
                let angle = 2 * Double.pi * Double(index) / 200
                let reach = radius * (1 + 0.08 * sin(5 * angle) + random.next(in: -0.03...0.03))
                return Point(x: 5000 + reach * cos(angle), y: 5000 + reach * sin(angle))
            })
    }

    /// The bytes a drawing holds: its array of strokes and each stroke's samples (and curves).
    static func bytes(of drawing: Drawing) -> Int {
        let header = 32
        var total = header + drawing.strokes.capacity * MemoryLayout<Stroke>.stride
        for stroke in drawing.strokes {
            total += header + stroke.points.capacity * MemoryLayout<StrokePoint>.stride
            if let path = stroke.path {
                total += header + path.elements.capacity * MemoryLayout<CurvePath.Element>.stride
            }
        }
        return total
    }

    /// The bytes of the process's memory in RAM, from `/proc/self/statm` (0 where it cannot be read).
    static func residentBytes() -> Int {
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard length > 0 else { return 0 }
        // The second field is the resident set, in pages.
        let fields = buffer[..<length].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// SplitMix64, so that the stage's drawings are the same on every run.
struct BenchRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number spread evenly over `range`.
    mutating func next(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}
