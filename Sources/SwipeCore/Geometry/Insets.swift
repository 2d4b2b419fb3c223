import Foundation

/// Distances inside the edges of a rectangle, as `UIEdgeInsets` (which is not available off
/// Apple platforms).
public struct Insets: Sendable, Equatable {
  /// The inset at the top edge.
  public var top: Double
  /// The inset at the left edge.
  public var left: Double
  /// The inset at the bottom edge.
  public var bottom: Double
  /// The inset at the right edge.
  public var right: Double

  /// Creates insets from the four edges.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = Insets()

  /// The same insets with every non-finite edge replaced by 0.
  ///
  /// Negative insets stay: UIKit allows them (content that starts under the top edge).
  public var sanitized: Insets {
    Insets(
      top: top.finiteOrZero, left: left.finiteOrZero, bottom: bottom.finiteOrZero,
      right: right.finiteOrZero)
  }

  /// The same insets with every edge that is not a valid length (negative or non-finite)
  /// replaced by 0: the documented clamp for areas such as a safe area.
  public var validLengths: Insets {
    Insets(
      top: top.validLength, left: left.validLength, bottom: bottom.validLength,
      right: right.validLength)
  }

  /// The top and bottom edges alone (left and right 0).
  public var topAndBottom: Insets { Insets(top: top, bottom: bottom) }

  /// The edges of `self` minus those of `other`.
  public func subtracting(_ other: Insets) -> Insets {
    Insets(
      top: top - other.top, left: left - other.left, bottom: bottom - other.bottom,
      right: right - other.right)
  }
}

extension Double {
  /// The value when finite, else 0.
  @inlinable
  package var finiteOrZero: Double { isFinite ? self : 0 }

  /// The value when finite and positive, else 0: the documented clamp for sizes.
  @usableFromInline
  package var validLength: Double { isFinite && self > 0 ? self : 0 }
}
