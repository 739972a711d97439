// UIKit's small geometry types the layout classes use: directional insets, directional edges and
// rectangle alignments (insets and alignments are the engine's, under UIKit's name). CGFloat, CGSize, CGPoint and CGRect come from Foundation, re-exported as
// UIKit re-exports it.

@_exported import Foundation
import LayoutEngine

/// Insets named by reading direction (UIKit's `NSDirectionalEdgeInsets`): the engine's value, whose
/// members carry UIKit's names. Its sides are `Double`s; `CGFloat` values convert implicitly.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

/// Edges of a rectangle by reading direction (UIKit's `NSDirectionalRectEdge`), an option set.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The bits, as UIKit numbers them.
    public let rawValue: UInt
    /// Edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The reading start edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The reading end edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    /// The engine's edges.
    var engineValue: Set<CompositionalEdge> {
        var edges: Set<CompositionalEdge> = []
        if contains(.top) { edges.insert(.top) }
        if contains(.leading) { edges.insert(.leading) }
        if contains(.bottom) { edges.insert(.bottom) }
        if contains(.trailing) { edges.insert(.trailing) }
        return edges
    }
}

/// Where a boundary item sits on its section (UIKit's `NSRectAlignment`): the engine's alignment,
/// whose cases carry UIKit's names. UIKit's `.none` is absent (a boundary item needs an edge).
public typealias NSRectAlignment = CompositionalRectAlignment

extension CompositionalRectAlignment {
    /// The edges of a boundary item's anchor (UIKit gives boundary items an anchor on these edges).
    var edges: NSDirectionalRectEdge {
        switch self {
        case .top: return .top
        case .topLeading: return [.top, .leading]
        case .leading: return .leading
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return .bottom
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return .trailing
        case .topTrailing: return [.top, .trailing]
        }
    }
}
