import ScribbleJSON
import ScribbleKit
import ScribbleSyntax

/// Reads the records of a `.tldr` file.
struct TldrawRecordParser {
    private var budget: InterchangeBudget

    init(limits: InterchangeLimits) {
        budget = InterchangeBudget(limits)
    }

    private enum TopKey: String, CaseIterable, Sendable {
        case records, document
        static let table = JSONNameTable<TopKey>()
    }

    private enum RecordKey: String, CaseIterable, Sendable {
        case id, typeName, type, parentId, index, name, x, y, rotation, opacity, props
        static let table = JSONNameTable<RecordKey>()
    }

    private enum PropsKey: String, CaseIterable, Sendable {
        case color, size, dash, isPen, scale, scaleX, scaleY, segments
        static let table = JSONNameTable<PropsKey>()
    }

    private enum SegmentKey: String, CaseIterable, Sendable {
        case type, points, path, dim
        static let table = JSONNameTable<SegmentKey>()
    }

    private enum VectorKey: String, CaseIterable, Sendable {
        case x, y, z
        static let table = JSONNameTable<VectorKey>()
    }

    mutating func read(_ scanner: inout JSONScanner) throws(FormatError) -> [TldrawRecord] {
        let start = try scanner.beginObject()
        var records: [TldrawRecord]?
        while let key = try scanner.nextField(in: TopKey.table) {
            switch key {
            case .records:
                try scanner.beginArray()
                var list: [TldrawRecord] = []
                while try scanner.nextElement() { list.append(try readRecord(&scanner)) }
                records = list
            case .document:
                throw scanner.failure(
                    at: start,
                    "this is a tldraw 1 file (it has \"document\"); open it in tldraw 2 or later and save it again, which Scribble reads"
                )
            }
        }
        try scanner.finish()
        guard let records else {
            throw scanner.failure(at: start, "missing key \"records\", which a tldraw file (.tldr) has")
        }
        return records
    }

    private mutating func readRecord(_ scanner: inout JSONScanner) throws(FormatError) -> TldrawRecord {
        try scanner.beginObject()
        var record = TldrawRecord()
        while let key = try scanner.nextField(in: RecordKey.table) {
            switch key {
            case .id: record.id = try scanner.readOptionalString() ?? ""
            case .typeName: record.typeName = try scanner.readOptionalString() ?? ""
            case .type: record.type = try scanner.readOptionalString() ?? ""
            case .parentId: record.parentId = try scanner.readOptionalString() ?? ""
            case .index: record.index = try scanner.readOptionalString() ?? ""
            case .name: record.name = try stringOrSkip(&scanner)
            case .x: record.x = try coordinate(&scanner)
            case .y: record.y = try coordinate(&scanner)
            case .rotation: record.rotation = try finite(&scanner) ?? 0
            case .opacity: record.opacity = Swift.min(1, Swift.max(0, try finite(&scanner) ?? 1))
            case .props: try readProps(&scanner, into: &record)
            }
        }
        return record
    }

    private func coordinate(_ scanner: inout JSONScanner) throws(FormatError) -> Double {
        guard let value = try scanner.readOptionalNumber() else { return 0 }
        guard abs(value) <= ModelLimits.maximumCoordinate else {
            throw scanner.valueFailure("the coordinate must be within ±10000000, found \(scanner.valueText)")
        }
        return value
    }

    private func finite(_ scanner: inout JSONScanner) throws(FormatError) -> Double? {
        try scanner.readOptionalNumber()
    }

    private mutating func readProps(_ scanner: inout JSONScanner, into record: inout TldrawRecord) throws(FormatError) {
        if scanner.readNullIfPresent() { return }
        try scanner.beginObject()
        while let key = try scanner.nextField(in: PropsKey.table) {
            switch key {
            case .color: record.color = try stringOrSkip(&scanner) ?? record.color
            case .size: record.size = try stringOrSkip(&scanner) ?? record.size
            case .dash: record.dash = try stringOrSkip(&scanner) ?? record.dash
            case .isPen: record.isPen = try scanner.readOptionalBool() ?? false
            case .scale: record.scale = try scale(&scanner)
            case .scaleX: record.scaleX = try scale(&scanner)
            case .scaleY: record.scaleY = try scale(&scanner)
            case .segments:
                if scanner.readNullIfPresent() { continue }
                try scanner.beginArray()
                while try scanner.nextElement() { record.segments.append(try readSegment(&scanner)) }
            }
        }
    }

    /// A string prop; props of other kinds (custom styles) are skipped.
    private func stringOrSkip(_ scanner: inout JSONScanner) throws(FormatError) -> String? {
        guard scanner.peekKind() == .string else {
            try scanner.skipValue()
            return nil
        }
        return try scanner.readString()
    }

    private func scale(_ scanner: inout JSONScanner) throws(FormatError) -> Double {
        guard let value = try scanner.readOptionalNumber() else { return 1 }
        guard value != 0, abs(value) <= 10_000 else {
            throw scanner.valueFailure("a scale must be non-zero and within ±10000, found \(scanner.valueText)")
        }
        return value
    }

    private mutating func readSegment(_ scanner: inout JSONScanner) throws(FormatError) -> [TldrawPathDecoder.Vector] {
        try scanner.beginObject()
        var points: [TldrawPathDecoder.Vector] = []
        var path: (text: String, offset: Int)?
        var dimensions = 3
        while let key = try scanner.nextField(in: SegmentKey.table) {
            switch key {
            case .type: try scanner.skipValue()
            case .dim: dimensions = scanner.readNullIfPresent() ? 3 : try scanner.readInteger()
            case .path:
                _ = scanner.peekKind()
                path = (try scanner.readString(), scanner.position)
            case .points:
                switch scanner.peekKind() {
                case .string:
                    let text = try scanner.readString()
                    points = try decoded(&scanner) { () throws(TldrawPathDecoder.Problem) in
                        try TldrawPathDecoder.legacyPoints(text, limit: remainingPoints)
                    }
                default:
                    points = try readVectors(&scanner)
                }
            }
        }
        if let path {
            points = try decoded(&scanner) { () throws(TldrawPathDecoder.Problem) in
                try TldrawPathDecoder.deltaPoints(path.text, dimensions: dimensions, limit: remainingPoints)
            }
        }
        if let exceeded = budget.takePoints(points.count) {
            throw scanner.failure(at: scanner.position, exceeded.message).exceeding(exceeded.limit)
        }
        for point in points
        where !(abs(point.x) <= ModelLimits.maximumCoordinate && abs(point.y) <= ModelLimits.maximumCoordinate) {
            throw scanner.failure(
                at: scanner.position, "a point (\(point.x), \(point.y)) is not a number within ±10000000")
        }
        return points
    }

    private var remainingPoints: Int { budget.limits.maximumPoints - budget.points }

    private func decoded(
        _ scanner: inout JSONScanner, _ body: () throws(TldrawPathDecoder.Problem) -> [TldrawPathDecoder.Vector]
    ) throws(FormatError) -> [TldrawPathDecoder.Vector] {
        do {
            return try body()
        } catch {
            if error.message.hasSuffix("the limit") {
                throw scanner.valueFailure(
                    "the document has more than \(budget.limits.maximumPoints) points, the limit"
                ).exceeding(.points)
            }
            throw scanner.valueFailure(error.message)
        }
    }

    private func readVectors(_ scanner: inout JSONScanner) throws(FormatError) -> [TldrawPathDecoder.Vector] {
        if scanner.readNullIfPresent() { return [] }
        let start = try scanner.beginArray()
        var vectors: [TldrawPathDecoder.Vector] = []
        while try scanner.nextElement() {
            guard vectors.count < remainingPoints else {
                throw scanner.failure(
                    at: start, "the document has more than \(budget.limits.maximumPoints) points, the limit"
                ).exceeding(.points)
            }
            let vectorStart = try scanner.beginObject()
            var x: Double?
            var y: Double?
            var z: Double?
            while let key = try scanner.nextField(in: VectorKey.table) {
                switch key {
                case .x: x = try scanner.readCoordinate("x")
                case .y: y = try scanner.readCoordinate("y")
                case .z: z = try scanner.readOptionalNumber()
                }
            }
            guard let x, let y else {
                throw scanner.missingKeys([("x", x == nil), ("y", y == nil)], inObjectAt: vectorStart)
            }
            vectors.append(TldrawPathDecoder.Vector(x: x, y: y, z: z ?? 0.5))
        }
        return vectors
    }
}
