extension Drawing {
    /// The drawing as the pointer events that would draw it again: for each stroke a `down` at its
    /// first sample, a `move` per sample after it and an `up` at its last, each stroke with its own
    /// pointer id (its position in the drawing, from 1), all in time order.
    ///
    /// Feeding these events to a `StrokeRecorder` under `.any` gives this drawing back exactly when
    /// its strokes have identity transforms and are in the order they were finished, as recorded
    /// drawings are; transformed strokes come back with the transform applied to their points.
    /// Events are samples: a stroke's ``Stroke/path`` is not in them, and its stroke comes back
    /// with its points alone.
    public var inputEvents: [InputEvent] {
        var events: [(event: InputEvent, stroke: Int, sample: Int)] = []
        events.reserveCapacity(pointCount + strokes.count)
        // Events are what was drawn: a piece an eraser left is its visible points.
        for (strokeIndex, stroke) in trimmedToVisibleParts.strokes.enumerated() {
            let pointer = strokeIndex + 1
            for (sampleIndex, sample) in stroke.points.enumerated() {
                let phase: InputPhase = sampleIndex == 0 ? .down : sampleIndex == stroke.points.count - 1 ? .up : .move
                let event = InputEvent(
                    pointer: pointer, device: stroke.device, phase: phase,
                    location: sample.location.applying(stroke.transform), t: sample.t,
                    pressure: sample.pressure, altitude: sample.altitude, azimuth: sample.azimuth)
                events.append((event, strokeIndex, sampleIndex))
            }
            // A one-sample stroke (a tap) still lifts; so does a stroke whose last sample repeats
            // the one before it, which a lift-off would not add (see `StrokeRecorder`): its last
            // sample is a move, and the lift repeats it.
            let points = stroke.points
            let repeatsItsEnd =
                points.count >= 2
                && points[points.count - 1].location == points[points.count - 2].location
                && points[points.count - 1].t == points[points.count - 2].t
            if repeatsItsEnd { events[events.count - 1].event.phase = .move }
            if points.count == 1 || repeatsItsEnd, var lift = events.last?.event {
                lift.phase = .up
                events.append((lift, strokeIndex, points.count))
            }
        }
        // A stable order by time; ties keep drawing order so replay finishes strokes as they were.
        events.sort { ($0.event.t, $0.stroke, $0.sample) < ($1.event.t, $1.stroke, $1.sample) }
        return events.map(\.event)
    }
}
