import LayoutEngine

/// The `compositional` kind in specs (UIKit's UICollectionViewCompositionalLayout): each section
/// holds a `group` of items and nested groups sized by fractions, points or estimates, with
/// insets, spacing, orthogonal scrolling, boundary items (headers, footers) and decorations. The
/// keys mirror UIKit's names (`../shared/layouts/compositional.md`, "Spec keys"). The parsers live
/// beside this file: CompositionalSpecSizes (dimensions, insets, spacing, anchors),
/// CompositionalSpecGroups (items, groups, badges), CompositionalSpecSections (sections, boundary
/// and decoration items, the configuration); its built-in example is Examples/compositional.json.
public enum CompositionalSpec: KindSpec {
    /// The built-in example (`render --layout compositional`): an App Store-like page under a
    /// layout-level header: a paging carousel of featured cards scrolled across by 120, a grid of
    /// apps with badges on a section background under a pinned title, and a list of self-sizing
    /// rows whose measured heights replace their estimate.
    public static let example = BuiltInExample.compositional

    /// The engine's compositional layout (`CompositionalLayout`).
    public typealias Layout = CompositionalLayout
    /// The kind's summary in `LayoutKinds.all`.
    public static let summary =
        "groups of items sized by fractions, points or estimates; orthogonal sections, boundary items, badges, backgrounds (UICollectionViewCompositionalLayout)"
    /// Sections have boundary items instead of the common `header` (`boundarySupplementaryItems`).
    public static let supportsHeaders = false
    /// Sections have boundary items instead of the common `footer`.
    public static let supportsFooters = false

    /// The kind's keys read through the cascade: level, type, default and meaning (the
    /// `compositional` article's table). The section's own keys are `sectionKeys`.
    public static let parameters: [Parameter] =
        [
            Parameter(
                "interSectionSpacing", .layout, .length, default: 0,
                "space between consecutive sections, in points (not before the first or after the last, D19)"),
            Parameter(
                "contentInsetsReference", .layout,
                .choice(CompositionalContentInsetsReference.allCases.map(\.rawValue)),
                default: "automatic",
                "what sections' contentInsets are measured from: the safeAreaInsets or layoutMargins are added across the layout (R17); a section's own key wins"
            ),
            Parameter(
                "boundarySupplementaryItems", .layout, .objectList("compositional.boundaryItem"),
                "headers and footers of the whole layout (section -1): [{\"elementKind\", \"size\", \"alignment\", \"offset\", \"extendsBoundary\", \"pinToVisibleBounds\", \"zIndex\"}] (R15)"
            ),
        ]
        + ["width", "height"].map { side in
            Parameter(
                side, .item, .length,
                "the \(side) the self-sizing cell measured: replaces an estimated \(side), ignored on other dimensions (R8)"
            )
        }

    /// The top-level keys of the kind (R17): the device's insets a spec stands in for.
    public static let topLevelKeys = ["safeAreaInsets", "layoutMargins"]

    /// A section's keys beside `items` (`NSCollectionLayoutSection`'s properties): `group` is required.
    public static let sectionKeys = [
        "group", "interGroupSpacing", "contentInsets", "supplementariesFollowContentInsets", "contentInsetsReference",
        "orthogonalScrollingBehavior", "orthogonalOffset", "boundarySupplementaryItems", "decorationItems",
    ]

    /// The engine layout of a checked spec: `CompositionalLayout` of its model.
    /// - Throws: `SpecError` naming the key and the fix.
    public static func decode(_ doc: SpecDocument) throws(SpecError) -> any CollectionLayout {
        CompositionalLayout(try model(doc))
    }

    /// The engine's model of a checked spec of the kind: the configuration and every section.
    /// - Throws: `SpecError` naming the key (its JSON path) and the fix when a value cannot be used.
    public static func model(_ doc: SpecDocument) throws(SpecError) -> CompositionalLayoutModel {
        var sections: [CompositionalSection] = []
        sections.reserveCapacity(doc.sections.count)
        for s in doc.sections { sections.append(try section(s)) }
        return CompositionalLayoutModel(configuration: try configuration(doc), sections: sections)
    }

    /// The model with what the solver needs beside it: the container, the layout direction and
    /// the scroll position.
    /// - Throws: `SpecError` naming the key and the fix.
    public static func layout(_ doc: SpecDocument) throws(SpecError) -> CompositionalSpecLayout {
        CompositionalSpecLayout(
            model: try model(doc), containerSize: doc.container, layoutDirection: doc.layoutDirection,
            contentOffset: doc.contentOffset)
    }
}

/// A compositional spec as the engine takes it: the model and the container it is solved in.
public struct CompositionalSpecLayout: Hashable, Sendable {
    /// The layout's configuration and sections.
    public var model: CompositionalLayoutModel
    /// The collection view's size (`container`).
    public var containerSize: Size
    /// Left to right, or mirrored (`layoutDirection`, D23).
    public var layoutDirection: LayoutDirection
    /// The scroll position (`contentOffset`), for pinned boundary items and the visible elements.
    public var contentOffset: Point

    /// The layout solved by `CompositionalSolver`.
    /// - Parameter includesGuides: whether to keep every group frame and slot for diagrams.
    /// - Throws: `SpecError` with the engine's path and fix (a subitem that can never fit its group,
    ///   insets wider than the container, ...).
    public func solve(includesGuides: Bool = true) throws(SpecError) -> CompositionalSolution {
        do {
            return try CompositionalSolver.solve(
                model, containerSize: containerSize, layoutDirection: layoutDirection, includesGuides: includesGuides)
        } catch {
            throw SpecError(path: error.path, error.message)
        }
    }
}
