import Foundation
import Scribble
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `scribble serve` as a user runs it: the address it prints, its options, how it stops.
@Suite struct ServeCommandTests {
    @Test func itPrintsOneAddressWithATokenAndStopsCleanlyOnSIGTERM() throws {
        let serve = try ServeProcess()
        let pattern = #/^http://127\.0\.0\.1:[0-9]+/\?token=[0-9a-f]{32}$/#
        #expect(serve.address.wholeMatch(of: pattern) != nil, "\(serve.address)")
        #expect(serve.port > 0)
        #expect(serve.standardError.contains(serve.store.path + "/recordings"))
        try serve.expectCleanStop()
    }

    @Test func twoServersHaveTwoPortsAndTwoTokens() throws {
        let first = try ServeProcess()
        let second = try ServeProcess()
        #expect(first.port != second.port)
        #expect(first.address.split(separator: "=").last != second.address.split(separator: "=").last)
    }

    @Test func onEveryAddressItPrintsTheMachinesOwnAddressesAndEachOneWorks() throws {
        // 0.0.0.0 is every address of the machine, the one non-loopback host every machine has.
        let any = try ServeProcess(["--host", "0.0.0.0"])
        #expect(any.standardError.contains("warning: listening on 0.0.0.0"))
        let deadline = Date().addingTimeInterval(10)
        while !any.standardError.contains("Ctrl-C stops"), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let lines = any.standardOutput.split(separator: "\n").map(String.init)
        let token = any.address.components(separatedBy: "token=").last ?? ""
        #expect(lines.first == "http://127.0.0.1:\(any.port)/?token=\(token)", "this machine's address first")
        let own = Host.current().addresses.filter { !$0.contains(":") && !$0.hasPrefix("127.") }
        #expect(
            Set(lines.dropFirst()) == Set(own.map { "http://\($0):\(any.port)/?token=\(token)" }), "\(lines) for \(own)"
        )
        for line in lines {
            let answer = try Self.get(line.replacingOccurrences(of: "/?token=", with: "/api/drawings?token="))
            #expect(answer.status == 200, "\(line): \(answer.status) \(answer.text)")
        }
        try any.expectCleanStop()
    }

    @Test func withoutTheTokenABrowserIsToldWhatToOpenAndTheRefusalIsLogged() throws {
        let serve = try ServeProcess()
        let page = try Self.get("http://127.0.0.1:\(serve.port)/", accept: "text/html,application/xhtml+xml,*/*;q=0.8")
        #expect(
            page.status == 403 && page.text.contains("Open the address that <code>scribble serve</code> printed"),
            "\(page.text)")
        let api = try Self.get(
            "http://127.0.0.1:\(serve.port)/api/drawings?token=0123456789abcdef0123456789abcdef",
            accept: "application/json")
        #expect(api.status == 403 && api.text.contains(#""error": "the access token is wrong"#), "\(api.text)")
        let lines = serve.standardError.split(separator: "\n").filter { $0.contains("refused") }
        #expect(
            lines == [
                "scribble serve: refused GET / with 403: this server needs its access token; open the address that `scribble serve` printed",
                "scribble serve: refused GET /api/drawings with 403: the access token is wrong; open the address that `scribble serve` printed",
            ], "\(serve.standardError)")
        try serve.expectCleanStop()
    }

    /// GETs `address` with `Accept: accept`.
    static func get(_ address: String, accept: String = "*/*") throws -> (status: Int, text: String) {
        var request = URLRequest(url: try #require(URL(string: address)))
        request.setValue(accept, forHTTPHeaderField: "Accept")
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: (Int, String)?
        URLSession.shared.dataTask(with: request) { data, response, _ in
            result = ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data ?? Data(), as: UTF8.self))
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + 20)
        let answered = try #require(result)
        return (answered.0, answered.1)
    }

    @Test(arguments: [
        (["--port", "http"], "--port expects a number"),
        (["--port", "70000"], "--port must be between 0 and 65535"),
        (["--port", "1.5"], "--port expects a whole number"),
        (["--prot", "8000"], "unknown option --prot; did you mean `--port`?"),
        (["drawing.json"], "serve takes no INPUT"),
    ])
    func aWrongCallIsABadUsage(arguments: [String], message: String) throws {
        let result = try ToolRunner.run(["serve"] + arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("scribble: error: \(message)"), "\(result.standardError)")
        #expect(
            result.standardError.contains("USAGE: scribble serve [--store DIR] [--host 127.0.0.1] [--port N] [--open]"))
    }

    @Test func aHostThatIsNoAddressIsABadInput() throws {
        let result = try ToolRunner.run(["serve", "--host", "example.com"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("not an IP address"))
    }

    @Test func theServerIsAnExecutableOfItsOwnThatNoOtherCommandLoads() throws {
        let server = ToolRunner.executable.deletingLastPathComponent().appendingPathComponent("scribble-serve")
        #expect(FileManager.default.isExecutableFile(atPath: server.path))
        // The dynamic loader lists the libraries an executable loads, and runs nothing of it.
        let tool = try ToolRunner.run([], environment: ["LD_TRACE_LOADED_OBJECTS": "1"])
        #expect(tool.output.contains("libcairo"), "\(tool.output)")
        #expect(!tool.output.contains("libsoup"), "\(tool.output)")
        let serve = try ToolRunner.run([], environment: ["LD_TRACE_LOADED_OBJECTS": "1"], tool: server)
        #expect(serve.output.contains("libsoup"), "\(serve.output)")
    }

    @Test func withoutTheServerBesideItServeSaysWhatIsMissingAndServesNothing() throws {
        let folder = try ToolRunner.temporaryFolder()
        let copy = folder.appendingPathComponent("scribble")
        try FileManager.default.copyItem(at: ToolRunner.executable, to: copy)
        let result = try ToolRunner.run(["serve", "--port", "0"], tool: copy)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "scribble: error: serve: the server, \(folder.path)/scribble-serve, is missing"),
            "\(result.standardError)")
        #expect(result.output.isEmpty)
    }

    @Test func itsHelpTellsTheOptionsAndTheOverviewListsIt() throws {
        let help = try ToolRunner.run(["serve", "--help"])
        #expect(help.status == 0)
        for option in ["--store DIR", "--host ADDRESS", "--port N", "--open"] { #expect(help.output.contains(option)) }
        let overview = try ToolRunner.run(["--help"])
        #expect(overview.output.contains("\n  serve "))
    }
}
