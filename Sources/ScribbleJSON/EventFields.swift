import ScribbleKit
import ScribbleSyntax

/// The fields of one input event as a recording holds them (`t`, `pointer`, `device`, `phase`,
/// `x`, `y`, `pressure`, `altitude`, `azimuth`, `radius`), read a key at a time: the one reader of
/// an event, for a version 1 recording's events and a version 2 recording's entries alike.
struct EventFields {
    /// An event's keys.
    enum Key: String, CaseIterable, Sendable {
        case t, pointer, device, phase, x, y, pressure, altitude, azimuth, radius
        static let table = JSONNameTable<Key>()
    }

    var t: Double?
    private var pointer: Int?, device: InputDevice?, phase: InputPhase?, x: Double?, y: Double?
    private var pressure: Double?, altitude: Double?, azimuth: Double?, radius: Double?

    /// Whether an event's own keys were given (beyond `t`, which every entry has).
    var hasEventKeys: Bool { phase != nil }

    /// Reads the value of `key`, checking it where it stands.
    mutating func read(_ key: Key, from scanner: inout JSONScanner) throws(FormatError) {
        switch key {
        case .t: t = try scanner.readNumber()
        case .pointer: pointer = try scanner.readInteger()
        case .device: device = try scanner.readDevice()
        case .phase: phase = try scanner.readPhase()
        case .x: x = try scanner.readCoordinate("x")
        case .y: y = try scanner.readCoordinate("y")
        case .pressure: pressure = try scanner.readPressure()
        case .altitude: altitude = try scanner.readOptionalNumber()
        case .azimuth: azimuth = try scanner.readOptionalNumber()
        case .radius: radius = try scanner.readRadius()
        }
    }

    /// The event, or an error at the object naming every required key it lacks.
    func event(in scanner: JSONScanner, objectAt start: Int) throws(FormatError) -> InputEvent {
        guard let t, let pointer, let device, let phase, let x, let y else {
            throw scanner.missingKeys(
                [
                    ("t", t == nil), ("pointer", pointer == nil), ("device", device == nil),
                    ("phase", phase == nil), ("x", x == nil), ("y", y == nil),
                ],
                inObjectAt: start)
        }
        return InputEvent(
            pointer: pointer, device: device, phase: phase, location: Point(x: x, y: y), t: t,
            pressure: pressure, altitude: altitude, azimuth: azimuth, contactRadius: radius)
    }
}
