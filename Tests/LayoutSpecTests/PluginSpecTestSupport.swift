import LayoutEngine
import Testing

@testable import LayoutSpec

// Helpers for the PluginLayout kinds' spec tests.

/// A spec of `kind` with a 375 x 667 container; `rest` is the JSON after `"container"` (options,
/// sections, ...).
func pluginSpec(_ kind: String, _ rest: String) -> String {
    #"{"layout": "\#(kind)", "container": {"width": 375, "height": 667}, \#(rest)}"#
}

/// Decodes a spec into the engine value of type `L`.
func pluginDecode<L: CollectionLayout>(_ json: String, as type: L.Type) throws -> L {
    let layout = try SpecDocument(json: json).makeLayout()
    return try #require(layout as? L)
}

/// The error a spec produces, as `path: message` (nil when it decodes and lays out).
func pluginSpecError(_ json: String) -> String? {
    do {
        _ = try SpecDocument(json: json).computeLayout()
        return nil
    } catch {
        return error.description
    }
}
