import LayoutEngine

/// How one element differs between two layouts: `cell 0.5: moved (+0, +8), resized 120x90 -> 120x98`,
/// `header 1: new (x=0 y=380 w=375 h=32)`, `cell 2.3: removed`.
public struct ElementChange: Hashable, Sendable, CustomStringConvertible {
    /// Where the element was compared: among all laid-out elements, or among those visible at the
    /// viewport with scroll effects applied (a pinned header that now stops elsewhere).
    public enum Scope: String, Hashable, Sendable {
        /// A change to the laid-out element (`elements`).
        case layout
        /// A change to what the viewport shows (`visible`: effects applied).
        case viewport
    }

    /// The element.
    public var id: ElementID
    /// Which list it was compared in.
    public var scope: Scope
    /// Its attributes before (nil: new).
    public var before: LayoutAttributes?
    /// Its attributes after (nil: removed).
    public var after: LayoutAttributes?
    /// The element kind name of a supplementary or decoration view (`"badge"`), else nil.
    public var elementKind: String?

    /// A change from its parts.
    public init(
        id: ElementID, scope: Scope, before: LayoutAttributes?, after: LayoutAttributes?, elementKind: String? = nil
    ) {
        self.id = id
        self.scope = scope
        self.before = before
        self.after = after
        self.elementKind = elementKind
    }

    /// Whether the element's origin changed.
    public var moved: Bool {
        guard let a = before?.frame, let b = after?.frame else { return false }
        return a.x != b.x || a.y != b.y
    }

    /// Whether the element's size changed.
    public var resized: Bool {
        guard let a = before?.frame, let b = after?.frame else { return false }
        return a.width != b.width || a.height != b.height
    }

    /// What changed, without the element's name: `moved (+0, +8), resized 120x90 -> 120x98`.
    public var what: String {
        guard let before else { return "new (\(after.map { "\($0.frame)" } ?? ""))" }
        guard let after else { return "removed" }
        var parts: [String] = []
        if moved {
            parts.append(
                "moved (\(Self.signed(after.frame.x - before.frame.x)), \(Self.signed(after.frame.y - before.frame.y)))"
            )
        }
        if resized { parts.append("resized \(Self.size(before.frame)) -> \(Self.size(after.frame))") }
        if before.zIndex != after.zIndex { parts.append("zIndex \(before.zIndex) -> \(after.zIndex)") }
        if before.alpha != after.alpha {
            parts.append("alpha \(formatNumber(before.alpha)) -> \(formatNumber(after.alpha))")
        }
        return parts.joined(separator: ", ")
    }

    /// `cell 0.5: moved (+0, +8)`; changes at the viewport start with `at the viewport: `.
    public var description: String {
        (scope == .viewport ? "at the viewport: " : "") + "\(id.description(elementKind: elementKind)): \(what)"
    }

    static func signed(_ v: Double) -> String { v < 0 ? formatNumber(v) : "+" + formatNumber(v) }
    static func size(_ r: Rect) -> String { "\(formatNumber(r.width))x\(formatNumber(r.height))" }
}

/// A value before and after a change.
public struct Change<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value before.
    public var before: Value
    /// The value after.
    public var after: Value
    /// A change from `before` to `after`.
    public init(_ before: Value, _ after: Value) {
        self.before = before
        self.after = after
    }
}
