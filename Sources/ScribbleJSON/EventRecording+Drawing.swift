import ScribbleKit
import ScribbleSyntax

extension EventRecording {
    /// The recording that draws `drawing` again: its strokes as the pointer events that draw them
    /// (``ScribbleKit/Drawing/inputEvents``), each contact with its stroke's ink chosen just before
    /// it where the ink changes (a version 2 recording's `tool` entries), and the drawing's ink
    /// options. Read back, it gives the same strokes with the same inks, devices, pressures, times
    /// and tilt.
    ///
    /// What events cannot hold is noted in `losses`: a notebook page's paper, a curve's exact path
    /// (its points are written), a stroke's transform other than a move (applied to its points,
    /// its width scaled with it), and an eraser's cut ends (a piece is written as the stroke of its
    /// visible points).
    /// - Parameters:
    ///   - drawing: The drawing.
    ///   - losses: Where what could not be carried is noted.
    public init(drawing: Drawing, losses: inout FormatLosses) {
        let events = drawing.inputEvents
        self.init(canvas: drawing.canvas, events: events)
        inkOptions = drawing.inkOptions
        // Each stroke's pointer is its place in the drawing, from 1: its ink goes before its `down`.
        var downs: [Int: Int] = [:]
        for (index, event) in events.enumerated() where event.phase == .down { downs[event.pointer] = index }
        var inks: [(eventIndex: Int, t: Double, ink: Ink)] = []
        for (strokeIndex, stroke) in drawing.strokes.enumerated() {
            guard let down = downs[strokeIndex + 1] else { continue }
            var ink = stroke.ink
            if !stroke.transform.isIdentity { ink.width *= stroke.transform.averageScale }
            inks.append((down, events[down].t, ink))
        }
        inks.sort { $0.eventIndex < $1.eventIndex }
        var current = Ink.default
        for choice in inks where choice.ink != current {
            actions.append(Action(eventIndex: choice.eventIndex, t: choice.t, kind: .tool(.ink(choice.ink))))
            current = choice.ink
        }
        Self.noteLosses(of: drawing, in: &losses)
    }

    /// The recording that draws `drawing` again, as ``init(drawing:losses:)`` makes it, what it
    /// cannot carry left unsaid.
    public init(drawing: Drawing) {
        var losses = FormatLosses()
        self.init(drawing: drawing, losses: &losses)
    }

    private static func noteLosses(of drawing: Drawing, in losses: inout FormatLosses) {
        if drawing.paper != nil { losses.note("paper dropped", strokes: 0) }
        var curves = 0, transformed = 0, erased = 0
        for stroke in drawing.strokes {
            if stroke.path != nil { curves += 1 }
            if !Self.movesOnly(stroke.transform) { transformed += 1 }
            if stroke.visibleRange != nil { erased += 1 }
        }
        if curves > 0 { losses.note("curves written as their points", strokes: curves) }
        if transformed > 0 { losses.note("transforms applied to the points", strokes: transformed) }
        if erased > 0 { losses.note("erased pieces written as strokes of their visible points", strokes: erased) }
    }

    /// Whether a transform only moves (so that applying it to the points changes nothing else).
    private static func movesOnly(_ transform: Transform) -> Bool {
        transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
    }
}
