import Foundation
import ScribbleFiles

/// The files of a pages folder, served as they are: only regular files inside the folder
/// (links are followed, but must end inside it too), with their media types.
struct StaticPages: Sendable {
    /// The folder, with its links resolved.
    let root: String

    /// The largest file served: the pages are small, and a big file dropped in the folder by
    /// mistake should not be read whole into memory.
    static let maximumFileBytes = 16 << 20

    init(folder: String) {
        root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    }

    /// The response for a `GET` or `HEAD` of `path`.
    func response(for path: String) -> HTTPResponse {
        let page: PagePath
        do {
            page = try PagePath(path)
        } catch {
            return .error(status: error.status, error.message)
        }
        let file = URL(fileURLWithPath: root + "/" + page.components.joined(separator: "/")).resolvingSymlinksInPath()
            .path
        var isFolder: ObjCBool = false
        guard file.hasPrefix(root + "/"), FileManager.default.fileExists(atPath: file, isDirectory: &isFolder),
            !isFolder.boolValue
        else {
            return .error(status: 404, "there is no page \(path)")
        }
        let size = AtomicFile.size(of: file) ?? 0
        guard size <= Self.maximumFileBytes else {
            return .error(status: 500, "the page \(path) is over \(Self.maximumFileBytes) bytes")
        }
        do {
            return HTTPResponse(contentType: ContentType.of(fileName: file), body: try AtomicFile.read(file))
        } catch {
            return .error(status: 500, "the page \(path) cannot be read: \(error.reason)")
        }
    }
}
