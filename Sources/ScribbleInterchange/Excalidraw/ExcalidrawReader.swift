import ScribbleKit
import ScribbleSyntax

/// Reads Excalidraw scenes (`.excalidraw`, `"type": "excalidraw"`, and clipboards) and libraries
/// (`.excalidrawlib`, version 1 `library: [[elements]]` and version 2 `libraryItems: [{elements}]`):
/// `freedraw`, `line`, `arrow`, `rectangle`, `ellipse` and `diamond` elements become strokes;
/// the others (text, images, frames…), deleted ones and hatched fills are skipped and counted,
/// per drawing and for the file.
///
/// A freedraw element's `points` (`[[dx, dy], …]`) are kept as they are, relative to the element,
/// and its `x`, `y` and `angle` (radians, about the centre of its points' box, clockwise) become the
/// stroke's transform. `pressures` become the points' pressure when `simulatePressure` is false (a
/// pen); with simulated pressure (a mouse) the points have none. `strokeColor` and `opacity` give
/// the colour; the ink is a pen as wide as perfect-freehand's `size` for the element,
/// `strokeWidth × 4.25`, and ``ExcalidrawDrawing/perfectFreehand`` holds the options Excalidraw
/// renders it with. Lines, arrows and shapes are clean monoline strokes of `strokeWidth` (shapes
/// round their box, turned about its centre); a solid `backgroundColor` fills a shape, or a line
/// or freehand stroke that closes on itself. Excalidraw keeps no time, so points are timed as if
/// drawn at a steady speed.
///
/// Scenes lie anywhere on Excalidraw's endless canvas, so each drawing is moved (by its strokes'
/// transforms, by whole units) to start 16 units from the origin, on a canvas that holds it.
/// Scenes that Scribble wrote (``ScribbleKit/Drawing/excalidrawEncoded(losses:)``) give back the
/// drawing they were written from, from their `customData.scribble`: its canvas, ink options and
/// paper, and each stroke's times, tilt, tool, device, exact width, colours and transform.
public struct ExcalidrawReader: Sendable {
    /// Bounds on the document.
    public var limits: InterchangeLimits

    /// Creates a reader.
    public init(limits: InterchangeLimits = .default) {
        self.limits = limits
    }

    /// How far from the origin the ink of a drawing starts when the file does not give a canvas.
    public static let margin = 16.0

    /// The perfect-freehand options Excalidraw renders a freedraw element with: `size` =
    /// `strokeWidth × 4.25`, thinning 0.6, smoothing 0.5, streamline 0.5, pressure eased by
    /// `sin(t·π/2)`, the element's `simulatePressure`, and `last` once the element is complete (it
    /// has a `lastCommittedPoint`).
    public static func perfectFreehandOptions(strokeWidth: Double, simulatePressure: Bool, isComplete: Bool)
        -> PerfectFreehandOptions
    {
        .excalidraw(strokeWidth: strokeWidth, simulatePressure: simulatePressure, last: isComplete)
    }

    /// Reads a scene or a library.
    /// - Parameters:
    ///   - bytes: The file as UTF-8.
    ///   - file: The file name to show in errors.
    /// - Returns: The drawings, and what was skipped.
    /// - Throws: ``FormatError`` with the line, column and path (`libraryItems[2].elements[5].points[3]`)
    ///   of the first problem: JSON that is not well formed, a `type` that is not Excalidraw's, a
    ///   freedraw element whose points are not `[x, y]` pairs of numbers, a limit passed.
    public func read(_ bytes: some Collection<UInt8>, file: String? = nil) throws(FormatError) -> ExcalidrawReadResult {
        guard bytes.count <= limits.maximumBytes else {
            throw FormatError(
                file: file, message: "the file is \(bytes.count) bytes, more than the limit of \(limits.maximumBytes)"
            )
            .exceeding(.bytes)
        }
        let limits = self.limits
        return try JSONScanner.withScanner(over: bytes, file: file, maximumDepth: limits.maximumDepth) {
            scanner throws(FormatError) in
            var parser = ExcalidrawParser(limits: limits)
            return try parser.read(&scanner)
        }
    }
}
