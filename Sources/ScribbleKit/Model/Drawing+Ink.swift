extension Stroke {
    /// Whether the stroke leaves a mark: it has a point and a transform that does not crush it to
    /// nothing, and either a width that is a positive number and a colour that is not wholly
    /// transparent, or a fill that is not (and three points to fill between).
    public var leavesInk: Bool {
        let scale = transform.averageScale
        guard !points.isEmpty, scale.isFinite, scale > 0 else { return false }
        return (ink.width.isFinite && ink.width > 0 && ink.color.alpha > 0) || isFilled
    }

    /// Whether the stroke fills an area: its ink has a fill that is not wholly transparent, and
    /// it has three points or more.
    public var isFilled: Bool {
        guard let fill = ink.fill else { return false }
        return fill.alpha > 0 && points.count >= 3
    }
}

extension Drawing {
    /// Whether any stroke leaves a mark (see ``Stroke/leavesInk``): a drawing that has none
    /// renders as its background alone.
    public var hasInk: Bool { strokes.contains(where: \.leavesInk) }
}
