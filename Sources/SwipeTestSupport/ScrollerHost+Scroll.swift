import Foundation
import SwipeCore
import SwipeScenario

/// A running trackpad or wheel scroll on a ``ScrollerHost``.
struct ActiveScroll {
  /// Where the pointer was when it began.
  var start: CGPoint
  /// Whether its first movement has decided its owner.
  var isDecided = false
  /// The scroll view it moves, once decided; nil when none takes it.
  var owner: ScrollOwner?
}

/// The view a trackpad or wheel scroll moves.
enum ScrollOwner {
  case pager
  case page(slot: Int)
}

extension ScrollerHost {
  /// A step of a trackpad or wheel scroll, routed as UIKit routes scroll events
  /// (`ScrollEventSession`): no finger, no slop; the first movement's larger component decides
  /// the axis (vertical on a tie). A horizontal scroll goes to the pager; a vertical one to the
  /// page under the pointer when it can scroll, else to the current page, whose pan is on the
  /// container. The owner follows the translation and is released with the scroll's velocity.
  public func scroll(
    _ phase: TouchPhase, pointer: CGPoint, translation: CGPoint, time: TimeInterval
  ) {
    advance(to: time)
    switch phase {
    case .down:
      guard !isTouching, activeScroll == nil else { return }
      activeScroll = ActiveScroll(start: pointer)
      return
    case .move:
      guard var scroll = activeScroll else { return }
      let start = scroll.start
      if !scroll.isDecided {
        guard translation.x != 0 || translation.y != 0 else { return }
        let axis: Axis = abs(translation.x) > abs(translation.y) ? .horizontal : .vertical
        scroll.isDecided = true
        scroll.owner = scrollOwner(along: axis, at: start)
        activeScroll = scroll
        drive(scroll.owner) { scroller, report in
          scroller.touchDown(at: start, at: time, delegate: &report)
          scroller.beginScroll(along: axis, at: start, at: time, delegate: &report)
        }
      }
      let point = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
      drive(scroll.owner) { $0.touchMoved(to: point, at: time, delegate: &$1) }
    case .up, .cancel:
      guard let scroll = activeScroll else { return }
      drive(scroll.owner) { $0.touchUp(at: time, delegate: &$1) }
      activeScroll = nil
    }
    container.hostedLayout(at: time)
    endPass()
  }

  /// The innermost scroll view under `point` that can scroll along `axis`.
  func scrollOwner(along axis: Axis, at point: CGPoint) -> ScrollOwner? {
    switch axis {
    case .horizontal:
      return pager.canScroll ? .pager : nil
    case .vertical:
      let under = container.isInPageArea(point) ? container.loadedPage(under: point)?.slot : nil
      let slot = under.flatMap { pages[$0]?.canScroll == true ? $0 : nil } ?? currentSlot
      return slot.flatMap { pages[$0]?.canScroll == true ? .page(slot: $0) : nil }
    }
  }

  /// Runs `body` on the scroll's owner and reports it (a page's notifications are not the
  /// container's to hear, as for a finger).
  private func drive(_ owner: ScrollOwner?, _ body: (inout Scroller, inout PagerReport) -> Void) {
    switch owner {
    case .pager:
      drivePager(body)
    case .page(let slot):
      var ignored = PagerReport()
      drivePage(slot) { body(&$0, &ignored) }
    case nil:
      break
    }
  }
}
