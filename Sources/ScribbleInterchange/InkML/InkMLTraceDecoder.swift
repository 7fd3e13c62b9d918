import ScribbleSyntax

/// Reads the text of an InkML `<trace>`: points separated by commas, each a value per channel of the
/// trace format, as the InkML recommendation's grammar has them.
///
/// A value is a number (`12`, `-3.5`, `.5`, `1e3`, hexadecimal `#1F`), `T` or `F` for booleans,
/// `?` for a value that is not known, or `*` for the value of the point before. Numbers need no
/// space between them where a sign, a point or a prefix shows where one ends (`3-5` is 3 and −5,
/// `1.5.5` is 1.5 and 0.5). A prefix sets how the channel's values are written, from that value on
/// until another prefix: `!` explicit, `'` first differences (each value is the change from the
/// point before), `"` second differences (each value is the change of that change), as Windows
/// Journal and Microsoft Office write their ink. The differences carry over into a trace that
/// continues another (`continuation="middle"` or `"end"`).
///
/// A point may leave out the last values of its regular channels: each takes its channel's
/// `default`, or 0 (`F` for a boolean) when the channel gives none, as the recommendation's schema
/// has every channel's default (so `<trace>T, F</trace>` in the default X, Y format is the points
/// (1, 0) and (0, 0)); ``implicitDefaults`` names the channels that took that 0. Intermittent
/// channels left out have their `default`, or no value.
struct InkMLTraceDecoder {
    enum Mode { case explicit, firstDifference, secondDifference }

    /// What the decoder remembers of a channel from one point to the next.
    struct ChannelState {
        var previous: Double?
        var velocity = 0.0
        var mode = Mode.explicit
    }

    let format: InkMLTraceFormat
    /// The state of each channel; a continuing trace starts from its prior trace's.
    var states: [ChannelState]
    /// The regular channels a point left out that have no `default` of their own, and so took 0.
    private(set) var implicitDefaults: Set<String> = []

    init(format: InkMLTraceFormat) {
        self.format = format
        states = Array(repeating: ChannelState(), count: format.channels.count)
    }

    /// A problem in the trace text: where (an offset into the text), at which point and channel, and what.
    struct Problem: Error {
        var offset: Int
        var point: Int
        var channel: String?
        var message: String
    }

    /// Decodes the points of `text[range]`, appending one row of values per point (a value per
    /// channel, `nil` where unknown) to `values`.
    /// - Parameter pointLimit: How many more points may be read before the document passes its limit.
    /// - Returns: How many points were read.
    mutating func decode(
        _ text: UnsafeBufferPointer<UInt8>, range: Range<Int>, into values: inout [Double?], pointLimit: Int
    ) throws(Problem) -> Int {
        let channelCount = format.channels.count
        let regularCount = format.regularCount
        var row = [Double?](repeating: nil, count: channelCount)
        var column = 0
        var points = 0
        var index = range.lowerBound
        let end = range.upperBound

        func finishPoint(at offset: Int) throws(Problem) {
            for missing in column..<channelCount {
                let channel = format.channels[missing]
                if missing < regularCount, channel.defaultValue == nil {
                    implicitDefaults.insert(channel.name)
                    row[missing] = 0
                } else {
                    row[missing] = channel.defaultValue
                }
            }
            guard points < pointLimit else {
                throw Problem(
                    offset: offset, point: points, channel: nil, message: "the document has more points than the limit")
            }
            values.append(contentsOf: row)
            points += 1
            column = 0
        }

        while true {
            while index < end, Self.isWhitespace(text[index]) { index += 1 }
            guard index < end else {
                // A trailing comma leaves an empty last point, which is no point at all.
                if column > 0 { try finishPoint(at: index) }
                return points
            }
            let byte = text[index]
            if byte == UInt8(ascii: ",") {
                guard column > 0 else {
                    throw Problem(
                        offset: index, point: points, channel: nil,
                        message: "a point with no values (two commas with nothing between them)")
                }
                try finishPoint(at: index)
                index += 1
                continue
            }
            guard column < channelCount else {
                throw Problem(
                    offset: index, point: points, channel: nil,
                    message:
                        "the point has more values than the trace format has channels (\(format.names)); separate points with commas"
                )
            }
            let channel = format.channels[column]
            var mode = states[column].mode
            switch byte {
            case UInt8(ascii: "!"): mode = .explicit
            case UInt8(ascii: "'"): mode = .firstDifference
            case UInt8(ascii: "\""): mode = .secondDifference
            default: break
            }
            let valueStart = index
            if byte == UInt8(ascii: "!") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                index += 1
                while index < end, Self.isWhitespace(text[index]) { index += 1 }
            }
            guard index < end else {
                throw Problem(
                    offset: valueStart, point: points, channel: channel.name,
                    message: "the trace ends after a difference prefix, without its value")
            }
            let value: Double?
            switch text[index] {
            case UInt8(ascii: "?"):
                index += 1
                value = nil
            case UInt8(ascii: "*"):
                index += 1
                guard let previous = states[column].previous else {
                    throw Problem(
                        offset: valueStart, point: points, channel: channel.name,
                        message: "\"*\" (the value of the point before) has no point before it")
                }
                states[column].velocity = 0
                value = previous
            case UInt8(ascii: "T"), UInt8(ascii: "F"):
                let raw: Double = text[index] == UInt8(ascii: "T") ? 1 : 0
                index += 1
                states[column].velocity = states[column].previous.map { raw - $0 } ?? 0
                value = raw
            default:
                let (raw, next) = try Self.number(text, at: index, end: end, point: points, channel: channel.name)
                index = next
                value = try Self.apply(
                    raw, mode: mode, to: &states[column], at: valueStart, point: points, channel: channel.name)
            }
            states[column].mode = mode
            if let value { states[column].previous = value }
            row[column] = value
            column += 1
        }
    }

    /// The value of a raw number written in `mode`, updating the channel's state.
    private static func apply(
        _ raw: Double, mode: Mode, to state: inout ChannelState, at offset: Int, point: Int, channel: String
    ) throws(Problem) -> Double {
        let value: Double
        switch mode {
        case .explicit:
            value = raw
            state.velocity = state.previous.map { raw - $0 } ?? 0
        case .firstDifference:
            guard let previous = state.previous else {
                throw Problem(
                    offset: offset, point: point, channel: channel,
                    message: "a first difference (') needs a value before it; the trace's first point must be explicit")
            }
            state.velocity = raw
            value = previous + raw
        case .secondDifference:
            guard let previous = state.previous else {
                throw Problem(
                    offset: offset, point: point, channel: channel,
                    message:
                        "a second difference (\") needs a value before it; the trace's first point must be explicit")
            }
            state.velocity += raw
            value = previous + state.velocity
        }
        guard value.isFinite else {
            throw Problem(
                offset: offset, point: point, channel: channel, message: "the value is too large for a double")
        }
        return value
    }

    /// Reads a signed number: decimal (`-12.5`, `.5`, `1e3`) or hexadecimal (`#1F`).
    private static func number(_ text: UnsafeBufferPointer<UInt8>, at start: Int, end: Int, point: Int, channel: String)
        throws(Problem) -> (Double, Int)
    {
        var index = start
        var negative = false
        if text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
            negative = text[index] == UInt8(ascii: "-")
            index += 1
            while index < end, isWhitespace(text[index]) { index += 1 }
        }
        if index < end, text[index] == UInt8(ascii: "#") {
            index += 1
            var value: UInt64 = 0
            var digits = 0
            while index < end, let digit = hexDigit(text[index]) {
                // Checked after each digit (a value of at most 2⁵³ cannot overflow when one more is
                // added), so that nothing past 2⁵³, which a double would round, gets through.
                value = value * 16 + digit
                guard value <= 1 << 53 else {
                    throw Problem(
                        offset: start, point: point, channel: channel,
                        message: "the hexadecimal number is too large (the most is #20000000000000)")
                }
                digits += 1
                index += 1
            }
            guard digits > 0 else {
                throw Problem(
                    offset: start, point: point, channel: channel,
                    message: "expected hexadecimal digits after \"#\", found \(describe(text, at: index, end: end))")
            }
            let magnitude = Double(value)
            return (negative ? -magnitude : magnitude, index)
        }
        guard index < end, let (magnitude, next) = DecimalText.parse(text, at: index, end: end) else {
            throw Problem(
                offset: index, point: point, channel: channel,
                message: "expected a number, T, F, ? or *, found \(describe(text, at: index, end: end))")
        }
        guard magnitude.isFinite else {
            throw Problem(
                offset: start, point: point, channel: channel, message: "the number is too large for a double")
        }
        return (negative ? -magnitude : magnitude, next)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func hexDigit(_ byte: UInt8) -> UInt64? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt64(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt64(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func describe(_ text: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> String {
        guard index < end else { return "the end of the trace" }
        var stop = index + 1
        while stop < end, stop - index < 4, text[stop] & 0xC0 == 0x80 { stop += 1 }
        return "\"" + String(decoding: UnsafeBufferPointer(rebasing: text[index..<stop]), as: UTF8.self) + "\""
    }
}
