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
    /// The elements skipped, by type (`line`, `ellipse`, `text`…), with `deleted` for those marked
    /// deleted, and how many of each.
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
    /// The `freedraw` elements as strokes, in the file's order (which is Excalidraw's drawing order).
    public var drawing: Drawing
    /// For each stroke, the perfect-freehand options Excalidraw renders its element with (see
    /// ``ExcalidrawReader/perfectFreehandOptions(strokeWidth:simulatePressure:isComplete:)``). Each
    /// stroke's ink width is already the options' `size` (`strokeWidth × 4.25`), which is the
    /// width ``ScribbleKit/InkOptions/perfectFreehand`` draws with.
    public var perfectFreehand: [PerfectFreehandOptions]
    /// For each stroke, the `id` of the element it came from.
    public var elementIDs: [String]

    /// Creates a drawing.
    public init(name: String? = nil, drawing: Drawing, perfectFreehand: [PerfectFreehandOptions] = [], elementIDs: [String] = []) {
        self.name = name
        self.drawing = drawing
        self.perfectFreehand = perfectFreehand
        self.elementIDs = elementIDs
    }

    /// Ink options that render every stroke as Excalidraw does, when one set of perfect-freehand
    /// options serves them all (their `size` aside, which comes from each stroke's width); `nil`
    /// when the strokes need different ones (some with simulated pressure, some without), in which
    /// case render each stroke with ``inkOptions(forStroke:)``.
    public var inkOptions: InkOptions? {
        guard var first = perfectFreehand.first else { return InkOptions(perfectFreehand: .excalidraw(strokeWidth: 1, simulatePressure: true, last: true)) }
        first.size = 0
        for var options in perfectFreehand.dropFirst() {
            options.size = 0
            guard options == first else { return nil }
        }
        return InkOptions(perfectFreehand: first)
    }

    /// Ink options that render stroke `index` as Excalidraw does.
    public func inkOptions(forStroke index: Int) -> InkOptions {
        InkOptions(perfectFreehand: perfectFreehand.indices.contains(index) ? perfectFreehand[index] : .excalidraw(strokeWidth: 1, simulatePressure: true, last: true))
    }
}
