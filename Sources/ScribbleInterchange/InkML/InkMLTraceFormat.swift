/// The channels of an InkML `<traceFormat>`: what each value of a trace's points means, in order,
/// the regular channels (a value at every point) before the intermittent ones (values that may be
/// left out).
struct InkMLTraceFormat {
    /// One channel: its name (`X`, `Y`, `T`, `F`, `OTx`…), its type, default, range, units and
    /// orientation.
    struct Channel {
        enum Kind { case decimal, integer, boolean }

        var name: String
        var kind: Kind = .decimal
        /// The value of a point that does not give one (`default`); `nil` when the channel has none.
        var defaultValue: Double?
        var minimum: Double?
        var maximum: Double?
        /// The units the values are in (`units`), as written: `cm`, `ms`, `deg`…
        var units: String?
        /// Whether the values grow the other way from the usual (`orientation="-ve"`).
        var isReversed = false
        /// The `xml:id` of the timestamp that time values are relative to (`respectTo`), without `#`.
        var respectTo: String?
        var isIntermittent = false
    }

    var channels: [Channel]

    /// How many channels come before the intermittent ones.
    var regularCount: Int { channels.firstIndex(where: \.isIntermittent) ?? channels.count }

    /// The index of the channel named `name`.
    func index(of name: String) -> Int? { channels.firstIndex { $0.name == name } }

    /// The format a trace has when its context says nothing: X and Y, decimal, as the InkML
    /// recommendation's default context has it.
    static let standard = InkMLTraceFormat(channels: [Channel(name: "X"), Channel(name: "Y")])

    /// The channel names as a list for messages: `X, Y, T`.
    var names: String { channels.map(\.name).joined(separator: ", ") }
}
