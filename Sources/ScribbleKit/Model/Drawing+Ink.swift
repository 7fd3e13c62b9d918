extension Stroke {
    /// Whether the stroke leaves a mark: it has a point, a width that is a positive number, a
    /// colour that is not wholly transparent, and a transform that does not crush it to nothing.
    public var leavesInk: Bool {
        let scale = transform.averageScale
        return !points.isEmpty && ink.width.isFinite && ink.width > 0 && ink.color.alpha > 0 && scale.isFinite && scale > 0
    }
}

extension Drawing {
    /// Whether any stroke leaves a mark (see ``Stroke/leavesInk``): a drawing that has none
    /// renders as its background alone.
    public var hasInk: Bool { strokes.contains(where: \.leavesInk) }
}
