import Foundation
import Testing

@testable import ScribbleFiles

/// Whole-file writes: the destination holds the old bytes or the new, and a failed write leaves
/// nothing behind.
@Suite struct AtomicFileTests {
    /// A fresh empty folder, removed when the test is done with it.
    final class Folder {
        let path: String

        init() throws {
            path =
                FileManager.default.temporaryDirectory.appendingPathComponent("atomic-file-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    }

    @Test func aWriteReplacesTheWholeFileAndLeavesNothingBeside() throws {
        let folder = try Folder()
        let path = folder.path + "/out.png"
        try AtomicFile.write(Array(repeating: 7, count: 100_000), to: path)
        try AtomicFile.write([1, 2, 3], to: path)
        #expect(try AtomicFile.read(path) == [1, 2, 3])
        #expect(folder.names == ["out.png"])
        try AtomicFile.write([], to: path)
        #expect(try AtomicFile.read(path) == [])
    }

    @Test func aWriteLeavingTheFolderUnflushedStillReplacesTheFileWhole() throws {
        let folder = try Folder()
        let path = folder.path + "/frame.png"
        try AtomicFile.write([9, 9], to: path, syncingFolder: false)
        try AtomicFile.write([4, 5, 6], to: path, syncingFolder: false)
        AtomicFile.syncFolder(folder.path)
        #expect(try AtomicFile.read(path) == [4, 5, 6])
        #expect(folder.names == ["frame.png"])
    }

    /// On Linux a file is written without a name and linked in whole: a new one, and one that
    /// replaces another, which a reader holding the old one still sees as it was.
    @Test func aFileIsWrittenWithoutANameAndLinkedInWhole() throws {
        let folder = try Folder()
        let path = folder.path + "/a.png"
        #if os(Linux)
            #expect(try AtomicFile.writeUnnamed([1, 2, 3], to: path, in: folder.path, named: "a.png", flushing: false))
            #expect(try AtomicFile.read(path) == [1, 2, 3])
            #expect(folder.names == ["a.png"])
            let old = try #require(FileHandle(forReadingAtPath: path))
            defer { try? old.close() }
            #expect(try AtomicFile.writeUnnamed([4, 5], to: path, in: folder.path, named: "a.png", flushing: true))
            #expect(try AtomicFile.read(path) == [4, 5])
            #expect(folder.names == ["a.png"])
            #expect(old.readDataToEndOfFile() == Data([1, 2, 3]), "the old file is replaced, not written over")
            // A folder the system cannot make unnamed files in is left to the named temporary.
            #expect(
                try !AtomicFile.writeUnnamed(
                    [1], to: folder.path + "/missing/b.png", in: folder.path + "/missing", named: "b.png",
                    flushing: false))
        #endif
    }

    /// Where unnamed files cannot be made, a hidden temporary named after the file is renamed
    /// over it.
    @Test func theNamedTemporaryWritesAndReplacesWhole() throws {
        let folder = try Folder()
        let path = folder.path + "/b.png"
        try AtomicFile.writeThroughNamedTemporary([7, 8], to: path, in: folder.path, named: "b.png", flushing: true)
        let old = try #require(FileHandle(forReadingAtPath: path))
        defer { try? old.close() }
        try AtomicFile.writeThroughNamedTemporary([9], to: path, in: folder.path, named: "b.png", flushing: false)
        #expect(try AtomicFile.read(path) == [9])
        #expect(folder.names == ["b.png"])
        #expect(old.readDataToEndOfFile() == Data([7, 8]))
        let error = try #require(throws: FileError.self) {
            try AtomicFile.writeThroughNamedTemporary(
                [1], to: folder.path + "/no/c.png", in: folder.path + "/no", named: "c.png", flushing: false)
        }
        #expect(error.reason == "cannot create a file there: No such file or directory")
        #expect(folder.names == ["b.png"])
    }

    @Test(arguments: [
        ("out/a.png", "out", "a.png"), ("a.png", ".", "a.png"), ("/a.png", "/", "a.png"),
        ("/x/y/z.svg", "/x/y", "z.svg"),
    ])
    func pathsSplitIntoFolderAndName(path: String, folder: String, name: String) {
        #expect(AtomicFile.split(path) == (folder, name))
    }

    @Test func aWriteIntoAMissingFolderFailsNamingTheFile() throws {
        let folder = try Folder()
        let path = folder.path + "/missing/out.png"
        let error = try #require(throws: FileError.self) { try AtomicFile.write([1], to: path) }
        #expect(error.path == path)
        #expect(error.reason == "cannot create a file there: No such file or directory")
        #expect(folder.names == [])
    }

    @Test func aWriteOverAFolderFailsAndRemovesItsTemporaryFile() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(atPath: folder.path + "/taken", withIntermediateDirectories: false)
        try AtomicFile.write([9], to: folder.path + "/taken/kept")
        let error = try #require(throws: FileError.self) { try AtomicFile.write([1, 2], to: folder.path + "/taken") }
        #expect(error.reason.hasPrefix("cannot replace it: "))
        // The folder and what it holds are untouched, and the temporary is gone.
        #expect(folder.names == ["taken"])
        #expect(try AtomicFile.read(folder.path + "/taken/kept") == [9])
    }

    @Test func aWriteThroughAFileInPlaceOfAFolderFails() throws {
        let folder = try Folder()
        try AtomicFile.write([1], to: folder.path + "/plain")
        #expect(throws: FileError.self) { try AtomicFile.write([2], to: folder.path + "/plain/out.png") }
        #expect(try AtomicFile.read(folder.path + "/plain") == [1])
    }

    /// The temporary takes more characters than its destination; a name of the longest length a
    /// file system allows must still be writable.
    @Test(arguments: [255, 254, 200])
    func theLongestNamesCanBeWritten(length: Int) throws {
        let folder = try Folder()
        // Multi-byte characters, so that a name cut short for the temporary is cut between characters.
        let name =
            String(repeating: "é", count: (length - 4) / 2) + String(repeating: "x", count: (length - 4) % 2) + ".png"
        #expect(name.utf8.count == length)
        try AtomicFile.write([4, 5], to: folder.path + "/" + name)
        #expect(folder.names == [name])
    }

    @Test func temporaryNamesAreHiddenAndSayWhatTheyReplace() {
        let name = AtomicFile.temporaryName(for: "drawing.png")
        #expect(name.hasPrefix(".drawing.png.tmp-\(getpid())-"))
        #expect(name != AtomicFile.temporaryName(for: "drawing.png"))
        let long = AtomicFile.temporaryName(for: String(repeating: "é", count: 127))
        #expect(long.utf8.count <= 255)
        #expect(long.hasPrefix(".éé") && long.contains(".tmp-"))
    }

    @Test func aFilesSizeIsItsTargetsThroughALinkAndNoneForWhatIsMissing() throws {
        let folder = try Folder()
        let path = folder.path + "/big.json"
        try AtomicFile.write(Array(repeating: 1, count: 70_000), to: path)
        #expect(AtomicFile.size(of: path) == 70_000)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.json", withDestinationPath: path)
        #expect(AtomicFile.size(of: folder.path + "/link.json") == 70_000)
        #expect(AtomicFile.size(of: folder.path + "/missing.json") == nil)
    }

    @Test func readingAFolderSaysItIsOne() throws {
        let folder = try Folder()
        let error = try #require(throws: FileError.self) { try AtomicFile.read(folder.path) }
        #expect(error.reason == "is a folder, not a file")
    }
}

/// A file written piece by piece appears whole at its commit, or not at all.
@Suite struct AtomicFileStreamTests {
    /// The pieces go to a file without a name (on Linux), or to a hidden temporary named after
    /// the destination; either appears under the destination's name whole, at the commit.
    @Test(arguments: [true, false])
    func piecesAppearOnlyAtTheCommitAndWhole(unnamed: Bool) throws {
        let folder = try AtomicFileTests.Folder()
        let path = folder.path + "/shard.tar"
        try AtomicFile.write([9], to: path)
        let stream = try AtomicFileStream(path: path, unnamed: unnamed)
        try stream.write([1, 2])
        try stream.write([3])
        #expect(try AtomicFile.read(path) == [9], "the old file until the commit")
        #if os(Linux)
            if unnamed {
                #expect(folder.names == ["shard.tar"], "the pieces have no name")
            } else {
                #expect(folder.names.count == 2 && folder.names[0].hasPrefix(".shard.tar.tmp-\(getpid())-"))
            }
        #endif
        try stream.commit()
        #expect(try AtomicFile.read(path) == [1, 2, 3])
        #expect(folder.names == ["shard.tar"])
        // A new file too, with nothing there before.
        let fresh = try AtomicFileStream(path: folder.path + "/new.tar", unnamed: unnamed)
        try fresh.write([4])
        try fresh.commit()
        #expect(try AtomicFile.read(folder.path + "/new.tar") == [4])
        #expect(folder.names == ["new.tar", "shard.tar"])
    }

    /// A file without a name that cannot be linked in is copied into a named temporary, renamed
    /// over the destination: the same bytes, nothing left beside.
    @Test func aStreamThatCannotBeLinkedInIsCommittedThroughACopy() throws {
        #if os(Linux)
            let folder = try AtomicFileTests.Folder()
            let path = folder.path + "/shard.tar"
            try AtomicFile.write([9], to: path)
            // The stream's pieces, and the same in a file without a name to commit through a copy.
            let long = (0..<150_000).map { UInt8(truncatingIfNeeded: $0 &* 13) }
            let stream = try AtomicFileStream(path: path, unnamed: true)
            try stream.write(long)
            let written = AtomicFile.openUnnamed(in: folder.path, readable: true)
            try #require(written >= 0)
            defer { close(written) }
            try AtomicFile.writeAll(long, to: written, path: path)
            try stream.commitThroughNamedCopy(of: written)
            #expect(try AtomicFile.read(path) == long)
            #expect(folder.names == ["shard.tar"])
            stream.discard()
            #expect(try AtomicFile.read(path) == long)
        #endif
    }

    @Test func aStreamGivenUpOrLetGoLeavesNothing() throws {
        let folder = try AtomicFileTests.Folder()
        do {
            let stream = try AtomicFileStream(path: folder.path + "/a.tar")
            try stream.write([1])
            stream.discard()
            #expect(throws: FileError.self) { try stream.commit() }
        }
        do {
            let stream = try AtomicFileStream(path: folder.path + "/b.tar")
            try stream.write([1])
        }
        #expect(folder.names.isEmpty)
    }

    @Test func aMissingFolderIsAFileErrorNamingThePath() throws {
        let folder = try AtomicFileTests.Folder()
        #expect(throws: FileError.self) { _ = try AtomicFileStream(path: folder.path + "/missing/a.tar") }
    }

    /// A file committed and held open is copied from as it was written, even once another write
    /// has replaced its name, in stretches longer than the copy's buffer too; a range it does not
    /// hold is an error that leaves the destination as it was.
    @Test func aHeldFileIsCopiedFromAsItWasWritten() throws {
        let folder = try AtomicFileTests.Folder()
        let path = folder.path + "/rec.json"
        let long = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let first = try AtomicFileStream(path: path)
        try first.write([1, 2, 3])
        try first.write(long)
        #expect(first.offset == 3 + long.count)
        let held = try first.commitHoldingOpen()
        #expect(held.size == 3 + long.count)
        try AtomicFile.write([0, 0], to: path)  // another writer replaces it

        let second = try AtomicFileStream(path: path)
        try second.write([9])
        try second.copy(1..<3, of: held)
        try second.copy(3..<(3 + long.count), of: held)
        #expect(second.offset == 3 + long.count)
        try second.commit()
        #expect(try AtomicFile.read(path) == [9, 2, 3] + long)

        let third = try AtomicFileStream(path: path)
        let error = try #require(throws: FileError.self) { try third.copy(held.size - 1..<(held.size + 5), of: held) }
        #expect(error.reason.contains("shorter than it was written"))
        third.discard()
        #expect(try AtomicFile.read(path) == [9, 2, 3] + long)
        #expect(folder.names == ["rec.json"])
    }

    @Test func unflushedWritesAreWholeAndOneSyncOfTheFileSystemEndsTheBatch() throws {
        let folder = try AtomicFileTests.Folder()
        for index in 0..<20 {
            try AtomicFile.write(
                [UInt8(index)], to: folder.path + "/\(index).png", syncingFolder: false, flushing: false)
        }
        AtomicFile.syncFileSystem(of: folder.path)
        #expect(folder.names.count == 20)
        #expect(try AtomicFile.read(folder.path + "/19.png") == [19])
    }
}
