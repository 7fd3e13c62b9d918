import Foundation

extension CardStore {
    /// The store every program uses when it is told no other, the same from any folder:
    /// `$SCRIBBLE_STORE`, else `$XDG_DATA_HOME/scribble/cards`, else
    /// `$HOME/.local/share/scribble/cards`, as the XDG base directories have it (a relative
    /// `XDG_DATA_HOME` is ignored, as they say). An empty variable counts as unset.
    /// - Parameter environment: The variables to look in; the process's own by default.
    /// - Returns: The folder (absolute unless `SCRIBBLE_STORE` is relative), or `nil` when
    ///   none of the variables is set.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        func variable(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        if let store = variable("SCRIBBLE_STORE") { return store }
        if let data = variable("XDG_DATA_HOME"), data.hasPrefix("/") { return joined(data, "scribble/cards") }
        if let home = variable("HOME") { return joined(home, ".local/share/scribble/cards") }
        return nil
    }

    private static func joined(_ folder: String, _ rest: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + rest
    }
}
