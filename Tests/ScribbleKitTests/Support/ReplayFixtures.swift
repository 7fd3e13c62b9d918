import ScribbleKit

/// The recording the replay tests play.
enum ReplayFixtures {
    /// A pen stroke, two overlapping finger strokes and a tap.
    static let events: [InputEvent] = [
        InputEvent(pointer: 1, device: .pen, phase: .down, location: Point(x: 0, y: 0), t: 0, pressure: 0.4),
        InputEvent(pointer: 1, device: .pen, phase: .move, location: Point(x: 5, y: 0), t: 0.1, pressure: 0.5),
        InputEvent(pointer: 1, device: .pen, phase: .up, location: Point(x: 9, y: 0), t: 0.2),
        InputEvent(pointer: 2, device: .finger, phase: .down, location: Point(x: 0, y: 10), t: 1),
        InputEvent(pointer: 3, device: .finger, phase: .down, location: Point(x: 0, y: 20), t: 1.05),
        InputEvent(pointer: 2, device: .finger, phase: .move, location: Point(x: 5, y: 10), t: 1.1),
        InputEvent(pointer: 3, device: .finger, phase: .up, location: Point(x: 5, y: 20), t: 1.15),
        InputEvent(pointer: 2, device: .finger, phase: .up, location: Point(x: 9, y: 10), t: 1.3),
        InputEvent(pointer: 4, device: .pen, phase: .down, location: Point(x: 50, y: 50), t: 2),
        InputEvent(pointer: 4, device: .pen, phase: .up, location: Point(x: 50, y: 50), t: 2.04),
    ]

    /// The canvas they are drawn on.
    static let canvas = Size(width: 100, height: 100)
}
