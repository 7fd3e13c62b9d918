extension Stroke {
    /// Whether the stroke ends with the pen held still: its last samples, for at least `duration`
    /// seconds before it lifted, all within `radius` of where it lifted, after it had come from
    /// farther away (a dot held still is not a stroke held at its end). Tablets snap a stroke held
    /// so to its shape.
    ///
    /// A browser sends no samples while a pen does not move, so the time is the lift's less the
    /// time the pen arrived where it lifted.
    /// - Parameters:
    ///   - duration: how long the pen must have been held, in seconds.
    ///   - radius: how far it may wander meanwhile, in the stroke's units.
    public func endsHeldStill(for duration: Double, within radius: Double) -> Bool {
        let points = visiblePoints
        guard let last = points.last else { return false }
        guard let away = points.lastIndex(where: { ($0.location - last.location).length > radius }) else {
            return false
        }
        let arrived = points[points.index(after: away)]
        return last.t - arrived.t >= duration
    }
}
