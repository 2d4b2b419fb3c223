import Foundation

/// The page whose drag the container's own finger began (a drag that started on the header or
/// the bar, or, headless, any drag), until it stops moving.
struct DrivenPage {
  var slot: Int
  /// Its `willBeginDecelerating` went out and its `didEndDecelerating` has not.
  var decelerating = false
}

/// What one touch call told the page it moved: the notifications a host passes to the page's
/// own delegate, in the order UIKit sends them. Fixed fields, so recording allocates nothing.
struct PageMotionRecorder: ScrollerDelegate {
  var beganDragging = false
  var endedDragging: Bool?
  var beganDecelerating = false

  mutating func scroller(didEmit event: ScrollerEvent) {
    switch event {
    case .willBeginDragging: beganDragging = true
    case .didEndDragging(let willDecelerate): endedDragging = willDecelerate
    case .willBeginDecelerating: beganDecelerating = true
    // The end of a deceleration is sent once the page has stopped, whoever stopped it
    // (``SwipeContainer/finishDrivenPageMotion()``).
    case .didScroll, .didEndDecelerating, .didEndScrollingAnimation: break
    }
  }
}

extension SwipeContainer {
  // MARK: - The page's own notifications for motion the container drives

  /// Runs a touch call on the page at `position` for the container's own finger, and sends
  /// what it did to the page as ``SwipeContainerEvent/pageMotion(page:_:)``: UIKit's pan never
  /// ran on that page, so its delegate hears of the drag only through the host.
  func drivePage(
    at position: Int, _ body: (inout Scroller, inout PageMotionRecorder) -> Void
  ) {
    var recorder = PageMotionRecorder()
    body(&loadedPages[position].scroller, &recorder)
    let slot = loadedPages[position].slot
    let index = loadedPages[position].index
    if recorder.beganDragging {
      finishDrivenPageMotion()
      drivenPage = DrivenPage(slot: slot)
      queue.events.append(.pageMotion(page: index, .willBeginDragging))
    }
    guard drivenPage?.slot == slot else { return }
    if let willDecelerate = recorder.endedDragging {
      queue.events.append(.pageMotion(page: index, .didEndDragging(willDecelerate: willDecelerate)))
    }
    if recorder.beganDecelerating {
      drivenPage?.decelerating = true
      queue.events.append(.pageMotion(page: index, .willBeginDecelerating))
    }
  }

  /// Ends what the container drove on a page once that page is still: a deceleration it
  /// released (a header fling) ends with `didEndDecelerating` whether it ran out, a finger
  /// stopped it, or a page change or a call did. A page that left the loaded set ends silently.
  func finishDrivenPageMotion() {
    guard let driven = drivenPage else { return }
    guard let position = loadedPages.firstIndex(where: { $0.slot == driven.slot }) else {
      drivenPage = nil
      return
    }
    let scroller = loadedPages[position].scroller
    if driven.decelerating, !scroller.isDecelerating {
      drivenPage?.decelerating = false
      queue.events.append(.pageMotion(page: loadedPages[position].index, .didEndDecelerating))
    }
    if !scroller.isDragging, !scroller.isDecelerating, touch?.slot != driven.slot {
      drivenPage = nil
    }
  }
}
