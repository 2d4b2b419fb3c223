import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One positioned element of a ``CompositionalLayout``: a cell, a supplementary (header, footer,
/// badge, group supplementary) or a decoration (background), as
/// `UICollectionViewLayoutAttributes` minus UIKit.
public struct CompositionalElement: Sendable, Equatable {
  /// What the element is.
  public enum Category: String, Sendable, Hashable, CaseIterable {
    /// A cell.
    case cell
    /// A supplementary view.
    case supplementary
    /// A decoration view.
    case decoration
  }

  /// Cell, supplementary or decoration.
  public var category: Category
  /// The element kind: `cell` for cells, else the supplementary's or decoration's kind.
  public var kind: String
  /// The section index.
  public var section: Int
  /// The cell's index; for a badge its item's, for a group supplementary its group's first
  /// item's; nil for headers, footers and decorations.
  public var item: Int?
  /// For cells the item index; else the element's position in the layout's list of
  /// supplementaries (or decorations), as the `swipe layout` output numbers them.
  public var index: Int
  /// The frame in content coordinates.
  public var frame: CGRect
  /// Drawing order (decorations below cells; supplementaries as their items say).
  public var zIndex: Int
  /// Opacity set by a visible-items handler.
  public var alpha: Double = 1
  /// Transform set by a visible-items handler, about the frame's centre.
  public var transform = LayoutTransform.identity
  /// Whether a visible-items handler hid it.
  public var isHidden = false

  /// An element.
  public init(
    category: Category, kind: String, section: Int, item: Int?, index: Int, frame: CGRect,
    zIndex: Int
  ) {
    self.category = category
    self.kind = kind
    self.section = section
    self.item = item
    self.index = index
    self.frame = frame
    self.zIndex = zIndex
  }
}

extension CompositionalElement: Hashable {
  /// Hashes what the element is (category, kind, section, item and index). Equal elements share
  /// these, so they hash alike; the frame and the visible-items handler's changes are left out
  /// because `CGRect` is `Hashable` only from iOS 18.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(category)
    hasher.combine(kind)
    hasher.combine(section)
    hasher.combine(item)
    hasher.combine(index)
  }
}
