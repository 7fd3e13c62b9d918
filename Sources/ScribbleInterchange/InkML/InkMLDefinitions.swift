import Foundation
import ScribbleKit
import ScribbleSyntax

/// The elements of an InkML document that others refer to by `xml:id` — contexts, trace formats,
/// ink sources, brushes, timestamps — and what they resolve to.
struct InkMLDefinitions {
    let document: MarkupDocument
    /// Every element with an `xml:id` (or an `id`, as drafts had it), by id.
    private var ids: [String: Int] = [:]
    private var formats: [Int: InkMLTraceFormat] = [:]

    init(document: MarkupDocument) {
        self.document = document
        for (index, element) in document.elements.enumerated() {
            if let id = element["xml:id"] ?? element["id"], ids[id] == nil { ids[id] = index }
        }
    }

    /// `t1` for `#t1` or `t1`; `nil`'s counterpart for references into other files is handled by the caller.
    static func localID(_ reference: String) -> String {
        reference.hasPrefix("#") ? String(reference.dropFirst()) : reference
    }

    /// The element a reference names, checked to be of `kind`.
    /// - Returns: Its index, or `nil` for a reference into another document (noted, not followed).
    /// - Throws: When it names nothing, or something of another kind.
    func element(referencedBy reference: String, at referrer: MarkupElement, kind: String, log: inout InterchangeLog)
        throws(FormatError) -> Int?
    {
        if let hash = reference.firstIndex(of: "#"), hash != reference.startIndex {
            log.note("a reference into another document (\(reference)) was not followed")
            return nil
        }
        let id = Self.localID(reference)
        guard let index = ids[id] else {
            throw document.failure(
                at: referrer.offset,
                "\(FormatError.quoted(reference)) names no element; it should name a <\(kind)> by its xml:id")
        }
        guard document.elements[index].localName == kind else {
            throw document.failure(
                at: referrer.offset,
                "\(FormatError.quoted(reference)) names a <\(document.elements[index].localName)>, not a <\(kind)>")
        }
        return index
    }

    // MARK: - Contexts

    /// The context a `contextRef` names, built on the default context.
    mutating func context(referencedBy reference: String, at referrer: MarkupElement, log: inout InterchangeLog)
        throws(FormatError) -> InkMLDocumentReader.Context
    {
        guard let index = try element(referencedBy: reference, at: referrer, kind: "context", log: &log) else {
            return .init()
        }
        var visiting: Set<Int> = []
        return try context(index, base: .init(), log: &log, visiting: &visiting)
    }

    /// The context a `<context>` element describes: what it gives itself, over the context it
    /// refers to (`contextRef`), or else over `base`.
    mutating func context(_ index: Int, base: InkMLDocumentReader.Context, log: inout InterchangeLog)
        throws(FormatError) -> InkMLDocumentReader.Context
    {
        var visiting: Set<Int> = []
        return try context(index, base: base, log: &log, visiting: &visiting)
    }

    private mutating func context(
        _ index: Int, base: InkMLDocumentReader.Context, log: inout InterchangeLog, visiting: inout Set<Int>
    ) throws(FormatError) -> InkMLDocumentReader.Context {
        let element = document.elements[index]
        guard visiting.insert(index).inserted else {
            throw document.failure(at: element.offset, "the context refers to itself through contextRef")
        }
        var context = base
        if let reference = element["contextRef"],
            let parent = try self.element(referencedBy: reference, at: element, kind: "context", log: &log)
        {
            context = try self.context(parent, base: .init(), log: &log, visiting: &visiting)
        }
        // An ink source's trace format applies unless the context gives one of its own.
        var sources: [Int] = []
        if let reference = element["inkSourceRef"],
            let source = try self.element(referencedBy: reference, at: element, kind: "inkSource", log: &log)
        {
            sources.append(source)
        }
        sources += children(of: element, named: "inkSource")
        for source in sources {
            context.inkSource = source
            if let format = children(of: document.elements[source], named: "traceFormat").first {
                context.format = try traceFormat(format, log: &log)
            }
        }
        if let reference = element["traceFormatRef"],
            let format = try self.element(referencedBy: reference, at: element, kind: "traceFormat", log: &log)
        {
            context.format = try traceFormat(format, log: &log)
        }
        if let format = children(of: element, named: "traceFormat").first {
            context.format = try traceFormat(format, log: &log)
        }
        if let reference = element["brushRef"] {
            context.brush =
                try self.element(referencedBy: reference, at: element, kind: "brush", log: &log) ?? context.brush
        }
        if let brush = children(of: element, named: "brush").first { context.brush = brush }
        if let reference = element["timestampRef"] {
            context.timestamp =
                try self.element(referencedBy: reference, at: element, kind: "timestamp", log: &log)
                ?? context.timestamp
        }
        if let timestamp = children(of: element, named: "timestamp").first { context.timestamp = timestamp }
        if element["canvasTransformRef"] != nil || !children(of: element, named: "canvasTransform").isEmpty {
            log.note("a <canvasTransform> was not applied; coordinates are used as written")
        }
        return context
    }

    private func children(of element: MarkupElement, named name: String) -> [Int] {
        element.children.filter {
            document.elements[$0].localName == name && InkMLDocumentReader.isInkML(document.elements[$0])
        }
    }

    // MARK: - Trace formats

    /// The channels of a `<traceFormat>`, regular (`<channel>` children, or those of an old
    /// `<regularChannels>`) then intermittent (`<intermittentChannels>`).
    mutating func traceFormat(_ index: Int, log: inout InterchangeLog) throws(FormatError) -> InkMLTraceFormat {
        if let known = formats[index] { return known }
        let element = document.elements[index]
        var channels: [InkMLTraceFormat.Channel] = []
        for child in element.children {
            let childElement = document.elements[child]
            switch childElement.localName {
            case "channel":
                channels.append(try channel(childElement, isIntermittent: false, log: &log))
            case "regularChannels", "intermittentChannels":
                let isIntermittent = childElement.localName == "intermittentChannels"
                for grandchild in childElement.children where document.elements[grandchild].localName == "channel" {
                    channels.append(
                        try channel(document.elements[grandchild], isIntermittent: isIntermittent, log: &log))
                }
            default:
                continue
            }
        }
        // Regular channels come first whatever order the elements had.
        channels = channels.filter { !$0.isIntermittent } + channels.filter(\.isIntermittent)
        var seen: Set<String> = []
        for channel in channels where !seen.insert(channel.name).inserted {
            throw document.failure(at: element.offset, "the trace format has two channels named \(channel.name)")
        }
        guard !channels.isEmpty else {
            throw document.failure(at: element.offset, "the trace format has no channels")
        }
        let format = InkMLTraceFormat(channels: channels)
        formats[index] = format
        return format
    }

    private func channel(_ element: MarkupElement, isIntermittent: Bool, log: inout InterchangeLog) throws(FormatError)
        -> InkMLTraceFormat.Channel
    {
        guard let name = element["name"], !name.isEmpty else {
            throw document.failure(at: element.offset, "a <channel> needs a name, such as X, Y, T or F")
        }
        var channel = InkMLTraceFormat.Channel(name: name)
        channel.isIntermittent = isIntermittent
        switch element["type"]?.lowercased() {
        case nil, "decimal", "double", "float": channel.kind = .decimal
        case "integer", "int": channel.kind = .integer
        case "boolean", "bool": channel.kind = .boolean
        case let other?:
            throw document.failure(
                at: element.offset,
                "the channel \(name) has the type \(FormatError.quoted(other)); InkML channels are decimal, integer or boolean"
            )
        }
        func number(_ attribute: String) throws(FormatError) -> Double? {
            guard let attributeValue = element.attribute(attribute) else { return nil }
            let text = attributeValue.value.trimmingCharacters(in: .whitespaces)
            if channel.kind == .boolean, text == "T" || text == "F" { return text == "T" ? 1 : 0 }
            guard let value = Double(text), value.isFinite else {
                throw document.failure(
                    at: attributeValue.valueOffset,
                    "the \(attribute) of the channel \(name) is \(FormatError.quoted(text)), not a number")
            }
            return value
        }
        channel.defaultValue = try number("default")
        channel.minimum = try number("min")
        channel.maximum = try number("max")
        channel.units = element["units"]
        channel.isReversed = element["orientation"] == "-ve"
        channel.respectTo = element["respectTo"].map(Self.localID)
        if element.children.contains(where: { document.elements[$0].localName == "mapping" }) {
            log.note("the <mapping> of the channel \(name) was not applied; its values are used as written")
        }
        return channel
    }

    // MARK: - Ink sources

    /// A `<channelProperty>` of an ink source: `resolution` of `X` is `(1000, "1/cm")`.
    func channelProperty(_ name: String, of channel: String, in inkSource: Int?) -> (value: Double, units: String?)? {
        guard let inkSource else { return nil }
        for properties in children(of: document.elements[inkSource], named: "channelProperties") {
            for property in children(of: document.elements[properties], named: "channelProperty") {
                let element = document.elements[property]
                if element["channel"] == channel, element["name"]?.lowercased() == name.lowercased(),
                    let value = element["value"].flatMap({ Double($0) })
                {
                    return (value, element["units"])
                }
            }
        }
        return nil
    }

    /// A `<srcProperty>` of an ink source, as written.
    func sourceProperty(_ name: String, in inkSource: Int?) -> String? {
        guard let inkSource else { return nil }
        for property in children(of: document.elements[inkSource], named: "srcProperty")
        where document.elements[property]["name"] == name {
            return document.elements[property]["value"]
        }
        return nil
    }

    // MARK: - Brushes

    /// The `<brushProperty>`s of a brush, by lower-cased name, over those of the brush it refers to.
    func brushProperties(_ index: Int, log: inout InterchangeLog) throws(FormatError) -> [String: (
        value: String, units: String?
    )] {
        var chain: [Int] = []
        var current: Int? = index
        while let brush = current {
            guard !chain.contains(brush), chain.count < 64 else {
                throw document.failure(
                    at: document.elements[brush].offset, "the brush refers to itself through brushRef")
            }
            chain.append(brush)
            current = try document.elements[brush]["brushRef"].flatMap { reference throws(FormatError) in
                try element(referencedBy: reference, at: document.elements[brush], kind: "brush", log: &log)
            }
        }
        var properties: [String: (value: String, units: String?)] = [:]
        for brush in chain.reversed() {
            for property in children(of: document.elements[brush], named: "brushProperty") {
                let element = document.elements[property]
                if let name = element["name"], let value = element["value"] {
                    properties[name.lowercased()] = (value, element["units"])
                }
            }
        }
        return properties
    }

    /// Scribble's own description of a brush's ink (`<scribble:ink>` in the brush's
    /// `<annotationXML>`; see ``InkMLScribbleData``), from the brush or the brushes it refers to,
    /// the nearest first.
    func scribbleInk(ofBrush index: Int) -> MarkupElement? {
        var current: Int? = index
        var seen: Set<Int> = []
        while let brush = current, seen.insert(brush).inserted {
            let element = document.elements[brush]
            for annotation in children(of: element, named: "annotationXML") {
                for child in document.elements[annotation].children
                where document.elements[child].namespace == InkMLScribbleData.namespace
                    && document.elements[child].localName == "ink"
                {
                    return document.elements[child]
                }
            }
            current = element["brushRef"].flatMap { ids[Self.localID($0)] }
        }
        return nil
    }

    // MARK: - Timestamps

    /// The time of a `<timestamp>` in seconds: its `time` (milliseconds), its `timeString` (ISO
    /// 8601), or the time of the timestamp it refers to plus its `timeOffset` (milliseconds).
    /// Times that are not finite numbers are noted and left out, and so is a total too far from
    /// 1970 to be a number.
    func time(ofTimestamp index: Int, log: inout InterchangeLog) throws(FormatError) -> Double {
        let seconds = try sumOfTimes(fromTimestamp: index, log: &log)
        guard seconds.isFinite else {
            log.note("a timestamp is too far from 1970 to be a number of seconds; it was taken as 0")
            return 0
        }
        return seconds
    }

    private func sumOfTimes(fromTimestamp index: Int, log: inout InterchangeLog) throws(FormatError) -> Double {
        var seconds = 0.0
        var current: Int? = index
        var seen: Set<Int> = []
        while let timestamp = current {
            guard seen.insert(timestamp).inserted else {
                throw document.failure(
                    at: document.elements[timestamp].offset, "the timestamp refers to itself through timestampRef")
            }
            let element = document.elements[timestamp]
            if let offset = Self.milliseconds("timeOffset", of: element, log: &log) { seconds += offset / 1000 }
            if let time = Self.milliseconds("time", of: element, log: &log) {
                return seconds + time / 1000
            }
            if let text = element["timeString"] {
                if let time = InkMLTimeString.secondsSince1970(text) { return seconds + time }
                log.note("the timeString \(FormatError.quoted(text)) is not an ISO 8601 time; it was taken as 0")
                return seconds
            }
            current = try element["timestampRef"].flatMap { reference throws(FormatError) in
                try self.element(referencedBy: reference, at: element, kind: "timestamp", log: &log)
            }
        }
        return seconds
    }

    /// A time attribute of a timestamp, in milliseconds; one that is not a finite number is noted
    /// and left out.
    private static func milliseconds(_ name: String, of element: MarkupElement, log: inout InterchangeLog) -> Double? {
        guard let text = element[name] else { return nil }
        guard let value = Double(text), value.isFinite else {
            log.note("the \(name) \(FormatError.quoted(text)) of a timestamp is not a number; it was left out")
            return nil
        }
        return value
    }
}
