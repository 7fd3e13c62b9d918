import Scribble

/// Warnings about inputs that were read but were not quite right.
enum Diagnostics {
    /// Warns about events in a recording that made no sense where they came (at most a few, then a count).
    static func reportAnomalies(of input: ReadDrawing, limit: Int = 5) {
        for warning in input.warnings.prefix(limit) { Console.warning(warning) }
        if input.warnings.count > limit {
            Console.warning("\(input.displayName): \(input.warnings.count - limit) more problems like these")
        }
        let anomalies = input.anomalies
        guard !anomalies.isEmpty else { return }
        for anomaly in anomalies.prefix(limit) {
            Console.warning("\(input.displayName): events[\(anomaly.eventIndex)]: \(anomaly.message)")
        }
        if anomalies.count > limit {
            Console.warning("\(input.displayName): \(anomalies.count - limit) more events like these")
        }
    }
}
