/// One sample of a stroke: where the tool was, when, and what its sensors said.
public struct StrokePoint: Hashable, Sendable {
    /// The location in the stroke's own coordinates (before the stroke's transform).
    public var location: Point
    /// Seconds since the recording began.
    public var t: Double
    /// Normalised force, 0…1; `nil` when the device reports none.
    public var pressure: Double?
    /// The tool's angle above the surface in radians (π/2 is upright); `nil` when unknown.
    public var altitude: Double?
    /// The direction the tool leans, in radians clockwise from the +x axis; `nil` when unknown.
    public var azimuth: Double?

    /// Creates a point sample.
    public init(location: Point, t: Double, pressure: Double? = nil, altitude: Double? = nil, azimuth: Double? = nil) {
        self.location = location
        self.t = t
        self.pressure = pressure
        self.altitude = altitude
        self.azimuth = azimuth
    }

    /// Creates a point sample from coordinates.
    public init(x: Double, y: Double, t: Double, pressure: Double? = nil, altitude: Double? = nil, azimuth: Double? = nil) {
        self.init(location: Point(x: x, y: y), t: t, pressure: pressure, altitude: altitude, azimuth: azimuth)
    }

    public var x: Double { location.x }
    public var y: Double { location.y }

    /// The pressure to draw with: the reported one, or 0.5 (as Pointer Events report for devices without a sensor).
    public var effectivePressure: Double { pressure ?? 0.5 }
}
