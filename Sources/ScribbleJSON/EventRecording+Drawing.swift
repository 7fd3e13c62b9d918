import ScribbleKit
import ScribbleSyntax

extension EventRecording {
    /// The recording that draws `drawing` again: its strokes as the pointer events that draw them
    /// (``ScribbleKit/Drawing/inputEvents``), each contact with its stroke's ink chosen just before
    /// it where the ink changes (a version 2 recording's `tool` entries), and the drawing's ink
    /// options. A stroke that pointer events cannot draw (exact curves, a transform that turns or
    /// scales it, a piece an eraser left) is placed whole, by a `place` command where it stands
    /// among the others. Read back, it gives the same strokes with the same inks, devices,
    /// pressures, times and tilt.
    ///
    /// What events cannot hold is noted in `losses`: a notebook page's paper.
    /// - Parameters:
    ///   - drawing: The drawing.
    ///   - losses: Where what could not be carried is noted.
    public init(drawing: Drawing, losses: inout FormatLosses) {
        let placed = drawing.strokes.map(Self.needsPlacing)
        // The strokes drawn by events; pointer N is the Nth of them, from 1.
        let drawnIndices = drawing.strokes.indices.filter { !placed[$0] }
        var drawn = drawing
        drawn.strokes = drawnIndices.map { drawing.strokes[$0] }
        let events = drawn.inputEvents
        self.init(canvas: drawing.canvas, events: events)
        inkOptions = drawing.inkOptions
        var downs: [Int: Int] = [:]
        var ups: [Int: Int] = [:]
        for (index, event) in events.enumerated() {
            if event.phase == .down { downs[event.pointer] = index }
            if event.phase == .up { ups[event.pointer] = index }
        }
        var inks: [(eventIndex: Int, t: Double, ink: Ink)] = []
        for (drawnIndex, stroke) in drawn.strokes.enumerated() {
            guard let down = downs[drawnIndex + 1] else { continue }
            // A drawn stroke's transform only moves it (the others are placed), so its ink is as it is.
            inks.append((down, events[down].t, stroke.ink))
        }
        inks.sort { $0.eventIndex < $1.eventIndex }
        var current = Ink.default
        for choice in inks where choice.ink != current {
            actions.append(Action(eventIndex: choice.eventIndex, t: choice.t, kind: .tool(.ink(choice.ink))))
            current = choice.ink
        }
        // A placed stroke goes in once the drawn stroke before it has lifted.
        var lastLift: Int?
        var drawnSoFar = 0
        for (index, stroke) in drawing.strokes.enumerated() {
            guard placed[index] else {
                drawnSoFar += 1
                if let up = ups[drawnSoFar] { lastLift = max(lastLift ?? up, up) }
                continue
            }
            let eventIndex = lastLift.map { $0 + 1 } ?? 0
            let t = eventIndex > 0 ? events[eventIndex - 1].t : events.first?.t ?? 0
            actions.append(Action(eventIndex: eventIndex, t: t, kind: .command(.place(stroke))))
        }
        // Stable: what shares an event keeps the order it was made in.
        actions = actions.enumerated().sorted {
            ($0.element.eventIndex, $0.offset) < ($1.element.eventIndex, $1.offset)
        }.map(\.element)
        if drawing.paper != nil { losses.note("paper dropped", strokes: 0) }
    }

    /// The recording that draws `drawing` again, as ``init(drawing:losses:)`` makes it, what it
    /// cannot carry left unsaid.
    public init(drawing: Drawing) {
        var losses = FormatLosses()
        self.init(drawing: drawing, losses: &losses)
    }

    /// Whether pointer events cannot draw `stroke` as it is: its exact curves, a transform other
    /// than a move (which applied to the points would change the ink's shape), a piece an eraser
    /// left.
    private static func needsPlacing(_ stroke: Stroke) -> Bool {
        let transform = stroke.transform
        let movesOnly = transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
        return stroke.path != nil || !movesOnly || stroke.visibleRange != nil
    }
}
