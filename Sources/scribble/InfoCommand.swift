import ScribbleKit

extension Command {
    /// `scribble info`: what a file holds.
    static let info = Command(
        name: "info",
        summary: "Describe recordings and drawings: strokes, points, devices, timing, bounds.",
        usage: "INPUT… [--policy pen|finger|any|auto]",
        discussion: """
            For a recording, also says which contacts the input policy turned away (how many strokes
            and events, whose, and why: the policy, or palm rejection), how many strokes each policy
            would keep, and any events that made no sense where they came.
            """,
        options: [InputLoader.policyOption],
        run: InfoCommand.run)
}

/// What `scribble info` does.
enum InfoCommand {
    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "info needs at least one INPUT") }
        let policy = try InputLoader.policy(from: arguments)
        var status = ExitStatus.success
        for (index, path) in arguments.positionals.enumerated() {
            do {
                let input = try InputLoader.load(path, policy: policy)
                if index > 0 { Console.output("") }
                Console.output(describe(input, policy: policy))
            } catch {
                Console.error(String(describing: error))
                status = .badInput
            }
        }
        return status
    }

    static func describe(_ input: LoadedInput, policy: InputPolicy) -> String {
        let drawing = input.drawing
        var rows: [(String, String)] = [("format", input.formatName)]
        if let recorder = input.recorder {
            rows.append(("events", "\(recorder.eventCount)"))
            rows.append(("policy", policy.rawValue))
        }
        rows.append(("canvas", "\(format(drawing.canvas.width)) × \(format(drawing.canvas.height))"))
        rows.append(("strokes", "\(drawing.strokes.count)" + countsByDevice(drawing.strokes.map(\.device))))
        rows.append(("points", "\(drawing.pointCount)"))
        rows.append(("duration", "\(format(drawing.duration, decimals: 3)) s"))
        if let bounds = drawing.bounds {
            rows.append(("bounds", "x \(format(bounds.minX))…\(format(bounds.maxX)), y \(format(bounds.minY))…\(format(bounds.maxY))"))
        } else {
            rows.append(("bounds", "no ink"))
        }
        let inks = Set(drawing.strokes.map { "\($0.ink.tool.rawValue) \($0.ink.color) \(format($0.ink.width))" })
        if !inks.isEmpty { rows.append(("inks", inks.sorted().joined(separator: "; "))) }
        if let recorder = input.recorder {
            rows.append(("turned away", turnedAway(recorder.rejections)))
            if let recording = input.recording {
                let kept = InputPolicy.allCases.map { policy in
                    "\(policy.rawValue) \(recording.recorded(policy: policy).strokes.count)"
                }
                rows.append(("by policy", kept.joined(separator: ", ") + " strokes"))
            }
            rows.append(("anomalies", recorder.anomalies.isEmpty ? "none" : "\(recorder.anomalies.count)"))
        }
        let width = rows.map(\.0.count).max() ?? 0
        var lines = [input.displayName]
        lines += rows.map { label, value in "  \(label):" + String(repeating: " ", count: width - label.count + 1) + value }
        if let anomalies = input.recorder?.anomalies {
            lines += anomalies.map { "    events[\($0.eventIndex)] at \(format($0.t, decimals: 3)) s: \($0.message)" }
        }
        return lines.joined(separator: "\n")
    }

    private static func turnedAway(_ rejections: [InputRejection]) -> String {
        guard !rejections.isEmpty else { return "none" }
        let events = rejections.reduce(0) { $0 + $1.eventCount }
        let perDevice = InputDevice.allCases.compactMap { device -> String? in
            let mine = rejections.filter { $0.device == device }
            guard !mine.isEmpty else { return nil }
            let count = mine.reduce(0) { $0 + $1.eventCount }
            return "\(device.rawValue) \(mine.count) \(plural("stroke", mine.count)) (\(count) \(plural("event", count)))"
        }
        var reasons: [String] = []
        for rejection in rejections where !reasons.contains(rejection.reason) { reasons.append(rejection.reason) }
        return "\(rejections.count) \(plural("stroke", rejections.count)), \(events) \(plural("event", events)) — "
            + perDevice.joined(separator: ", ") + " (" + reasons.joined(separator: "; ") + ")"
    }

    private static func countsByDevice(_ devices: [InputDevice]) -> String {
        let parts = InputDevice.allCases.compactMap { device -> String? in
            let count = devices.filter { $0 == device }.count
            return count > 0 ? "\(device.rawValue) \(count)" : nil
        }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }

    private static func plural(_ word: String, _ count: Int) -> String { count == 1 ? word : word + "s" }

    private static func format(_ value: Double, decimals: Int = 2) -> String {
        let factor = pow10(decimals)
        let rounded = (value * factor).rounded() / factor
        return rounded.shortDescription
    }

    private static func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { value, _ in value * 10 } }
}
