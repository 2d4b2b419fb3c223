#if os(Linux)
  import Foundation
  import SwipeCore

  /// The scrollers' delegate: queues their events for the scroll view to deliver once the
  /// scroller call has returned (so a delegate reading or setting `contentOffset` never meets a
  /// scroller in the middle of a mutation), and answers `scrollerWillEndDragging` at once,
  /// because the target must come back before the motion starts (delivering what it queued
  /// before, so that the delegate hears of a drag before its end).
  ///
  /// Holds the scroll view weakly: no cycle between a view and its scrollers' delegate.
  struct ScrollEventQueue: ScrollerDelegate {
    let axis: Axis
    weak var view: UIScrollView?
    var events: [ScrollerEvent] = []

    init(axis: Axis, view: UIScrollView) {
      self.axis = axis
      self.view = view
    }

    mutating func scroller(didEmit event: ScrollerEvent) {
      events.append(event)
    }

    mutating func scrollerWillEndDragging(
      _ scroller: Scroller, velocity: Double, targetOffset: inout Double
    ) {
      guard let view else { return }
      let target = view
      let axis = axis
      let proposed = targetOffset
      // A fling begins its drag in the same scroller call: `willBeginDragging` goes out before
      // the delegate is asked for the target.
      let pending = events
      events = []
      targetOffset = MainActor.assumeIsolated {
        target.deliver(pending, axis: axis)
        return target.willEndDragging(axis: axis, velocity: velocity, target: proposed)
      }
    }
  }
#endif
