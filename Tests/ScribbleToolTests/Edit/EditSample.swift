import Foundation
import Scribble

/// A drawing for the tests of `scribble edit` and `info --hit` whose strokes are where a test can
/// say without measuring: four straight strokes on a 400 × 300 canvas, one in each quarter, each
/// with its own device and ink.
///
/// | index | where | device | ink | centre line |
/// |---|---|---|---|---|
/// | 0 | top left | pen | pen #000000 4 (6 at full pressure) | (20, 50) to (120, 50) |
/// | 1 | top right | finger | marker #ff0000 10 | (220, 50) to (320, 50) |
/// | 2 | bottom left | mouse | pencil #0000ff 2 (3 at full pressure) | (70, 150) to (70, 250) |
/// | 3 | bottom right | pen | pen #000000 6 (9 at full pressure) | (220, 160) to (360, 280) |
enum EditSample {
    static let name = "quarters.drawing.json"

    static let text = """
        { "format": "scribble-drawing", "version": 1, "canvas": { "width": 400, "height": 300 },
          "strokes": [
            { "ink": { "tool": "pen", "color": "#000000", "width": 4 }, "device": "pen",
              "points": [[20, 50, 0, 0.5], [45, 50, 0.025, 0.5], [70, 50, 0.05, 0.5], [95, 50, 0.075, 0.5], [120, 50, 0.1, 0.5]] },
            { "ink": { "tool": "marker", "color": "#ff0000", "width": 10 }, "device": "finger",
              "points": [[220, 50, 0.2], [270, 50, 0.25], [320, 50, 0.3]] },
            { "ink": { "tool": "pencil", "color": "#0000ff", "width": 2 }, "device": "mouse",
              "points": [[70, 150, 0.4], [70, 200, 0.45], [70, 250, 0.5]] },
            { "ink": { "tool": "pen", "color": "#000000", "width": 6 }, "device": "pen",
              "points": [[220, 160, 0.6, 0.5], [290, 220, 0.65, 0.5], [360, 280, 0.7, 0.5]] } ] }
        """

    /// Writes the drawing into a folder.
    /// - Returns: Its path.
    @discardableResult
    static func write(to folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The drawing as the file holds it.
    static func drawing() throws -> Drawing {
        try Drawing(decodingJSON: Array(text.utf8))
    }

    /// A drawing file in a folder, read back.
    static func read(_ name: String, in folder: URL) throws -> Drawing {
        try Drawing(decodingJSON: [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
    }

    /// Any file Scribble reads, read back as the tool reads it.
    static func readAny(_ name: String, in folder: URL) throws -> Drawing {
        try DrawingReader.drawing(at: folder.appendingPathComponent(name).path, options: ReadOptions()).drawing
    }
}
