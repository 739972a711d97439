import Foundation
import Testing

@testable import SafeIO

/// `BoundedFile`: regular files only, within a limit, and never a blocking open.
@Suite struct BoundedFileTests {
    @Test func readsARegularFileUpToItsLimit() throws {
        let dir = try AtomicFileTests.folder()
        _ = FileManager.default.createFile(atPath: dir + "/f", contents: Data([1, 2, 3, 4]))
        #expect(try BoundedFile.read(dir + "/f", limit: 4) == [1, 2, 3, 4])
        #expect(throws: FileError(.read, path: dir + "/f", reason: .tooLarge(limit: 3))) {
            try BoundedFile.read(dir + "/f", limit: 3)
        }
        _ = FileManager.default.createFile(atPath: dir + "/empty", contents: Data())
        #expect(try BoundedFile.read(dir + "/empty", limit: 0) == [])
        let big = [UInt8](repeating: 9, count: 300_000)
        _ = FileManager.default.createFile(atPath: dir + "/big", contents: Data(big))
        #expect(try BoundedFile.read(dir + "/big", limit: 1 << 20) == big)
    }

    @Test func refusesDevicesFIFOsAndFoldersWithoutBlocking() throws {
        let dir = try AtomicFileTests.folder()
        #expect(throws: FileError(.read, path: "/dev/zero", reason: .notRegularFile(.characterDevice))) {
            try BoundedFile.read("/dev/zero", limit: 1 << 20)
        }
        let fifo = dir + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        // No writer: a blocking open would wait forever.
        #expect(throws: FileError(.read, path: fifo, reason: .notRegularFile(.fifo))) {
            try BoundedFile.read(fifo, limit: 1 << 20)
        }
        #expect(throws: FileError(.read, path: dir, reason: .notRegularFile(.directory))) {
            try BoundedFile.read(dir, limit: 1 << 20)
        }
        #expect(throws: FileError(.read, path: dir + "/none", reason: .system(errno: ENOENT))) {
            try BoundedFile.read(dir + "/none", limit: 1)
        }
        #expect(
            FileError(.read, path: "x", reason: .system(errno: ENOENT)).description
                == "cannot read x: No such file or directory")
        #expect(
            FileError(.read, path: "s.json", reason: .tooLarge(limit: 256 << 20)).description
                == "cannot read s.json: it is larger than 256 MiB, the limit for this file")
    }

    /// A loop of symbolic links is said as one, with the fix (it read `Too many levels of symbolic
    /// links`, the system's words alone).
    @Test func aLoopOfSymbolicLinksIsNamedWithItsFix() throws {
        let dir = try AtomicFileTests.folder()
        #expect(symlink("b.json", dir + "/a.json") == 0 && symlink("a.json", dir + "/b.json") == 0)
        let loop = FileError(.read, path: dir + "/a.json", reason: .system(errno: ELOOP))
        #expect(throws: loop) { try BoundedFile.read(dir + "/a.json", limit: 1 << 20) }
        #expect(
            loop.reasonText
                == "symbolic links lead in a loop here and never to a file (Too many levels of symbolic links); point the link at a file"
        )
    }
}
