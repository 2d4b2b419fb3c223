import SwipeCore

/// One dimension of a compositional size, as `NSCollectionLayoutDimension`.
///
/// Never negative (UIKit rejects negative sizes). A length, or what a fraction resolves to, is
/// at most 10¹² pt (`InputLimits.maximumMagnitude`); a layout past it is an error.
public enum LayoutDimension: Sendable, Hashable {
  /// A fraction of the container's width.
  case fractionalWidth(Double)
  /// A fraction of the container's height.
  case fractionalHeight(Double)
  /// A fixed length in points.
  case absolute(Double)
  /// A first guess in points, replaced by the measured length once supplied.
  case estimated(Double)

  /// Whether the dimension is a guess.
  public var isEstimated: Bool {
    if case .estimated = self { return true }
    return false
  }

  /// The length against a container of `width` × `height`.
  func resolve(width: Double, height: Double) -> Double {
    switch self {
    case .fractionalWidth(let fraction): width * fraction
    case .fractionalHeight(let fraction): height * fraction
    case .absolute(let length), .estimated(let length): length
    }
  }
}

/// A width and a height, as `NSCollectionLayoutSize`.
public struct LayoutSize: Sendable, Hashable {
  /// The width.
  public var width: LayoutDimension
  /// The height.
  public var height: LayoutDimension

  /// A size.
  public init(width: LayoutDimension, height: LayoutDimension) {
    self.width = width
    self.height = height
  }
}

/// Space between items, as `NSCollectionLayoutSpacing`: an amount of space, so never negative
/// (at most 10¹² pt).
public enum LayoutSpacing: Sendable, Hashable {
  /// Exactly this much.
  case fixed(Double)
  /// At least this much; leftover space is shared.
  case flexible(Double)

  /// The minimum length.
  public var minimum: Double {
    switch self {
    case .fixed(let value), .flexible(let value): value
    }
  }

  /// Whether leftover space may grow it.
  public var isFlexible: Bool {
    if case .flexible = self { return true }
    return false
  }
}

/// Spacing outside an item's edges, as `NSCollectionLayoutEdgeSpacing` (directional).
public struct LayoutEdgeSpacing: Sendable, Hashable {
  /// Before the item along x (the right side in right-to-left).
  public var leading: LayoutSpacing?
  /// Above the item.
  public var top: LayoutSpacing?
  /// After the item along x.
  public var trailing: LayoutSpacing?
  /// Below the item.
  public var bottom: LayoutSpacing?

  /// Edge spacing; nil edges have none.
  public init(
    leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
    bottom: LayoutSpacing? = nil
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}

/// Insets with directional leading and trailing edges, as `NSDirectionalEdgeInsets`. Negative
/// insets are legal (content bleeds past its container, as UIKit allows); each edge is at most
/// 10¹² pt in magnitude.
public struct DirectionalInsets: Sendable, Hashable {
  /// The top inset.
  public var top: Double
  /// The leading inset.
  public var leading: Double
  /// The bottom inset.
  public var bottom: Double
  /// The trailing inset.
  public var trailing: Double

  /// Insets.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// All zero.
  public static let zero = DirectionalInsets()
  /// The same inset on every edge.
  public static func all(_ value: Double) -> DirectionalInsets {
    DirectionalInsets(top: value, leading: value, bottom: value, trailing: value)
  }
}
