import Foundation

/// The formats Scribble reads and writes: the only list of them. Telling a file's format, reading
/// it, writing it and naming formats in messages all go through it.
public enum FormatRegistry {
    /// The formats Scribble has, in the order their names and endings are tried.
    static let builtIn: [any DrawingFileFormat] = [
        ScribbleEventsFormat(), ScribbleDrawingFormat(), SVGFileFormat(), InkMLFileFormat(), ExcalidrawSceneFormat(),
        ExcalidrawLibraryFormat(), TldrawFileFormat(), QuickDrawNDJSONFormat(), QuickDrawArrayFormat(),
        XournalFileFormat(),
    ]

    private static let registered = Registered()

    /// Every format, the built-in ones first, then those registered, in order.
    public static var formats: [any DrawingFileFormat] { builtIn + registered.formats }

    /// Adds a format: from now on files of it are recognised, read and written everywhere a
    /// built-in format is. A format of a name already taken replaces nothing and is refused.
    /// - Returns: Whether it was added.
    @discardableResult
    public static func register(_ format: any DrawingFileFormat) -> Bool {
        guard self.format(format.format) == nil else { return false }
        registered.append(format)
        return true
    }

    /// The format of that identity, if it is registered.
    public static func format(_ identity: InterchangeFormat) -> (any DrawingFileFormat)? {
        formats.first { $0.format == identity }
    }

    /// The formats added by ``register(_:)``, behind a lock.
    private final class Registered: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [any DrawingFileFormat] = []

        var formats: [any DrawingFileFormat] {
            lock.lock()
            defer { lock.unlock() }
            return list
        }

        func append(_ format: any DrawingFileFormat) {
            lock.lock()
            list.append(format)
            lock.unlock()
        }
    }
}
