import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the container engine needs to know about a scroll view, and nothing more.
///
/// The headless ``Scroller`` satisfies it here; on Apple platforms `UIScrollView` satisfies it in
/// SwipeUIKit, so the engine's geometry code runs unchanged on both.
public protocol ScrollSurface {
  /// The visible size of the scroll view.
  var boundsSize: CGSize { get }
  /// The size of the content.
  var contentSize: CGSize { get }
  /// The content inset.
  var contentInset: Insets { get }
  /// The content offset, as `UIScrollView.contentOffset`.
  var contentOffset: CGPoint { get }
  /// Whether a finger is down on the scroll view.
  var isTracking: Bool { get }
  /// Whether a finger is dragging the content.
  var isDragging: Bool { get }
  /// Whether the content moves without a finger (deceleration, bounce, paging).
  var isDecelerating: Bool { get }
  /// Whether a `setContentOffset(_:animated: true)` animation runs (UIKit's
  /// `isScrollAnimating`, iOS 17.4 and later; false where the host cannot tell).
  var isScrollAnimating: Bool { get }
  /// Whether ``isScrollAnimating`` tells: false where the host cannot know that a view
  /// animates (UIKit before iOS 17.4). There, an offset change the container did not make, with
  /// no drag and no deceleration, is followed as the host's own motion until a
  /// layout pass at a later instant finds the view where it was (see
  /// ``SwipeContainer/hostedPage(inSlot:didChange:)``).
  var reportsScrollAnimation: Bool { get }
  /// The part of the scroll view's inset the system adds to ``contentInset`` (UIKit's
  /// `adjustedContentInset − contentInset`: the safe area, navigation and tab bars, as the view's
  /// `contentInsetAdjustmentBehavior` lets them in). The view scrolls by both; the container
  /// leaves this part to the system and writes only the rest.
  var systemInset: Insets { get }
  /// The part of the scroll view's scroll-indicator insets the system adds (UIKit: the
  /// ``systemInset`` while `automaticallyAdjustsScrollIndicatorInsets` is on, none when off).
  /// The container writes the rest, so that the indicator runs where the page is seen.
  var indicatorSystemInset: Insets { get }
}

extension ScrollSurface {
  /// False: the surface cannot tell.
  public var isScrollAnimating: Bool { false }
  /// True: a surface that does not say otherwise reports its animations.
  public var reportsScrollAnimation: Bool { true }
  /// None: a surface that does not say otherwise scrolls by its ``contentInset`` alone.
  public var systemInset: Insets { .zero }
  /// The ``systemInset``: a surface that does not say otherwise adjusts its indicators as its
  /// content.
  public var indicatorSystemInset: Insets { systemInset }
}
