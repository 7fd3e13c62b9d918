import Foundation
import Scribble

/// The folder `replay --frames` writes into: numbered PNG frames, `frame-00001.png` onwards, each
/// written whole (to a temporary name, flushed, renamed), so a reader never sees half a frame.
struct FrameFolder {
    /// The folder's path.
    var path: String
    /// How many frames this replay writes.
    var frameCount: Int

    /// Digits in a frame's number: five, or more when there are more frames than five can count.
    private var digits: Int { max(5, String(frameCount).count) }

    /// The file name of frame `index` (from 0): `frame-00001.png` for the first.
    func name(ofFrame index: Int) -> String {
        let number = String(index + 1)
        return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    /// Writes frame `index` (from 0).
    func write(_ png: [UInt8], frame index: Int) throws(FileError) {
        try AtomicFile.write(png, to: path + "/" + name(ofFrame: index))
    }

    /// Removes frames an earlier, longer replay left past this one's last, so that the folder holds
    /// one sequence; other files are left alone.
    func removeLeftovers() throws(FileError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw FileError(path: path, reason: "cannot list the frames folder: \(error.localizedDescription)")
        }
        for name in names {
            guard let number = Self.frameNumber(name), number > frameCount else { continue }
            do {
                try FileManager.default.removeItem(atPath: path + "/" + name)
            } catch {
                throw FileError(
                    path: path + "/" + name,
                    reason: "cannot remove a frame left from an earlier replay: \(error.localizedDescription)")
            }
        }
    }

    /// The number of a frame's file name (`frame-00042.png` → 42), or `nil` for any other name.
    static func frameNumber(_ name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst("frame-".count).dropLast(".png".count)
        guard digits.count >= 5, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}
