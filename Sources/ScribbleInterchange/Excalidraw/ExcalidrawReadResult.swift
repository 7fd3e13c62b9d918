import ScribbleKit

/// What an Excalidraw scene (`.excalidraw`) or library (`.excalidrawlib`) holds, as
/// ``ExcalidrawReader`` reads it.
public struct ExcalidrawReadResult: Hashable, Sendable {
    /// The kinds of Excalidraw file.
    public enum Kind: String, Hashable, Sendable {
        /// A scene, `"type": "excalidraw"` (or a clipboard, `"excalidraw/clipboard"`).
        case scene
        /// A library, `"type": "excalidrawlib"`, version 1 (`library`) or 2 (`libraryItems`).
        case library
    }

    /// Which kind the file was.
    public var kind: Kind
    /// The drawings: one for a scene, one per item of a library, in the file's order.
    public var drawings: [ExcalidrawDrawing]
    /// The elements skipped in the whole file, by type (`text`, `image`, `frame`…), with `deleted`
    /// for those marked deleted and `hachure fill` (and the other rough.js fill styles) for the
    /// fills not drawn, and how many of each: the sum of the drawings' ``ExcalidrawDrawing/skipped``.
    public var skipped: [String: Int]

    /// Creates a result.
    public init(kind: Kind, drawings: [ExcalidrawDrawing], skipped: [String: Int] = [:]) {
        self.kind = kind
        self.drawings = drawings
        self.skipped = skipped
    }
}

/// One drawing of an Excalidraw file, with what it takes to render it as Excalidraw does.
public struct ExcalidrawDrawing: Hashable, Sendable {
    /// The library item's name, if it has one.
    public var name: String?
    /// The elements as strokes, in the file's order (which is Excalidraw's drawing order): a
    /// stroke for each `freedraw` element, for each `line`, `arrow`, `rectangle`, `ellipse` and
    /// `diamond` (their outline, filled when Excalidraw fills it solidly), and for each arrowhead.
    public var drawing: Drawing
    /// For each stroke, the perfect-freehand options Excalidraw renders its element with (see
    /// ``ExcalidrawReader/perfectFreehandOptions(strokeWidth:simulatePressure:isComplete:)``). Each
    /// stroke's ink width is already the options' `size` (`strokeWidth × 4.25`), which is the
    /// width ``ScribbleKit/InkOptions/perfectFreehand`` draws with.
    public var perfectFreehand: [PerfectFreehandOptions]
    /// For each stroke, the `id` of the element it came from.
    public var elementIDs: [String]
    /// The elements of this drawing that were skipped, by type, as ``ExcalidrawReadResult/skipped``
    /// counts them for the whole file.
    public var skipped: [String: Int]
    /// Whether Scribble wrote the scene (``ScribbleKit/Drawing/excalidrawEncoded(losses:)``), so
    /// that ``drawing`` is Scribble's drawing as it was, its ink options included (`nil` when it
    /// had none): render it with those, not with the ones Excalidraw draws with.
    public var isScribbleDrawing: Bool

    /// Creates a drawing.
    public init(
        name: String? = nil, drawing: Drawing, perfectFreehand: [PerfectFreehandOptions] = [],
        elementIDs: [String] = [],
        skipped: [String: Int] = [:], isScribbleDrawing: Bool = false
    ) {
        self.name = name
        self.drawing = drawing
        self.perfectFreehand = perfectFreehand
        self.elementIDs = elementIDs
        self.skipped = skipped
        self.isScribbleDrawing = isScribbleDrawing
    }

    /// The perfect-freehand options to render with as Excalidraw does, or `nil` for a drawing
    /// Scribble wrote, which renders with its own ink options: what a document's item holds.
    public var perfectFreehandForRendering: [PerfectFreehandOptions]? {
        isScribbleDrawing ? nil : perfectFreehand
    }

    /// Ink options that render every stroke as Excalidraw does, when one set of perfect-freehand
    /// options serves them all (their `size` aside, which comes from each stroke's width); `nil`
    /// when the strokes need different ones (some with simulated pressure, some without), in which
    /// case render each stroke with ``inkOptions(forStroke:)``. A drawing Scribble wrote
    /// (``isScribbleDrawing``) renders with its own ``drawing``'s ink options instead.
    public var inkOptions: InkOptions? {
        guard var first = perfectFreehand.first else {
            return InkOptions(perfectFreehand: .excalidraw(strokeWidth: 1, simulatePressure: true, last: true))
        }
        first.size = 0
        for var options in perfectFreehand.dropFirst() {
            options.size = 0
            guard options == first else { return nil }
        }
        return InkOptions(perfectFreehand: first)
    }

    /// Ink options that render stroke `index` as Excalidraw does.
    public func inkOptions(forStroke index: Int) -> InkOptions {
        InkOptions(
            perfectFreehand: perfectFreehand.indices.contains(index)
                ? perfectFreehand[index] : .excalidraw(strokeWidth: 1, simulatePressure: true, last: true))
    }
}
