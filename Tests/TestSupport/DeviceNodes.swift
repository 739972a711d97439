import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Character devices for the tests that check that devices are refused as outputs, chosen so that
/// a bug in the code under test (or an older build of it) cannot replace a real device.
///
/// Writing "atomically" means writing a temporary file beside the target and renaming it over the
/// target; code that forgets to refuse devices replaces `/dev/null` with a regular file whenever
/// the process may write to `/dev` (as root). So where `/dev` is writable the tests use a device
/// node made with `mknod` in their own temporary folder (the same major and minor numbers, so
/// `stat` sees the same kind of file); where it is not writable, the real device is safe to use.
public enum DeviceNodes {
    /// A null device (1, 3) the test may lose; nil when `/dev` is writable and `mknod` is not
    /// allowed (the test must skip the device case then).
    public static func null(in folder: String) -> String? { node("null", major: 1, minor: 3, in: folder) }

    /// A full device (1, 7) the test may lose; nil as for `null(in:)`.
    public static func full(in folder: String) -> String? { node("full", major: 1, minor: 7, in: folder) }

    /// Whether the real devices could be replaced by this process.
    public static var devIsWritable: Bool { access("/dev", W_OK) == 0 }

    /// Why a device case was skipped.
    public static let skipped =
        "skipped: /dev is writable and mknod is not allowed, so no device can be written to safely"

    private static func node(_ name: String, major: UInt64, minor: UInt64, in folder: String) -> String? {
        guard devIsWritable else { return "/dev/\(name)" }
        let path = folder + "/" + name
        // glibc's makedev: minor's low 8 bits, major's low 12 bits above them, the rest higher.
        let device = (minor & 0xFF) | ((major & 0xFFF) << 8) | ((minor & ~0xFF) << 12) | ((major & ~0xFFF) << 32)
        guard mknod(path, S_IFCHR | 0o666, dev_t(device)) == 0 else { return nil }
        return path
    }
}
