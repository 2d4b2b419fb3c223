import Foundation
import SwipeCore

/// Factories for the values tests use most, with defaulted parameters.
public enum Fixtures {
  /// The iPhone-sized viewport of the scenario examples: 390 × 844.
  public static let phoneViewport = CGSize(width: 390, height: 844)

  /// A scroller of `contentLength` points along `axis` in a `viewport`, at `offset`.
  public static func scroller(
    axis: Axis = .vertical, contentLength: Double = 5000, viewport: CGSize = phoneViewport,
    inset: Insets = .zero, offset: Double? = nil, paging: Bool = false,
    rate: DecelerationRate = .normal, bounces: Bool = true, alwaysBounce: Bool = false
  ) -> Scroller {
    let content =
      axis == .vertical
      ? CGSize(width: viewport.width, height: contentLength)
      : CGSize(width: contentLength, height: viewport.height)
    var scroller = Scroller(
      axis: axis, boundsSize: viewport, contentSize: content, contentInset: inset, offset: offset)
    scroller.isPagingEnabled = paging
    scroller.decelerationRate = rate
    scroller.bounces = bounces
    scroller.alwaysBounce = alwaysBounce
    return scroller
  }
}
