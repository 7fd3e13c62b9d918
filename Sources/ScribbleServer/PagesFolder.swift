import Foundation
import ScribbleHTTP

/// Finds the pages that come with Scribble (the drawing page, its script and style), which
/// SwiftPM copies beside the executable as the `Scribble_ScribbleServer.resources` bundle; a
/// server serves them when given the folder as its `ServerConfiguration.pagesFolder`.
///
/// Looked for in order: `$SCRIBBLE_PAGES`; the bundle beside the running executable (a build
/// folder, or wherever the tool was installed with its bundle); the bundle in `share/scribble`
/// beside the executable's `bin` folder, where `tools/install` puts it, as a Linux prefix keeps
/// data apart from programs; the source folder the module was built from, for a build whose
/// bundle was not kept. A folder counts when it has an `index.html`. SwiftPM's own
/// `Bundle.module` is not used: where the bundle is missing it stops the program, and the
/// server should say what is wrong instead.
public enum PagesFolder {
    /// The bundle's name, as SwiftPM names it after the package and the target.
    public static let bundleName = "Scribble_ScribbleServer.resources"

    /// Where an install keeps the bundle, relative to the prefix its `bin` folder is in.
    static let installedFolder = "share/scribble"

    /// The folder of Scribble's pages.
    /// - Parameter environment: The variables to look in; the process's own by default.
    /// - Throws: ``ServerError`` naming the places looked in, when none holds the pages.
    public static func bundled(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ServerError)
        -> String
    {
        let places = candidates(environment: environment)
        if let found = places.first(where: { FileManager.default.fileExists(atPath: $0 + "/index.html") }) {
            return found
        }
        throw ServerError(
            "Scribble's pages are not in any of \(places.joined(separator: ", ")); "
                + "keep \(bundleName) beside the scribble executable, or set SCRIBBLE_PAGES to a folder of pages")
    }

    static func candidates(environment: [String: String]) -> [String] {
        var places: [String] = []
        if let variable = environment["SCRIBBLE_PAGES"], !variable.isEmpty { places.append(variable) }
        if let executable = executableFolder() {
            places.append(executable + "/" + bundleName + "/Pages")
            places.append(
                URL(fileURLWithPath: executable).deletingLastPathComponent().path + "/" + installedFolder + "/"
                    + bundleName + "/Pages")
        }
        places.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Pages").path)
        return places
    }

    /// The folder of the running executable, its links resolved (`/proc/self/exe`).
    private static func executableFolder() -> String? {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? Bundle.main.executablePath
        return executable.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
    }
}
