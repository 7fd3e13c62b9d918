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

extension Ink {
    /// The width the ink lays down at a given pressure (0…1) when made into ink with `options`:
    /// the tool's width and how it takes pressure (``InkOptions/thinning``,
    /// ``InkOptions/easing``), as the outline's round nib has it away from the tapers. Tools that
    /// ignore pressure give the same width at any.
    public func width(atPressure pressure: Double, options: InkOptions) -> Double {
        let clamped = Swift.min(1, Swift.max(0, pressure.isNaN ? 0.5 : pressure))
        return 2 * InkToolGeometry.profile(for: self, scale: 1, options: options).radius(atPressure: clamped)
    }
}
