import ScribbleFiles
import ScribbleFormats
import ScribbleJSON
import ScribbleSVG

extension BenchStage {
    /// Parsing SVG path data (the text of one `d` attribute, the whole file) into segments, and
    /// flattening the parsed path into polylines at the SVG reader's default tolerance; the counts
    /// show that the work was done.
    static func svgPath(_ file: String, _ repetitions: Int) throws -> [(String, Double)] {
        let bytes = try AtomicFile.read(file)
        var path = SVGPath()
        let parse = try median(repetitions) { () throws in path = try SVGPath(parsingUTF8: bytes) }
        var points = 0
        let flatten = median(repetitions) {
            points = path.flattened(tolerance: SVGReadOptions.default.tolerance).reduce(0) { $0 + $1.count }
        }
        return [
            ("bytes", Double(bytes.count)), ("segments", Double(path.segments.count)), ("points", Double(points)),
            ("parse_seconds", parse), ("flatten_seconds", flatten),
        ]
    }
}
