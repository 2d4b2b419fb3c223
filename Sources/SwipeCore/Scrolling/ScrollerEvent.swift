/// The notifications of a ``Scroller``, one per `UIScrollViewDelegate` method, in UIKit's order.
///
/// `willEndDragging` reaches a delegate through
/// ``ScrollerDelegate/scrollerWillEndDragging(_:velocity:targetOffset:)`` instead, because the
/// delegate may change the target.
public enum ScrollerEvent: Sendable, Equatable {
  /// The offset changed (at most once per call).
  case didScroll
  /// A drag began after the touch slop.
  case willBeginDragging
  /// The finger lifted; `willDecelerate` tells whether a motion follows.
  case didEndDragging(willDecelerate: Bool)
  /// A deceleration, bounce or paging motion begins.
  case willBeginDecelerating
  /// That motion ended, by itself or because a finger or a call stopped it.
  case didEndDecelerating
  /// A `setContentOffset(_:animated: true)` animation reached its target.
  case didEndScrollingAnimation

  /// The `UIScrollViewDelegate`-style name used in scenario output.
  public var name: String {
    switch self {
    case .didScroll: "didScroll"
    case .willBeginDragging: "willBeginDragging"
    case .didEndDragging: "didEndDragging"
    case .willBeginDecelerating: "willBeginDecelerating"
    case .didEndDecelerating: "didEndDecelerating"
    case .didEndScrollingAnimation: "didEndScrollingAnimation"
    }
  }
}
