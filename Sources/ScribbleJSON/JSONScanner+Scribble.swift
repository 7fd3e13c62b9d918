import ScribbleKit
import ScribbleSyntax

/// Readers for the values of Scribble's documents, each checking what it reads where it enters.
extension JSONScanner {
    private static let devices = JSONNameTable<InputDevice>()
    private static let phases = JSONNameTable<InputPhase>()
    private static let tools = JSONNameTable<InkTool>()

    /// Reads a coordinate, which must be within ±``ScribbleKit/ModelLimits/maximumCoordinate``.
    /// - Parameter name: The coordinate's name for the message, as `x`.
    package mutating func readCoordinate(_ name: StaticString) throws(FormatError) -> Double {
        let value = try readNumber()
        guard abs(value) <= ModelLimits.maximumCoordinate else {
            throw valueFailure("\(name) must be within ±10000000, found \(valueText)")
        }
        return value
    }

    /// Reads a pressure, which must be within 0…1, or `null` for none.
    package mutating func readPressure() throws(FormatError) -> Double? {
        guard let value = try readOptionalNumber() else { return nil }
        guard value >= 0, value <= 1 else { throw valueFailure("pressure must be within 0…1, found \(valueText)") }
        return value
    }

    /// Reads a contact radius, which must be within 0…``ScribbleKit/ModelLimits/maximumCoordinate``, or `null` for none.
    package mutating func readRadius() throws(FormatError) -> Double? {
        guard let value = try readOptionalNumber() else { return nil }
        guard value >= 0, value <= ModelLimits.maximumCoordinate else {
            throw valueFailure("radius must be within 0…10000000, found \(valueText)")
        }
        return value
    }

    /// Reads a device name: `pen`, `finger` or `mouse`.
    package mutating func readDevice() throws(FormatError) -> InputDevice {
        try readName(in: Self.devices, noun: "device")
    }

    /// Reads a phase name: `down`, `move`, `up` or `cancel`.
    package mutating func readPhase() throws(FormatError) -> InputPhase {
        try readName(in: Self.phases, noun: "phase")
    }

    /// Reads a tool name, as `fountain-pen`.
    package mutating func readTool() throws(FormatError) -> InkTool {
        try readName(in: Self.tools, noun: "tool")
    }

    /// Reads a colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or a name.
    package mutating func readColor() throws(FormatError) -> Color {
        let text = try readString()
        guard let color = Color(parsing: text) else {
            throw valueFailure(
                "\(FormatError.quoted(text)) is not a color; use #rgb, #rgba, #rrggbb, #rrggbbaa or a name such as black"
            )
        }
        return color
    }

    /// Reads an ink width, which must be positive and at most ``ScribbleKit/ModelLimits/maximumInkWidth``.
    package mutating func readInkWidth() throws(FormatError) -> Double {
        let value = try readNumber()
        guard value > 0, value <= ModelLimits.maximumInkWidth else {
            throw valueFailure("width must be positive and at most 10000, found \(valueText)")
        }
        return value
    }

    /// Reads a canvas, `{ "width": 800, "height": 600 }`, each side positive and at most ``ScribbleKit/ModelLimits/maximumCanvasSide``.
    package mutating func readCanvas() throws(FormatError) -> Size {
        let start = try beginObject()
        var width: Double?
        var height: Double?
        while let key = try nextField(in: CanvasKey.table) {
            switch key {
            case .width: width = try readCanvasSide(key.rawValue)
            case .height: height = try readCanvasSide(key.rawValue)
            }
        }
        guard let width, let height else {
            throw missingKeys([("width", width == nil), ("height", height == nil)], inObjectAt: start)
        }
        return Size(width: width, height: height)
    }

    private mutating func readCanvasSide(_ name: String) throws(FormatError) -> Double {
        let value = try readNumber()
        guard value > 0, value <= ModelLimits.maximumCanvasSide else {
            throw valueFailure("\(name) must be positive and at most 10000000, found \(valueText)")
        }
        return value
    }

    /// `missing key "x"` or `missing keys "x" and "y"`, at the object's `{`.
    /// - Parameters:
    ///   - keys: Each required key, and whether it is missing.
    ///   - offset: Where the object starts.
    package func missingKeys(_ keys: [(name: String, isMissing: Bool)], inObjectAt offset: Int) -> FormatError {
        let missing = keys.filter(\.isMissing).map { FormatError.quoted($0.name) }
        let list: String
        switch missing.count {
        case 0, 1: list = "key " + (missing.first ?? "")
        default: list = "keys " + missing.dropLast().joined(separator: ", ") + " and " + (missing.last ?? "")
        }
        return failure(at: offset, "missing \(list)")
    }
}

private enum CanvasKey: String, CaseIterable, Sendable {
    case width, height
    static let table = JSONNameTable<CanvasKey>()
}
