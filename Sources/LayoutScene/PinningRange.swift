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
        // A compositional layout's pinned boundary items (any kind of supplementary view).
        let travels = result.pinnedTravels
        if !travels.isEmpty { return travels.map { PinningRange(id: $0.id, start: $0.start, end: $0.end) } }
        // A right-to-left horizontal layout's effects run in the left-to-right frame: its ranges
        // are the left-to-right layout's, mirrored.
        if result.layoutDirection == .rightToLeft && result.scrollDirection == .horizontal {
            let width = result.contentSize.width
            return ranges(in: result.mirrored()).map {
                PinningRange(id: $0.id, start: width - $0.end, end: width - $0.start)
            }
        }
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
                case .pinnedHeaderPushed(let end):
                    guard let header = result.attributes(for: .header(s)) else { continue }
                    let last = end - header.frame.mainLength(d)
                    out.append(PinningRange(id: header.id, start: Swift.min(section.frame.minMain(d), last), end: end))
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
        section.effects.lazy.compactMap { $0.raisedZIndex(of: id.kind, section: id.section) }.first ?? 0
    }

    /// Whether some effect of `section` can change element `kind` (its frame, zIndex or alpha).
    static func isAffected(_ kind: ElementKind, by section: SectionGeometry) -> Bool {
        section.effects.contains { $0.affects(kind) }
    }
}
