/// One sample of a stroke: where the tool was, when, and what its sensors said.
///
/// A point takes 48 bytes: the sensor readings a device may not report are kept as plain numbers
/// with NaN for "not reported", so that a drawing of a million points is 48 MB, not 72. Setting a
/// reading to NaN therefore reads back as `nil`.
public struct StrokePoint: Hashable, Sendable {
    /// The location in the stroke's own coordinates (before the stroke's transform).
    public var location: Point
    /// Seconds since the recording began.
    public var t: Double
    private var storedPressure: Double
    private var storedAltitude: Double
    private var storedAzimuth: Double

    /// Normalised force, 0…1; `nil` when the device reports none.
    public var pressure: Double? {
        get { storedPressure.isNaN ? nil : storedPressure }
        set { storedPressure = newValue ?? .nan }
    }

    /// The tool's angle above the surface in radians (π/2 is upright); `nil` when unknown.
    public var altitude: Double? {
        get { storedAltitude.isNaN ? nil : storedAltitude }
        set { storedAltitude = newValue ?? .nan }
    }

    /// The direction the tool leans, in radians clockwise from the +x axis; `nil` when unknown.
    public var azimuth: Double? {
        get { storedAzimuth.isNaN ? nil : storedAzimuth }
        set { storedAzimuth = newValue ?? .nan }
    }

    /// Creates a point sample.
    public init(location: Point, t: Double, pressure: Double? = nil, altitude: Double? = nil, azimuth: Double? = nil) {
        self.location = location
        self.t = t
        storedPressure = pressure ?? .nan
        storedAltitude = altitude ?? .nan
        storedAzimuth = azimuth ?? .nan
    }

    /// Creates a point sample from coordinates.
    public init(
        x: Double, y: Double, t: Double, pressure: Double? = nil, altitude: Double? = nil, azimuth: Double? = nil
    ) {
        self.init(location: Point(x: x, y: y), t: t, pressure: pressure, altitude: altitude, azimuth: azimuth)
    }

    public var x: Double { location.x }
    public var y: Double { location.y }

    /// The pressure to draw with: the reported one, or 0.5 (as Pointer Events report for devices without a sensor).
    public var effectivePressure: Double { storedPressure.isNaN ? 0.5 : storedPressure }

    public static func == (lhs: StrokePoint, rhs: StrokePoint) -> Bool {
        lhs.location == rhs.location && lhs.t == rhs.t && lhs.pressure == rhs.pressure
            && lhs.altitude == rhs.altitude && lhs.azimuth == rhs.azimuth
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(t)
        hasher.combine(pressure)
        hasher.combine(altitude)
        hasher.combine(azimuth)
    }
}
