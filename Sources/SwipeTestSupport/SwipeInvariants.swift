import Foundation
import SwipeCore

/// The container's frame invariants (DESIGN.md §6), checked by the randomized and scenario tests.
public enum SwipeInvariants {
  /// Every violated invariant, as readable lines (empty when all hold).
  public static func problems(in container: SwipeContainer) -> [String] {
    var problems: [String] = []
    let count = container.pageCount
    let h = container.resolvedHeaderHeight
    let t = container.topInset
    let s = container.currentScroll
    // With the refresh control below the bar, a refreshable page's pull leaves the header alone.
    let chrome =
      container.refreshPlacement == .belowBar && count > 0
        && container.refreshHeader(pageAt: container.currentIndex) != nil
      ? max(s, 0) : s
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }

    if !container.pagerOffset.isFinite || !s.isFinite || !container.progress.isFinite {
      problems.append("non-finite pager offset, scroll or progress")
    }
    if count > 0 {
      if !(0..<count).contains(container.currentIndex) {
        problems.append("index \(container.currentIndex) outside 0..<\(count)")
      }
      if container.progress < 0 || container.progress > Double(count - 1) {
        problems.append("progress \(container.progress) outside 0...\(count - 1)")
      }
    }
    if let header = container.headerFrame {
      let expected = SwipeGeometry.headerTop(
        scrolled: chrome, topInset: t, headerHeight: h, stretches: container.headerStretches)
      if !close(Double(header.minY), expected) {
        problems.append("header at \(header.minY), expected \(expected) for s = \(s)")
      }
    }
    if let bar = container.barFrame {
      let expected = SwipeGeometry.barTop(
        scrolled: chrome, topInset: t, headerHeight: h,
        barScrollDisabled: container.barScrollDisabled)
      if !close(Double(bar.minY), expected) {
        problems.append("bar at \(bar.minY), expected \(expected) for s = \(s)")
      }
      if Double(bar.minY) < t - 1e-6, !container.barScrollDisabled {
        problems.append("bar above the top inset")
      }
    }
    let width = Double(container.viewportSize.width)
    let visible = SwipeGeometry.visiblePages(
      pagerOffset: container.pagerOffset, pageWidth: width, pageCount: count)
    let reserved = container.reservedTop
    for page in container.loadedPages {
      let scroller = page.scroller
      let held = container.refreshHeader(pageAt: page.index)?.ownedInset ?? 0
      let own = scroller.offset + reserved
      let minimum = -held
      let maximum = scroller.maximumOffset + reserved
      if !own.isFinite { problems.append("page \(page.index) non-finite") }
      if !close(scroller.contentInset.top, reserved + held) {
        problems.append(
          "page \(page.index) top inset \(scroller.contentInset.top), expected \(reserved) + \(held)"
        )
      }
      if scroller.phase == .idle, own < minimum - 1e-9 || own > maximum + 1e-9 {
        problems.append("page \(page.index) at rest at s = \(own) outside \(minimum)...\(maximum)")
      }
      let state = container.refreshState(pageAt: page.index)
      if page.index != container.currentIndex, state == .armed || state.name == "pulling" {
        problems.append("page \(page.index) is \(state.name) but not current")
      }
      if state.isActive, container.loadMoreState(pageAt: page.index) == .loading {
        problems.append("page \(page.index) refreshes and loads more at once")
      }
      guard page.index != container.currentIndex, visible?.contains(page.index) == true else {
        continue
      }
      if s <= 0, own <= 0 { continue }  // both at their tops (a held refresh stays open)
      if s < h {
        let expected = min(max(s, minimum), maximum)
        if !close(own, expected) {
          problems.append("visible page \(page.index) at s = \(own), current at \(s) < H")
        }
      } else if own < min(h, maximum) - 1e-6 {
        problems.append(
          "visible page \(page.index) at s = \(own) below H while pinned (range \(minimum)...\(maximum), current \(s))"
        )
      }
    }
    return problems
  }
}
