/// Receives a ``Scroller``'s notifications, as `UIScrollViewDelegate`.
///
/// Scroller methods take the delegate `inout` and generic, so notifying costs no allocation and
/// a delegate cannot re-enter the scroller while it is mid-update. Both requirements have empty
/// default implementations.
///
/// The larger of those methods are marked `@_semantics("optimize.sil.specialize.generic.never")`:
/// they are compiled once, calling the delegate through its witness table, instead of once per
/// delegate type. That is 25 KB less in an app that links SwipeUIKit (`make ios-link`), and no
/// change in `swipe bench`'s per-frame figures.
///
/// Unlike `UIScrollViewDelegate`, the frequent notifications do not carry the scroller: it is
/// mid-update, and handing a copy of it to every `didScroll` would cost a large copy per frame.
/// Read the scroller's state after the call that produced the notification returns.
public protocol ScrollerDelegate {
  /// Called for every notification except `willEndDragging`.
  mutating func scroller(didEmit event: ScrollerEvent)

  /// Called when the finger lifts after a drag, before `didEndDragging`.
  ///
  /// - Parameters:
  ///   - scroller: The scroller as the finger lifts.
  ///   - velocity: The release velocity in points per second, positive when the offset grows.
  ///     (UIKit reports points per millisecond; the UIKit adapter converts.)
  ///   - targetOffset: Where the motion will end. Change it and the motion ends exactly at the
  ///     new value (clamped to the scrollable range).
  mutating func scrollerWillEndDragging(
    _ scroller: Scroller, velocity: Double, targetOffset: inout Double)

  /// Called when a finger that did not drag lifts (or is cancelled) from a scroller that snaps
  /// (``Scroller/isPagingEnabled``, or ``Scroller/targetMotion`` `.spring`), before the view
  /// settles from where the touch stopped it.
  ///
  /// A touch that catches a snapping motion stops it between two anchors; without this call the
  /// view would rest there. The view travels to `targetOffset` on the paging spring (from rest),
  /// so it always ends on an anchor (DESIGN.md §4).
  ///
  /// - Parameters:
  ///   - scroller: The scroller as the finger lifts.
  ///   - targetOffset: Where the view settles: the nearest page with paging, else the current
  ///     offset clamped to the range. Change it to the owner's nearest anchor (clamped to the
  ///     scrollable range).
  mutating func scrollerWillSettle(_ scroller: Scroller, targetOffset: inout Double)
}

extension ScrollerDelegate {
  /// Ignores the notification.
  public mutating func scroller(didEmit event: ScrollerEvent) {}

  /// Keeps the proposed target.
  public mutating func scrollerWillEndDragging(
    _ scroller: Scroller, velocity: Double, targetOffset: inout Double
  ) {}

  /// Keeps the proposed target.
  public mutating func scrollerWillSettle(_ scroller: Scroller, targetOffset: inout Double) {}
}

/// A delegate that ignores every notification.
public struct IgnoringScrollerDelegate: ScrollerDelegate {
  /// Creates the delegate.
  public init() {}
}
