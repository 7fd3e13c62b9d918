import ScribbleKit

/// What an InkML document holds, as ``InkMLReader`` reads it.
public struct InkMLReadResult: Hashable, Sendable {
    /// The strokes: one per pen-down trace (traces that continue another are joined to it).
    public var drawing: Drawing
    /// What the reader read but could not keep or apply, each said once: a channel it has no field
    /// for, a `<mapping>` it did not apply, a unit it did not know.
    public var notes: [String]
    /// What the reader skipped, by kind, and how many: `penUp trace`, `traceView`, `annotationXML`…
    public var skipped: [String: Int]
    /// For each stroke, the values of the channels Scribble has no field for (`W`, `OR`, `BTN`…),
    /// by channel name, one value per point (`nil` where unknown), as the file had them.
    public var otherChannels: [[String: [Double?]]]

    /// Creates a result.
    public init(
        drawing: Drawing, notes: [String] = [], skipped: [String: Int] = [:], otherChannels: [[String: [Double?]]] = []
    ) {
        self.drawing = drawing
        self.notes = notes
        self.skipped = skipped
        self.otherChannels = otherChannels
    }
}
