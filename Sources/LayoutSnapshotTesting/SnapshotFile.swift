import Foundation
import LayoutCheck
import SnapshotTesting

/// Snapshot references kept at paths you choose (`Snapshots/NAME.png`), with loud recording:
/// the project's fixture tests use this, and so can yours.
///
/// swift-snapshot-testing's `assertSnapshot` stores references as
/// `__Snapshots__/<TestFile>/<test>.<name>.<ext>`; use it with this library's strategies
/// (`.diagramPNG()`, `.diagramSVG()`) when that layout suits you. `SnapshotFile.verify` takes the
/// same strategies but an exact file URL, never records unless asked, and writes the new snapshot
/// and the strategy's attachments (the PNG strategies attach an emphasised `diff.png`) to an
/// artifacts folder it names in its message.
public enum SnapshotFile {
    /// True when the record mode in force (`recordMode`) may rewrite baselines that exist: `all`
    /// or `failed` (`SNAPSHOT_TESTING_RECORD`, `withSnapshotTesting(record:)`, `RECORD_SNAPSHOTS=1`).
    public static var recordingRequested: Bool { recordMode == .all || recordMode == .changed }

    /// `$SNAPSHOT_ARTIFACTS`, else `fallback`.
    public static func artifactsDirectory(fallback: URL) -> URL {
        ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? fallback
    }

    /// Compares `value`, snapshotted with `strategy`, with the reference file `reference`.
    ///
    /// - When `record` is true the reference is (re)written and a message is returned anyway, so
    ///   that a recording run fails and can never pass by accident.
    /// - A missing reference is a failure (nothing is written unless `record`).
    /// - On a mismatch the new snapshot is written to `artifacts/NAME.actual.EXT` and each
    ///   attachment to `artifacts/NAME.<attachment name>` (`NAME.diff.png`); the message lists
    ///   their paths.
    /// - Returns: nil when the snapshot matches, else the failure message.
    public static func verify<Value, Format>(
        _ value: Value, as strategy: Snapshotting<Value, Format>, reference: URL, record: Bool, artifacts: URL
    ) -> String? {
        verify(value, as: strategy, reference: reference, mode: record ? .all : nil, artifacts: artifacts)
    }

    /// Compares `value`, snapshotted with `strategy`, with the reference file `reference`, writing
    /// the reference as the record mode says: `all` always, `changed` when it is missing or differs,
    /// `missing` when it is missing, nil never. A run that writes returns a message anyway, so that
    /// it fails; a missing reference that is not written is a failure.
    /// - Returns: nil when the snapshot matches and nothing was written, else the failure message.
    public static func verify<Value, Format>(
        _ value: Value, as strategy: Snapshotting<Value, Format>, reference: URL, mode: UpdateMode?, artifacts: URL
    ) -> String? {
        verifyWritingArtifacts(value, as: strategy, reference: reference, mode: mode, artifacts: artifacts).message
    }

    /// `verify`, and the artifacts it wrote (the actual snapshot and the diff image), for attachments.
    static func verifyWritingArtifacts<Value, Format>(
        _ value: Value, as strategy: Snapshotting<Value, Format>, reference: URL, mode: UpdateMode?, artifacts: URL
    ) -> (message: String?, artifacts: [URL]) {
        var files: [URL] = []
        let message = verify(value, as: strategy, reference: reference, mode: mode, artifacts: artifacts, files: &files)
        return (message, files)
    }

    private static func verify<Value, Format>(
        _ value: Value, as strategy: Snapshotting<Value, Format>, reference: URL, mode: UpdateMode?, artifacts: URL,
        files: inout [URL]
    ) -> String? {
        var taken: Format?
        strategy.snapshot(value).run { taken = $0 }
        guard let actual = taken else {
            return "The snapshot strategy is asynchronous; SnapshotFile.verify needs a synchronous one."
        }
        let fm = FileManager.default
        let newData = strategy.diffing.toData(actual)
        let exists = fm.fileExists(atPath: reference.path)
        if mode == .all || (mode != nil && !exists) {
            do {
                try fm.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
                try newData.write(to: reference, options: .atomic)
            } catch {
                return "Could not record \(reference.path): \(error.localizedDescription)"
            }
            return "Recorded a new baseline at \(reference.path) (record mode \(mode!.rawValue)). "
                + "Look at it, then run the tests again: they pass when nothing changed."
        }
        guard let referenceData = fm.contents(atPath: reference.path) else {
            return
                "No baseline at \(reference.path). Record it with SNAPSHOT_TESTING_RECORD=missing swift test "
                + "(or RECORD_SNAPSHOTS=1), look at it, and commit it."
        }
        let compared = SnapshotAttachments.$handledByCaller.withValue(true) {
            strategy.diffing.diffV2(strategy.diffing.fromData(referenceData), actual)
        }
        guard let (message, attachments) = compared else {
            return nil
        }
        var written: [String] = []
        do {
            try fm.createDirectory(at: artifacts, withIntermediateDirectories: true)
            // `NAME.actual.png`, never `NAME.png`: the artifacts folder may be the references' own.
            let stem = reference.deletingPathExtension().lastPathComponent
            let actualURL = artifacts.appendingPathComponent(
                "\(stem).actual" + (reference.pathExtension.isEmpty ? "" : ".\(reference.pathExtension)"))
            try newData.write(to: actualURL, options: .atomic)
            files.append(actualURL)
            written.append("actual: \(actualURL.path)")
            for case .data(let data, let name) in attachments {
                let url = artifacts.appendingPathComponent("\(stem).\(name)")
                try data.write(to: url, options: .atomic)
                files.append(url)
                written.append("\(name.split(separator: ".").first.map(String.init) ?? name): \(url.path)")
            }
        } catch {
            written.append("(could not write artifacts to \(artifacts.path): \(error.localizedDescription))")
        }
        if mode == .changed {
            do { try newData.write(to: reference, options: .atomic) } catch {
                written.append("(could not record \(reference.path): \(error.localizedDescription))")
            }
            written.append("recorded: \(reference.path) (record mode changed); run again without it")
        }
        return "Snapshot \(reference.lastPathComponent) does not match: \(message)\n"
            + "reference: \(reference.path)\n" + written.joined(separator: "\n")
            + "\nIf the change is intended, record it with SNAPSHOT_TESTING_RECORD=failed swift test."
    }
}
