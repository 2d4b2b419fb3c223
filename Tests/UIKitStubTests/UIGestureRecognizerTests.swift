#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  @MainActor @Suite("UIPanGestureRecognizer")
  struct UIPanGestureRecognizerTests {
    /// A delegate that answers `shouldReceive` and `shouldBegin` as told.
    final class Gatekeeper: NSObject, UIGestureRecognizerDelegate {
      var receives = true
      var begins = true
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
      ) -> Bool { receives }
      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        begins
      }
    }

    /// A window with a view carrying a pan recognizer that records the states its handler sees.
    private func makePan(
      delegate: Gatekeeper? = nil
    ) -> (window: UIWindow, pan: UIPanGestureRecognizer, states: () -> [UIGestureRecognizer.State])
    {
      let window = makeWindow()
      let view = UIView(frame: window.bounds)
      window.addSubview(view)
      var seen: [UIGestureRecognizer.State] = []
      let pan = UIPanGestureRecognizer(handler: { seen.append($0.state) })
      pan.delegate = delegate
      view.addGestureRecognizer(pan)
      return (window, pan, { seen })
    }

    @Test("A pan begins past the slop, changes with each move and ends at lift")
    func panStates() {
      let (window, pan, states) = makePan()
      window.drag(
        from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), startingAt: 0,
        duration: 0.1, steps: 4)
      #expect(states() == [.began, .changed, .changed, .changed, .ended])
      #expect(pan.state == .ended)
      #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 100))
    }

    @Test("A delegate refusing the touch leaves the pan possible, without a handler call")
    func refusedTouch() {
      let delegate = Gatekeeper()
      delegate.receives = false
      let (window, pan, states) = makePan(delegate: delegate)
      window.drag(
        from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), startingAt: 0,
        duration: 0.1, steps: 4)
      #expect(states().isEmpty)
      #expect(pan.state == .possible)
    }

    @Test("A delegate refusing to begin fails the pan, without a handler call")
    func refusedBegin() {
      let delegate = Gatekeeper()
      delegate.begins = false
      let (window, pan, states) = makePan(delegate: delegate)
      window.drag(
        from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), startingAt: 0,
        duration: 0.1, steps: 4)
      #expect(states().isEmpty)
      #expect(pan.state == .failed)
    }

    @Test("A tap ends failed, without a handler call")
    func tapFails() {
      let (window, pan, states) = makePan()
      window.touchBegan(at: CGPoint(x: 100, y: 100), time: 0)
      window.touchMoved(to: CGPoint(x: 103, y: 102), time: 0.05)
      window.touchEnded(time: 0.1)
      #expect(states().isEmpty)
      #expect(pan.state == .failed)
    }
  }
#endif
