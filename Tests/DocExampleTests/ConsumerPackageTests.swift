import Foundation
import TestSupport
import Testing

/// The README's Install section, exactly as written, in a new consumer package
/// (`scripts/consumer-check.sh`): it resolves (`branch: "main"`, the URL mapped offline to a git
/// repository of this working tree) and runs both assertion families: the first run records the
/// missing baselines and fails, the second passes, a changed layout fails with the actual image,
/// the diff image and the change list in `$SNAPSHOT_ARTIFACTS` and as attachments. About two
/// minutes on a cold build, under one when `.build/consumer-check` is kept.
@Suite(.tags(.slow, .process), .skippedWhenQuick) struct ConsumerPackageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theReadmesInstallSectionResolvesAndBothAssertionFamiliesWork() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", Self.root.appendingPathComponent("scripts/consumer-check.sh").path]
        process.currentDirectoryURL = Self.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(
            text.contains(
                "consumer-check: ok (records and fails, passes, fails with artifacts and attachments"), "\(text)")
    }
}
