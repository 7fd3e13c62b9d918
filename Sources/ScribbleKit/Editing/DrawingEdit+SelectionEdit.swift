/// Selection edits as edits with history.
extension DrawingEdit {
    /// The edit that a selection edit makes: the same change as ``Drawing/apply(_:to:)`` makes,
    /// bit for bit, recorded so that it can be undone.
    ///
    /// A stroke the change would leave the same bits is left out, and a move, scale or turn whose
    /// transform is the identity (a move by nothing, a scale by 1, whole turns) changes nothing,
    /// so that an edit that touches nothing is empty. An edit that needs the selection's centre
    /// when no selected stroke has a point changes nothing, as ``Drawing/apply(_:to:)`` has it.
    /// - Parameters:
    ///   - edit: what to do to the selected strokes.
    ///   - selection: stroke indices, in any order; repeats and indices out of range are ignored.
    ///   - drawing: the drawing the strokes are in.
    /// - Throws: ``DrawingEditError/Kind/unusableNumber`` for an offset, factor, angle or colour
    ///   that is not finite, a scale of 0, and a change that would make a stroke's transform (or
    ///   the scale it gives the ink) not finite; the selection edit itself would change nothing
    ///   or, for a scale of 0, flatten the strokes.
    public init(_ edit: SelectionEdit, to selection: some Sequence<Int>, in drawing: Drawing) throws(DrawingEditError) {
        try Self.checkNumbers(of: edit)
        let chosen = drawing.validSelection(selection)
        let strokes = drawing.strokes
        guard !chosen.isEmpty else {
            self.init()
            return
        }
        switch edit {
        case .move, .scale, .rotate:
            let center = drawing.bounds(ofStrokes: chosen)?.center
            guard !edit.needsCenter || center != nil, let transform = edit.transform(about: center ?? .zero),
                transform != .identity
            else {
                self.init()
                return
            }
            var removed: [Placement] = []
            var inserted: [Placement] = []
            removed.reserveCapacity(chosen.count)
            inserted.reserveCapacity(chosen.count)
            for index in chosen {
                let old = strokes[index]
                let new = old.transformed(by: transform)
                try Self.checkTransform(of: new, from: old, index: index)
                guard !new.isIdentical(to: old) else { continue }
                removed.append(Placement(index: index, stroke: old))
                inserted.append(Placement(index: index, stroke: new))
            }
            self.init(unchecked: removed, inserted)
        case .recolor(let color):
            var removed: [Placement] = []
            var inserted: [Placement] = []
            removed.reserveCapacity(chosen.count)
            inserted.reserveCapacity(chosen.count)
            for index in chosen {
                var new = strokes[index]
                new.ink.color = color
                guard !new.isIdentical(to: strokes[index]) else { continue }
                removed.append(Placement(index: index, stroke: strokes[index]))
                inserted.append(Placement(index: index, stroke: new))
            }
            self.init(unchecked: removed, inserted)
        case .delete:
            self.init(unchecked: chosen.map { Placement(index: $0, stroke: strokes[$0]) }, [])
        case .copy(let offset):
            let move = Transform.translation(x: offset.dx, y: offset.dy)
            var inserted: [Placement] = []
            inserted.reserveCapacity(chosen.count)
            for index in chosen {
                let copy = offset == .zero ? strokes[index] : strokes[index].transformed(by: move)
                try Self.checkTransform(of: copy, from: strokes[index], index: index)
                inserted.append(Placement(index: strokes.count + inserted.count, stroke: copy))
            }
            self.init(unchecked: [], inserted)
        }
    }

    /// Checks that a selection edit's numbers can be used.
    private static func checkNumbers(of edit: SelectionEdit) throws(DrawingEditError) {
        let problem: String?
        switch edit {
        case .move(let offset):
            problem =
                offset.dx.isFinite && offset.dy.isFinite
                ? nil : "a move by (\(offset.dx), \(offset.dy)) is not by a finite offset"
        case .scale(let factor):
            problem =
                factor.isFinite && factor != 0
                ? nil : "a scale by \(factor); the factor must be a finite number other than 0"
        case .rotate(let degrees):
            problem = degrees.isFinite ? nil : "a turn by \(degrees) degrees is not by a finite angle"
        case .recolor(let color):
            let finite = color.red.isFinite && color.green.isFinite && color.blue.isFinite && color.alpha.isFinite
            problem = finite ? nil : "a colour with a component that is not finite"
        case .delete:
            problem = nil
        case .copy(let offset):
            problem =
                offset.dx.isFinite && offset.dy.isFinite
                ? nil : "a copy moved by (\(offset.dx), \(offset.dy)) is not moved by a finite offset"
        }
        if let problem { throw DrawingEditError(.unusableNumber, problem: problem) }
    }

    /// Checks that a change keeps what was finite of a stroke's transform finite: its
    /// coefficients, and its determinant, the square of the scale ink widths are drawn at. (A
    /// drawing may come with a transform whose determinant overflows; it can still be moved.)
    private static func checkTransform(of new: Stroke, from old: Stroke, index: Int) throws(DrawingEditError) {
        let before = old.transform
        let after = new.transform
        let coefficientsLost = before.coefficientsAreFinite && !after.coefficientsAreFinite
        let scaleLost = before.determinant.isFinite && !after.determinant.isFinite
        guard coefficientsLost || scaleLost else { return }
        throw DrawingEditError(
            .unusableNumber, problem: "the change would carry stroke \(index) beyond the numbers a transform can hold")
    }
}
