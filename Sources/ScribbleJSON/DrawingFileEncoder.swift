import ScribbleKit
import ScribbleSyntax

/// Writes a drawing's file again and again as it is drawn and edited, as a drawing session saving
/// after every change does, encoding only what changed: a stroke found again (the same, at its
/// place or a few places on after strokes were added or taken out before it) is copied from the
/// file written last instead of encoded, and the text of a new one is kept only until it is
/// written. The bytes are those of ``ScribbleKit/Drawing/jsonEncoded(compactPoints:)`` with points
/// as objects.
///
/// ``write(_:write:copy:offset:)`` says what to write and what to copy from the file written
/// last; once that file is in place, ``written(at:)`` takes where each stroke went in it.
public struct DrawingFileEncoder: Sendable {
    /// How far on from where the last stroke was found a stroke is looked for.
    static let lookahead = 16

    /// A stroke's text: where it lies in the file written last, or the text itself.
    private enum Piece {
        case inFile(Range<Int>)
        case text([UInt8])
    }

    private var strokes: [Stroke] = []
    private var pieces: [Piece] = []

    /// Starts with nothing encoded.
    public init() {}

    /// Writes `drawing`'s file through `write`, which appends bytes, and `copy`, which appends a
    /// stretch of the file written last (the one ``written(at:)`` was told of); `offset` is how
    /// many bytes were appended so far. Runs of strokes that lay together in the file written last
    /// are copied in one stretch.
    /// - Returns: where each stroke's text lies in the new file, for ``written(at:)`` once it is
    ///   in place.
    public mutating func write<Failure: Error>(
        _ drawing: Drawing, write: ([UInt8]) throws(Failure) -> Void, copy: (Range<Int>) throws(Failure) -> Void,
        offset: () -> Int
    ) throws(Failure) -> [Range<Int>] {
        update(drawing)
        var document = JSONWriter(capacity: 512)
        var strokesStart = 0
        document.object { object in
            drawing.writeHeader(to: &object)
            object.fieldName("strokes")
            object.raw("[")
            strokesStart = object.bytes.count
            object.raw(pieces.isEmpty ? "]" : " ]")
        }
        document.raw("\n")
        let frame = document.bytes
        try write(Array(frame[..<strokesStart]))

        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(pieces.count)
        // A stretch of the old file still to copy, which the next stroke may extend.
        var pendingCopy: Range<Int>?
        for (index, piece) in pieces.enumerated() {
            let separator = index == 0 ? Self.firstSeparator : Self.separator
            switch piece {
            case .inFile(let range):
                // A stroke that followed the pending stretch in the old file, after the same separator.
                if let pending = pendingCopy, pending.upperBound == range.lowerBound - separator.count {
                    pendingCopy = pending.lowerBound..<range.upperBound
                } else {
                    if let pending = pendingCopy { try copy(pending) }
                    try write(separator)
                    pendingCopy = range
                }
                let start = offset() + (pendingCopy.map { $0.count - range.count } ?? 0)
                ranges.append(start..<start + range.count)
            case .text(let text):
                if let pending = pendingCopy { try copy(pending) }
                pendingCopy = nil
                try write(separator)
                let start = offset()
                try write(text)
                ranges.append(start..<start + text.count)
            }
        }
        if let pending = pendingCopy { try copy(pending) }
        try write(Array(frame[strokesStart...]))
        return ranges
    }

    /// Takes where each stroke's text lies in the file just written, which later writes copy from.
    public mutating func written(at ranges: [Range<Int>]) {
        guard ranges.count == pieces.count else { return }
        pieces = ranges.map { .inFile($0) }
    }

    /// The drawing as a `*.drawing.json` file's bytes, whole, for a caller that keeps no file.
    public mutating func encode(_ drawing: Drawing) -> [UInt8] {
        var bytes: [UInt8] = []
        // Nothing is ever in a file here (``written(at:)`` is not called), so nothing is copied.
        _ = write(drawing, write: { bytes += $0 }, copy: { _ in }, offset: { bytes.count })
        return bytes
    }

    /// Matches the drawing's strokes with those written before, making the text of the others.
    private mutating func update(_ drawing: Drawing) {
        var newPieces: [Piece] = []
        newPieces.reserveCapacity(drawing.strokes.count)
        var next = 0  // where in the strokes encoded before to look first
        for stroke in drawing.strokes {
            let end = min(next + Self.lookahead, strokes.count)
            if let found = (next..<end).first(where: { strokes[$0] == stroke }) {
                newPieces.append(pieces[found])
                next = found + 1
            } else {
                var writer = JSONWriter(capacity: 64 + stroke.points.count * 70)
                Drawing.write(stroke, compactPoints: false, to: &writer)
                newPieces.append(.text(writer.bytes))
            }
        }
        strokes = drawing.strokes
        pieces = newPieces
    }

    private static let firstSeparator = Array("\n    ".utf8)
    private static let separator = Array(",\n    ".utf8)
}
