import LayoutEngine

/// Where a pinned or sticky header or footer can be while the collection scrolls: the stretch of
/// the scroll axis it covers over every content offset (from its resting place to the place where
/// its section pushes it out). Diagrams draw it as a bracket in the trailing margin, so that a
/// single picture shows how far each header travels.
///
/// Worked out from the effect's own formula (`ScrollEffect`): each position is monotonic in the
/// viewport's position, so the two ends are the positions for a viewport far before and far after
/// the section.
struct PinningRange: Hashable {
    /// The element that moves (a header or footer).
    let id: ElementID
    /// Start and end along the scroll axis of the stretch the element covers.
    let start: Double
    let end: Double

    /// The ranges of every pinned or sticky header and footer of `result`, in section order.
    static func ranges(in result: LayoutResult) -> [PinningRange] {
        var out: [PinningRange] = []
        let d = result.scrollDirection
        for (s, section) in result.sections.enumerated() where !section.effects.isEmpty {
            for effect in section.effects {
                switch effect {
                case .pinnedHeader:
                    guard let header = result.attributes(for: .header(s)) else { continue }
                    let length = header.frame.mainLength(d)
                    let last = section.frame.maxMain(d) - length
                    let first = Swift.min(section.frame.minMain(d), last)
                    out.append(PinningRange(id: header.id, start: first, end: last + length))
                case .stickyHeader(let cells?, let insets):
                    guard let header = result.attributes(for: .header(s)) else { continue }
                    let length = header.frame.mainLength(d)
                    let first = cells.minMain(d) - length - insets.mainStart(d)
                    let last = Swift.max(first, cells.maxMain(d) - length)
                    out.append(PinningRange(id: header.id, start: first, end: last + length))
                case .stickyFooter(let cells?, let insets):
                    guard let footer = result.attributes(for: .footer(s)) else { continue }
                    let length = footer.frame.mainLength(d)
                    let first = cells.minMain(d) - insets.mainStart(d)
                    let last = Swift.max(first, cells.maxMain(d) + insets.mainEnd(d))
                    out.append(PinningRange(id: footer.id, start: first, end: last + length))
                case .stickyHeader(nil, _), .stickyFooter(nil, _), .elastic, .fade:
                    continue
                }
            }
        }
        return out
    }

    /// The zIndex scroll effects give `id` at every offset (pinned and sticky headers and footers
    /// are raised whether or not they move), 0 for elements no effect raises.
    static func raisedZIndex(of id: ElementID, in section: SectionGeometry) -> Int {
        for effect in section.effects {
            switch (effect, id.kind) {
            case (.pinnedHeader, .header), (.stickyHeader, .header): return 901 + id.section
            case (.stickyFooter, .footer): return 900 + id.section
            default: continue
            }
        }
        return 0
    }

    /// Whether some effect of `section` can change element `kind` (its frame, zIndex or alpha).
    static func isAffected(_ kind: ElementKind, by section: SectionGeometry) -> Bool {
        section.effects.contains { effect in
            switch (effect, kind) {
            case (.pinnedHeader, .header), (.stickyHeader, .header), (.stickyFooter, .footer): return true
            case (.elastic, .cell), (.fade, .cell): return true
            default: return false
            }
        }
    }
}
