/// What ``ShapeRecognizer`` made of a stroke (or of a stroke and the next, for an arrow drawn in
/// two): its kind, how sure it is, and the clean shape as geometry and as a stroke to draw.
public struct RecognizedShape: Hashable, Sendable {
    /// What the stroke is drawn to be; ``ShapeKind/none`` when it is none of the shapes.
    public var kind: ShapeKind
    /// How sure the recognizer is of ``kind``, from 0 to 1: for a shape, how closely the stroke
    /// follows it (a stroke at the edge of what is accepted gets the recognizer's
    /// ``ShapeRecognizer/Options/minimumConfidence``); for ``ShapeKind/none``, one less the
    /// confidence of the shape that came closest, 1 when none came near.
    public var confidence: Double
    /// The clean shape on the canvas; `nil` for ``ShapeKind/none``.
    public var geometry: ShapeGeometry?
    /// The clean shape as strokes that take the places of the originals, one for each stroke it
    /// was drawn with: one, or for an arrow whose head is a stroke of its own, the clean shaft
    /// and the clean head, in the order they were drawn. Each keeps its original's ink, device
    /// and transform; its samples are spread evenly along its part of the shape, with the times
    /// and pressures its original had at the same share of its length, so that it begins and
    /// ends when its original did and renders and replays with the same ink. It runs from where
    /// its original began, the way it was drawn; a closed shape runs round once, ending where it
    /// began. Empty for ``ShapeKind/none``.
    public var cleanStrokes: [Stroke]

    /// Creates a result.
    public init(kind: ShapeKind, confidence: Double, geometry: ShapeGeometry?, cleanStrokes: [Stroke]) {
        self.kind = kind
        self.confidence = confidence
        self.geometry = geometry
        self.cleanStrokes = cleanStrokes
    }

    /// A stroke that is none of the shapes, `confidence` sure of it.
    public static func none(confidence: Double) -> RecognizedShape {
        RecognizedShape(kind: .none, confidence: confidence, geometry: nil, cleanStrokes: [])
    }
}
