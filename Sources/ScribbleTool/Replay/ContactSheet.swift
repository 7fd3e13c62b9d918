import Foundation
import Scribble

/// A grid of every few frames of a replay in one PNG, each labelled with its moment: a replay at a
/// glance.
///
/// Of `frameCount` frames it keeps every n-th, the first and the last always among them, with n
/// the smallest that keeps at most ``maximumCells``: all of them up to 24 frames, and 13 to 24
/// cells beyond. The grid has as many columns as brings the sheet closest to 4:3.
struct ContactSheet {
    /// The most cells a sheet has.
    static let maximumCells = 24
    /// The largest a cell's picture is, in pixels; frames are shrunk to fit, never enlarged.
    static let cellSize = Size(width: 320, height: 240)
    private static let gap = 12.0
    private static let labelHeight = 12.0
    private static let sheetColor = Color(red: 0.9, green: 0.9, blue: 0.92)
    private static let frameEdgeColor = Color(red: 0.7, green: 0.7, blue: 0.72)
    private static let labelColor = Color(red: 0.2, green: 0.2, blue: 0.22)

    /// Every how many frames one is kept.
    let every: Int
    /// The last frame's index, always kept.
    let lastFrame: Int
    private var cells: [(image: RasterImage, seconds: Double)] = []

    /// A sheet for a replay of `frameCount` frames.
    init(frameCount: Int) {
        lastFrame = max(0, frameCount - 1)
        // Frames 0, n, 2n… before the last, and the last: ⌈last / n⌉ + 1 cells.
        every = max(1, Int((Double(lastFrame) / Double(Self.maximumCells - 1)).rounded(.up)))
    }

    /// Whether frame `index` (from 0) is one of the sheet's.
    func wants(frame index: Int) -> Bool {
        index == lastFrame || (index % every == 0 && index < lastFrame)
    }

    /// Adds the next kept frame and its moment, in seconds from the first frame.
    mutating func add(_ image: RasterImage, seconds: Double) {
        cells.append((image, seconds))
    }

    /// The sheet as a PNG.
    /// - Throws: `CairoError` when it cannot be composed or encoded.
    func pngData() throws -> [UInt8] {
        guard let first = cells.first?.image else {
            return try RasterImage(width: 1, height: 1, filledWith: .transparent).pngData()
        }
        let frame = Size(width: Double(first.width), height: Double(first.height))
        let shrink = min(1, Self.cellSize.width / frame.width, Self.cellSize.height / frame.height)
        let picture = Size(width: (frame.width * shrink).rounded(), height: (frame.height * shrink).rounded())
        let columns = Self.columns(
            for: cells.count, cell: Size(width: picture.width, height: picture.height + Self.labelHeight))
        let rows = (cells.count + columns - 1) / columns
        let cellWidth = picture.width + Self.gap
        let cellHeight = picture.height + Self.labelHeight + Self.gap * 1.5
        let sheet = Size(width: Double(columns) * cellWidth + Self.gap, height: Double(rows) * cellHeight + Self.gap)
        let compositor = try Compositor(size: sheet, scale: 1)
        compositor.fill(Self.sheetColor)
        for (index, cell) in cells.enumerated() {
            let origin = Point(
                x: Self.gap + Double(index % columns) * cellWidth, y: Self.gap + Double(index / columns) * cellHeight)
            // A hairline edge shows where a frame with a white or clear background ends.
            let edge = try RasterImage(width: 1, height: 1, filledWith: RGBA8(Self.frameEdgeColor))
            try compositor.draw(
                edge,
                transform: Transform.scale(x: picture.width + 2, y: picture.height + 2)
                    .concatenating(.translation(x: origin.x - 1, y: origin.y - 1)), filter: .nearest)
            let scale = Transform.scale(
                x: picture.width / Double(cell.image.width), y: picture.height / Double(cell.image.height))
            try compositor.draw(cell.image, transform: scale.concatenating(.translation(x: origin.x, y: origin.y)))
            let text = TimeLabel.text(seconds: cell.seconds)
            let size = Self.labelHeight / TimeLabel.digitHeight * 0.75
            let labelX = origin.x + (picture.width - TimeLabel.width(of: text) * size) / 2
            try compositor.draw(
                TimeLabel.drawing(text, color: Self.labelColor),
                transform: Transform.scale(x: size, y: size).concatenating(
                    .translation(x: labelX, y: origin.y + picture.height + Self.gap * 0.6)),
                ink: .raw)
        }
        return try compositor.encoded()
    }

    /// The number of columns that brings a grid of `count` cells closest to 4:3.
    private static func columns(for count: Int, cell: Size) -> Int {
        let target = 4.0 / 3.0
        return (1...max(1, count)).min { a, b in
            func misfit(_ columns: Int) -> Double {
                let rows = (count + columns - 1) / columns
                return abs(log((Double(columns) * cell.width) / (Double(rows) * cell.height) / target))
            }
            return misfit(a) < misfit(b)
        } ?? 1
    }
}
