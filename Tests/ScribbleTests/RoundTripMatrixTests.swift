import Foundation
import Scribble
import Testing

/// Every writable format × every sample in `Strokes/` (and every file of the corpus of real files
/// when `SCRIBBLE_CORPUS` names it): each drawing written and read back keeps exactly what the
/// format carries, and whatever else changed is named in the writer's losses. A conversion that
/// changes something without a word fails, whatever the picture looks like.
@Suite("Round trips through every format")
struct RoundTripMatrixTests {
    /// The formats Scribble writes, each read back as itself.
    static let targets: [InterchangeFormat] = [.scribbleDrawing, .scribbleEvents, .inkml, .excalidraw, .xournal]

    /// The formats through which a drawing must also render exactly as before.
    static let renderedAlike: Set<InterchangeFormat> = [.scribbleDrawing, .scribbleEvents, .inkml, .excalidraw]

    /// The inputs: the samples, and the corpus's files when it is named.
    static func inputs() throws -> [String] {
        var paths = try Self.files(in: TestFiles.repositoryRoot.appendingPathComponent("Strokes").path)
        if let corpus = ProcessInfo.processInfo.environment["SCRIBBLE_CORPUS"], !corpus.isEmpty {
            for folder in ["quickdraw-raw", "excalidraw-freedraw"] {
                paths += try Self.files(in: corpus + "/" + folder)
            }
        }
        return paths
    }

    private static func files(in folder: String) throws -> [String] {
        let names = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return names.filter { name in
            [".json", ".svg", ".excalidrawlib", ".excalidraw", ".inkml", ".xopp", ".ndjson"].contains {
                name.hasSuffix($0)
            }
        }.sorted().map { folder + "/" + $0 }
    }

    @Test("nothing is lost without a word, in any format, from any sample")
    func matrix() throws {
        var drawings = 0
        var renders = (alike: 0, compared: 0)
        var declared: [InterchangeFormat: (lossless: Int, all: Int)] = [:]
        var failures: [String] = []
        for path in try Self.inputs() {
            let reader = try DrawingReader(path: path)
            while let next = reader.next() {
                guard case .success(let item) = next else { continue }
                let original = item.drawing.drawing
                drawings += 1
                for target in Self.targets {
                    let label = "\(path)\(item.name.map { " [\($0)]" } ?? "") → \(target.rawValue)"
                    var losses = FormatLosses()
                    let bytes = try target.encode(original, losses: &losses)
                    let document = try ReadDocument(
                        bytes: bytes, path: "copy" + (target.fileExtensions.first ?? ""),
                        options: ReadOptions(format: target))
                    guard document.drawings.count == 1, let copy = document.drawings.first?.drawing else {
                        failures.append("\(label): read back as \(document.drawings.count) drawings")
                        continue
                    }
                    declared[target, default: (0, 0)].all += 1
                    if losses.isEmpty { declared[target, default: (0, 0)].lossless += 1 }
                    let differences = DrawingDifferences(original, copy)
                    for difference in differences.properties {
                        let carried = target.capabilities.contains(difference.capability)
                        let named = losses.entries.contains { entry in
                            difference.keywords.contains { entry.what.contains($0) }
                        }
                        if !named {
                            failures.append(
                                "\(label): \(difference.name) changed on \(difference.strokes) strokes\(carried ? ", which the format carries" : ""), and the losses say only \"\(losses)\""
                            )
                        }
                    }
                    if Self.renderedAlike.contains(target), losses.isEmpty {
                        renders.compared += 1
                        let renderer = Renderer(options: Renderer.Options(format: .png))
                        if try renderer.encode(original) == renderer.encode(copy) {
                            renders.alike += 1
                        } else {
                            failures.append("\(label): renders differently, with no loss said")
                        }
                    }
                }
            }
        }
        for target in Self.targets {
            let counts = declared[target, default: (0, 0)]
            print(
                "round trip through \(target.rawValue): \(counts.lossless) of \(counts.all) drawings with nothing to say, each rendered alike where compared"
            )
        }
        #expect(drawings >= 14, "the samples are all read")
        #expect(failures.isEmpty, "\(failures.count) silent losses:\n\(failures.prefix(40).joined(separator: "\n"))")
        #expect(
            renders.alike == renders.compared,
            "\(renders.alike) of \(renders.compared) drawings render alike after a round trip")
    }
}

/// What differs between a drawing and its copy after a round trip, property by property, each
/// with the words a writer's loss names it by.
struct DrawingDifferences {
    struct Property {
        var name: String
        var capability: FormatCapabilities
        var keywords: [String]
        var strokes: Int
    }

    private(set) var properties: [Property] = []

    init(_ original: Drawing, _ copy: Drawing) {
        var counts: [String: Int] = [:]
        func differs(_ name: String) { counts[name, default: 0] += 1 }
        if original.canvas != copy.canvas { differs("canvas") }
        if original.inkOptions != copy.inkOptions { differs("ink options") }
        // A notebook's page always has paper: a drawing without any gets plain white, as drawn.
        if original.paper != copy.paper, !(original.paper == nil && copy.paper == Paper.plain) { differs("paper") }
        if original.strokes.count != copy.strokes.count { differs("strokes") }
        // Strokes are compared one for one only when none was left out.
        for (a, b) in zip(original.strokes, copy.strokes) where original.strokes.count == copy.strokes.count {
            let pointsA = a.canvasLocations
            let pointsB = b.canvasLocations
            if pointsA.count != pointsB.count
                || zip(pointsA, pointsB).contains(where: { !Self.close($0.x, $1.x) || !Self.close($0.y, $1.y) })
            {
                differs("points")
            } else {
                if zip(a.points, b.points).contains(where: { !Self.close($0.pressure, $1.pressure) }) {
                    differs("pressure")
                }
                if zip(a.points, b.points).contains(where: { !Self.close($0.t, $1.t) }) { differs("time") }
                if zip(a.points, b.points).contains(where: {
                    !Self.close($0.altitude, $1.altitude) || !Self.close($0.azimuth, $1.azimuth)
                }) {
                    differs("tilt")
                }
            }
            if a.device != b.device { differs("device") }
            if a.ink.tool != b.ink.tool { differs("tool") }
            if a.ink.color != b.ink.color { differs("colour") }
            if a.ink.width * a.transform.averageScale != b.ink.width * b.transform.averageScale { differs("width") }
            if a.ink.fill != b.ink.fill { differs("fill") }
            if a.path != b.path || a.transform != b.transform && a.path != nil { differs("curves") }
            // A move applied to the points changes nothing that is drawn.
            if a.transform != b.transform, !(Self.movesOnly(a.transform) && Self.movesOnly(b.transform)) {
                differs("transform")
            }
            if a.visibleRange != b.visibleRange { differs("erased range") }
        }
        let table: [String: (FormatCapabilities, [String])] = [
            "canvas": ([], ["canvas"]),
            "ink options": (.inkOptions, ["ink options"]),
            "paper": (.paper, ["paper"]),
            "strokes": ([], ["strokes dropped", "skipped", "left out"]),
            "points": ([], ["points", "erased", "transform"]),
            // A format that holds widths, not pressures, gives pressures under its own ink options.
            "pressure": (.pressure, ["pressure", "ink options"]),
            // Times a format does not hold are a steady pen's along the points read back.
            "time": (.time, ["time", "curves", "transform"]),
            "tilt": (.tilt, ["tilt"]),
            "device": (.device, ["device"]),
            "tool": (.toolKinds, ["ink written as", "tool"]),
            "colour": (.colorAlpha, ["colour", "color", "alpha"]),
            "width": (.inkPerStroke, ["width", "transform", "ink written as"]),
            "fill": (.fill, ["fill"]),
            "curves": (.curves, ["curves"]),
            "transform": (.curves, ["transform"]),
            "erased range": (.erasedRanges, ["erased"]),
        ]
        properties = counts.sorted { $0.key < $1.key }.map { name, strokes in
            let (capability, keywords) = table[name] ?? ([], [name])
            return Property(name: name, capability: capability, keywords: keywords, strokes: strokes)
        }
    }

    static func movesOnly(_ transform: Transform) -> Bool {
        transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
    }

    /// Whether two values are the same to the precision a writer keeps: 15 significant digits.
    static func close(_ a: Double?, _ b: Double?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a == b || abs(a - b) <= 1e-13 * max(abs(a), abs(b))
    }
}
