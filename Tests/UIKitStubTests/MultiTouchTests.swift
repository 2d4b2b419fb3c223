#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  /// Several fingers, as UIKit handles them: a scroll view drags by their centroid without a
  /// jump and releases at the last lift; a pan's translation is continuous; a long press ends
  /// when any finger lifts.
  @MainActor @Suite("Several fingers")
  struct MultiTouchTests {
    private func scrollView(in window: UIWindow) -> UIScrollView {
      let view = UIScrollView(frame: window.bounds)
      view.contentSize = CGSize(width: 320, height: 5000)
      window.addSubview(view)
      return view
    }

    @Test("A second finger joins the drag without moving it; only the last lift releases")
    func scrollViewFollowsTheCentroid() {
      let window = makeWindow()
      let view = scrollView(in: window)
      window.drag(
        from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), startingAt: 0, duration: 0.1,
        steps: 10, lift: false)
      let dragged = view.contentOffset.y
      #expect(abs(dragged - 90) < 1e-9)  // 100 pt less the 10 pt slop
      window.touchBegan(at: CGPoint(x: 200, y: 100), time: 0.11, finger: 1)
      #expect(view.contentOffset.y == dragged)
      #expect(view.isDragging)
      // The second finger moves 40 pt up: the centroid, and the content, 20.
      window.touchMoved(to: CGPoint(x: 200, y: 60), time: 0.12, finger: 1)
      #expect(abs(view.contentOffset.y - (dragged + 20)) < 1e-9)
      // The first finger lifts: nothing moves, the drag goes on under the second.
      window.touchEnded(time: 0.13, finger: 0)
      #expect(abs(view.contentOffset.y - (dragged + 20)) < 1e-9)
      #expect(view.isDragging)
      window.touchMoved(to: CGPoint(x: 200, y: 30), time: 0.14, finger: 1)
      #expect(abs(view.contentOffset.y - (dragged + 50)) < 1e-9)
      window.touchEnded(time: 0.15, finger: 1)
      #expect(!view.isDragging)
    }

    @Test(
      "A pan's translation stays continuous as fingers join and leave; its location is the centroid"
    )
    func panTranslationIsContinuous() {
      let window = makeWindow()
      let surface = UIView(frame: window.bounds)
      window.addSubview(surface)
      let pan = UIPanGestureRecognizer(handler: nil)
      surface.addGestureRecognizer(pan)
      window.drag(
        from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), startingAt: 0, duration: 0.1,
        steps: 6, lift: false)
      #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 60))
      window.touchBegan(at: CGPoint(x: 300, y: 400), time: 0.11, finger: 1)
      #expect(pan.numberOfTouches == 2)
      #expect(pan.location(in: nil) == CGPoint(x: 200, y: 280))
      #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 60))
      window.touchMoved(to: CGPoint(x: 300, y: 420), time: 0.12, finger: 1)
      #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 70))
      window.touchEnded(time: 0.13, finger: 1)
      #expect(pan.state == .changed && pan.numberOfTouches == 1)
      #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 70))
      window.touchEnded(time: 0.14, finger: 0)
      #expect(pan.state == .ended)
    }

    @Test("A long press ends when either of its fingers lifts")
    func longPressEndsAtAnyLift() {
      let window = makeWindow()
      let surface = UIView(frame: window.bounds)
      window.addSubview(surface)
      var states: [UIGestureRecognizer.State] = []
      let press = UILongPressGestureRecognizer(handler: { states.append($0.state) })
      press.minimumPressDuration = 0
      surface.addGestureRecognizer(press)
      window.touchBegan(at: CGPoint(x: 100, y: 100), time: 0)
      window.touchBegan(at: CGPoint(x: 200, y: 300), time: 0.05, finger: 1)
      #expect(press.location(in: nil) == CGPoint(x: 150, y: 200))
      window.touchEnded(time: 0.1, finger: 1)
      #expect(states == [.began, .ended])
      window.touchMoved(to: CGPoint(x: 100, y: 150), time: 0.15)
      window.touchEnded(time: 0.2)
      #expect(states == [.began, .ended])
    }
  }
#endif
