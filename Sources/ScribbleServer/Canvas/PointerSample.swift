import Foundation
import ScribbleKit

/// One Pointer Event sample as the drawing page sends it: what the browser reported, in the
/// browser's units (CSS pixels from the canvas's top-left, degrees, milliseconds).
public struct PointerSample: Hashable, Sendable {
    /// The browser's `pointerType`.
    public enum PointerType: String, CaseIterable, Hashable, Sendable {
        case pen, touch, mouse

        /// The device Scribble's model calls it.
        public var device: InputDevice {
            switch self {
            case .pen: .pen
            case .touch: .finger
            case .mouse: .mouse
            }
        }
    }

    /// `pointerId`.
    public var pointer: Int
    /// `pointerType`.
    public var type: PointerType
    /// The position in canvas units (CSS pixels from the canvas's top-left corner).
    public var x: Double
    public var y: Double
    /// `pressure`, 0…1 (browsers report 0.5 for a mouse button held down).
    public var pressure: Double?
    /// `tiltX` and `tiltY`, in degrees, −90…90.
    public var tiltX: Double?
    public var tiltY: Double?
    /// `twist`, in degrees, 0…359.
    public var twist: Double?
    /// `width` and `height` of the contact, in CSS pixels.
    public var width: Double?
    public var height: Double?
    /// `timeStamp`, in milliseconds from the page's time origin.
    public var timeStamp: Double

    /// Creates a sample.
    public init(
        pointer: Int, type: PointerType, x: Double, y: Double, pressure: Double? = nil, tiltX: Double? = nil,
        tiltY: Double? = nil,
        twist: Double? = nil, width: Double? = nil, height: Double? = nil, timeStamp: Double
    ) {
        self.pointer = pointer
        self.type = type
        self.x = x
        self.y = y
        self.pressure = pressure
        self.tiltX = tiltX
        self.tiltY = tiltY
        self.twist = twist
        self.width = width
        self.height = height
        self.timeStamp = timeStamp
    }

    /// The event this sample is in a recording.
    ///
    /// Tilt becomes altitude and azimuth as the Pointer Events specification converts them
    /// (a pen held upright, or no tilt reported, has no angles recorded: a mouse or a finger
    /// reports 0, 0). A touch's contact size becomes its radius, half the larger side.
    /// - Parameters:
    ///   - phase: Where the contact is in its life.
    ///   - origin: The time stamp, in milliseconds, that is `t = 0` in the recording.
    public func inputEvent(phase: InputPhase, origin: Double) -> InputEvent {
        let angles =
            type == .pen && (tiltX != nil || tiltY != nil) ? Self.angles(tiltX: tiltX ?? 0, tiltY: tiltY ?? 0) : nil
        var radius: Double?
        if type == .touch, let width, let height, max(width, height) > 1 { radius = max(width, height) / 2 }
        return InputEvent(
            pointer: pointer, device: type.device, phase: phase, location: Point(x: x, y: y),
            t: (timeStamp - origin) / 1000,
            pressure: pressure, altitude: angles?.altitude, azimuth: angles?.azimuth, contactRadius: radius)
    }

    /// Altitude and azimuth in radians from tilts in degrees, as the Pointer Events spec has it.
    static func angles(tiltX: Double, tiltY: Double) -> (altitude: Double, azimuth: Double) {
        let x = tiltX * .pi / 180
        let y = tiltY * .pi / 180
        var azimuth = 0.0
        if tiltX == 0 {
            azimuth = tiltY > 0 ? .pi / 2 : tiltY < 0 ? 3 * .pi / 2 : 0
        } else if tiltY == 0 {
            azimuth = tiltX < 0 ? .pi : 0
        } else if abs(tiltX) == 90 || abs(tiltY) == 90 {
            azimuth = 0
        } else {
            azimuth = atan2(tan(y), tan(x))
            if azimuth < 0 { azimuth += 2 * .pi }
        }
        let altitude: Double
        if abs(tiltX) == 90 || abs(tiltY) == 90 {
            altitude = 0
        } else if tiltX == 0 {
            altitude = .pi / 2 - abs(y)
        } else if tiltY == 0 {
            altitude = .pi / 2 - abs(x)
        } else {
            altitude = atan(1 / (tan(x) * tan(x) + tan(y) * tan(y)).squareRoot())
        }
        return (altitude, azimuth)
    }
}
