import Foundation
import Scribble

/// What `scribble card attach` makes of a file: a PNG is a picture, a JPEG a photo (kept beside the
/// PNG made from it); anything the tool's readers
/// take (recordings, drawings, SVG, the interchange formats: whatever `DrawingReader` reads) is a
/// drawing; other images and
/// documents are refused with what they are.
package enum CardAttachInput {
    /// What the first bytes of a file say it is.
    enum Kind: Equatable {
        /// A PNG image.
        case png
        /// A JPEG photo.
        case jpeg
        /// Text that one of the tool's readers may take: JSON, or an SVG.
        case document(isSVG: Bool)
        /// Something attach cannot take, described: "a JPEG image".
        case refused(String)
    }

    /// How many bytes are looked at to tell a file's kind.
    static let sniffLength = 1024

    /// Reads an input and makes it into an attachment.
    /// - Parameters:
    ///   - path: The file, or `-` for standard input.
    ///   - item: Which drawing of a file of several; `nil` for a file of one.
    ///   - reading: The input policy for a recording, and the limits a document is held to.
    ///   - scale: Pixels per drawing unit for a drawing's image.
    ///   - limits: The store's limits, on a picture's file and any image's pixels.
    /// - Returns: The attachment, its source the file's name (none for standard input).
    static func load(
        _ path: String, item: DrawingChoice? = nil, reading: ReadSettings, scale: Double, limits: CardStore.Limits
    ) throws -> ImageAttachment {
        var attachment = try loadAttachment(path, item: item, reading: reading, scale: scale, limits: limits)
        if path != "-" { attachment.source = attachment.source ?? ElementSource(file: path) }
        return attachment
    }

    /// An attachment made from a file's bytes, as a page uploads a file dropped, picked or
    /// pasted: read through the same reader as a file of that name (``DrawingInput/bytes(_:name:)``),
    /// with the same limits, and refused with the same messages, naming the file by `name`.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - name: The file's name on the client's machine, which tells formats apart where the
    ///     contents do not, and is kept as the element's source.
    ///   - item: Which drawing of a file of several; `nil` for a file of one.
    package static func load(
        bytes: [UInt8], name: String, item: DrawingChoice? = nil, reading: ReadSettings, scale: Double,
        limits: CardStore.Limits
    ) throws -> ImageAttachment {
        let shown = name.isEmpty ? "the file" : name
        guard bytes.count <= max(limits.imageFileBytes, reading.maximumFileBytes) else {
            throw InputFailure(
                description:
                    "\(shown): is \(bytes.count) bytes, over the limit of \(limits.imageFileBytes) bytes for an element's image"
            )
        }
        var attachment: ImageAttachment
        switch kind(of: Array(bytes.prefix(sniffLength))) {
        case .png, .jpeg:
            if let item, item != .number(1) {
                throw InputFailure(description: "\(shown): is one picture; there is no \(item) in it")
            }
            attachment = try loadPicture(bytes, name: shown, limits: limits)
        case .refused(let what):
            throw InputFailure(
                description:
                    "\(shown): is \(what); a card takes PNG and JPEG images, event recordings, drawings and SVG")
        case .document:
            let (loaded, itemName) = try loadDocument(.bytes(bytes, name: shown), item: item, reading: reading)
            attachment = try ImageAttachment.drawing(loaded.drawing, scale: scale, maximumPixels: limits.imagePixels)
            attachment.source =
                ElementSource.problem(with: name, "a file name") == nil
                ? ElementSource(file: name, item: itemName) : nil
            return attachment
        }
        attachment.source = ElementSource.problem(with: name, "a file name") == nil ? ElementSource(file: name) : nil
        return attachment
    }

    private static func loadPicture(_ bytes: [UInt8], name: String, limits: CardStore.Limits) throws -> ImageAttachment
    {
        do {
            if kind(of: Array(bytes.prefix(sniffLength))) == .png {
                return try ImageAttachment.picture(png: bytes, maximumPixels: limits.imagePixels)
            }
            return try ImageAttachment.photo(jpeg: bytes, maximumPixels: limits.imagePixels)
        } catch {
            throw InputFailure(description: "\(name): \(error.message)")
        }
    }

    private static func loadAttachment(
        _ path: String, item: DrawingChoice?, reading: ReadSettings, scale: Double, limits: CardStore.Limits
    ) throws -> ImageAttachment {
        let name = path == "-" ? "<stdin>" : path
        // Standard input can be read only once, so it is read whole; a file is only peeked at,
        // and read by whichever reader takes it.
        let stdin =
            path == "-"
            ? try InputFile.read(path, maximumBytes: max(limits.imageFileBytes, reading.maximumFileBytes)) : nil
        let head = try stdin.map { Array($0.prefix(sniffLength)) } ?? peek(path)
        switch kind(of: head) {
        case .png:
            if let item, item != .number(1) {
                throw InputFailure(description: "\(name): is a PNG image, one picture; there is no \(item) in it")
            }
            do {
                return try ImageAttachment.picture(
                    png: stdin ?? read(path, limit: limits.imageFileBytes), maximumPixels: limits.imagePixels)
            } catch let error as CardError {
                throw InputFailure(description: "\(name): \(error.message)")
            }
        case .jpeg:
            if let item, item != .number(1) {
                throw InputFailure(description: "\(name): is a JPEG photo, one picture; there is no \(item) in it")
            }
            do {
                return try ImageAttachment.photo(
                    jpeg: stdin ?? read(path, limit: limits.imageFileBytes), maximumPixels: limits.imagePixels)
            } catch let error as CardError {
                throw InputFailure(description: "\(name): \(error.message)")
            }
        case .refused(let what):
            throw InputFailure(
                description: "\(name): is \(what); attach takes PNG and JPEG images, event recordings, drawings and SVG"
            )
        case .document:
            // Standard input, read whole to tell its kind, is read from those bytes.
            let input: DrawingInput = stdin.map { .bytes($0, name: "<stdin>") } ?? .file(path)
            let (loaded, itemName) = try loadDocument(input, item: item, reading: reading)
            var attachment = try ImageAttachment.drawing(
                loaded.drawing, scale: scale, maximumPixels: limits.imagePixels)
            if stdin == nil { attachment.source = ElementSource(file: path, item: itemName) }
            return attachment
        }
    }

    /// Reads a document through the library's reader: the drawing `item` names, or the one
    /// drawing there is, with the name of the item when one was picked; its warnings are said.
    private static func loadDocument(_ input: DrawingInput, item: DrawingChoice?, reading: ReadSettings) throws -> (
        ReadDrawing, String?
    ) {
        do {
            guard let item else {
                let loaded = try DrawingReader.drawing(from: input, options: reading.options)
                for warning in loaded.warnings { Console.warning(warning) }
                Diagnostics.reportAnomalies(of: loaded)
                return (loaded, nil)
            }
            let picked = try DrawingReader(input: input, options: reading.options).item(choosing: item)
            for warning in picked.drawing.warnings { Console.warning(warning) }
            Diagnostics.reportAnomalies(of: picked.drawing)
            let label: String
            switch item {
            case .number(let number): label = picked.name ?? String(number)
            case .name(let name): label = picked.name ?? name
            }
            return (picked.drawing, label)
        } catch {
            throw explained(error, name: input.displayName, picking: item != nil)
        }
    }

    /// A reading error in the tool's words: for a file of several drawings, how to pick one.
    private static func explained(_ error: any Error, name: String, picking: Bool) -> any Error {
        guard let error = error as? ScribbleError, case .drawingCount(let count) = error.kind else {
            return ReadSettings.explained(error)
        }
        if picking { return InputFailure(description: error.description) }
        if count > 1 {
            return InputFailure(
                description:
                    "\(name): holds \(count) drawings; pick one with --item N|NAME (its place from 1, or its name)")
        }
        return InputFailure(description: "\(name): holds no drawings; there is nothing to attach")
    }

    /// Tells a file's kind from its first bytes.
    static func kind(of head: [UInt8]) -> Kind {
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + signature.count && Array(head[offset..<(offset + signature.count)]) == signature
        }
        func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if head.isEmpty { return .refused("empty") }
        if let what = FileSignature.describe(head) { return .refused(what) }

        var text = head[...]
        if starts([0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        let body = text.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        let isText = !body.isEmpty && body.prefix(256).allSatisfy { $0 >= 0x20 || [0x09, 0x0A, 0x0D].contains($0) }
        guard isText else {
            let bytes = head.prefix(8).map { String(format: "%02x", $0) }.joined(separator: " ")
            return .refused("not an image, a recording or a drawing: it starts with the bytes \(bytes)")
        }
        switch body.first {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            // JSON: a recording, a drawing, or an interchange file (Quick, Draw! records come as
            // an array too); the readers tell which.
            return .document(isSVG: false)
        case UInt8(ascii: "<"):
            let lowered = String(decoding: body, as: UTF8.self).lowercased()
            if lowered.contains("<svg") { return .document(isSVG: true) }
            if lowered.contains("<ink") { return .document(isSVG: false) }
            if lowered.contains("<html") || lowered.hasPrefix("<!doctype html") {
                return .refused("an HTML page, not an image")
            }
            return .refused("an XML document that is not an SVG")
        default:
            let line =
                String(decoding: body.prefix(40), as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
            return .refused("not an image, a recording or a drawing: it starts with \(JSONReader.quoted(line))")
        }
    }

    /// The first bytes of a file.
    private static func peek(_ path: String) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            _ = try AtomicFile.read(path)  // says why it cannot be read
            return []
        }
        defer { try? handle.close() }
        return [UInt8](try handle.read(upToCount: sniffLength) ?? Data())
    }

    /// A whole file, refused when it is over `limit` bytes.
    private static func read(_ path: String, limit: Int) throws -> [UInt8] {
        if let size = AtomicFile.size(of: path), size > limit {
            throw InputFailure(
                description: "\(path): is \(size) bytes, over the limit of \(limit) bytes for an element's image")
        }
        return try AtomicFile.read(path)
    }
}
