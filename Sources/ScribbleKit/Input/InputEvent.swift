/// Where a contact is in its life, named as Pointer Events name it.
public enum InputPhase: String, CaseIterable, Hashable, Sendable {
    /// The contact touched down: a stroke begins.
    case down
    /// The contact moved while down.
    case move
    /// The contact lifted: the stroke is finished.
    case up
    /// The system took the contact away (a gesture, a palm, an alert): the stroke is discarded.
    case cancel
}

/// One report from an input device: a contact's position and sensors at a moment.
public struct InputEvent: Hashable, Sendable {
    /// Identifies the contact; each finger on the glass has its own, as Pointer Events' `pointerId`.
    public var pointer: Int
    /// What made the contact.
    public var device: InputDevice
    /// Where the contact is in its life.
    public var phase: InputPhase
    /// Where the contact is on the canvas.
    public var location: Point
    /// Seconds since the recording began.
    public var t: Double
    /// Normalised force, 0…1, when the device reports it.
    public var pressure: Double?
    /// The tool's angle above the surface in radians, when known.
    public var altitude: Double?
    /// The direction the tool leans in radians, when known.
    public var azimuth: Double?
    /// The radius of the contact area in canvas units, when the device reports it (touch screens do).
    public var contactRadius: Double?

    /// Creates an event.
    public init(
        pointer: Int, device: InputDevice, phase: InputPhase, location: Point, t: Double,
        pressure: Double? = nil, altitude: Double? = nil, azimuth: Double? = nil, contactRadius: Double? = nil
    ) {
        self.pointer = pointer
        self.device = device
        self.phase = phase
        self.location = location
        self.t = t
        self.pressure = pressure
        self.altitude = altitude
        self.azimuth = azimuth
        self.contactRadius = contactRadius
    }

    /// The sample this event adds to a stroke.
    public var strokePoint: StrokePoint {
        StrokePoint(location: location, t: t, pressure: pressure, altitude: altitude, azimuth: azimuth)
    }
}
