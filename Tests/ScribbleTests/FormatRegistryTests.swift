import Foundation
import Scribble
import Testing

/// A format of a few lines, made here: `POINTS 1`, then a stroke's points as `x y pressure`, a
/// line each, strokes apart by an empty line. Adding it to Scribble takes this one type and the
/// one line that registers it.
struct PointsTextFormat: DrawingFileFormat {
    let format = InterchangeFormat(rawValue: "points-text")
    let aliases = ["points"]
    let fileExtensions = [".points"]
    let capabilities: FormatCapabilities = [.pressure]
    let canWrite = true

    func recognizes(_ head: FileHead) -> FileHead.Match? {
        head.bytes.starts(with: Array("POINTS 1\n".utf8)) ? .signature(at: 0) : nil
    }

    func read(_ bytes: [UInt8], file: String?, options: InterchangeDocument.Options) throws(FormatError)
        -> InterchangeDocument
    {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "POINTS 1" else { throw FormatError(file: file, line: 1, message: "expected POINTS 1") }
        var strokes: [Stroke] = []
        var points: [StrokePoint] = []
        for (number, line) in lines.enumerated().dropFirst() {
            let numbers = line.split(separator: " ").compactMap { Double($0) }
            if line.isEmpty {
                if !points.isEmpty { strokes.append(Stroke(points: points)) }
                points = []
            } else if numbers.count == 3 {
                points.append(
                    StrokePoint(
                        location: Point(x: numbers[0], y: numbers[1]), t: Double(points.count) / 60,
                        pressure: numbers[2]))
            } else {
                throw FormatError(file: file, line: number + 1, message: "expected x y pressure")
            }
        }
        if !points.isEmpty { strokes.append(Stroke(points: points)) }
        return InterchangeDocument(
            format: format, items: [.init(drawing: Drawing(canvas: Size(width: 100, height: 100), strokes: strokes))])
    }

    func write(_ drawings: [Drawing], losses: inout FormatLosses) throws(FormatError) -> [UInt8] {
        guard drawings.count == 1, let drawing = drawings.first else {
            throw FormatError(message: "one drawing a file")
        }
        var text = "POINTS 1\n"
        for stroke in drawing.strokes {
            if stroke.ink != .default { losses.note("ink dropped") }
            for point in stroke.points { text += "\(point.location.x) \(point.location.y) \(point.pressure ?? 0.5)\n" }
            text += "\n"
        }
        return Array(text.utf8)
    }
}

@Suite("Adding a format")
struct FormatRegistryTests {
    static let registered: Bool = FormatRegistry.register(PointsTextFormat())

    @Test("a format registered in one line is told, read, rendered and written as the built-in ones are")
    func aRegisteredFormatWorksEverywhere() throws {
        #expect(Self.registered || FormatRegistry.format(InterchangeFormat(rawValue: "points-text")) != nil)
        #expect(!FormatRegistry.register(PointsTextFormat()), "a name is registered once")
        let points = try #require(InterchangeFormat(name: "POINTS"), "found by its alias, in any case")
        #expect(points.rawValue == "points-text" && points.canWrite && points.capabilities == [.pressure])
        #expect(InterchangeFormat.names.hasSuffix(", points-text"))
        #expect(InterchangeFormat.forFileName("a/b.points") == points)

        let text = "POINTS 1\n10 10 0.5\n50 40 0.75\n90 10 0.25\n\n20 80 0.5\n80 80 0.5\n"
        #expect(
            InterchangeFormat.detect(fileName: "any.txt", head: Array(text.utf8)) == points, "told by its first bytes")
        try TestFiles.withFolder { folder in
            let path = try TestFiles.write(text, named: "zigzag.points", in: folder)
            let read = try DrawingReader.drawing(at: path)
            #expect(read.format == points)
            #expect(read.drawing.strokes.map(\.points.count) == [3, 2])
            #expect(read.drawing.strokes[0].points.map(\.pressure) == [0.5, 0.75, 0.25])
            let png = try Renderer(options: Renderer.Options(format: .png)).encode(read.drawing)
            let image = try RasterImage(png: png)
            #expect(image.width == 100 && image.height == 100)

            var drawing = read.drawing
            drawing.strokes[1].ink.color = Color(red: 1, green: 0, blue: 0)
            var losses = FormatLosses()
            let written = try points.encode(drawing, losses: &losses)
            #expect(losses.description == "ink dropped on 1 stroke")
            let again = try ReadDocument(bytes: written, path: "again.points")
            #expect(
                again.drawings.first?.drawing.strokes.map { $0.points.map(\.location) }
                    == read.drawing.strokes.map { $0.points.map(\.location) })
        }
    }
}
