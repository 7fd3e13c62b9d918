import Scribble

/// What a session's recording did, counted for `scribble info`: its contacts by tool and its
/// edits by kind.
struct SessionCounts {
    /// Contacts (pointers going down) by the tool in effect, by tool name.
    private(set) var contacts: [String: Int] = [:]
    /// Commands by name.
    private(set) var commands: [String: Int] = [:]

    /// The names of the tools, in the order they are listed.
    private static let toolNames = ["ink", "stroke-eraser", "area-eraser", "lasso"]

    /// Counts a recording's contacts and commands, whatever the policy would turn away.
    init(_ recording: EventRecording) {
        var tool = "ink"
        for entry in recording.entries {
            switch entry {
            case .event(let event) where event.phase == .down: contacts[tool, default: 0] += 1
            case .event: break
            case .tool(let chosen, _): tool = chosen.name
            case .command(let command, _): commands[command.name, default: 0] += 1
            case .setting: break
            }
        }
    }

    /// `ink 4, area-eraser 1, lasso 1`, or `none`.
    var contactsDescription: String {
        let parts = Self.toolNames.compactMap { name in contacts[name].map { "\(name) \($0)" } }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }

    /// `2 erasures (stroke 1, area 1), 1 lasso selection, move 1, rotate 1, 1 undo, 0 redos`, or `none`.
    var editsDescription: String {
        let stroke = contacts["stroke-eraser"] ?? 0
        let area = contacts["area-eraser"] ?? 0
        let erasures = stroke + area
        let lassos = contacts["lasso"] ?? 0
        let undos = commands["undo"] ?? 0
        let redos = commands["redo"] ?? 0
        var parts: [String] = []
        if erasures > 0 {
            parts.append("\(erasures) \(InfoCommand.plural("erasure", erasures)) (stroke \(stroke), area \(area))")
        }
        if lassos > 0 { parts.append("\(lassos) lasso \(InfoCommand.plural("selection", lassos))") }
        for name in SessionCommand.names where name != "undo" && name != "redo" {
            if let count = commands[name] { parts.append("\(name) \(count)") }
        }
        if undos + redos > 0 {
            parts.append("\(undos) \(InfoCommand.plural("undo", undos))")
            parts.append("\(redos) \(InfoCommand.plural("redo", redos))")
        }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}
