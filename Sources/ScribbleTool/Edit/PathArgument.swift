import Scribble

/// SVG path data given on the command line (`--erase "M 10 10 L 200 40"`), in the drawing's
/// units, read by the SVG reader's own grammar and cut into straight pieces for the hit tests.
///
/// A mistake is reported with the column of the path where reading stopped, counted in
/// characters from 1, so that a long path can be put right: `--erase "M 10 10 L 20": column 12:
/// expected a number for the y of L, found the end of the data`.
struct PathArgument {
    /// How far the straight pieces may stray from the path's curves and arcs, in canvas units:
    /// far finer than any ink, so that the pieces select and erase what the curve would.
    static let flatteningTolerance = 0.01

    /// The option it was given to, for messages: `--erase`.
    var option: String
    /// The path data as given.
    var text: String
    /// The path, read whole.
    var path: SVGPath

    /// Reads path data given to an option.
    /// - Throws: `InputFailure` naming the option, the path and the column of the first mistake,
    ///   or saying that the path draws nothing.
    init(_ text: String, option: String) throws(InputFailure) {
        self.option = option
        self.text = text
        let (path, error) = SVGPath.parse(text)
        if let error {
            throw InputFailure(
                description:
                    "\(Self.label(option, text)): column \(Self.column(ofByte: error.offset, in: text)): \(error.message)"
            )
        }
        guard !path.segments.isEmpty else {
            throw InputFailure(
                description:
                    "\(Self.label(option, text)): the path is empty; give SVG path data such as \"M 10 10 L 200 40\"")
        }
        self.path = path
    }

    /// What messages call the path: the option and the path in quotes.
    var label: String { Self.label(option, text) }

    private static func label(_ option: String, _ text: String) -> String { "\(option) \"\(text)\"" }

    /// The column, from 1, of the character that begins at UTF-8 byte `offset` of `text` (one past
    /// the last character when the offset is the end).
    static func column(ofByte offset: Int, in text: String) -> Int {
        String(decoding: text.utf8.prefix(offset), as: UTF8.self).count + 1
    }

    /// The path as an eraser follows it: each subpath as an open polyline, curves cut finely, and
    /// a subpath that draws nothing (`M 40 40`, or an arc back to where it began) as the one point
    /// it moves to, a tap of the eraser.
    var polylines: [[Point]] {
        subpaths.flatMap { subpath -> [[Point]] in
            let lines = SVGPath(segments: subpath).flattened(tolerance: Self.flatteningTolerance)
            guard lines.isEmpty, case .move(let point)? = subpath.first else { return lines }
            return [[point]]
        }
    }

    /// The segments of each subpath, each beginning with its move (the parser writes one for a
    /// drawing command after `Z`).
    private var subpaths: [[SVGPathSegment]] {
        var subpaths: [[SVGPathSegment]] = []
        for segment in path.segments {
            if case .move = segment { subpaths.append([]) }
            if subpaths.isEmpty { subpaths.append([]) }
            subpaths[subpaths.count - 1].append(segment)
        }
        return subpaths
    }

    /// The path as a lasso, closed implicitly: its subpaths, each closed back to where it began,
    /// joined into one ring. Each join is walked there and back, so it adds nothing to the winding
    /// number, and the ring holds what the path holds when SVG fills it by the non-zero rule.
    /// - Throws: `InputFailure` when the path encloses no area (fewer than three corners, or all
    ///   on one line).
    func lasso() throws(InputFailure) -> Lasso {
        var ring: [Point] = []
        for line in path.flattened(tolerance: Self.flatteningTolerance) {
            guard let first = line.first else { continue }
            ring += line
            if line.last != first { ring.append(first) }
        }
        guard Self.enclosesArea(ring) else {
            throw InputFailure(
                description:
                    "\(label): the lasso encloses no area; give a path round the strokes, such as \"M 10 10 H 200 V 150 H 10 Z\""
            )
        }
        return Lasso(ring)
    }

    /// Whether a ring has three corners not all on one line.
    private static func enclosesArea(_ ring: [Point]) -> Bool {
        guard let first = ring.first, let other = ring.first(where: { $0 != first }) else { return false }
        let along = other - first
        return ring.contains { along.cross($0 - first) != 0 }
    }
}
