#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  /// The stub's clock: run-loop timers between frames, and UIKit's view of a moving scroll
  /// view's geometry (changes of one pass act together).
  @MainActor @Suite("UIKitStub driver")
  struct UIKitStubDriverTests {
    private func decelerating(in window: UIWindow) -> UIScrollView {
      let scrollView = UIScrollView(frame: window.bounds)
      scrollView.contentSize = CGSize(width: 320, height: 3000)
      window.addSubview(scrollView)
      scrollView.fling(velocity: CGPoint(x: 0, y: 2000), time: 0.01)
      UIKitStubDriver.current.advance(to: 0.05)
      return scrollView
    }

    @Test("A timer fires at its own instant, between frames, with scroll views advanced to it")
    func timerFiresBetweenFrames() {
      let window = makeWindow()
      let scrollView = decelerating(in: window)
      var seen: [(TimeInterval, CGFloat)] = []
      var frames: [TimeInterval] = []
      let link = CADisplayLink(handler: { link in
        frames.append(link.targetTimestamp)
      })
      link.add(to: .main, forMode: .common)
      _ = UIKitStubDriver.current.scheduleTimer(at: 0.061) {
        seen.append((UIKitStubDriver.current.now, scrollView.contentOffset.y))
      }
      let cancelled = UIKitStubDriver.current.scheduleTimer(at: 0.062) { seen.append((-1, 0)) }
      cancelled.invalidate()
      UIKitStubDriver.current.advance(to: 0.07)
      #expect(seen.count == 1)
      #expect(seen.first?.0 == 0.061)
      // Where the deceleration is at 0.061, not at the frame before or after.
      let atTimer = seen.first?.1 ?? 0
      UIKitStubDriver.reset()
      let window2 = makeWindow()
      let reference = decelerating(in: window2)
      UIKitStubDriver.current.advance(to: 0.061)
      #expect(abs(atTimer - reference.contentOffset.y) < 1e-9)
      #expect(frames == [0.07], "display links fire at frames only")
      link.invalidate()
      _ = window
    }

    @Test("A moving view meets a size and an inset change of one pass together")
    func geometryChangesOfOnePassActTogether() {
      let window = makeWindow()
      let scrollView = decelerating(in: window)
      let reference = UIScrollView(frame: window.bounds)
      reference.contentSize = CGSize(width: 320, height: 3000)
      window.addSubview(reference)
      reference.fling(velocity: CGPoint(x: 0, y: 2000), time: 0.01)
      // New, shorter content, then an inset that gives the same range back, in one pass: the
      // deceleration never sees the shorter range.
      scrollView.contentSize = CGSize(width: 320, height: 200)
      scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 2800, right: 0)
      UIKitStubDriver.current.layoutPass()
      for time in [0.06, 0.5, 3] {
        UIKitStubDriver.current.advance(to: time)
        #expect(scrollView.contentOffset.y == reference.contentOffset.y)
      }
    }

    @Test("A moving view left past its end by one pass bounces back at the end of the pass")
    func geometryChangeAloneBounces() {
      let window = makeWindow()
      let scrollView = decelerating(in: window)
      scrollView.contentSize = CGSize(width: 320, height: 200)
      #expect(scrollView.isDecelerating)
      UIKitStubDriver.current.layoutPass()
      UIKitStubDriver.current.advance(to: 1.5)
      #expect(scrollView.contentOffset.y == 0, "back inside the shorter range")
    }

    @Test("A driver bound to a task is current there and in the tasks it starts, whatever resets")
    func driverBoundToATask() async {
      let own = UIKitStubDriver(now: 5)
      await UIKitStubDriver.withDriver(own) {
        #expect(UIKitStubDriver.current === own)
        // Another test resets the global driver while this one awaits.
        UIKitStubDriver.reset(now: 1)
        #expect(UIKitStubDriver.current === own)
        let seen = await Task { UIKitStubDriver.current === own }.value
        #expect(seen, "a task started here inherits the driver")
        own.advance(to: 6)
        #expect(CACurrentMediaTime() == 6)
      }
      // Outside, the global driver (which other tests may have replaced since).
      #expect(UIKitStubDriver.current !== own)
    }

    @Test("The contentOffset setter during a motion lands exactly where it is set")
    func setterDuringMotionIsExact() {
      let window = makeWindow()
      let scrollView = decelerating(in: window)
      let offset = Double(scrollView.contentOffset.y)
      // A value that shifting by the difference (offset + (value − offset)) misses in the last
      // bit.
      var value = 0.0
      for step in 0..<20_000 where offset + (value - offset) == value {
        value = 100 + Double(step) * 0.1234567
      }
      #expect(offset + (value - offset) != value)
      scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(value))
      #expect(Double(scrollView.contentOffset.y) == value)
      #expect(scrollView.isDecelerating, "the motion goes on from there")
    }
  }
#endif
