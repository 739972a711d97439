import Foundation
import TestSupport
import Testing

@testable import SafeIO

/// `AtomicFile`: whole files or nothing, never through a planted link, never onto a device.
@Suite struct AtomicFileTests {
    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("safeio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    static func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    static func mode(_ path: String) -> Int {
        var st = stat()
        return lstat(path, &st) == 0 ? Int(st.st_mode & 0o7777) : -1
    }

    static func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    static func processUmask() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") } ?? "Umask: 0022"
        return Int(line.split(separator: "\t").last.map(String.init) ?? "0022", radix: 8) ?? 0o022
    }

    @Test func writesANewFileWith0644LessTheUmask() throws {
        let dir = try Self.folder()
        try AtomicFile.write(Array("new".utf8), to: dir + "/a.txt")
        #expect(Self.contents(dir + "/a.txt") == "new")
        #expect(Self.mode(dir + "/a.txt") == 0o644 & ~Self.processUmask())
        #expect(Self.entries(dir) == ["a.txt"])
    }

    @Test func keepsThePermissionsOfTheFileItReplaces() throws {
        let dir = try Self.folder()
        let path = dir + "/secret.txt"
        _ = FileManager.default.createFile(
            atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o600])
        try AtomicFile.write(Array("new".utf8), to: path)
        #expect(Self.contents(path) == "new")
        #expect(Self.mode(path) == 0o600)
        chmod(path, 0o640)
        try AtomicFile.write(Array("newer".utf8), to: path)
        #expect(Self.mode(path) == 0o640)
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to give a file to another user"))
    func keepsTheOwnerOfTheFileItReplacesWhenRunAsRoot() throws {
        let dir = try Self.folder()
        let path = dir + "/owned.txt"
        _ = FileManager.default.createFile(atPath: path, contents: Data("old".utf8))
        #expect(chown(path, 4321, 4322) == 0)
        try AtomicFile.write(Array("new".utf8), to: path)
        var st = stat()
        #expect(stat(path, &st) == 0)
        #expect(st.st_uid == 4321 && st.st_gid == 4322)
    }

    @Test func refusesDevicesFIFOsAndFoldersAndLeavesThemAlone() throws {
        let dir = try Self.folder()
        // A null device this test may lose (see DeviceNodes): never the real one where it could be replaced.
        let devices = try Self.folder()
        if let null = DeviceNodes.null(in: devices) {
            #expect(throws: FileError(.write, path: null, reason: .notRegularFile(.characterDevice))) {
                try AtomicFile.write([1, 2, 3], to: null)
            }
            var st = stat()
            #expect(stat(null, &st) == 0 && st.st_mode & S_IFMT == S_IFCHR)
            #expect(Self.entries(devices) == (null.hasPrefix(devices) ? ["null"] : []))
        } else {
            #expect(ProcessInfo.processInfo.environment["CI"] != "true", "\(DeviceNodes.skipped)")
            print(DeviceNodes.skipped)
        }
        let fifo = dir + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: FileError(.write, path: fifo, reason: .notRegularFile(.fifo))) {
            try AtomicFile.write([1], to: fifo)
        }
        #expect(throws: FileError(.write, path: dir, reason: .notRegularFile(.directory))) {
            try AtomicFile.write([1], to: dir)
        }
        #expect(throws: FileError(.write, path: dir + "/", reason: .noFileName)) {
            try AtomicFile.write([1], to: dir + "/")
        }
        #expect(Self.entries(dir) == ["pipe"])
        let error = FileError(.write, path: "/dev/null", reason: .notRegularFile(.characterDevice))
        #expect(error.description == "cannot write /dev/null: it is a character device, not a regular file")
    }

    @Test func followsASymbolicLinkOnceAndReplacesTheFileItNames() throws {
        let dir = try Self.folder()
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: dir + "/real/file.txt", contents: Data("old".utf8))
        chmod(dir + "/real/file.txt", 0o600)
        #expect(symlink("real/file.txt", dir + "/link.txt") == 0)
        try AtomicFile.write(Array("new".utf8), to: dir + "/link.txt")
        #expect(Self.contents(dir + "/real/file.txt") == "new")
        #expect(Self.mode(dir + "/real/file.txt") == 0o600)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.txt")) == "real/file.txt")
        #expect(Self.entries(dir + "/real") == ["file.txt"])
        // A link to nothing yet: the file it names is created.
        #expect(symlink(dir + "/real/new.txt", dir + "/dangling") == 0)
        try AtomicFile.write(Array("made".utf8), to: dir + "/dangling")
        #expect(Self.contents(dir + "/real/new.txt") == "made")
    }

    @Test func refusesALinkToALinkAndALinkToADevice() throws {
        let dir = try Self.folder()
        _ = FileManager.default.createFile(atPath: dir + "/file", contents: Data("keep".utf8))
        #expect(symlink("file", dir + "/one") == 0)
        #expect(symlink("one", dir + "/two") == 0)
        #expect(throws: FileError(.write, path: dir + "/two", reason: .symbolicLinkChain(dir + "/one"))) {
            try AtomicFile.write([1], to: dir + "/two")
        }
        // A link to a full device this test may lose (see DeviceNodes), in a folder of its own.
        let devices = try Self.folder()
        if let full = DeviceNodes.full(in: devices) {
            #expect(symlink(full, dir + "/full") == 0)
            #expect(throws: FileError(.write, path: dir + "/full", reason: .notRegularFile(.characterDevice))) {
                try AtomicFile.write([1], to: dir + "/full")
            }
            var st = stat()
            #expect(stat(full, &st) == 0 && st.st_mode & S_IFMT == S_IFCHR)
        } else {
            #expect(ProcessInfo.processInfo.environment["CI"] != "true", "\(DeviceNodes.skipped)")
        }
        #expect(Self.contents(dir + "/file") == "keep")
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to make a link owned by another user"))
    func refusesAnotherUsersLinkInASharedStickyFolder() throws {
        let dir = try Self.folder()
        chmod(dir, 0o1777)
        _ = FileManager.default.createFile(atPath: dir + "/victim", contents: Data("precious".utf8))
        #expect(symlink(dir + "/victim", dir + "/out.png") == 0)
        #expect(lchown(dir + "/out.png", 4321, 4321) == 0)
        #expect(throws: FileError(.write, path: dir + "/out.png", reason: .untrustedSymbolicLink)) {
            try AtomicFile.write([1], to: dir + "/out.png")
        }
        #expect(Self.contents(dir + "/victim") == "precious")
    }

    @Test func namesTheMissingFolder() throws {
        let dir = try Self.folder()
        #expect(throws: FileError(.write, path: dir + "/no/such/out.png", reason: .missingFolder(dir + "/no/such"))) {
            try AtomicFile.write([1], to: dir + "/no/such/out.png")
        }
        let error = FileError(.write, path: "out/a.png", reason: .missingFolder("out"))
        #expect(error.description == "cannot write out/a.png: the folder out does not exist; create it first")
    }

    @Test func writesAFileWhoseNameIsNearTheLimit() throws {
        let dir = try Self.folder()
        let name = String(repeating: "n", count: 245) + ".png" // 249 bytes
        try AtomicFile.write([7], to: dir + "/" + name)
        #expect(Self.entries(dir) == [name])
        let wide = String(repeating: "é", count: 125) + ".png" // 254 bytes, two-byte characters
        try AtomicFile.write([7], to: dir + "/" + wide)
        #expect(Self.entries(dir).count == 2)
    }

    @Test func temporaryNamesAreRandomShortAndHidden() {
        let a = AtomicFile.temporaryName(for: "out.png")
        let b = AtomicFile.temporaryName(for: "out.png")
        #expect(a != b)
        #expect(a.hasPrefix(".out.png.") && a.hasSuffix(".tmp") && a.utf8.count == 8 + 1 + 12 + 4)
        #expect(AtomicFile.temporaryName(for: String(repeating: "x", count: 255)).utf8.count == 255)
    }

    @Test func stagedFilesAreCommittedOrRemoved() throws {
        let dir = try Self.folder()
        let a = try AtomicFile.stage(Array("a".utf8), for: dir + "/a")
        let b = try AtomicFile.stage(Array("b".utf8), for: dir + "/b")
        #expect(AtomicFile.temporaryFileCount >= 2) // other tests may write at the same time
        #expect(Self.entries(dir).count == 2 && Self.entries(dir).allSatisfy { $0.hasSuffix(".tmp") })
        try a.commit()
        b.discard()
        #expect(Self.entries(dir) == ["a"])
        do { _ = try AtomicFile.stage(Array("c".utf8), for: dir + "/c") } // released uncommitted
        #expect(Self.entries(dir) == ["a"])
    }

    @Test func aFailedWriteLeavesTheTargetAndNoTemporaryFile() throws {
        // A folder we cannot write to (devices: refusesDevicesFIFOsAndFoldersAndLeavesThemAlone):
        let dir = try Self.folder()
        _ = FileManager.default.createFile(atPath: dir + "/out", contents: Data("old".utf8))
        if geteuid() != 0 {
            chmod(dir, 0o500)
            #expect(throws: FileError.self) { try AtomicFile.write([1], to: dir + "/out") }
            chmod(dir, 0o700)
        }
        #expect(Self.contents(dir + "/out") == "old")
        #expect(Self.entries(dir) == ["out"])
    }
}
