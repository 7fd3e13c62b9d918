/// The units InkML channels and brush properties are written in, as factors to Scribble's units:
/// canvas units (CSS pixels, 96 to the inch), seconds and radians.
enum InkMLUnits {
    /// Canvas units per unit of length, or `nil` for a unit that is not a length.
    static func lengthScale(_ units: String) -> Double? {
        switch units.lowercased() {
        case "px", "dev", "": 1
        case "in", "inch": 96
        case "cm": 96 / 2.54
        case "mm": 96 / 25.4
        case "m": 96 / 0.0254
        case "pt": 96 / 72
        case "pc": 16
        case "himetric": 96 / 2540
        default: nil
        }
    }

    /// Seconds per unit of time, or `nil` for a unit that is not a time.
    static func timeScale(_ units: String) -> Double? {
        switch units.lowercased() {
        case "s", "sec": 1
        case "ms", "dev", "": 0.001
        case "us", "µs", "μs": 0.000_001
        case "ns": 0.000_000_001
        case "min": 60
        default: nil
        }
    }

    /// Radians per unit of angle, or `nil` for a unit that is not an angle.
    static func angleScale(_ units: String) -> Double? {
        switch units.lowercased() {
        case "rad": 1
        case "deg", "degree", "degrees", "dev", "": .pi / 180
        case "grad": .pi / 200
        default: nil
        }
    }

    /// The unit a resolution such as `1/cm` counts per.
    static func resolutionUnit(_ units: String) -> String? {
        guard units.hasPrefix("1/") else { return nil }
        return String(units.dropFirst(2))
    }
}
