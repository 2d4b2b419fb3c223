import SwipeCore

/// Hears a ``CompositionalCollection``: the list's notifications as a `ScrollerDelegate`, and
/// each orthogonal row's tagged with its section.
///
/// Rows snap by their section's own rule, so a row's release is reported, not negotiated: the
/// delegate sees the target but cannot move it (UIKit keeps its orthogonal scroll views private
/// too). Both requirements have default implementations that hand the row's notification to the
/// `ScrollerDelegate` methods, as if the list had sent it.
public protocol CompositionalCollectionDelegate: ScrollerDelegate {
  /// A notification from the row of `section` (every one except `willEndDragging`).
  mutating func orthogonalSection(_ section: Int, didEmit event: ScrollerEvent)

  /// The finger lifted after dragging the row of `section`, which will settle at
  /// `targetOffset` (logical, from the row's leading edge).
  ///
  /// - Parameters:
  ///   - section: The section whose row was dragged.
  ///   - scroller: The row's scroller as the finger lifts.
  ///   - velocity: The release velocity in logical points per second.
  ///   - targetOffset: Where the row will settle; the row's own rule chose it.
  mutating func orthogonalSection(
    _ section: Int, willEndDragging scroller: Scroller, velocity: Double, targetOffset: Double)
}

extension CompositionalCollectionDelegate {
  /// Hands the notification to `ScrollerDelegate.scroller(didEmit:)`.
  public mutating func orthogonalSection(_ section: Int, didEmit event: ScrollerEvent) {
    scroller(didEmit: event)
  }

  /// Hands the release to `ScrollerDelegate.scrollerWillEndDragging(_:velocity:targetOffset:)`
  /// (a change to the target is ignored).
  public mutating func orthogonalSection(
    _ section: Int, willEndDragging scroller: Scroller, velocity: Double, targetOffset: Double
  ) {
    var target = targetOffset
    scrollerWillEndDragging(scroller, velocity: velocity, targetOffset: &target)
  }
}

extension IgnoringScrollerDelegate: CompositionalCollectionDelegate {}

/// Forwards a row's notifications to the collection's delegate with the row's section; the
/// delegate is reached through a pointer valid for one call.
struct OrthogonalSectionDelegate<Outer: CompositionalCollectionDelegate>: ScrollerDelegate {
  let outer: UnsafeMutablePointer<Outer>
  let section: Int

  mutating func scroller(didEmit event: ScrollerEvent) {
    outer.pointee.orthogonalSection(section, didEmit: event)
  }

  mutating func scrollerWillEndDragging(
    _ scroller: Scroller, velocity: Double, targetOffset: inout Double
  ) {
    outer.pointee.orthogonalSection(
      section, willEndDragging: scroller, velocity: velocity, targetOffset: targetOffset)
  }
}
