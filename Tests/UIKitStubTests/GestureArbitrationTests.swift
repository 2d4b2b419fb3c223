#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  /// How UIKit resolves several recognizers and scroll views on one touch.
  @MainActor @Suite("Gesture arbitration")
  struct GestureArbitrationTests {
    /// A delegate that lets its recognizer recognize with every other one.
    final class Simultaneous: NSObject, UIGestureRecognizerDelegate {
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool { true }
    }

    /// A delegate that makes its recognizer wait for every edge pan to fail, or (the other
    /// side) makes every edge pan wait for it.
    final class AwaitsEdgePans: NSObject, UIGestureRecognizerDelegate {
      let isWaiter: Bool
      init(isWaiter: Bool) { self.isWaiter = isWaiter }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool { isWaiter && otherGestureRecognizer is UIScreenEdgePanGestureRecognizer }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool { !isWaiter && otherGestureRecognizer is UIPanGestureRecognizer }
    }

    private func verticalDrag(_ window: UIWindow, x: CGFloat = 160, at time: TimeInterval) {
      window.drag(
        from: CGPoint(x: x, y: 300), to: CGPoint(x: x, y: 200), startingAt: time,
        duration: 0.1, steps: 5)
    }

    @Test(
      "A button's tap wins over a tap recognizer on its superview; elsewhere the recognizer taps")
    func buttonKeepsItsTap() {
      let window = makeWindow()
      let header = UIView(frame: window.bounds)
      window.addSubview(header)
      var taps = 0
      header.addGestureRecognizer(UITapGestureRecognizer(handler: { _ in taps += 1 }))
      let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
      header.addSubview(button)
      window.touchBegan(at: CGPoint(x: 50, y: 40), time: 0)
      window.touchEnded(time: 0.05)
      #expect(button.tapCount == 1 && taps == 0)
      window.touchBegan(at: CGPoint(x: 200, y: 300), time: 1)
      window.touchEnded(time: 1.05)
      #expect(button.tapCount == 1 && taps == 1)
    }

    @Test(
      "A pan on a scroll view's superview fails when the scroll view drags, unless simultaneous")
    func scrollViewExcludesOuterPan() {
      for allowsBoth in [false, true] {
        let window = makeWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer(handler: { states.append($0.state) })
        let delegate = Simultaneous()
        if allowsBoth { pan.delegate = delegate }
        container.addGestureRecognizer(pan)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        container.addSubview(scrollView)
        verticalDrag(window, at: 0)
        #expect(scrollView.contentOffset.y > 50)
        #expect(states.isEmpty == !allowsBoth)
      }
    }

    @Test("A pan that begins first takes the touch from the scroll view under it")
    func firstRecognizerWins() {
      let window = makeWindow()
      let scrollView = UIScrollView(frame: window.bounds)
      scrollView.contentSize = CGSize(width: 320, height: 2000)
      window.addSubview(scrollView)
      let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
      scrollView.addSubview(content)
      var began = 0
      // A long press with no duration begins at touch-down, before any drag.
      let press = UILongPressGestureRecognizer(handler: { if $0.state == .began { began += 1 } })
      press.minimumPressDuration = 0
      content.addGestureRecognizer(press)
      verticalDrag(window, at: 0)
      #expect(began == 1)
      #expect(scrollView.contentOffset.y == 0)
      let delegate = Simultaneous()
      press.delegate = delegate
      verticalDrag(window, at: 1)
      #expect(began == 2)
      #expect(scrollView.contentOffset.y > 50)
    }

    @Test("A pager that requires the edge pan to fail leaves a drag from the edge to it")
    func edgePanWinsOverRequiringPager() {
      let window = makeWindow()
      let pager = UIScrollView(frame: window.bounds)
      pager.contentSize = CGSize(width: 960, height: 480)
      pager.contentOffset = CGPoint(x: 320, y: 0)
      window.addSubview(pager)
      var popped: [UIGestureRecognizer.State] = []
      let edge = UIScreenEdgePanGestureRecognizer(handler: { popped.append($0.state) })
      window.addGestureRecognizer(edge)
      pager.panGestureRecognizer.require(toFail: edge)
      window.drag(
        from: CGPoint(x: 5, y: 200), to: CGPoint(x: 120, y: 200), startingAt: 0, duration: 0.1,
        steps: 5)
      #expect(popped.first == .began && popped.last == .ended)
      #expect(pager.contentOffset.x == 320)
      popped = []
      window.drag(
        from: CGPoint(x: 100, y: 200), to: CGPoint(x: 215, y: 200), startingAt: 1, duration: 0.1,
        steps: 5)
      #expect(popped.isEmpty)
      #expect(pager.contentOffset.x < 300)
    }

    @Test(
      "A delegate's dynamic failure requirement makes a pan wait for an edge pan",
      arguments: [true, false])
    func dynamicFailureRequirement(onWaiter: Bool) {
      let window = makeWindow()
      let content = UIView(frame: window.bounds)
      window.addSubview(content)
      var panned: [UIGestureRecognizer.State] = []
      let pan = UIPanGestureRecognizer(handler: { panned.append($0.state) })
      content.addGestureRecognizer(pan)
      let edge = UIScreenEdgePanGestureRecognizer(handler: nil)
      window.addGestureRecognizer(edge)
      // The requirement comes from the waiting pan's delegate or from the edge pan's.
      let delegate = AwaitsEdgePans(isWaiter: onWaiter)
      if onWaiter { pan.delegate = delegate } else { edge.delegate = delegate }
      window.drag(
        from: CGPoint(x: 5, y: 200), to: CGPoint(x: 120, y: 200), startingAt: 0, duration: 0.1,
        steps: 5)
      #expect(edge.state == .ended)
      #expect(panned.isEmpty, "the pan waits for the edge pan, which recognized")
      window.drag(
        from: CGPoint(x: 100, y: 200), to: CGPoint(x: 215, y: 200), startingAt: 1, duration: 0.1,
        steps: 5)
      #expect(panned.first == .began, "away from the edge the edge pan fails and the pan begins")
    }

    @Test("A recognizer that cancels touches in its view cancels a tracking control")
    func cancelsTouchesInView() {
      for cancels in [true, false] {
        let window = makeWindow()
        let header = UIView(frame: window.bounds)
        window.addSubview(header)
        let pan = UIPanGestureRecognizer(handler: nil)
        pan.cancelsTouchesInView = cancels
        header.addGestureRecognizer(pan)
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        header.addSubview(button)
        window.drag(
          from: CGPoint(x: 50, y: 40), to: CGPoint(x: 50, y: 90), startingAt: 0, duration: 0.1,
          steps: 5)
        #expect(pan.state == .ended)
        #expect(button.tapCount == (cancels ? 0 : 1))
      }
    }
  }
#endif
