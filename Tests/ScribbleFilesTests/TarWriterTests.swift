import Foundation
import Testing

@testable import ScribbleFiles

/// The tar writer: headers as ustar lays them out, contents padded to blocks, and archives that
/// the system's own `tar` unpacks.
@Suite struct TarWriterTests {
    @Test func aMemberIsAHeaderItsContentsPaddedToABlockAndTheEndIsTwoEmptyBlocks() throws {
        var tar = TarWriter()
        try tar.append(named: "0001.png", contents: [UInt8](repeating: 7, count: 600))
        tar.finish()
        let bytes = tar.takeBytes()
        #expect(bytes.count == 512 + 1024 + 1024)
        #expect(Array(bytes[0..<8]) == Array("0001.png".utf8))
        #expect(String(decoding: bytes[124..<135], as: UTF8.self) == "00000001130")  // 600 in octal
        #expect(String(decoding: bytes[136..<147], as: UTF8.self) == "00000000000")  // mtime 0
        #expect(bytes[156] == UInt8(ascii: "0"))
        #expect(Array(bytes[257..<265]) == Array("ustar\u{0}00".utf8))
        #expect(bytes[512..<1112].allSatisfy { $0 == 7 })
        #expect(bytes[1112...].allSatisfy { $0 == 0 })
        // The checksum: every header byte summed, its own field counted as spaces.
        var header = Array(bytes[0..<512])
        let written = Int(String(decoding: header[148..<154], as: UTF8.self), radix: 8)
        header.replaceSubrange(148..<156, with: [UInt8](repeating: 32, count: 8))
        #expect(written == header.reduce(0) { $0 + Int($1) })
        #expect(tar.takeBytes().isEmpty)
    }

    @Test func theSameMembersAlwaysGiveTheSameBytes() throws {
        func archive() throws -> [UInt8] {
            var tar = TarWriter()
            try tar.append(named: "a.json", contents: Array("{}".utf8))
            try tar.append(named: "b.png", contents: [])
            tar.finish()
            return tar.takeBytes()
        }
        #expect(try archive() == archive())
    }

    @Test(arguments: ["", String(repeating: "k", count: 101), "nul\u{0}.png"])
    func aNameAHeaderCannotHoldIsRefusedAndLeavesTheArchiveAsItWas(_ name: String) throws {
        var tar = TarWriter()
        #expect(throws: TarWriter.MemberError.self) { try tar.append(named: name, contents: [1]) }
        #expect(tar.pendingByteCount == 0)
    }

    @Test func theSystemsTarUnpacksTheArchive() throws {
        guard let tarProgram = ["/usr/bin/tar", "/bin/tar"].first(where: FileManager.default.isExecutableFile(atPath:))
        else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tar-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let members: [(String, [UInt8])] = [
            ("4727732971765760.png", (0..<1500).map { UInt8($0 % 251) }),
            ("4727732971765760.json", Array(#"{"word": "bee"}"#.utf8)),
            ("__summary__", Array(String(repeating: "x", count: 512).utf8)),
        ]
        var tar = TarWriter()
        for (name, contents) in members { try tar.append(named: name, contents: contents) }
        tar.finish()
        let path = folder.path + "/shard.tar"
        try AtomicFile.write(tar.takeBytes(), to: path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tarProgram)
        process.arguments = ["-xf", path, "-C", folder.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        for (name, contents) in members {
            #expect(try AtomicFile.read(folder.path + "/" + name) == contents, "\(name)")
        }
    }
}
