import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A `scroller` scene: one scroll view filling the viewport.
public struct ScrollerScene: Sendable, Equatable {
  /// The scene's key in a scenario file.
  public static let key = "scroller"

  /// The scrolling axis.
  public var axis: Axis = .vertical
  /// The content size.
  public var contentSize: CGSize
  /// The content inset (an optional extension of the format: `contentInset`).
  public var contentInset: Insets = .zero
  /// The starting offset along the axis.
  public var initialOffset: Double = 0
  /// `isPagingEnabled`.
  public var pagingEnabled = false
  /// The deceleration rate.
  public var decelerationRate: DecelerationRate = .normal
  /// `bounces`.
  public var bounces = true
  /// `alwaysBounceVertical`/`Horizontal` (optional extension: `alwaysBounce`).
  public var alwaysBounce = false

  /// Creates a scene.
  public init(axis: Axis = .vertical, contentSize: CGSize) {
    self.axis = axis
    self.contentSize = contentSize
  }

  /// The scroller this scene describes, filling `viewport`.
  public func makeScroller(viewport: CGSize) -> Scroller {
    var scroller = Scroller(
      axis: axis, boundsSize: viewport, contentSize: contentSize, contentInset: contentInset,
      offset: initialOffset)
    scroller.isPagingEnabled = pagingEnabled
    scroller.decelerationRate = decelerationRate
    scroller.bounces = bounces
    scroller.alwaysBounce = alwaysBounce
    return scroller
  }
}
