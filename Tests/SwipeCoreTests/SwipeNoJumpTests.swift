import Foundation
import SwipeTestSupport
import Testing

@testable import SwipeCore

/// The rules the metamorphic properties found broken, each on its own: what should change
/// nothing changes nothing, and nothing moves on screen in one frame.
@Suite("Swipe container: no jumps")
struct SwipeNoJumpTests {
  @Test("A bounce rebuilt at a moved edge starts with the slope it had: no speed is added")
  func continuingBounceKeepsItsSlope() {
    var scroller = Scroller(
      axis: .vertical, boundsSize: CGSize(width: 390, height: 844),
      contentSize: CGSize(width: 390, height: 2400))
    var ignore = IgnoringScrollerDelegate()
    scroller.fling(velocity: -3000, at: 0, delegate: &ignore)
    scroller.advance(to: 0.15, delegate: &ignore)
    #expect(scroller.phase == .bouncing)
    let (offset, velocity) = (scroller.offset, scroller.velocity)
    // The top edge moves down 40 pt (an inset added without a correction).
    scroller.setGeometry(
      contentInset: Insets(top: 40, left: 0, bottom: 0, right: 0), delegate: &ignore)
    #expect(scroller.offset == offset)
    scroller.advance(to: 0.151, delegate: &ignore)
    // The first millisecond moves at the speed it had, not faster.
    #expect(abs((scroller.offset - offset) * 1000 - velocity) < abs(velocity) * 0.02 + 1)
  }

  @Test("A bounce whose edge did not move goes on untouched through a geometry change")
  func untouchedBounce() {
    func run(reload: Bool) -> [Double] {
      var scroller = Scroller(
        axis: .vertical, boundsSize: CGSize(width: 390, height: 844),
        contentSize: CGSize(width: 390, height: 2400))
      var ignore = IgnoringScrollerDelegate()
      scroller.fling(velocity: -3000, at: 0, delegate: &ignore)
      scroller.advance(to: 0.15, delegate: &ignore)
      if reload {
        // Same size and inset, and a correction that rounds to nothing.
        scroller.setGeometry(
          contentSize: CGSize(width: 390, height: 2400), shiftingOffsetBy: 1e-14,
          delegate: &ignore)
      }
      return stride(from: 0.2, through: 0.8, by: 0.1).map { time in
        scroller.advance(to: time, delegate: &ignore)
        return scroller.offset
      }
    }
    let plain = run(reload: false)
    let reloaded = run(reload: true)
    #expect(zip(plain, reloaded).allSatisfy { abs($0 - $1) < 1e-6 }, "\(plain) \(reloaded)")
  }

  @Test(
    "A visible neighbour stops following where following would jump, and follows again once it agrees",
    arguments: LayoutDirection.cases)
  func followerNeverJumps(direction: LayoutDirection) {
    let (container, _) = Fixtures.container(
      heights: [4000, 4000], header: 260, direction: direction)
    container.advance(to: 0)
    // Page 1 pinned at 500 beside page 0 at 400: they agree (both past H).
    container.setCurrentPageOffset(400 - container.reservedTop, animated: false)
    container.scrollToItem(at: 1, animated: false)
    container.setCurrentPageOffset(500 - container.reservedTop, animated: false)
    container.scrollToItem(at: 0, animated: false)
    container.setCurrentPageOffset(400 - container.reservedTop, animated: false)
    // A finger holds the pager a third of the way to page 1.
    let x = direction == .leftToRight ? 300.0 : 90
    let dx = direction == .leftToRight ? -130.0 : 130
    container.touchDown(at: CGPoint(x: x, y: 600), time: 0.1)
    container.touchMoved(to: CGPoint(x: x + dx / 2, y: 600), time: 0.15)
    container.touchMoved(to: CGPoint(x: x + dx, y: 600), time: 0.2)
    #expect(container.scrolled(pageAt: 1) == 500)
    // The app animates page 0 below H: the rule would move page 1 from 500 to s₀ at once.
    container.setCurrentPageOffset(100 - container.reservedTop, animated: true)
    var worst = 0.0
    var last = container.scrolled(pageAt: 1)
    container.run(from: 0.2, through: 0.8, frameRate: 1000) { container in
      let now = container.scrolled(pageAt: 1)
      worst = max(worst, abs(now - last))
      last = now
    }
    #expect(worst < 0.5, "page 1 moved \(worst) pt in 1 ms")
    #expect(container.scrolled(pageAt: 0) == 100)
    #expect(container.scrolled(pageAt: 1) == 500)
    var checker = SwipeInvariants.Checker()
    #expect(checker.problems(in: container).count == 1, "a fresh look sees it disagree")
  }

  @Test("An off-screen page keeps its held refresh height through a header change")
  func offscreenHoldSurvivesHeaderChange() {
    let (container, _) = Fixtures.container(heights: [1200, 1200, 1200], header: 200)
    container.refreshConfiguration = .seed
    container.advance(to: 0)
    container.beginRefreshing(pageAt: 2, animated: false)
    #expect(container.scrolled(pageAt: 2) == -60)
    container.headerHeight = 120
    #expect(container.scrolled(pageAt: 2) == -60)
    container.scrollToItem(at: 2, animated: false)
    #expect(container.scrolled(pageAt: 2) == -60)
  }

  @Test("A retraction with nothing left to move finishes under a resting finger")
  func retractionUnderRestingFinger() {
    let (container, _) = Fixtures.container(heights: [4000], header: 260)
    var configuration = RefreshHeader.Configuration.seed
    configuration.finishingDuration = 0.3
    container.refreshConfiguration = configuration
    container.advance(to: 0)
    container.beginRefreshing(pageAt: 0, animated: false)
    // Scrolled well down: giving the held height back moves nothing on screen.
    container.setCurrentPageOffset(900 - container.reservedTop, animated: false)
    container.endRefreshing(pageAt: 0)
    container.touchDown(at: CGPoint(x: 195, y: 700), time: 0.1)
    container.advance(to: 0.5)
    #expect(container.refreshState(pageAt: 0) == .idle)
    #expect(container.scrolled(pageAt: 0) == 900)
  }

  @Test("setContentOffset during a drag lands where asked; the drag goes on from there")
  func placementDuringDragGoesOnFromThere() {
    var scroller = Scroller(
      axis: .vertical, boundsSize: CGSize(width: 390, height: 844),
      contentSize: CGSize(width: 390, height: 2400))
    var ignore = IgnoringScrollerDelegate()
    scroller.touchDown(at: CGPoint(x: 200, y: 400), at: 0, delegate: &ignore)
    scroller.touchMoved(to: CGPoint(x: 200, y: 380), at: 0.01, delegate: &ignore)
    scroller.touchMoved(to: CGPoint(x: 200, y: 370), at: 0.02, delegate: &ignore)
    scroller.setContentOffset(-2000, animated: false, at: 0.025, delegate: &ignore)
    #expect(scroller.offset == -2000, "UIKit's setter: where asked, past the band's reach")
    // The finger moves down (outward): the content stays; back up by 2: it follows.
    scroller.touchMoved(to: CGPoint(x: 200, y: 390), at: 0.03, delegate: &ignore)
    #expect(scroller.offset == -2000)
    scroller.touchMoved(to: CGPoint(x: 200, y: 368), at: 0.04, delegate: &ignore)
    #expect(abs(scroller.offset - -1998) < 1e-9)
  }
}
