import Foundation

/// Small files of every format the tool reads, written by the tests that need them, so that the
/// end-to-end tests depend on nothing outside themselves.
enum InterchangeSamples {
    /// A sample: the file's name and its contents.
    struct Sample: CustomStringConvertible, Sendable {
        var name: String
        var text: String
        /// The format name `info` prints for it.
        var format: String
        /// How many drawings it holds.
        var drawings: Int
        var description: String { name }

        /// Writes it into a folder.
        /// - Returns: Its path.
        @discardableResult
        func write(to folder: URL, as fileName: String? = nil) throws -> String {
            let url = folder.appendingPathComponent(fileName ?? name)
            try Data(text.utf8).write(to: url)
            return url.path
        }
    }

    static let drawing = Sample(
        name: "wave.drawing.json",
        text: """
            { "format": "scribble-drawing", "version": 1, "canvas": { "width": 200, "height": 120 },
              "strokes": [ { "ink": { "tool": "pen", "color": "#1c1c1e", "width": 4 }, "device": "pen",
                "points": [[20, 60, 0, 0.5], [60, 20, 0.05, 0.6], [100, 60, 0.1, 0.7], [140, 100, 0.15, 0.6], [180, 60, 0.2, 0.5]] } ] }
            """, format: "scribble-drawing", drawings: 1)

    /// A recording with a pen stroke and a finger stroke, so that the policy matters.
    static let events = Sample(
        name: "two.events.json",
        text: """
            { "format": "scribble-events", "version": 1, "canvas": { "width": 200, "height": 120 },
              "events": [
                { "t": 0.00, "pointer": 1, "device": "pen", "phase": "down", "x": 20, "y": 20, "pressure": 0.5 },
                { "t": 0.02, "pointer": 1, "device": "pen", "phase": "move", "x": 100, "y": 30, "pressure": 0.6 },
                { "t": 0.04, "pointer": 1, "device": "pen", "phase": "up", "x": 180, "y": 40 },
                { "t": 0.10, "pointer": 2, "device": "finger", "phase": "down", "x": 20, "y": 90 },
                { "t": 0.12, "pointer": 2, "device": "finger", "phase": "move", "x": 100, "y": 100 },
                { "t": 0.14, "pointer": 2, "device": "finger", "phase": "up", "x": 180, "y": 110 } ] }
            """, format: "scribble-events", drawings: 1)

    static let svg = Sample(
        name: "zigzag.svg",
        text: """
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="120" viewBox="0 0 200 120">
              <path d="M 20 100 L 60 20 L 100 100 L 140 20 L 180 100" fill="none" stroke="#000" stroke-width="3"/>
            </svg>
            """, format: "svg", drawings: 1)

    static let inkML = Sample(
        name: "letter.inkml",
        text: """
            <ink xmlns="http://www.w3.org/2003/InkML">
              <trace>10 10, 30 40, 50 70, 70 100, 90 70, 110 40, 130 10</trace>
              <trace>40 60, 100 60</trace>
            </ink>
            """, format: "inkml", drawings: 1)

    /// A freedraw element: a pen stroke with real pressure at (x, y).
    static func freedraw(id: String, x: Int, y: Int, simulatePressure: Bool = false) -> String {
        """
        {"id": "\(id)", "type": "freedraw", "x": \(x), "y": \(y), "width": 60, "height": 30, "angle": 0,
         "strokeColor": "#1e1e1e", "backgroundColor": "transparent", "fillStyle": "solid", "strokeWidth": 2,
         "opacity": 100, "seed": 1, "version": 3, "versionNonce": 2, "isDeleted": false,
         "points": [[0, 0], [15, 20], [30, 30], [45, 20], [60, 0]], "pressures": [0.3, 0.5, 0.8, 0.5, 0.3],
         "simulatePressure": \(simulatePressure), "lastCommittedPoint": [60, 0]}
        """
    }

    static let excalidraw = Sample(
        name: "scene.excalidraw",
        text: """
            {"type": "excalidraw", "version": 2, "source": "https://excalidraw.com", "elements": [
              \(freedraw(id: "a", x: 100, y: 100)),
              \(freedraw(id: "b", x: 140, y: 160)),
              {"id": "r", "type": "rectangle", "x": 0, "y": 0, "width": 10, "height": 10}
            ], "appState": {}, "files": {}}
            """, format: "excalidraw", drawings: 1)

    /// A library of three items, named so that their outputs' names are made safe and unique, and
    /// with shapes that are skipped.
    static let library = Sample(
        name: "shapes.excalidrawlib",
        text: """
            {"type": "excalidrawlib", "version": 2, "source": "https://excalidraw.com", "libraryItems": [
              {"status": "published", "id": "1", "created": 1, "name": "Heart", "elements": [\(freedraw(id: "h", x: 0, y: 0))]},
              {"status": "published", "id": "2", "created": 2, "name": "../Star ☆", "elements": [
                \(freedraw(id: "s", x: 0, y: 0)), {"id": "e", "type": "ellipse", "x": 0, "y": 0, "width": 5, "height": 5}]},
              {"status": "published", "id": "3", "created": 3, "name": "Heart", "elements": [
                \(freedraw(id: "h2", x: 10, y: 10, simulatePressure: true)),
                {"id": "t", "type": "text", "x": 0, "y": 0, "text": "hi"}, {"id": "t2", "type": "text", "x": 0, "y": 0, "text": "ho"}]}
            ]}
            """, format: "excalidrawlib", drawings: 3)

    /// A draw shape on a tldraw page.
    static func drawShape(id: String, page: String, x: Int) -> String {
        """
        {"id": "\(id)", "typeName": "shape", "type": "draw", "x": \(x), "y": 20, "rotation": 0, "index": "a1",
         "parentId": "\(page)", "isLocked": false, "opacity": 1, "meta": {}, "props": {"color": "black", "size": "m",
         "dash": "draw", "isPen": false, "segments": [{"type": "free", "points": [{"x": 0, "y": 0, "z": 0.5},
         {"x": 20, "y": 30, "z": 0.5}, {"x": 40, "y": 0, "z": 0.5}]}], "isComplete": true}}
        """
    }

    static let tldraw = Sample(
        name: "board.tldr",
        text: """
            {"tldrawFileFormatVersion": 1, "schema": {"schemaVersion": 2, "sequences": {"com.tldraw.shape.draw": 4}},
             "records": [
              {"id": "document:document", "typeName": "document", "gridSize": 10, "name": "", "meta": {}},
              {"id": "page:one", "typeName": "page", "name": "Page 1", "index": "a1", "meta": {}},
              {"id": "page:two", "typeName": "page", "name": "Sketches", "index": "a2", "meta": {}},
              \(drawShape(id: "shape:a", page: "page:one", x: 10)),
              \(drawShape(id: "shape:b", page: "page:two", x: 50)),
              {"id": "shape:box", "typeName": "shape", "type": "geo", "x": 0, "y": 0, "rotation": 0, "index": "a3", "parentId": "page:one", "props": {}}
             ]}
            """, format: "tldraw", drawings: 2)

    /// One Quick, Draw! record: a raw drawing (with times) that differs with `seed`.
    static func quickDrawRecord(_ seed: Int, word: String = "zigzag") -> String {
        let count = 4 + seed % 5
        let xs = (0..<count).map { String(10 + $0 * (20 + seed % 7)) }
        let ys = (0..<count).map { String($0 % 2 == 0 ? 10 + seed % 11 : 60 + seed % 13) }
        let ts = (0..<count).map { String($0 * 16) }
        let second = "[[\(10 + seed % 3), 90], [80, \(85 + seed % 9)], [\(count * 16 + 100), \(count * 16 + 140)]]"
        return
            #"{"word": "\#(word)", "countrycode": "GB", "recognized": true, "key_id": "\#(seed)", "drawing": [[[\#(xs.joined(separator: ", "))], [\#(ys.joined(separator: ", "))], [\#(ts.joined(separator: ", "))]], \#(second)]}"#
    }

    /// `count` Quick, Draw! records as NDJSON, with the lines in `broken` (counting from 1) broken
    /// in different ways.
    static func quickDrawNDJSON(count: Int, broken: Set<Int> = []) -> String {
        let breakages = [
            #"{"word": "zigzag", "drawing": [[[1, 2, 3], [4, 5]]]}"#,
            #"{"word": "zigzag", "drawing": [[[1, "two"], [3, 4]]]}"#,
            #"{"word": "zigzag", "drawing": [[[1, 2], [3, 4]]"#,
        ]
        return (1...count).map { line in
            broken.contains(line) ? breakages[line % breakages.count] : quickDrawRecord(line)
        }.joined(separator: "\n") + "\n"
    }

    static let quickDraw = Sample(
        name: "zigzags.ndjson", text: quickDrawNDJSON(count: 3), format: "quickdraw-ndjson", drawings: 3)

    static let quickDrawArray = Sample(
        name: "zigzags.json", text: "[\n" + (1...2).map { quickDrawRecord($0) }.joined(separator: ",\n") + "\n]\n",
        format: "quickdraw-json-array", drawings: 2)

    /// A Xournal++ notebook of two pages, as XML (which Xournal++ gzips; Scribble reads both): a
    /// pen with a width per point, a dashed highlighter and text on a ruled page, a filled pen on
    /// a graph page.
    static let notebook = Sample(
        name: "notes.xopp",
        text: """
            <?xml version="1.0" standalone="no"?>
            <xournal creator="Xournal++ 1.1.3" fileversion="4">
            <title>Xournal++ document - see https://github.com/xournalpp/xournalpp</title>
            <page width="200" height="150">
            <background type="solid" color="#ffffffff" style="ruled"/>
            <layer>
            <stroke tool="pen" color="#000080ff" width="2 1 2 3 2">20 60 60 20 100 60 140 100 180 60</stroke>
            <stroke tool="highlighter" color="#ffff007f" width="8" style="dash">20 110 180 110</stroke>
            <text font="Sans" size="12" x="20" y="130" color="#000000ff">note</text>
            </layer>
            </page>
            <page width="200" height="150">
            <background type="solid" color="#fff8e0ff" style="graph"/>
            <layer><stroke tool="pen" color="#008000ff" width="2" fill="64">40 40 160 40 100 120 40 40</stroke></layer>
            </page>
            </xournal>
            """, format: "xopp", drawings: 2)

    /// Every sample.
    static let all = [drawing, events, svg, inkML, excalidraw, library, tldraw, quickDraw, quickDrawArray, notebook]
}
