import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A group of items and nested groups, as `NSCollectionLayoutGroup`.
///
/// A horizontal or vertical group places its ``subitems`` in order along its axis at their own
/// sizes and repeats the list while the next one fits. With ``count`` it makes exactly that many
/// equal slots instead, whatever the one subitem asks for. A custom group places one item at
/// each of its frames.
///
/// Where UIKit's documentation is silent, this engine decides:
/// - in a `count` group the slots are exact, so edge spacing along the group's axis is ignored
///   (across it, it still aligns);
/// - a group whose length along its axis is estimated places its subitems once, without
///   repeating, and takes their length;
/// - a repeating group stops after a full cycle of subitems that adds no length (zero-length
///   subitems would otherwise repeat forever), and never makes more than 100,000 slots;
/// - a fraction of a dimension the group estimates is an error: it has nothing to resolve
///   against.
///
/// ```swift
/// let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
/// let row = LayoutGroup.horizontal(
///   size: LayoutSize(width: .fractionalWidth(1), height: .absolute(76.75)),
///   repeating: item, count: 4)
/// ```
public struct LayoutGroup: Sendable, Equatable {
  /// How a group arranges its subitems.
  public enum Arrangement: Sendable, Equatable {
    /// Left to right (leading to trailing).
    case horizontal
    /// Top to bottom.
    case vertical
    /// One item per frame, relative to the group (leading-based: mirrored in right-to-left).
    case custom(frames: [CGRect])
  }

  /// An element of a group: an item or a nested group.
  public indirect enum Subitem: Sendable, Equatable {
    /// A cell.
    case item(LayoutItem)
    /// A nested group.
    case group(LayoutGroup)

    /// The subitem's size.
    public var size: LayoutSize {
      switch self {
      case .item(let item): item.size
      case .group(let group): group.size
      }
    }

    var edgeSpacing: LayoutEdgeSpacing {
      switch self {
      case .item(let item): item.edgeSpacing
      case .group(let group): group.edgeSpacing
      }
    }
  }

  /// Horizontal, vertical or custom.
  public var arrangement: Arrangement
  /// The group's size against its container.
  public var size: LayoutSize
  /// What it places (one subitem for a ``count`` group; ignored by custom groups).
  public var subitems: [Subitem]
  /// Exactly this many equal slots along the axis (nil: subitems at their own sizes).
  public var count: Int?
  /// Space between neighbouring subitems along the axis.
  public var interItemSpacing: LayoutSpacing?
  /// Insets that shrink the space the subitems are laid out in.
  public var contentInsets: DirectionalInsets
  /// Spacing outside the group's frame when it is nested.
  public var edgeSpacing: LayoutEdgeSpacing
  /// Supplementaries anchored to the group.
  public var supplementaryItems: [LayoutSupplementaryItem]

  /// A group; prefer the ``horizontal(size:subitems:)``-style factories.
  public init(
    arrangement: Arrangement, size: LayoutSize, subitems: [Subitem], count: Int? = nil,
    interItemSpacing: LayoutSpacing? = nil, contentInsets: DirectionalInsets = .zero,
    edgeSpacing: LayoutEdgeSpacing = LayoutEdgeSpacing(),
    supplementaryItems: [LayoutSupplementaryItem] = []
  ) {
    self.arrangement = arrangement
    self.size = size
    self.subitems = subitems
    self.count = count
    self.interItemSpacing = interItemSpacing
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
    self.supplementaryItems = supplementaryItems
  }

  /// A horizontal group repeating `subitems` while they fit.
  public static func horizontal(size: LayoutSize, subitems: [Subitem]) -> LayoutGroup {
    LayoutGroup(arrangement: .horizontal, size: size, subitems: subitems)
  }

  /// A horizontal group of exactly `count` equal slots of `item`.
  public static func horizontal(size: LayoutSize, repeating item: Subitem, count: Int)
    -> LayoutGroup
  {
    LayoutGroup(arrangement: .horizontal, size: size, subitems: [item], count: count)
  }

  /// A vertical group repeating `subitems` while they fit.
  public static func vertical(size: LayoutSize, subitems: [Subitem]) -> LayoutGroup {
    LayoutGroup(arrangement: .vertical, size: size, subitems: subitems)
  }

  /// A vertical group of exactly `count` equal slots of `item`.
  public static func vertical(size: LayoutSize, repeating item: Subitem, count: Int)
    -> LayoutGroup
  {
    LayoutGroup(arrangement: .vertical, size: size, subitems: [item], count: count)
  }

  /// A group placing one item at each of `frames` (relative to the group).
  public static func custom(size: LayoutSize, frames: [CGRect]) -> LayoutGroup {
    LayoutGroup(arrangement: .custom(frames: frames), size: size, subitems: [])
  }
}

extension LayoutGroup.Subitem {
  /// An item subitem.
  public static func item(
    size: LayoutSize, contentInsets: DirectionalInsets = .zero,
    edgeSpacing: LayoutEdgeSpacing = LayoutEdgeSpacing(),
    supplementaryItems: [LayoutSupplementaryItem] = []
  ) -> LayoutGroup.Subitem {
    .item(
      LayoutItem(
        size: size, contentInsets: contentInsets, edgeSpacing: edgeSpacing,
        supplementaryItems: supplementaryItems))
  }
}
