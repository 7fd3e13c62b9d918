import Scribble
import Testing

@Suite("Reading through the front door")
struct DrawingReaderTests {
    @Test("a recording is recorded once, under the reading's policy")
    func recordingUnderPolicy() throws {
        let path = TestFiles.sample("mixed-devices.events.json")
        let recording = try EventRecording(decoding: AtomicFile.read(path), file: path)
        for policy in InputPolicy.allCases {
            let read = try DrawingReader.drawing(at: path, options: ReadOptions(policy: policy))
            let expected = recording.recorded(policy: policy)
            #expect(read.drawing == expected.drawing, "policy \(policy)")
            #expect(read.rejections == expected.rejections)
            #expect(read.recording == recording)
            #expect(read.format == .scribbleEvents)
        }
        let pen = try DrawingReader.drawing(at: path, options: ReadOptions(policy: .pen))
        let any = try DrawingReader.drawing(at: path, options: ReadOptions(policy: .any))
        #expect(pen.drawing.strokes.allSatisfy { $0.device == .pen })
        #expect(!pen.rejections.isEmpty)
        #expect(any.drawing.strokes.count > pen.drawing.strokes.count)
    }

    @Test("an Excalidraw drawing gets the ink Excalidraw draws it with")
    func excalidrawInk() throws {
        let scene = """
            {"type":"excalidraw","version":2,"elements":[
              {"type":"freedraw","id":"a","x":10,"y":20,"strokeColor":"#1e1e1e","strokeWidth":2,"opacity":100,
               "points":[[0,0],[10,5],[20,12],[30,20]],"pressures":[],"simulatePressure":true}]}
            """
        try TestFiles.withFolder { folder in
            let path = try TestFiles.write(scene, named: "scene.excalidraw", in: folder)
            let read = try DrawingReader.drawing(at: path)
            #expect(read.format == .excalidraw)
            #expect(read.drawing.strokes.count == 1)
            let ink = try #require(read.drawing.inkOptions)
            var expected = try #require(
                ExcalidrawReader().read(Array(scene.utf8)).drawings.first?.perfectFreehand.first)
            expected.size = 0
            #expect(ink == InkOptions(perfectFreehand: expected))
        }
    }

    @Test("a file of several drawings comes a drawing at a time, named, bad records in their place")
    func severalDrawings() throws {
        let records = """
            {"word":"cat","countrycode":"GB","recognized":true,"key_id":"1","drawing":[[[0,10,20],[0,10,5]]]}
            {"word":"cat","drawing":"not strokes"}
            {"word":"dog","countrycode":"FR","recognized":true,"key_id":"3","drawing":[[[5,6],[7,8]]]}

            """
        try TestFiles.withFolder { folder in
            let path = try TestFiles.write(records, named: "cats.ndjson", in: folder)
            let reader = try DrawingReader(path: path)
            #expect(reader.isStreamed)
            #expect(reader.namesDrawings)
            var names: [String?] = []
            var failures: [ScribbleError] = []
            for next in reader {
                switch next {
                case .success(let item): names.append(item.name)
                case .failure(let error): failures.append(error)
                }
            }
            #expect(names == ["1", "3"])
            #expect(failures.count == 1)
            #expect(failures.first?.line == 2)
            #expect(failures.first?.description.hasPrefix("\(path):2:") == true)
        }
    }

    @Test("a file that was to hold one drawing and holds several says how many")
    func notOneDrawing() throws {
        let records = """
            [{"word":"a","drawing":[[[0,10],[0,10]]]},{"word":"b","drawing":[[[0,10],[0,10]]]}]
            """
        try TestFiles.withFolder { folder in
            let path = try TestFiles.write(records, named: "two.json", in: folder)
            #expect {
                try DrawingReader.drawing(at: path, options: ReadOptions(format: .quickDrawJSONArray))
            } throws: { error in
                guard let error = error as? ScribbleError, case .drawingCount(2) = error.kind else { return false }
                return error.description == "\(path): holds 2 drawings; one was expected"
            }
        }
    }

    @Test("bytes read as a file would be, the format told from them")
    func bytes() throws {
        let path = TestFiles.sample("hello.drawing.json")
        let bytes = try AtomicFile.read(path)
        let document = try ReadDocument(bytes: bytes, path: "memory")
        #expect(document.format == .scribbleDrawing)
        #expect(document.drawings.map(\.drawing) == [try DrawingReader.drawing(at: path).drawing])
    }

    @Test("an upload's bytes are read as the file of its name: the same drawings, names, failures and choices")
    func inputOfBytes() throws {
        let records = """
            {"word":"cat","countrycode":"GB","recognized":true,"key_id":"1","drawing":[[[0,10,20],[0,10,5]]]}
            {"word":"cat","drawing":"not strokes"}
            {"word":"dog","countrycode":"FR","recognized":true,"key_id":"3","drawing":[[[5,6],[7,8]]]}

            """
        func items(_ reader: DrawingReader) -> [String] {
            reader.map { next in
                switch next {
                case .success(let item):
                    "\(item.name ?? "-") \(item.drawing.itemName ?? "-") \(item.drawing.drawing.strokes.count)"
                case .failure(let error): "failed at line \(error.line ?? 0)"
                }
            }
        }
        try TestFiles.withFolder { folder in
            let path = try TestFiles.write(records, named: "cats.ndjson", in: folder)
            let upload = DrawingInput.bytes(Array(records.utf8), name: "cats.ndjson")
            #expect(items(try DrawingReader(input: upload)) == items(try DrawingReader(path: path)))
            #expect(items(try DrawingReader(input: upload)) == ["1 cat 1", "failed at line 2", "3 dog 1"])
            #expect(
                try DrawingReader(input: upload).item(choosing: .name("dog")).drawing.drawing
                    == DrawingReader(path: path).item(choosing: .name("dog")).drawing.drawing)
        }
        let hello = TestFiles.sample("hello.drawing.json")
        let bytes = try AtomicFile.read(hello)
        // The name tells the format where the bytes do not; the limits are a file's.
        #expect(
            try DrawingReader.drawing(from: .bytes(bytes, name: "hello.drawing.json")).drawing
                == DrawingReader.drawing(at: hello).drawing)
        #expect(DrawingInput.bytes(bytes, name: "hello.drawing.json").displayName == "hello.drawing.json")
        #expect(DrawingInput(path: "-") == .standardInput && DrawingInput(path: "-").displayName == "<stdin>")
        var small = ReadOptions()
        small.limits.maximumBytes = 100
        #expect {
            try DrawingReader.drawing(from: .bytes(bytes, name: "hello.drawing.json"), options: small)
        } throws: { error in
            (error as? ScribbleError)?.description
                == "hello.drawing.json: the file is \(bytes.count) bytes, more than the limit of 100"
        }
    }

    @Test("a bad document's error names the file, line and column, and the limits hold")
    func errors() throws {
        try TestFiles.withFolder { folder in
            let path = try TestFiles.write(
                "{\"format\":\"scribble-drawing\",\"version\":1,\n\"canvas\":{\"width\":\"wide\",\"height\":10},\"strokes\":[]}",
                named: "bad.drawing.json", in: folder)
            do {
                _ = try DrawingReader.drawing(at: path)
                Issue.record("a bad document was read")
            } catch let error as ScribbleError {
                #expect(error.line == 2)
                #expect(error.column != nil)
                #expect(error.description.hasPrefix("\(path):2:"))
                guard case .format(let format) = error.kind else {
                    Issue.record("not a format error: \(error)")
                    return
                }
                #expect(format.path == "canvas.width")
            }
            var options = ReadOptions()
            options.limits.maximumBytes = 10
            do {
                _ = try DrawingReader.drawing(at: TestFiles.sample("hello.drawing.json"), options: options)
                Issue.record("a file over the limit was read")
            } catch let error as ScribbleError {
                guard case .format(let format) = error.kind else {
                    Issue.record("not a format error: \(error)")
                    return
                }
                #expect(format.exceededLimit == .bytes)
                #expect(!error.description.contains("--"), "library messages name no command-line flags")
            }
            do {
                _ = try DrawingReader.drawing(at: folder + "/missing.json")
                Issue.record("a missing file was read")
            } catch let error as ScribbleError {
                guard case .file = error.kind else {
                    Issue.record("not a file error: \(error)")
                    return
                }
                #expect(error.description.hasPrefix(folder + "/missing.json: "))
            }
        }
    }
}
