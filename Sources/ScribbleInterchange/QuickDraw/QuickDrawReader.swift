import Foundation
import ScribbleFiles
import ScribbleSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads Quick, Draw! files one drawing at a time: NDJSON (one record a line, as the data set is
/// published) or a JSON array of records, told apart by the first byte.
///
/// It reads a file in chunks of 64 KiB and keeps only the record being read, so memory stays flat
/// however big the file is (a record may be at most ``InterchangeLimits/maximumRecordBytes``). A
/// record that cannot be read comes out as a `FormatError` with its line (and the column and
/// path inside it, where known), and reading goes on with the next one:
///
/// ```swift
/// let reader = try QuickDrawReader(path: "full_raw_cat.ndjson")
/// for result in reader {
///     switch result {
///     case .success(let record): render(record.drawing, named: "\(record.word)-\(record.line)")
///     case .failure(let error): report(error)          // e.g. cat.ndjson:812:37: drawing[2]: …
///     }
/// }
/// ```
///
/// A reader goes through its input once; it is its own iterator.
public final class QuickDrawReader: Sequence, IteratorProtocol {
    public typealias Element = Result<QuickDrawRecord, FormatError>

    private enum Source {
        case memory
        case descriptor(Int32, closes: Bool)
    }

    private enum Layout {
        case unknown, lines, array, finished
    }

    /// How much is read from a file at a time.
    static let chunkSize = 1 << 16

    private let file: String?
    private let options: QuickDrawOptions
    private var source: Source
    private var buffer: [UInt8] = []
    /// Where the unread bytes of `buffer` begin.
    private var start = 0
    private var atEnd = false
    private var layout = Layout.unknown
    /// The line and column of `buffer[start]` in the file.
    private var line = 1
    private var column = 1
    /// How many records of a JSON array have begun.
    private var arrayIndex = 0
    /// An error reading the input, to report once.
    private var readFailure: FormatError?

    /// How many records have come out, read or not.
    public private(set) var recordCount = 0
    /// How many of them could not be read.
    public private(set) var errorCount = 0

    /// A reader over bytes in memory.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file name to show in errors.
    ///   - options: The device and ink the strokes get, and limits.
    public init(bytes: some Collection<UInt8>, file: String? = nil, options: QuickDrawOptions = .default) {
        source = .memory
        buffer = Array(bytes)
        atEnd = true
        self.file = file
        self.options = options
    }

    /// A reader over an open file descriptor, read from where it is to its end.
    /// - Parameters:
    ///   - fileDescriptor: The descriptor (a file, a pipe, standard input).
    ///   - file: The file name to show in errors.
    ///   - options: The device and ink the strokes get, and limits.
    ///   - closesDescriptor: Whether the reader closes the descriptor when it is done with it.
    ///   - head: Bytes of the input already read from the descriptor (to tell its format), which
    ///     come before the rest of it.
    public init(
        fileDescriptor: Int32, file: String? = nil, options: QuickDrawOptions = .default,
        closesDescriptor: Bool = false, head: [UInt8] = []
    ) {
        source = .descriptor(fileDescriptor, closes: closesDescriptor)
        buffer = head
        self.file = file
        self.options = options
    }

    /// A reader over the file at `path`, or standard input for `-`.
    /// - Throws: `FileError` when the file cannot be opened or is a folder.
    public convenience init(path: String, options: QuickDrawOptions = .default) throws(FileError) {
        if path == "-" {
            self.init(fileDescriptor: STDIN_FILENO, file: "<stdin>", options: options, closesDescriptor: false)
            return
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .fromErrno(path, doing: "read it") }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw FileError(path: path, reason: "is a folder, not a file")
        }
        self.init(fileDescriptor: descriptor, file: path, options: options, closesDescriptor: true)
    }

    deinit {
        closeSource()
    }

    /// The next record, or the error that kept it from being read; `nil` at the end of the input.
    public func next() -> Element? {
        while true {
            if let failure = readFailure {
                readFailure = nil
                return finish(with: failure)
            }
            switch layout {
            case .finished:
                return nil
            case .unknown:
                if let failure = chooseLayout() { return finish(with: failure) }
            case .lines:
                guard let result = nextLine() else { continue }
                return counted(result)
            case .array:
                guard let result = nextArrayElement() else { continue }
                return counted(result)
            }
        }
    }

    private func counted(_ result: Element) -> Element {
        recordCount += 1
        if case .failure = result { errorCount += 1 }
        return result
    }

    private func finish(with failure: FormatError) -> Element {
        layout = .finished
        closeSource()
        errorCount += 1
        return .failure(failure)
    }

    // MARK: - Layouts

    /// Looks at the first byte that is not whitespace: `[` for an array, `{` for lines of records.
    private func chooseLayout() -> FormatError? {
        if line == 1, column == 1, ensure(3), buffer.count - start >= 3, buffer[start] == 0xEF,
            buffer[start + 1] == 0xBB, buffer[start + 2] == 0xBF
        {
            start += 3
        }
        while true {
            guard ensure(1) else {
                layout = .finished
                closeSource()
                return nil
            }
            let byte = buffer[start]
            switch byte {
            case 0x20, 0x09, 0x0D, 0x0A:
                advance(by: 1)
            case UInt8(ascii: "["):
                advance(by: 1)
                layout = .array
                return nil
            case UInt8(ascii: "{"):
                layout = .lines
                return nil
            default:
                return failure(
                    at: line, column,
                    "a Quick, Draw! file is NDJSON (a record on each line) or a JSON array of records; this one starts with \(describe(byte))"
                )
            }
        }
    }

    /// The next record of an NDJSON file, or `nil` after a blank line or at the end.
    private func nextLine() -> Element? {
        let recordLine = line
        // Find the end of the line, reading on as needed, but never holding more than a record's limit.
        var searched = 0  // how far past `start` there is no line break
        while true {
            if let newline = buffer[(start + searched)...].firstIndex(of: 0x0A) {
                let record = buffer[start..<newline]
                start = newline + 1
                line += 1
                column = 1
                guard record.count <= options.limits.maximumRecordBytes else {
                    return .failure(
                        tooLong("the line", at: recordLine, 1))
                }
                return decode(record, line: recordLine, column: 1, path: "")
            }
            searched = buffer.count - start
            if searched > options.limits.maximumRecordBytes {
                skipPastNewline()
                return .failure(
                    tooLong("the line", at: recordLine, 1))
            }
            guard !atEnd else {
                guard start < buffer.count else {
                    layout = .finished
                    closeSource()
                    return nil
                }
                let record = buffer[start..<buffer.count]
                start = buffer.count
                guard record.count <= options.limits.maximumRecordBytes else {
                    return .failure(
                        tooLong("the line", at: recordLine, 1))
                }
                return decode(record, line: recordLine, column: 1, path: "")
            }
            compactAndRead()
        }
    }

    /// Drops the rest of an overlong line.
    private func skipPastNewline() {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                start = newline + 1
                line += 1
                column = 1
                return
            }
            start = buffer.count
            guard !atEnd else { return }
            compactAndRead()
        }
    }

    /// The next element of a JSON array of records, or `nil` at its end.
    private func nextArrayElement() -> Element? {
        // Between elements: whitespace, then a comma (after the first), then the element or `]`.
        var expectComma = arrayIndex > 0
        while true {
            guard ensure(1) else {
                return finish(
                    with: failure(at: line, column, "the file ends inside the array of records; it needs a closing ]"))
            }
            let byte = buffer[start]
            switch byte {
            case 0x20, 0x09, 0x0D, 0x0A:
                advance(by: 1)
            case UInt8(ascii: "]"):
                advance(by: 1)
                layout = .finished
                closeSource()
                return nil
            case UInt8(ascii: ",") where expectComma:
                advance(by: 1)
                expectComma = false
            case UInt8(ascii: "{") where !expectComma:
                let (recordLine, recordColumn, index) = (line, column, arrayIndex)
                arrayIndex += 1
                switch elementEnd() {
                case .success(let end):
                    let record = buffer[start..<end]
                    advance(by: end - start)
                    return decode(record, line: recordLine, column: recordColumn, path: "[\(index)]")
                case .failure(let error):
                    return finish(with: error)
                }
            default:
                return finish(
                    with: failure(
                        at: line, column,
                        "expected \(expectComma ? "',' or ']'" : "a record ({…}) or ']'") in the array of records, found \(describe(byte))"
                    ))
            }
        }
    }

    /// The offset just after the object that starts at `start`, reading on until it is whole.
    private func elementEnd() -> Result<Int, FormatError> {
        var depth = 0
        var strings = JSONStringSkipper()
        var index = start
        while true {
            if index >= buffer.count {
                if buffer.count - start > options.limits.maximumRecordBytes {
                    return .failure(
                        tooLong("a record", at: line, column))
                }
                guard !atEnd else { return .failure(failure(at: line, column, "the file ends inside a record")) }
                let offset = index - start
                compactAndRead()
                index = start + offset
                continue
            }
            guard index - start <= options.limits.maximumRecordBytes else {
                return .failure(
                    tooLong("a record", at: line, column))
            }
            let byte = buffer[index]
            index += 1
            if strings.skips(byte) { continue }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                guard depth <= options.limits.maximumDepth else {
                    return .failure(
                        failure(at: line, column, "a record nests more than \(options.limits.maximumDepth) deep")
                            .exceeding(.depth))
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return .success(index) }
            default: break
            }
        }
    }

    // MARK: - Records

    /// Reads one record's bytes, placing errors in the file.
    private func decode(_ record: ArraySlice<UInt8>, line recordLine: Int, column recordColumn: Int, path: String)
        -> Element?
    {
        var bytes = record
        while let last = bytes.last, last == 0x0D || last == 0x20 || last == 0x09 { bytes.removeLast() }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return nil }  // a blank line
        let options = self.options
        do {
            let record = try JSONScanner.withScanner(over: bytes, file: file, maximumDepth: options.limits.maximumDepth)
            { scanner throws(FormatError) in
                let record = try QuickDrawDecoder.record(&scanner, line: recordLine, options: options)
                try scanner.finish()
                return record
            }
            return .success(record)
        } catch {
            var placed = error
            if let errorLine = error.line {
                placed.line = recordLine + errorLine - 1
                if errorLine == 1, let errorColumn = error.column { placed.column = recordColumn + errorColumn - 1 }
            } else {
                placed.line = recordLine
            }
            placed.path =
                path + (path.isEmpty || error.path.isEmpty || error.path.hasPrefix("[") ? "" : ".") + error.path
            return .failure(placed)
        }
    }

    private func failure(at line: Int, _ column: Int, _ message: String) -> FormatError {
        FormatError(file: file, line: line, column: column, message: message)
    }

    /// The error for a record over the limit for one, `what` saying which ("a record", "the line").
    private func tooLong(_ what: String, at line: Int, _ column: Int) -> FormatError {
        failure(
            at: line, column,
            "\(what) is longer than \(options.limits.maximumRecordBytes) bytes, the limit for one record"
        ).exceeding(.recordBytes)
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte)
            ? "'\(Character(Unicode.Scalar(byte)))'" : "the byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    // MARK: - Bytes

    /// Moves past `count` bytes, keeping count of lines and columns.
    private func advance(by count: Int) {
        for index in start..<(start + count) {
            let byte = buffer[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        start += count
    }

    /// Makes sure `count` unread bytes are in the buffer, reading as needed.
    /// - Returns: Whether they are (false at the end of the input).
    private func ensure(_ count: Int) -> Bool {
        while buffer.count - start < count {
            guard !atEnd else { return false }
            compactAndRead()
        }
        return true
    }

    /// Drops the bytes already read and appends the next chunk of the input.
    private func compactAndRead() {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        switch source {
        case .memory:
            atEnd = true
        case .descriptor(let descriptor, _):
            var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count < 0 {
                    readFailure = FormatError(
                        file: file, message: "cannot read the file: " + String(cString: strerror(errno)))
                }
                if count <= 0 {
                    atEnd = true
                    closeSource()
                } else {
                    buffer.append(contentsOf: chunk[0..<count])
                }
                return
            }
        }
    }

    private func closeSource() {
        if case .descriptor(let descriptor, let closes) = source {
            if closes { close(descriptor) }
            source = .memory
        }
    }
}
