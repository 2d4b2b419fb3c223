import SwipeCore

/// An edge of a container a supplementary anchors to (directional).
public enum LayoutEdge: String, Sendable, Hashable, CaseIterable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing
}

/// Where an anchored supplementary sits on its item or group, as `NSCollectionLayoutAnchor`.
public struct LayoutAnchor: Sendable, Hashable {
  /// The edges it touches (none: centred).
  public var edges: Set<LayoutEdge>
  /// Horizontal offset (points, or multiples of the supplementary's width).
  public var offsetX: Double
  /// Vertical offset (points, or multiples of the supplementary's height).
  public var offsetY: Double
  /// Whether the offset is in multiples of the supplementary's own size.
  public var isFractionalOffset: Bool

  /// An anchor.
  public init(
    edges: Set<LayoutEdge>, offsetX: Double = 0, offsetY: Double = 0, fractional: Bool = false
  ) {
    self.edges = edges
    self.offsetX = offsetX
    self.offsetY = offsetY
    isFractionalOffset = fractional
  }
}

/// A supplementary view anchored to an item or a group (a badge), as
/// `NSCollectionLayoutSupplementaryItem`. It never affects layout.
///
/// The container it is sized against and anchored to is the item's frame after the item's own
/// content insets, or the group's frame minus the group's content insets (UIKit's output: a
/// 20 × 60 supplementary anchored `trailing` with fractional offset (1, 0) in a full-width group
/// with a 20 pt trailing content inset sits at x = width − 20, flush against the inset).
public struct LayoutSupplementaryItem: Sendable, Hashable {
  /// The element kind (`badge`, …).
  public var kind: String
  /// Its size, resolved against the item or group it is anchored to (after content insets).
  public var size: LayoutSize
  /// Where it sits.
  public var anchor: LayoutAnchor
  /// Drawing order.
  public var zIndex: Int

  /// A supplementary.
  public init(kind: String, size: LayoutSize, anchor: LayoutAnchor, zIndex: Int = 1) {
    self.kind = kind
    self.size = size
    self.anchor = anchor
    self.zIndex = zIndex
  }
}

/// Where a section header or footer goes, as `NSRectAlignment`.
public enum BoundaryAlignment: String, Sendable, Hashable, CaseIterable {
  /// Before the content (vertical scrolling).
  case top
  /// After the content (vertical scrolling).
  case bottom
  /// Before the content (horizontal scrolling).
  case leading
  /// After the content (horizontal scrolling).
  case trailing
}

/// A section header or footer, as `NSCollectionLayoutBoundarySupplementaryItem`.
public struct LayoutBoundaryItem: Sendable, Hashable {
  /// The element kind (`header`, `footer`, …).
  public var kind: String
  /// Its size, resolved against the section (minus its insets when the section says so).
  public var size: LayoutSize
  /// Before or after the content.
  public var alignment: BoundaryAlignment
  /// Whether it stays in view while its section is visible.
  public var pinsToVisibleBounds: Bool
  /// Whether it adds space to the section (else it overlaps the content's edge).
  public var extendsBoundary: Bool

  /// A boundary supplementary.
  public init(
    kind: String, size: LayoutSize, alignment: BoundaryAlignment, pinsToVisibleBounds: Bool = false,
    extendsBoundary: Bool = true
  ) {
    self.kind = kind
    self.size = size
    self.alignment = alignment
    self.pinsToVisibleBounds = pinsToVisibleBounds
    self.extendsBoundary = extendsBoundary
  }
}

/// A decoration drawn below a section's cells (its background), as
/// `NSCollectionLayoutDecorationItem.background`. It covers the whole section frame — headers,
/// footers and content insets included — inset by its own ``contentInsets``.
public struct LayoutDecorationItem: Sendable, Hashable {
  /// The element kind (`background`, …).
  public var kind: String
  /// Insets from the section frame.
  public var contentInsets: DirectionalInsets

  /// A background decoration.
  public init(kind: String = "background", contentInsets: DirectionalInsets = .zero) {
    self.kind = kind
    self.contentInsets = contentInsets
  }
}

/// A cell in a group, as `NSCollectionLayoutItem`.
public struct LayoutItem: Sendable, Hashable {
  /// Its size against the group's content.
  public var size: LayoutSize
  /// Insets that shrink the final frame (never moving siblings).
  public var contentInsets: DirectionalInsets
  /// Spacing outside its frame.
  public var edgeSpacing: LayoutEdgeSpacing
  /// Badges and other anchored supplementaries.
  public var supplementaryItems: [LayoutSupplementaryItem]

  /// An item.
  public init(
    size: LayoutSize, contentInsets: DirectionalInsets = .zero,
    edgeSpacing: LayoutEdgeSpacing = LayoutEdgeSpacing(),
    supplementaryItems: [LayoutSupplementaryItem] = []
  ) {
    self.size = size
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
    self.supplementaryItems = supplementaryItems
  }
}
