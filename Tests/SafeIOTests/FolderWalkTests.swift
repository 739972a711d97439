import SafeIO
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// FolderWalk: sorted entries with their kinds; links are entries, never ways into folders.
@Suite struct FolderWalkTests {
    static func folder() -> String {
        let dir = "/tmp/folderwalk-\(getpid())-\(Int.random(in: 0..<1_000_000_000))"
        mkdir(dir, 0o755)
        return dir
    }

    static func touch(_ path: String) {
        close(open(path, O_CREAT | O_WRONLY, 0o644))
    }

    @Test func entriesAreSortedWithTheirKindsAndLinksAreNotFollowed() throws {
        let dir = Self.folder()
        Self.touch("\(dir)/b.json")
        Self.touch("\(dir)/.hidden")
        mkdir("\(dir)/a", 0o755)
        symlink(".", "\(dir)/here")
        symlink("/", "\(dir)/root")
        symlink("b.json", "\(dir)/c.json")
        mkfifo("\(dir)/fifo", 0o644)
        let entries = try FolderWalk.entries(of: dir)
        #expect(
            entries == [
                .init(name: ".hidden", kind: .file), .init(name: "a", kind: .folder),
                .init(name: "b.json", kind: .file), .init(name: "c.json", kind: .symbolicLink),
                .init(name: "fifo", kind: .other), .init(name: "here", kind: .symbolicLink),
                .init(name: "root", kind: .symbolicLink),
            ])
    }

    @Test func aWalkListsFilesBelowAndStopsAtLinksToFolders() throws {
        let dir = Self.folder()
        mkdir("\(dir)/sub", 0o755)
        mkdir("\(dir)/sub/deeper", 0o755)
        mkdir("\(dir)/.git", 0o755)
        Self.touch("\(dir)/.git/config")
        Self.touch("\(dir)/top.png")
        Self.touch("\(dir)/sub/deeper/x.png")
        // Two links to `.` made the old walk exponential; a link to `/` walked the file system.
        symlink(".", "\(dir)/sub/again")
        symlink("..", "\(dir)/sub/up")
        symlink("/", "\(dir)/root")
        let files = try FolderWalk.files(under: dir)
        #expect(files.map(\.name) == ["root", "sub/again", "sub/deeper/x.png", "sub/up", "top.png"])
        #expect(files.map(\.kind) == [.symbolicLink, .symbolicLink, .file, .symbolicLink, .file])
        let all = try FolderWalk.files(under: dir, includeHidden: true)
        #expect(all.map(\.name).first == ".git/config")
    }

    @Test func aMissingFolderIsAReadError() {
        do {
            _ = try FolderWalk.entries(of: "/nonexistent-folder")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "cannot read /nonexistent-folder: No such file or directory")
        }
    }
}

/// SameFile: outputs that are inputs, by inode and by normalised path.
@Suite struct SameFileTests {
    @Test func pathsAreNormalisedByName() {
        #expect(SameFile.normalised("/a//b/./c/../d.json") == "/a/b/d.json")
        #expect(SameFile.normalised("/../x") == "/x")
    }

    @Test func anOutputIsAnInputByPathOrByInode() {
        let dir = FolderWalkTests.folder()
        FolderWalkTests.touch("\(dir)/a.json")
        symlink("\(dir)/a.json", "\(dir)/link.json")
        link("\(dir)/a.json", "\(dir)/hard.json")
        #expect(SameFile.isSame("\(dir)/a.json", "\(dir)/./a.json"))
        #expect(SameFile.isSame("\(dir)/a.json", "\(dir)/link.json"))
        #expect(SameFile.isSame("\(dir)/a.json", "\(dir)/hard.json"))
        #expect(SameFile.isSame("\(dir)/new.json", "\(dir)/x/../new.json"))
        #expect(!SameFile.isSame("\(dir)/a.json", "\(dir)/b.json"))
        #expect(!SameFile.isSame("-", "-"))
        let clash = SameFile.firstClash(
            inputs: ["\(dir)/b.json", "\(dir)/a.json"], outputs: ["\(dir)/c.json", "\(dir)//a.json"])
        #expect(clash?.input == "\(dir)/a.json")
        #expect(clash?.output == "\(dir)//a.json")
    }
}
