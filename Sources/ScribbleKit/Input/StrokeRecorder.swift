/// Turns a stream of input events into strokes, as a drawing canvas does.
///
/// Under `.any` and `.auto` it rejects palms as a tablet does: a touch that begins while the
/// pen is down, or whose contact radius is at least `palmRadius`, draws nothing.
///
/// A stroke's life: a `down` begins it, `move`s extend it, an `up` finishes it and appends it to
/// `strokes`; a `cancel` throws it away. Each pointer draws its own stroke, so two fingers at once
/// draw two strokes. Contacts from devices the policy does not accept draw nothing and are counted
/// in `rejections`; events that make no sense (a move for a pointer that is not down) are counted
/// in `anomalies`. Finished strokes keep the recording's timestamps.
///
/// ```swift
/// var recorder = StrokeRecorder(canvas: Size(width: 800, height: 600), policy: .pen)
/// for event in events { recorder.handle(event) }
/// let drawing = recorder.finishRecording()
/// ```
public struct StrokeRecorder: Sendable {
    /// The canvas the events are drawn on.
    public var canvas: Size
    /// Which devices may draw.
    public var policy: InputPolicy
    /// The ink given to new strokes.
    public var ink: Ink
    /// Touch contacts at least this large (radius in canvas units) are palms and draw nothing;
    /// `nil` turns the check off. A fingertip reports about 5–12 units.
    public var palmRadius: Double? = 25
    /// Whether touches are checked for palms at all (a contact of ``palmRadius`` or more, or a
    /// touch that begins while the pen is down). Default `true`; turn it off to replay strokes
    /// that were checked when they were recorded, such as a drawing's.
    public var rejectsPalms = true

    /// Finished strokes, in the order they were finished.
    public private(set) var strokes: [Stroke] = []
    /// Contacts the policy turned away, in the order they began.
    public private(set) var rejections: [InputRejection] = []
    /// Events that made no sense where they came.
    public private(set) var anomalies: [InputAnomaly] = []
    /// How many events have been handled.
    public private(set) var eventCount = 0

    private var active: [ActiveContact] = []
    private var rejected: [Int: Int] = [:]  // pointer → index in `rejections`
    private var undone: [Stroke] = []
    private var penSeen = false

    private struct ActiveContact: Sendable {
        var pointer: Int
        var stroke: Stroke
        var lastEventIndex: Int
    }

    /// Creates a recorder with nothing drawn.
    public init(canvas: Size, policy: InputPolicy = .any, ink: Ink = .default) {
        self.canvas = canvas
        self.policy = policy
        self.ink = ink
    }

    /// Strokes still being drawn (their pointers are down), in the order they began.
    public var activeStrokes: [Stroke] { active.map(\.stroke) }

    /// The stroke that `pointer` is drawing, or `nil` when it draws none (it is up, or was
    /// turned away).
    public func activeStroke(pointer: Int) -> Stroke? {
        active.first { $0.pointer == pointer }?.stroke
    }

    /// Whether there is a finished stroke to undo.
    public var canUndo: Bool { !strokes.isEmpty }
    /// Whether there is an undone stroke to redo.
    public var canRedo: Bool { !undone.isEmpty }

    /// The finished strokes as a drawing.
    public var drawing: Drawing { Drawing(canvas: canvas, strokes: strokes) }

    /// Handles the next event of the recording.
    public mutating func handle(_ event: InputEvent) {
        let index = eventCount
        eventCount += 1
        if let rejection = rejected[event.pointer] {
            rejections[rejection].eventCount += 1
            if event.phase == .up || event.phase == .cancel || event.phase == .down {
                rejected[event.pointer] = nil
            }
            if event.phase != .down { return }
        }
        switch event.phase {
        case .down: begin(event, index: index)
        case .move: extend(event, index: index)
        case .up: end(event, index: index, keep: true)
        case .cancel: end(event, index: index, keep: false)
        }
    }

    /// Ends the recording: strokes whose pointer is still down are kept as if lifted (and reported).
    /// - Returns: the finished drawing.
    public mutating func finishRecording() -> Drawing {
        for contact in active {
            anomalies.append(
                InputAnomaly(
                    kind: .neverLifted, pointer: contact.pointer, eventIndex: contact.lastEventIndex,
                    t: contact.stroke.endTime))
            commit(contact.stroke)
        }
        active.removeAll()
        rejected.removeAll()
        return drawing
    }

    /// Takes back the last finished stroke.
    /// - Returns: whether there was one.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let stroke = strokes.popLast() else { return false }
        undone.append(stroke)
        return true
    }

    /// Puts back the last undone stroke.
    /// - Returns: whether there was one.
    @discardableResult
    public mutating func redo() -> Bool {
        guard let stroke = undone.popLast() else { return false }
        strokes.append(stroke)
        return true
    }

    private mutating func begin(_ event: InputEvent, index: Int) {
        if let position = active.firstIndex(where: { $0.pointer == event.pointer }) {
            anomalies.append(InputAnomaly(kind: .downWhileDown, pointer: event.pointer, eventIndex: index, t: event.t))
            commit(active.remove(at: position).stroke)
        }
        if let cause = rejectionCause(for: event) {
            rejected[event.pointer] = rejections.count
            rejections.append(
                InputRejection(
                    pointer: event.pointer, device: event.device, cause: cause,
                    firstEventIndex: index, t: event.t, eventCount: 1))
            return
        }
        if event.device == .pen { penSeen = true }
        let stroke = Stroke(points: [event.strokePoint], ink: ink, device: event.device)
        active.append(ActiveContact(pointer: event.pointer, stroke: stroke, lastEventIndex: index))
    }

    /// Why a contact beginning with `event` may not draw, or `nil` when it may.
    private func rejectionCause(for event: InputEvent) -> InputRejection.Cause? {
        guard policy.accepts(event.device, penSeen: penSeen) else { return .policy(policy) }
        guard event.device == .finger, rejectsPalms else { return nil }
        if let palmRadius, let radius = event.contactRadius, radius >= palmRadius { return .palm(radius: radius) }
        if policy.inksWithPen && active.contains(where: { $0.stroke.device == .pen }) { return .penInUse }
        return nil
    }

    private mutating func extend(_ event: InputEvent, index: Int) {
        guard let position = active.firstIndex(where: { $0.pointer == event.pointer }) else {
            anomalies.append(
                InputAnomaly(kind: .moveWithoutDown, pointer: event.pointer, eventIndex: index, t: event.t))
            return
        }
        active[position].stroke.points.append(event.strokePoint)
        active[position].lastEventIndex = index
    }

    private mutating func end(_ event: InputEvent, index: Int, keep: Bool) {
        guard let position = active.firstIndex(where: { $0.pointer == event.pointer }) else {
            let kind: InputAnomaly.Kind = keep ? .upWithoutDown : .cancelWithoutDown
            anomalies.append(InputAnomaly(kind: kind, pointer: event.pointer, eventIndex: index, t: event.t))
            return
        }
        var contact = active.remove(at: position)
        guard keep else { return }
        // The lift-off is a sample too (so a drawing turned back into events replays exactly),
        // unless it only repeats the last one. It often reports no sensors; the last known values
        // carry on so the ink does not pinch.
        let last = contact.stroke.points.last
        if last?.location != event.location || last?.t != event.t {
            var point = event.strokePoint
            point.pressure = point.pressure ?? last?.pressure
            point.altitude = point.altitude ?? last?.altitude
            point.azimuth = point.azimuth ?? last?.azimuth
            contact.stroke.points.append(point)
        }
        commit(contact.stroke)
    }

    private mutating func commit(_ stroke: Stroke) {
        strokes.append(stroke)
        undone.removeAll()
    }
}
