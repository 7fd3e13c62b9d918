import Foundation
import ScribbleHTTP
import ScribbleServer
import Testing

/// Where the pages are found at run time.
@Suite struct PagesFolderTests {
    @Test func aSwiftPMBuildFindsTheBundleBesideTheExecutable() throws {
        let folder = try PagesFolder.bundled(environment: [:])
        #expect(folder.hasSuffix("/\(PagesFolder.bundleName)/Pages"), "\(folder)")
        #expect(FileManager.default.fileExists(atPath: folder + "/drawing/canvas.js"))
    }

    @Test func scribblePagesNamesAnotherFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scribble-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<p>other page</p>".utf8).write(to: folder.appendingPathComponent("index.html"))
        #expect(try PagesFolder.bundled(environment: ["SCRIBBLE_PAGES": folder.path]) == folder.path)
        // A variable naming a folder without pages is passed over.
        #expect(try PagesFolder.bundled(environment: ["SCRIBBLE_PAGES": "/nonexistent"]).hasSuffix("/Pages"))

        var configuration = ServerConfiguration()
        configuration.pagesFolder = folder.path
        let server = try LocalServer(configuration: configuration)
        try server.start()
        defer { server.stop() }
        let page = try RawHTTP.request(port: server.port, target: "/?token=\(server.token.text)")
        #expect(page.text == "<p>other page</p>")
    }

    @Test func aLinkOutOfThePagesFolderIsNotFollowed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scribble-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<p>page</p>".utf8).write(to: folder.appendingPathComponent("index.html"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("passwd").path, withDestinationPath: "/etc/passwd")
        var configuration = ServerConfiguration()
        configuration.pagesFolder = folder.path
        let server = try LocalServer(configuration: configuration)
        try server.start()
        defer { server.stop() }
        let response = try RawHTTP.request(port: server.port, target: "/passwd?token=\(server.token.text)")
        #expect(response.status == 404)
        #expect(!response.text.contains("root:"))
    }
}
