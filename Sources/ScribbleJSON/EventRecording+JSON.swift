import ScribbleKit
import ScribbleSyntax

extension EventRecording {
    /// Reads a recording from the JSON of a `*.events.json` file, version 1 (events) or 2 (a
    /// session: events, tools, commands and ink options; see `docs/formats.md`).
    ///
    /// Every value is checked as it is read: the format and version, the required keys of each
    /// event (`t`, `pointer`, `device`, `phase`, `x`, `y`), names, ranges (coordinates within
    /// ±10⁷, pressure within 0…1, a canvas side positive and at most 10⁷), and the limits (an event
    /// counts as a point, a `down` as a stroke). Keys the reader does not know are ignored; a key given twice in one object is an
    /// error.
    ///
    /// - Parameters:
    ///   - bytes: The document as UTF-8: `[UInt8]`, `Data`, `String.UTF8View` or any other collection of bytes.
    ///   - file: The file name to show in errors.
    ///   - limits: How many events, strokes and levels of nesting the document may have.
    /// - Throws: A ``FormatError`` with the line, column and path of the first problem.
    public init(decoding bytes: some Collection<UInt8>, file: String? = nil, limits: InterchangeLimits = .default)
        throws(FormatError)
    {
        self = try JSONScanner.withScanner(over: bytes, file: file, maximumDepth: limits.maximumDepth) {
            scanner throws(FormatError) in
            let header = try DocumentFormat.read(from: &scanner, expecting: .events)
            return try EventRecording(reading: &scanner, version: header.version, limits: limits)
        }
    }

    /// Reads the document whose header has been checked, from its start.
    init(reading scanner: inout JSONScanner, version: Int, limits: InterchangeLimits) throws(FormatError) {
        let start = try scanner.beginObject()
        var canvas: Size?
        var entries: (events: [InputEvent], actions: [Action])?
        var inkOptions: InkOptions?
        while let key = try scanner.nextField(in: RecordingKey.table) {
            switch key {
            case .format, .version: try scanner.skipValue()
            case .canvas: canvas = try scanner.readCanvas()
            case .events:
                entries =
                    version == 1
                    ? (try Self.readEvents(&scanner, limits: limits), [])
                    : try Self.readEntries(&scanner, limits: limits)
            case .inkOptions:
                // Version 1 has no ink options; a key it does not know is ignored.
                if version == 1 { try scanner.skipValue() } else { inkOptions = try InkOptionsJSON.read(&scanner) }
            }
        }
        try scanner.finish()
        guard let canvas, let entries else {
            throw scanner.missingKeys([("canvas", canvas == nil), ("events", entries == nil)], inObjectAt: start)
        }
        self.init(canvas: canvas, events: entries.events)
        actions = entries.actions
        self.inkOptions = inkOptions
    }

    /// Reads the entries of a version 2 recording: events, tools and commands, mixed.
    private static func readEntries(_ scanner: inout JSONScanner, limits: InterchangeLimits) throws(FormatError) -> (
        [InputEvent], [Action]
    ) {
        try scanner.beginArray()
        var events: [InputEvent] = []
        var actions: [Action] = []
        var budget = InterchangeBudget(limits)
        while try scanner.nextElement() {
            let start = scanner.position
            let entry = try SessionEntryJSON.read(&scanner, budget: &budget)
            let isDown = if case .event(let event) = entry, event.phase == .down { true } else { false }
            if let exceeded = budget.takePoints(1) ?? (isDown ? budget.takeStroke() : nil) {
                throw scanner.failure(at: start, exceeded.message).exceeding(exceeded.limit)
            }
            Self.append(entry, to: &events, &actions)
        }
        return (events, actions)
    }

    private static func readEvents(_ scanner: inout JSONScanner, limits: InterchangeLimits) throws(FormatError)
        -> [InputEvent]
    {
        try scanner.beginArray()
        var events: [InputEvent] = []
        var budget = InterchangeBudget(limits)
        while try scanner.nextElement() {
            let start = scanner.position
            let event = try readEvent(&scanner)
            if let exceeded = budget.takePoints(1) ?? (event.phase == .down ? budget.takeStroke() : nil) {
                throw scanner.failure(at: start, exceeded.message).exceeding(exceeded.limit)
            }
            events.append(event)
        }
        return events
    }

    static func readEvent(_ scanner: inout JSONScanner) throws(FormatError) -> InputEvent {
        let start = try scanner.beginObject()
        var fields = EventFields()
        while let key = try scanner.nextField(in: EventFields.Key.table) { try fields.read(key, from: &scanner) }
        return try fields.event(in: scanner, objectAt: start)
    }

    /// The recording as the JSON of a `*.events.json` file, one event a line: version 1 for a
    /// recording of events only, version 2 (with its tools, commands and ink options, one entry a
    /// line among the events) for a session's (see ``isSession``).
    ///
    /// Numbers are written in the shortest form that reads back as the same double, whole numbers
    /// without a fraction; sensor values that are `nil` are left out. Reading the result gives back
    /// an equal recording, every double bit for bit (JSON cannot hold infinities or NaN, which are
    /// written as `null` and refused when read).
    /// - Returns: The document as UTF-8.
    public func encoded() -> [UInt8] {
        var writer = JSONWriter(capacity: 128 + events.count * 100)
        writer.object { document in
            writeHeader(to: &document)
            if actions.isEmpty {
                document.field("events", lines: events, indent: 4) { Self.write($0, to: &$1) }
            } else {
                document.field("events", lines: entries, indent: 4) { Self.write($0, to: &$1) }
            }
        }
        writer.raw("\n")
        return writer.bytes
    }

    /// The document's fields before `events`, each on its line, the next field's line begun.
    func writeHeader(to document: inout JSONWriter) {
        Self.writeHeader(canvas: canvas, inkOptions: inkOptions, version: version, to: &document)
    }

    /// The fields before `events` of a recording on `canvas`, beginning with `inkOptions`, in
    /// the file's `version`.
    static func writeHeader(canvas: Size, inkOptions: InkOptions?, version: Int, to document: inout JSONWriter) {
        DocumentFormat.events.writeHeader(version: version, canvas: canvas, inkOptions: inkOptions, to: &document)
        document.breakLine(indent: 2)
    }

    /// Writes an entry of `events`: an event as version 1 has it, a tool, command or setting as
    /// version 2 adds them.
    static func write(_ entry: SessionEntry, to writer: inout JSONWriter) {
        switch entry {
        case .event(let event): write(event, to: &writer)
        case .tool, .command, .setting: SessionEntryJSON.write(entry, to: &writer)
        }
    }

    static func write(_ event: InputEvent, to writer: inout JSONWriter) {
        writer.object { object in
            object.field("t", event.t)
            object.field("pointer", event.pointer)
            object.field("device", event.device.rawValue)
            object.field("phase", event.phase.rawValue)
            object.field("x", event.location.x)
            object.field("y", event.location.y)
            object.field("pressure", event.pressure)
            object.field("altitude", event.altitude)
            object.field("azimuth", event.azimuth)
            object.field("radius", event.contactRadius)
        }
    }
}

private enum RecordingKey: String, CaseIterable, Sendable {
    case format, version, canvas, events
    case inkOptions = "ink-options"
    static let table = JSONNameTable<RecordingKey>()
}
