import Foundation
import ScribbleServer
import Testing

/// The drawings list's routes: titles given, kept in `recordings/titles.json` and refused when
/// they cannot be one; drawings deleted onto the shelf and brought back whole.
@Suite struct DrawingListRoutesTests {
    static let id = "2026-12-05-202300-3fa2c1"

    /// A server whose store holds one drawing and its recording.
    static func server() throws -> TestServer {
        let server = try TestServer()
        try FileManager.default.createDirectory(at: server.recordings, withIntermediateDirectories: true)
        try Data(#"{"format": "scribble-drawing", "version": 1, "strokes": []}"#.utf8)
            .write(to: server.recordings.appendingPathComponent("\(id).drawing.json"))
        try Data("{}".utf8).write(to: server.recordings.appendingPathComponent("\(id).events.json"))
        return server
    }

    static func post(_ server: TestServer, _ path: String) throws -> RawHTTP.Response {
        try RawHTTP.request(
            port: server.port, method: "POST", target: path + "&token=\(server.token)",
            headers: [("Origin", server.origin)])
    }

    static func titles(_ server: TestServer) throws -> [String: String] {
        let response = try server.get("/api/drawings/titles")
        #expect(response.status == 200)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
        return try #require(object["titles"] as? [String: String])
    }

    @Test func aTitleIsKeptTrimmedAndTakenAwayWhenEmpty() throws {
        let server = try Self.server()
        #expect(try Self.titles(server).isEmpty)
        let renamed = try Self.post(server, "/api/drawings/rename?drawing=\(Self.id)&title=%20%20Sea%20at%20dusk%20")
        #expect(renamed.status == 200)
        #expect(renamed.text.contains(#""title":"Sea at dusk""#), "\(renamed.text)")
        #expect(try Self.titles(server) == [Self.id: "Sea at dusk"])
        let file = try String(contentsOf: server.recordings.appendingPathComponent("titles.json"), encoding: .utf8)
        #expect(file.contains(#""format" : "scribble-drawing-titles""#) && file.contains("Sea at dusk"))
        #expect(!server.recordingNames().contains { $0.hasPrefix(".titles") }, "no temporary file left")

        #expect(try Self.post(server, "/api/drawings/rename?drawing=\(Self.id)&title=%20").status == 200)
        #expect(try Self.titles(server).isEmpty)
    }

    @Test(arguments: [
        ("title=\(String(repeating: "a", count: 201))", 400, "a title has at most 200 characters; this one has 201"),
        ("title=tab%09here", 400, "a title cannot hold control characters"),
        ("nothing=1", 400, "give the title: title=TEXT"),
    ])
    func aBadTitleIsRefusedAndNothingIsWritten(query: String, status: Int, message: String) throws {
        let server = try Self.server()
        let response = try Self.post(server, "/api/drawings/rename?drawing=\(Self.id)&\(query)")
        #expect(response.status == status)
        #expect(response.text.contains(message), "\(response.text)")
        #expect(!server.recordingNames().contains("titles.json"))
    }

    @Test func aDrawingIsNamedOnlyByItsId() throws {
        let server = try Self.server()
        let response = try Self.post(server, "/api/drawings/rename?drawing=..%2Ftitles&title=x")
        #expect(response.status == 400)
        #expect(response.text.contains("is not a drawing id (such as 2026-03-01-102000-3fa2c1)"), "\(response.text)")
        #expect(try Self.post(server, "/api/drawings/remove?drawing=2026-12-05-202300-000000").status == 404)
    }

    @Test func aDeletedDrawingLeavesTheListAndComesBackWithItsTitle() throws {
        let server = try Self.server()
        _ = try Self.post(server, "/api/drawings/rename?drawing=\(Self.id)&title=Boats")
        let removed = try Self.post(server, "/api/drawings/remove?drawing=\(Self.id)")
        #expect(removed.status == 200)
        #expect(try server.get("/api/drawings").text.contains(Self.id) == false)
        #expect(server.recordingNames() == [".deleted", "titles.json"])
        #expect(try Self.titles(server) == [Self.id: "Boats"], "kept while it can be brought back")

        #expect(try Self.post(server, "/api/drawings/unremove?drawing=\(Self.id)").status == 200)
        #expect(try server.get("/api/drawings").text.contains(Self.id))
        #expect(
            server.recordingNames() == [".deleted", "\(Self.id).drawing.json", "\(Self.id).events.json", "titles.json"])
        let again = try Self.post(server, "/api/drawings/unremove?drawing=\(Self.id)")
        #expect(again.status == 404)
        #expect(again.text.contains("was not deleted lately"))
    }
}
