#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  @MainActor @Suite("UIScrollView")
  struct UIScrollViewTests {
    private func makeScrollView(in window: UIWindow) -> UIScrollView {
      let scrollView = UIScrollView(frame: window.bounds)
      scrollView.contentSize = CGSize(width: 320, height: 2000)
      window.addSubview(scrollView)
      return scrollView
    }

    @Test("A drag and fling send UIKit's delegate calls, each scroll followed by its observers")
    func dragAndFlingOrder() throws {
      let window = makeWindow()
      let scrollView = makeScrollView(in: window)
      let delegate = RecordingDelegate()
      scrollView.delegate = delegate
      let observation = scrollView.observe(\.contentOffset) { _, _ in
        MainActor.assumeIsolated { delegate.calls.append("kvo") }
      }
      window.drag(
        from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), startingAt: 0,
        duration: 0.1, steps: 3, lift: false)
      #expect(scrollView.isTracking && scrollView.isDragging)
      window.touchEnded(time: 0.1)
      #expect(scrollView.isDecelerating)
      UIKitStubDriver.current.advance(to: 0.2)
      UIKitStubDriver.current.run(until: 10)
      #expect(delegate.calls.prefix(1) == ["willBeginDragging"])
      let scrolls = delegate.calls.indices.filter { delegate.calls[$0] == "didScroll" }
      #expect(!scrolls.isEmpty)
      #expect(scrolls.allSatisfy { delegate.calls[$0 + 1] == "kvo" })
      #expect(delegate.calls.filter { $0 == "kvo" }.count == scrolls.count)
      let events = delegate.calls.filter { $0 != "didScroll" && $0 != "kvo" }
      #expect(
        events == [
          "willBeginDragging", "willEndDragging", "didEndDragging(true)",
          "willBeginDecelerating", "didEndDecelerating",
        ])
      #expect(!scrollView.isDecelerating)
      #expect(try #require(delegate.lastVelocity).y > 0.5)
      observation.invalidate()
    }

    @Test("A target changed in willEndDragging is where the content lands")
    func targetPointerChangesLanding() {
      let window = makeWindow()
      let scrollView = makeScrollView(in: window)
      let delegate = RecordingDelegate()
      delegate.newTarget = CGPoint(x: 0, y: 640)
      scrollView.delegate = delegate
      window.drag(
        from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), startingAt: 0,
        duration: 0.1, steps: 4)
      UIKitStubDriver.current.run(until: 10)
      #expect(scrollView.contentOffset == CGPoint(x: 0, y: 640))
    }

    /// A horizontal scroll view that lets its pan begin only for drags to the right, as a
    /// subclass overriding `gestureRecognizerShouldBegin(_:)` does.
    final class RightwardScrollView: UIScrollView {
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return true }
        return panGestureRecognizer.translation(in: self).x > 0
      }
    }

    @Test("A scroll view's own gestureRecognizerShouldBegin decides for its pan (its delegate)")
    func ownPanShouldBegin() {
      let window = makeWindow()
      let outer = UIScrollView(frame: window.bounds)
      let inner = RightwardScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
      nest(inner, in: outer, window: window)
      // Rightward: the innermost that can scroll and lets its pan begin, the inner view.
      // Leftward: the inner view refuses, so the outer one drags.
      expectRightwardDragInnerThenLeftwardOuter(inner: inner, outer: outer, window: window)
    }

    /// `inner` (1,000 pt wide content, scrolled to 300) inside `outer` (three screens wide) in
    /// `window`, laid out.
    private func nest(_ inner: UIScrollView, in outer: UIScrollView, window: UIWindow) {
      outer.contentSize = CGSize(width: 320 * 3, height: 480)
      window.addSubview(outer)
      inner.contentSize = CGSize(width: 1000, height: 100)
      inner.contentOffset = CGPoint(x: 300, y: 0)
      outer.addSubview(inner)
      UIKitStubDriver.current.layoutPass()
    }

    /// A rightward drag on `inner` moves only it; then a leftward one moves only `outer`.
    private func expectRightwardDragInnerThenLeftwardOuter(
      inner: UIScrollView, outer: UIScrollView, window: UIWindow
    ) {
      window.drag(
        from: CGPoint(x: 100, y: 50), to: CGPoint(x: 200, y: 50), startingAt: 0, duration: 0.2,
        steps: 8)
      UIKitStubDriver.current.run(until: 3)
      #expect(inner.contentOffset.x < 300)
      #expect(outer.contentOffset.x == 0)
      let innerOffset = inner.contentOffset.x
      window.drag(
        from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), startingAt: 4, duration: 0.2,
        steps: 8)
      UIKitStubDriver.current.run(until: 7)
      #expect(inner.contentOffset.x == innerOffset)
      #expect(outer.contentOffset.x > 100)
    }

    /// An outer scroll view whose pan the pans inside it wait for (the dynamic requirement its
    /// pan's delegate, the scroll view itself, sets up), and which begins only for leftward
    /// drags.
    final class AwaitedScrollView: UIScrollView, UIGestureRecognizerDelegate {
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return true }
        return panGestureRecognizer.translation(in: self).x < 0
      }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool {
        gestureRecognizer === panGestureRecognizer
      }
    }

    @Test("A pan that waits for an outer scroll view's pan drags only once that one fails")
    func panWaitsForOuterPan() {
      let window = makeWindow()
      let outer = AwaitedScrollView(frame: window.bounds)
      let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
      nest(inner, in: outer, window: window)
      #expect(inner.panGestureRecognizer.requires(toFail: outer.panGestureRecognizer))
      // Rightward: the outer pan refuses, so it fails and the inner one drags.
      // Leftward: the awaited outer pan begins, so the inner one, innermost, lets go.
      expectRightwardDragInnerThenLeftwardOuter(inner: inner, outer: outer, window: window)
    }

    @Test("A vertical table in a horizontal pager: each drag moves only its own scroll view")
    func nestedScrollViewsSplitByAxis() throws {
      let window = makeWindow()
      let pager = UIScrollView(frame: window.bounds)
      pager.isPagingEnabled = true
      pager.contentSize = CGSize(width: 320 * 3, height: 480)
      window.addSubview(pager)
      let table = UITableView(
        frame: CGRect(x: 320, y: 0, width: 320, height: 480), style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.content = rowsContent([100])
      pager.addSubview(table)
      UIKitStubDriver.current.layoutPass()
      #expect(table.contentSize.height == 4400)

      window.drag(
        from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 205), startingAt: 0,
        duration: 0.2, steps: 8)
      UIKitStubDriver.current.run(until: 5)
      #expect(pager.contentOffset.x == 320)
      #expect(table.contentOffset == .zero)

      window.drag(
        from: CGPoint(x: 100, y: 400), to: CGPoint(x: 104, y: 200), startingAt: 6,
        duration: 0.2, steps: 8)
      UIKitStubDriver.current.run(until: 12)
      #expect(pager.contentOffset.x == 320)
      #expect(pager.contentOffset.y == 0)
      #expect(table.contentOffset.y > 150)
      #expect(try #require(table.indexPathsForVisibleRows).first?.row ?? 0 > 2)
    }

    @Test("setContentOffset animated takes 0.3 s and ends with didEndScrollingAnimation")
    func animatedSetContentOffset() {
      let window = makeWindow()
      let scrollView = makeScrollView(in: window)
      let delegate = RecordingDelegate()
      scrollView.delegate = delegate
      scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
      #expect(scrollView.isScrollAnimating)
      UIKitStubDriver.current.advance(to: 0.15)
      #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 300)
      #expect(scrollView.isScrollAnimating && !scrollView.isDecelerating)
      UIKitStubDriver.current.advance(to: 0.31)
      #expect(scrollView.contentOffset.y == 300)
      #expect(!scrollView.isScrollAnimating)
      #expect(delegate.calls.last == "didEndScrollingAnimation")
      #expect(scrollView.bounds.origin == scrollView.contentOffset)
    }

    @Test("Pan handlers run after the scroll view processed each touch")
    func panHandlersFollowTheScrollView() {
      let window = makeWindow()
      let scrollView = makeScrollView(in: window)
      let delegate = RecordingDelegate()
      scrollView.delegate = delegate
      var endedState: (dragging: Bool, decelerating: Bool)?
      scrollView.panGestureRecognizer.addHandler { pan in
        delegate.calls.append("pan.\(pan.state)")
        if pan.state == .ended { endedState = (scrollView.isDragging, scrollView.isDecelerating) }
      }
      window.drag(
        from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), startingAt: 0,
        duration: 0.1, steps: 4)
      UIKitStubDriver.current.run(until: 10)
      #expect(
        delegate.calls.filter { $0 != "didScroll" } == [
          "willBeginDragging", "pan.began", "pan.changed", "pan.changed", "pan.changed",
          "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "pan.ended",
          "didEndDecelerating",
        ])
      #expect(endedState?.dragging == false)
      #expect(endedState?.decelerating == true)
    }

    @Test("A fling sends a drag release's delegate calls, each scroll followed by its observers")
    func flingOrder() throws {
      let window = makeWindow()
      let scrollView = makeScrollView(in: window)
      let delegate = RecordingDelegate()
      scrollView.delegate = delegate
      let observation = scrollView.observe(\.contentOffset) { _, _ in
        MainActor.assumeIsolated { delegate.calls.append("kvo") }
      }
      scrollView.panGestureRecognizer.addHandler { delegate.calls.append("pan.\($0.state)") }
      scrollView.fling(velocity: CGPoint(x: 0, y: 2000), time: 0.5)
      #expect(scrollView.isDecelerating)
      UIKitStubDriver.current.run(until: 10)
      let scrolls = delegate.calls.indices.filter { delegate.calls[$0] == "didScroll" }
      #expect(scrolls.count > 10)
      #expect(scrolls.allSatisfy { delegate.calls[$0 + 1] == "kvo" })
      #expect(
        delegate.calls.filter { $0 != "didScroll" && $0 != "kvo" } == [
          "willBeginDragging", "willEndDragging", "didEndDragging(true)",
          "willBeginDecelerating", "pan.began", "pan.ended", "didEndDecelerating",
        ])
      #expect(abs(try #require(delegate.lastVelocity).y - 2) < 1e-9)
      #expect(scrollView.contentOffset.y > 500)
      #expect(scrollView.contentOffset.x == 0)
      observation.invalidate()
    }

    @Test("The contentOffset setter places the offset unclamped")
    func contentOffsetSetterIsUnclamped() {
      let window = makeWindow()
      let scrollView = makeScrollView(in: window)
      scrollView.contentOffset = CGPoint(x: 0, y: -80)
      #expect(scrollView.contentOffset.y == -80)
    }
  }
#endif
