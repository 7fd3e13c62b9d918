extension Ink {
    /// The width the ink lays down at a given pressure (0…1). Pressure-sensitive tools
    /// (pen, pencil, fountain pen) draw their nominal width at 0.5, half of it at 0 and
    /// one and a half times it at 1; the others ignore pressure.
    public func width(atPressure pressure: Double) -> Double {
        switch tool {
        case .pen, .pencil, .fountainPen:
            let clamped = Swift.min(1, Swift.max(0, pressure.isNaN ? 0.5 : pressure))
            return width * (0.5 + clamped)
        case .marker, .monoline:
            return width
        }
    }

    /// The widest this ink can be, at full pressure.
    public var maximumWidth: Double { width(atPressure: 1) }
}
