import Foundation
import Testing

@testable import SafeIO

/// `FileSystem` (what a path names, folders made, files removed), and the reader's and writer's
/// helpers for `render check`: `BoundedFile.readIfPresent`, `BoundedFile.peek`,
/// `AtomicFile.write(creatingFolders:)`.
@Suite struct FileSystemTests {
    /// What stands where a folder would be made: the first file (or link to one) on its path.
    @Test func theFirstNonFolderOnAPathIsNamed() throws {
        let dir = try AtomicFileTests.folder()
        _ = FileManager.default.createFile(atPath: dir + "/f", contents: Data([1]))
        #expect(symlink("f", dir + "/link") == 0)
        #expect(FileSystem.firstNonFolder(onPathTo: dir + "/f") == dir + "/f")
        #expect(FileSystem.firstNonFolder(onPathTo: dir + "/f/a/b") == dir + "/f")
        #expect(FileSystem.firstNonFolder(onPathTo: dir + "/link/a") == dir + "/link")
        #expect(FileSystem.firstNonFolder(onPathTo: dir + "/new/a/b") == nil)
        #expect(FileSystem.firstNonFolder(onPathTo: dir) == nil)
        #expect(FileSystem.firstNonFolder(onPathTo: "relative-none/a") == nil)
    }

    /// A path through a file (`ENOTDIR`) names the part that is not a folder, whether it is read,
    /// written or walked; the system's words were only "Not a directory".
    @Test func aPathThroughAFileNamesTheFile() throws {
        let dir = try AtomicFileTests.folder()
        let file = dir + "/f"
        _ = FileManager.default.createFile(atPath: file, contents: Data([1]))
        #expect(throws: FileError(.write, path: file + "/a/x.png", reason: .throughNonFolder(file))) {
            try AtomicFile.write([1], to: file + "/a/x.png")
        }
        #expect(throws: FileError(.read, path: file + "/x.json", reason: .throughNonFolder(file))) {
            try BoundedFile.read(file + "/x.json", limit: 10)
        }
        #expect(throws: FileError(.read, path: file + "/", reason: .throughNonFolder(file))) {
            try BoundedFile.read(file + "/", limit: 10)
        }
        #expect(throws: FileError(.read, path: file, reason: .notFolder)) { try FolderWalk.entries(of: file) }
        #expect(throws: FileError(.read, path: file + "/", reason: .notFolder)) {
            try FolderWalk.files(under: file + "/")
        }
        #expect(throws: FileError(.read, path: file + "/sub", reason: .throughNonFolder(file))) {
            try FolderWalk.entries(of: file + "/sub")
        }
        #expect(
            FileError(.write, path: "bfile/x.png", reason: .throughNonFolder("bfile")).description
                == "cannot write bfile/x.png: bfile is not a folder, and the path goes through it; correct the path")
        // Other failures keep the system's words.
        #expect(throws: FileError(.read, path: dir + "/none/x", reason: .system(errno: ENOENT))) {
            try BoundedFile.read(dir + "/none/x", limit: 10)
        }
    }

    /// A name that is not UTF-8 reaches Swift with U+FFFD for its bytes, and by it nothing opens:
    /// said so, with the fix, instead of "No such file or directory" for a file that is there.
    @Test func aNameThatIsNotUTF8IsNamedAsSuch() throws {
        let dir = try AtomicFileTests.folder()
        let raw = Array(dir.utf8) + [UInt8(ascii: "/"), 0xFF] + Array(".json".utf8) + [0] // `DIR/\xFF.json`
        let fd = raw.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(fd >= 0)
        close(fd)
        let listed = try FolderWalk.entries(of: dir).map(\.name)
        #expect(listed == ["\u{FFFD}.json"])
        let path = dir + "/" + listed[0]
        let error = FileError(.read, path: path, reason: .nameNotUTF8)
        #expect(throws: error) { try BoundedFile.read(path, limit: 10) }
        #expect(
            error.description
                == "cannot read \(path): no file has this name: the file's name holds bytes that are not UTF-8 (shown as \u{FFFD}), and cannot be opened by it; rename the file in UTF-8 (convmv -f latin1 -t utf8)"
        )
        #expect(FileError.failed(.read, path: dir + "/none", errno: ENOENT).reason == .system(errno: ENOENT))
    }

    /// A name over 255 bytes: the limit and the fix, not only "File name too long".
    @Test func aNameTooLongSaysTheLimit() throws {
        let dir = try AtomicFileTests.folder()
        let path = dir + "/" + String(repeating: "n", count: 256) + ".json"
        let error = FileError(.write, path: path, reason: .system(errno: ENAMETOOLONG))
        #expect(throws: error) { try AtomicFile.write([1], to: path) }
        #expect(
            error.reasonText
                == "the name is too long for the file system (File name too long: at most 255 bytes a name, 4095 a path); use a shorter name"
        )
    }

    @Test func aPathIsAFolderAFileALinkOrNothing() throws {
        let dir = try AtomicFileTests.folder()
        _ = FileManager.default.createFile(atPath: dir + "/f", contents: Data([1]))
        #expect(symlink("f", dir + "/link") == 0)
        #expect(symlink(".", dir + "/dot") == 0)
        #expect(FileSystem.exists(dir + "/f") && FileSystem.exists(dir + "/link") && !FileSystem.exists(dir + "/none"))
        #expect(
            FileSystem.isDirectory(dir) && FileSystem.isDirectory(dir + "/dot") && !FileSystem.isDirectory(dir + "/f"))
        #expect(FileSystem.isRegularFile(dir + "/f") && !FileSystem.isRegularFile(dir + "/link"))
        #expect(try FileSystem.entryKind(at: dir + "/f") == .file)
        #expect(try FileSystem.entryKind(at: dir + "/dot") == .symbolicLink)
        #expect(try FileSystem.entryKind(at: dir) == .folder)
        #expect(try FileSystem.entryKind(at: "/dev/null") == .other)
        #expect(throws: FileError(.read, path: dir + "/none", reason: .system(errno: ENOENT))) {
            try FileSystem.entryKind(at: dir + "/none")
        }
        #expect(FileSystem.linkTarget(dir + "/link") == "f" && FileSystem.linkTarget(dir + "/f") == nil)
    }

    @Test func foldersAreMadeWithTheirParentsAndFilesRemoved() throws {
        let dir = try AtomicFileTests.folder()
        try FileSystem.makeDirectories(dir + "/a/b/c")
        try FileSystem.makeDirectories(dir + "/a/b/c")
        #expect(FileSystem.isDirectory(dir + "/a/b/c"))
        _ = FileManager.default.createFile(atPath: dir + "/a/file", contents: Data([1]))
        // A file in the way of a parent: named, not the folder asked for.
        #expect(throws: FileError(.write, path: dir + "/a/file", reason: .notFolder)) {
            try FileSystem.makeDirectories(dir + "/a/file/d")
        }
        #expect(throws: FileError(.write, path: dir + "/a/file", reason: .notFolder)) {
            try FileSystem.makeDirectories(dir + "/a/file")
        }
        #expect(
            FileError(.write, path: "out", reason: .notFolder).description == "cannot write out: it is not a folder")
        try FileSystem.remove(dir + "/a/file")
        try FileSystem.remove(dir + "/a/file")
        #expect(!FileSystem.exists(dir + "/a/file"))
    }

    @Test func aMissingFileReadsAsNilAndAPeekReadsTheHeaderOnly() throws {
        let dir = try AtomicFileTests.folder()
        #expect(try BoundedFile.readIfPresent(dir + "/none", limit: 10) == nil)
        _ = FileManager.default.createFile(atPath: dir + "/f", contents: Data([1, 2, 3, 4, 5]))
        #expect(try BoundedFile.readIfPresent(dir + "/f", limit: 10) == [1, 2, 3, 4, 5])
        #expect(throws: FileError(.read, path: dir + "/f", reason: .tooLarge(limit: 4))) {
            try BoundedFile.readIfPresent(dir + "/f", limit: 4)
        }
        #expect(BoundedFile.peek(dir + "/f", count: 3)! == (5, [1, 2, 3]))
        #expect(BoundedFile.peek(dir + "/f", count: 24)! == (5, [1, 2, 3, 4, 5]))
        #expect(symlink("f", dir + "/link") == 0)
        #expect(BoundedFile.peek(dir + "/link", count: 3) == nil)
        #expect(BoundedFile.peek(dir, count: 3) == nil && BoundedFile.peek(dir + "/none", count: 3) == nil)
    }

    @Test func aWriteCanMakeItsFolders() throws {
        let dir = try AtomicFileTests.folder()
        #expect(throws: FileError(.write, path: dir + "/x/y/f", reason: .missingFolder(dir + "/x/y"))) {
            try AtomicFile.write([1], to: dir + "/x/y/f")
        }
        try AtomicFile.write([1, 2], to: dir + "/x/y/f", creatingFolders: true)
        #expect(try BoundedFile.read(dir + "/x/y/f", limit: 10) == [1, 2])
        #expect(throws: FileError(.write, path: dir + "/x/", reason: .noFileName)) {
            try AtomicFile.write([1], to: dir + "/x/", creatingFolders: true)
        }
        #expect(
            FileError(.read, path: "base/a.png", reason: .text("Permission denied")).description
                == "cannot read base/a.png: Permission denied")
    }
}
