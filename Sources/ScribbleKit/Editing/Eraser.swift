/// An eraser, as PencilKit has two: one that removes every stroke it touches, and one that cuts
/// strokes where its round tip passes.
public struct Eraser: Hashable, Sendable {
    /// How an eraser takes ink away.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// Removes every stroke whose ink the eraser touches, whole.
        case stroke
        /// Cuts strokes where the eraser passes, keeping the pieces outside it.
        case area
    }

    /// The width of an eraser's tip when none is given, in canvas units.
    public static let defaultWidth = 8.0

    /// How the eraser takes ink away.
    public var kind: Kind
    /// The width of the eraser's round tip, in canvas units.
    public var width: Double

    /// Creates an eraser.
    /// - Parameters:
    ///   - kind: how it takes ink away; the area eraser by default, as PencilKit's.
    ///   - width: the width of its round tip, in canvas units.
    public init(_ kind: Kind = .area, width: Double = Eraser.defaultWidth) {
        self.kind = kind
        self.width = width
    }

    /// Half the tip's width, never negative or NaN.
    var radius: Double { width.isFinite && width > 0 ? width / 2 : 0 }
}

extension IndexedDrawing {
    /// What one pass of an eraser along a path does to the drawing, without doing it: for each
    /// stroke it changes, the strokes that take its place (none for a stroke erased whole, the
    /// pieces outside the eraser for a stroke the area eraser cuts).
    /// - Parameters:
    ///   - eraser: the eraser.
    ///   - path: the points its tip passes through, in order, on the canvas; one point for a tap.
    /// - Returns: the replacements, keyed by stroke index, ready for ``DrawingEdit/init(replacing:in:)``;
    ///   empty when the eraser touches nothing.
    public func erasure(by eraser: Eraser, along path: [Point]) -> [Int: [Stroke]] {
        let touched = strokes(touchingPath: path, tolerance: eraser.radius)
        var replacements: [Int: [Stroke]] = [:]
        switch eraser.kind {
        case .stroke:
            for index in touched { replacements[index] = [] }
        case .area:
            guard let path = EraserPath(path, radius: eraser.radius) else { break }
            let options = inkOptions ?? .default
            let pipeline = InkPipeline()
            for index in touched {
                if let pieces = strokes[index].pieces(outside: path, options: options, pipeline: pipeline) {
                    replacements[index] = pieces
                }
            }
        }
        return replacements
    }
}

extension DrawingEditor {
    /// Moves an eraser along a path and records what it did as one edit, which one undo takes back.
    /// - Parameters:
    ///   - path: the points its tip passes through, in order, on the canvas; one point for a tap.
    ///   - eraser: the eraser.
    /// - Returns: what was replaced, as ``IndexedDrawing/erasure(by:along:)`` gives it (indices
    ///   are those before the edit); empty when nothing was touched, and then nothing is recorded.
    /// - Throws: ``DrawingEditError/Kind/unusableNumber`` when a piece would hold a number that is
    ///   not finite (which no stroke that passed the readers can give).
    @discardableResult
    public mutating func erase(along path: [Point], with eraser: Eraser) throws(DrawingEditError) -> [Int: [Stroke]] {
        let replacements = indexedDrawing.erasure(by: eraser, along: path)
        if !replacements.isEmpty { try replaceStrokes(replacements) }
        return replacements
    }
}

extension Eraser {
    /// For each stroke a drawing has after a replacement, the index it had before: the strokes
    /// kept, and each piece with the index of the stroke it was cut from. A selection follows its
    /// strokes through an eraser's pass by it.
    /// - Parameters:
    ///   - replacements: what replaced what, as ``IndexedDrawing/erasure(by:along:)`` gives it.
    ///   - strokeCount: how many strokes the drawing had before.
    public static func origins(after replacements: [Int: [Stroke]], strokeCount: Int) -> [Int] {
        var origins: [Int] = []
        origins.reserveCapacity(strokeCount)
        for index in 0..<strokeCount {
            if let pieces = replacements[index] {
                origins.append(contentsOf: repeatElement(index, count: pieces.count))
            } else {
                origins.append(index)
            }
        }
        return origins
    }
}
