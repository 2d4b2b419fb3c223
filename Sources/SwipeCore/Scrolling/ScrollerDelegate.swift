/// Receives a ``Scroller``'s notifications, as `UIScrollViewDelegate`.
///
/// Scroller methods take the delegate `inout` and generic, so notifying costs no allocation and
/// a delegate cannot re-enter the scroller while it is mid-update. Both requirements have empty
/// default implementations.
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
  ///   - velocity: The release velocity in points per second, positive when the offset grows.
  ///     (UIKit reports points per millisecond; the UIKit adapter converts.)
  ///   - targetOffset: Where the motion will end. Change it and the motion ends exactly at the
  ///     new value (clamped to the scrollable range).
  mutating func scrollerWillEndDragging(
    _ scroller: Scroller, velocity: Double, targetOffset: inout Double)
}

extension ScrollerDelegate {
  /// Ignores the notification.
  public mutating func scroller(didEmit event: ScrollerEvent) {}

  /// Keeps the proposed target.
  public mutating func scrollerWillEndDragging(
    _ scroller: Scroller, velocity: Double, targetOffset: inout Double
  ) {}
}

/// A delegate that ignores every notification.
public struct IgnoringScrollerDelegate: ScrollerDelegate {
  /// Creates the delegate.
  public init() {}
}
