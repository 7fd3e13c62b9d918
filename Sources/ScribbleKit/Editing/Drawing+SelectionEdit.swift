extension Drawing {
    /// The drawing with `edit` applied to the selected strokes.
    /// - Parameters:
    ///   - edit: what to do to them.
    ///   - selection: stroke indices, in any order; repeats and indices out of range are ignored.
    /// - Returns: the new drawing and the selection in it: the same strokes (in ascending order)
    ///   after a move, scale, rotation or recolouring, none after a deletion, and the copies after
    ///   a copy. An edit whose numbers are not usable (see ``SelectionEdit``), or an empty
    ///   selection, leaves the drawing as it was.
    public func applying(_ edit: SelectionEdit, to selection: some Sequence<Int>) -> (
        drawing: Drawing, selection: [Int]
    ) {
        var drawing = self
        let selection = drawing.apply(edit, to: selection)
        return (drawing, selection)
    }

    /// Applies `edit` to the selected strokes in place (see ``applying(_:to:)``).
    /// - Returns: the selection afterwards.
    @discardableResult
    public mutating func apply(_ edit: SelectionEdit, to selection: some Sequence<Int>) -> [Int] {
        let chosen = validSelection(selection)
        guard !chosen.isEmpty else { return [] }
        switch edit {
        case .move, .scale, .rotate:
            let center = bounds(ofStrokes: chosen)?.center
            guard !edit.needsCenter || center != nil, let transform = edit.transform(about: center ?? .zero) else {
                return chosen
            }
            for index in chosen { strokes[index] = strokes[index].transformed(by: transform) }
            return chosen
        case .recolor(let color):
            for index in chosen { strokes[index].ink.color = color }
            return chosen
        case .delete:
            var kept = [Bool](repeating: true, count: strokes.count)
            for index in chosen { kept[index] = false }
            var remaining: [Stroke] = []
            remaining.reserveCapacity(strokes.count - chosen.count)
            for (index, stroke) in strokes.enumerated() where kept[index] { remaining.append(stroke) }
            strokes = remaining
            return []
        case .copy(let offset):
            guard offset.dx.isFinite, offset.dy.isFinite else { return chosen }
            let first = strokes.count
            let move = Transform.translation(x: offset.dx, y: offset.dy)
            for index in chosen {
                strokes.append(offset == .zero ? strokes[index] : strokes[index].transformed(by: move))
            }
            return Array(first..<strokes.count)
        }
    }

    /// The box around the ink of the selected strokes (their ``Stroke/bounds`` together), whose
    /// centre scaling and rotating turn about.
    /// - Parameter selection: stroke indices; indices out of range are ignored.
    /// - Returns: `nil` when no selected stroke has a point.
    public func bounds(ofStrokes selection: some Sequence<Int>) -> Rect? {
        var box: Rect?
        for index in selection where strokes.indices.contains(index) {
            guard let stroke = strokes[index].bounds else { continue }
            box = box?.union(stroke) ?? stroke
        }
        return box
    }

    /// The stroke indices of `selection` that exist, ascending, once each.
    func validSelection(_ selection: some Sequence<Int>) -> [Int] {
        Array(Set(selection.lazy.filter { self.strokes.indices.contains($0) })).sorted()
    }
}
