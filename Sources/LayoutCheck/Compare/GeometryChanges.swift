import LayoutEngine

/// The element-by-element difference of two layouts' geometry.
public struct GeometryChanges: Hashable, Sendable {
    /// The layout kind's names, when they differ.
    public var layout: Change<String>?
    /// The content size, when it changed.
    public var contentSize: Change<Size>?
    /// The changed elements, ordered by section, then header, cells, footer, then item; the
    /// changes at the viewport after those of the layout.
    public var elements: [ElementChange]

    /// Whether nothing changed.
    public var isEmpty: Bool { contentSize == nil && layout == nil && elements.isEmpty }

    /// One line per change: `content size: 375x800 -> 375x808`, then each element's change.
    public var lines: [String] {
        var out: [String] = []
        if let layout { out.append("layout: \(layout.before) -> \(layout.after)") }
        if let contentSize {
            out.append(
                "content size: \(formatNumber(contentSize.before.width))x\(formatNumber(contentSize.before.height)) -> "
                    + "\(formatNumber(contentSize.after.width))x\(formatNumber(contentSize.after.height))")
        }
        return out + elements.map(\.description)
    }

    /// Compares two snapshots element by element (elements are matched by kind and index path).
    /// - Complexity: O(n log n) for n elements (the changed ones are sorted).
    public init(from before: AttributesSnapshot, to after: AttributesSnapshot) {
        layout = before.layout == after.layout ? nil : Change(before.layout, after.layout)
        contentSize = before.contentSize == after.contentSize ? nil : Change(before.contentSize, after.contentSize)
        elements =
            Self.changes(before.elements, after.elements, scope: .layout) + Self.viewportChanges(before, after)
        if !before.elementKinds.isEmpty || !after.elementKinds.isEmpty {
            for i in elements.indices {
                let id = elements[i].id
                elements[i].elementKind = after.elementKind(of: id) ?? before.elementKind(of: id)
            }
        }
    }

    /// The changes at the viewport that the layout's own changes do not explain: a scroll effect
    /// that now places an element differently (a pinned header that stops elsewhere), a changed
    /// zIndex or alpha, or an unchanged element that came into or left the viewport.
    static func viewportChanges(_ before: AttributesSnapshot, _ after: AttributesSnapshot) -> [ElementChange] {
        if before.visible == after.visible { return [] }
        var layoutBefore: [ElementID: Rect] = [:]
        for e in before.elements { layoutBefore[e.id] = e.frame }
        var layoutAfter: [ElementID: Rect] = [:]
        for e in after.elements { layoutAfter[e.id] = e.frame }
        func effect(_ e: LayoutAttributes, _ layout: [ElementID: Rect]) -> Rect? {
            layout[e.id].map {
                Rect(
                    x: e.frame.x - $0.x, y: e.frame.y - $0.y, width: e.frame.width - $0.width,
                    height: e.frame.height - $0.height)
            }
        }
        return changes(before.visible, after.visible, scope: .viewport).filter { change in
            if let b = change.before, let a = change.after {
                return effect(b, layoutBefore) != effect(a, layoutAfter) || b.zIndex != a.zIndex || b.alpha != a.alpha
            }
            return layoutBefore[change.id] == layoutAfter[change.id]
        }
    }

    /// The changes between two lists of elements (each element's id appears at most once; a repeated
    /// id keeps its last attributes).
    public static func changes(_ before: [LayoutAttributes], _ after: [LayoutAttributes], scope: ElementChange.Scope)
        -> [ElementChange]
    {
        // Fast path: the same elements in the same order (most of a passing check's time).
        if before == after { return [] }
        var old: [ElementID: LayoutAttributes] = [:]
        old.reserveCapacity(before.count)
        for e in before { old[e.id] = e }
        var out: [ElementChange] = []
        var seen = Set<ElementID>()
        seen.reserveCapacity(after.count)
        for e in after {
            seen.insert(e.id)
            if let o = old[e.id] {
                if o != e { out.append(ElementChange(id: e.id, scope: scope, before: o, after: e)) }
            } else {
                out.append(ElementChange(id: e.id, scope: scope, before: nil, after: e))
            }
        }
        for e in before where !seen.contains(e.id) {
            out.append(ElementChange(id: e.id, scope: scope, before: e, after: nil))
            seen.insert(e.id)
        }
        return out.sorted { rank($0.id) < rank($1.id) }
    }

    /// Section, then kind (decorations, header, cells, footer, other supplementaries), item, and
    /// the element kind code, so that every order is the same on every run.
    private static func rank(_ id: ElementID) -> (Int, Int, Int, UInt32) {
        let kind: Int
        switch id.kind {
        case .header: kind = 0
        case .cell: kind = 1
        case .footer: kind = 2
        case .decoration: kind = -1 // beneath the section's other elements
        case .supplementary: kind = 3
        }
        return (id.section, kind, id.item, id.elementKindCode)
    }
}
