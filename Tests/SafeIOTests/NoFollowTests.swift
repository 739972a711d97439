import Foundation
import Testing

@testable import SafeIO

/// `followingSymbolicLinks: false`: a link at the path, dangling or not, is refused, never opened,
/// never replaced, and nothing is written where it points.
@Suite struct NoFollowTests {
    @Test func writingRefusesALinkAndLeavesItAndItsTargetAsTheyWere() throws {
        let dir = try AtomicFileTests.folder()
        try Data("target".utf8).write(to: URL(fileURLWithPath: dir + "/target"))
        symlink("target", dir + "/link")
        symlink("nowhere", dir + "/dangling")
        for name in ["link", "dangling"] {
            #expect(throws: FileError(.write, path: dir + "/" + name, reason: .notRegularFile(.symbolicLink))) {
                try AtomicFile.write(Array("new".utf8), to: dir + "/" + name, followingSymbolicLinks: false)
            }
        }
        #expect(AtomicFileTests.contents(dir + "/target") == "target")
        #expect(AtomicFileTests.entries(dir) == ["dangling", "link", "target"])
        #expect(
            FileError(.write, path: "a", reason: .notRegularFile(.symbolicLink)).description
                == "cannot write a: it is a symbolic link, not a regular file")
        // A regular file or a new one is written as usual.
        try AtomicFile.write(Array("new".utf8), to: dir + "/target", followingSymbolicLinks: false)
        try AtomicFile.write(Array("fresh".utf8), to: dir + "/fresh", followingSymbolicLinks: false)
        #expect(AtomicFileTests.contents(dir + "/target") == "new")
        #expect(AtomicFileTests.contents(dir + "/fresh") == "fresh")
    }

    @Test func readingRefusesALinkDanglingOrNot() throws {
        let dir = try AtomicFileTests.folder()
        try Data("target".utf8).write(to: URL(fileURLWithPath: dir + "/target"))
        symlink("target", dir + "/link")
        symlink("nowhere", dir + "/dangling")
        for name in ["link", "dangling"] {
            #expect(throws: FileError(.read, path: dir + "/" + name, reason: .notRegularFile(.symbolicLink))) {
                try BoundedFile.read(dir + "/" + name, limit: 100, followingSymbolicLinks: false)
            }
        }
        #expect(
            try BoundedFile.read(dir + "/target", limit: 100, followingSymbolicLinks: false) == Array("target".utf8))
        #expect(try BoundedFile.read(dir + "/link", limit: 100) == Array("target".utf8))
        #expect(throws: FileError(.read, path: dir + "/none", reason: .system(errno: ENOENT))) {
            try BoundedFile.read(dir + "/none", limit: 100, followingSymbolicLinks: false)
        }
    }
}
