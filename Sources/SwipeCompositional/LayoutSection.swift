import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How an orthogonally scrolling section scrolls across the layout's axis, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: String, Sendable, Hashable, CaseIterable {
  /// Not scrollable: groups follow one another along the layout's axis.
  case none
  /// Scrolls and decelerates freely.
  case continuous
  /// Decelerates, then rests with a group's leading edge at the section's leading inset.
  case continuousGroupLeadingBoundary
  /// Pages of the collection view's width.
  case paging
  /// At most one group per swipe, resting with the group's leading edge at the leading inset.
  case groupPaging
  /// At most one group per swipe, resting with the group centred; the content is padded at
  /// both ends so the first and last groups centre too.
  case groupPagingCentered

  /// Whether the section scrolls on its own.
  public var isOrthogonal: Bool { self != .none }
}

/// The container a section provider sees, as `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Sendable, Equatable {
  /// The collection view's size.
  public var containerSize: CGSize
  /// Which way leading points.
  public var layoutDirection: LayoutDirection

  /// An environment.
  public init(containerSize: CGSize, layoutDirection: LayoutDirection = .leftToRight) {
    self.containerSize = containerSize
    self.layoutDirection = layoutDirection
  }
}

/// An item the visible-items handler may restyle, as `NSCollectionLayoutVisibleItem`. Changes
/// apply to what is drawn and never feed back into the layout.
public struct VisibleLayoutItem: Sendable, Equatable {
  /// The item's section.
  public let section: Int
  /// The item's index.
  public let item: Int
  /// Its frame in content coordinates (orthogonal offset applied).
  public let frame: CGRect
  /// Opacity, 0…1.
  public var alpha: Double
  /// Drawing order.
  public var zIndex: Int
  /// A transform about the frame's centre.
  public var transform: LayoutTransform
  /// Whether it is hidden.
  public var isHidden: Bool
}

/// Receives a section's visible items before they are drawn, with the section's scroll offset
/// (for an orthogonal section its logical offset from the leading edge, also in right-to-left
/// layouts; else the layout's content offset) and the environment, as
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias VisibleItemsHandler =
  @Sendable (
    _ items: inout [VisibleLayoutItem], _ offset: CGPoint, _ environment: LayoutEnvironment
  )
  -> Void

/// A section: one group repeated for its items, with insets, headers and footers, backgrounds
/// and an optional orthogonal scroll, as `NSCollectionLayoutSection`.
public struct LayoutSection: Sendable {
  /// The group repeated for the section's items.
  public var group: LayoutGroup
  /// Space around everything the section lays out (negative values are legal, as in UIKit).
  public var contentInsets: DirectionalInsets
  /// Space between repeated groups (not after the last); negative values overlap the groups,
  /// as UIKit allows. At most 10¹² pt in magnitude.
  public var interGroupSpacing: Double
  /// Whether and how the section scrolls across the layout's axis.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
  /// Whether headers and footers are inset like the content (the default).
  public var supplementariesFollowContentInsets: Bool
  /// Headers and footers.
  public var boundarySupplementaryItems: [LayoutBoundaryItem]
  /// Backgrounds.
  public var decorationItems: [LayoutDecorationItem]
  /// Restyles visible items per frame (never feeds back into the layout).
  public var visibleItemsInvalidationHandler: VisibleItemsHandler?

  /// A section.
  public init(
    group: LayoutGroup, contentInsets: DirectionalInsets = .zero, interGroupSpacing: Double = 0,
    orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
    supplementariesFollowContentInsets: Bool = true,
    boundarySupplementaryItems: [LayoutBoundaryItem] = [],
    decorationItems: [LayoutDecorationItem] = [],
    visibleItemsInvalidationHandler: VisibleItemsHandler? = nil
  ) {
    self.group = group
    self.contentInsets = contentInsets
    self.interGroupSpacing = interGroupSpacing
    self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    self.boundarySupplementaryItems = boundarySupplementaryItems
    self.decorationItems = decorationItems
    self.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
  }
}

/// Layout-wide settings, as `UICollectionViewCompositionalLayoutConfiguration`.
public struct CompositionalLayoutConfiguration: Sendable, Hashable {
  /// Space between sections (not before the first or after the last); negative values overlap
  /// the sections, as UIKit allows. At most 10¹² pt in magnitude.
  public var interSectionSpacing: Double
  /// The axis the whole layout scrolls along.
  public var scrollDirection: Axis
  /// Which way leading points: right-to-left mirrors every directional edge.
  public var layoutDirection: LayoutDirection

  /// A configuration.
  public init(
    interSectionSpacing: Double = 0, scrollDirection: Axis = .vertical,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.interSectionSpacing = interSectionSpacing
    self.scrollDirection = scrollDirection
    self.layoutDirection = layoutDirection
  }
}

/// A 2-D affine transform (`CGAffineTransform` without CoreGraphics):
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct LayoutTransform: Sendable, Hashable {
  /// Matrix entries.
  public var a, b, c, d, tx, ty: Double

  /// A transform from its entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// No change.
  public static let identity = LayoutTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A scale.
  public init(scaleX: Double, y: Double) {
    self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A translation.
  public init(translationX: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y)
  }

  /// Whether it changes nothing.
  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `other`.
  public func concatenating(_ other: LayoutTransform) -> LayoutTransform {
    LayoutTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// `frame` transformed about its centre, as UIKit draws a view with this transform: the
  /// bounding box of the transformed rectangle.
  public func applied(toFrameAboutCenter frame: CGRect) -> CGRect {
    let centerX = Double(frame.midX)
    let centerY = Double(frame.midY)
    let halfWidth = Double(frame.width) / 2
    let halfHeight = Double(frame.height) / 2
    let spanX = abs(a) * halfWidth + abs(c) * halfHeight
    let spanY = abs(b) * halfWidth + abs(d) * halfHeight
    return CGRect(
      x: centerX + tx - spanX, y: centerY + ty - spanY, width: 2 * spanX, height: 2 * spanY)
  }
}
