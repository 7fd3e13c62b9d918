import ScribbleKit

/// A uniform grid over strokes' ink boxes, the other index the selection stage measures beside
/// ``StrokeIndex``: square cells about as big as the strokes' boxes on average, each listing the strokes whose box meets it
/// (a stroke is listed in every cell its box covers), packed into one array. Built once, with no
/// updates, which is the grid at its best; a grid that an edit layer could change would keep a
/// growable list per cell and take more memory still.
struct UniformGridBaseline {
    private let minX: Double, minY: Double, cellSize: Double
    private let columns: Int, rows: Int
    private let boxes: [Rect?]
    private let cellStarts: [Int32]
    private let entries: [Int32]

    init(strokes: [Stroke]) {
        boxes = strokes.map(\.bounds)
        let all =
            boxes.compactMap { $0 }.reduce(nil as Rect?) { $0?.union($1) ?? $1 }
            ?? Rect(x: 0, y: 0, width: 1, height: 1)
        minX = all.minX
        minY = all.minY
        // Cells about as big as the strokes' boxes on average, so that a stroke sits in a few of
        // them; never so small that the grid has more cells than four a stroke.
        let placed = boxes.compactMap { $0 }
        let meanSide = placed.reduce(0) { $0 + ($1.width + $1.height) / 2 } / Double(Swift.max(1, placed.count))
        let smallest = (all.width * all.height / Double(4 * Swift.max(1, strokes.count))).squareRoot()
        cellSize = Swift.max(meanSide, smallest, 1e-9)
        columns = Swift.max(1, Int((all.width / cellSize).rounded(.up)))
        rows = Swift.max(1, Int((all.height / cellSize).rounded(.up)))
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        for box in boxes {
            guard let box else { continue }
            let (columnRange, rowRange) = Self.cells(
                of: box, minX: minX, minY: minY, size: cellSize, columns: columns, rows: rows)
            for row in rowRange { for column in columnRange { counts[row * columns + column + 1] += 1 } }
        }
        for cell in 0..<columns * rows { counts[cell + 1] += counts[cell] }
        var filled = Array(counts.dropLast())
        var entries = [Int32](repeating: 0, count: Int(counts[columns * rows]))
        for (stroke, box) in boxes.enumerated() {
            guard let box else { continue }
            let (columnRange, rowRange) = Self.cells(
                of: box, minX: minX, minY: minY, size: cellSize, columns: columns, rows: rows)
            for row in rowRange {
                for column in columnRange {
                    entries[Int(filled[row * columns + column])] = Int32(stroke)
                    filled[row * columns + column] += 1
                }
            }
        }
        cellStarts = counts
        self.entries = entries
    }

    /// The strokes whose box meets `rect`, ascending (as ``StrokeIndex/candidates(intersecting:)``).
    func candidates(intersecting rect: Rect) -> [Int] {
        let (columnRange, rowRange) = Self.cells(
            of: rect, minX: minX, minY: minY, size: cellSize, columns: columns, rows: rows)
        var found: [Int] = []
        for row in rowRange {
            for column in columnRange {
                let cell = row * columns + column
                for slot in Int(cellStarts[cell])..<Int(cellStarts[cell + 1]) {
                    let stroke = Int(entries[slot])
                    if let box = boxes[stroke], box.minX <= rect.maxX, rect.minX <= box.maxX, box.minY <= rect.maxY,
                        rect.minY <= box.maxY
                    {
                        found.append(stroke)
                    }
                }
            }
        }
        // A stroke over several cells is met once in each.
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for stroke in found where unique.last != stroke { unique.append(stroke) }
        return unique
    }

    /// The bytes the grid holds on the heap.
    var byteCount: Int {
        boxes.capacity * MemoryLayout<Rect?>.stride + cellStarts.capacity * 4 + entries.capacity * 4 + 3 * 32
    }

    private static func cells(
        of box: Rect, minX: Double, minY: Double, size: Double, columns: Int, rows: Int
    ) -> (ClosedRange<Int>, ClosedRange<Int>) {
        func clamp(_ value: Double, _ count: Int) -> Int {
            value > 0 ? (value < Double(count - 1) ? Int(value) : count - 1) : 0
        }
        let firstColumn = clamp((box.minX - minX) / size, columns)
        let lastColumn = clamp((box.maxX - minX) / size, columns)
        let firstRow = clamp((box.minY - minY) / size, rows)
        let lastRow = clamp((box.maxY - minY) / size, rows)
        return (firstColumn...Swift.max(firstColumn, lastColumn), firstRow...Swift.max(firstRow, lastRow))
    }
}
