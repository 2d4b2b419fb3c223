#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  @MainActor @Suite("UIView")
  struct UIViewTests {
    @Test("Hit-testing finds a scroll view's subview where the scrolled content puts it")
    func hitTestingFollowsContentOffset() throws {
      let window = makeWindow()
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 300))
      scrollView.contentSize = CGSize(width: 320, height: 1000)
      window.addSubview(scrollView)
      let row = UIView(frame: CGRect(x: 0, y: 500, width: 320, height: 50))
      scrollView.addSubview(row)
      #expect(window.hitTest(CGPoint(x: 10, y: 110), with: nil) === scrollView)
      scrollView.contentOffset = CGPoint(x: 0, y: 450)
      #expect(window.hitTest(CGPoint(x: 10, y: 160), with: nil) === row)
      #expect(row.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 5, y: 155))
      #expect(window.convert(CGPoint(x: 5, y: 155), to: row) == CGPoint(x: 5, y: 5))
      #expect(
        row.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: scrollView).origin.y == 500)
    }

    @Test("Hidden, transparent and non-interactive views are skipped by hit-testing")
    func hitTestingSkipsInvisibleViews() {
      let window = makeWindow()
      let back = UIView(frame: window.bounds)
      let front = UIView(frame: window.bounds)
      window.addSubview(back)
      window.addSubview(front)
      let point = CGPoint(x: 10, y: 10)
      #expect(window.hitTest(point, with: nil) === front)
      front.isHidden = true
      #expect(window.hitTest(point, with: nil) === back)
      front.isHidden = false
      front.alpha = 0.001
      #expect(window.hitTest(point, with: nil) === back)
      front.alpha = 1
      front.isUserInteractionEnabled = false
      #expect(window.hitTest(point, with: nil) === back)
    }

    @Test("A size change lays the view out at the next layout pass; a move does not")
    func sizeChangeTriggersLayout() {
      final class Counting: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
      }
      let window = makeWindow()
      let view = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.addSubview(view)
      UIKitStubDriver.current.layoutPass()
      #expect(view.layouts == 1)
      view.frame.origin = CGPoint(x: 10, y: 10)
      UIKitStubDriver.current.advance(to: 0.1)
      #expect(view.layouts == 1)
      view.frame.size = CGSize(width: 200, height: 100)
      UIKitStubDriver.current.advance(to: 0.2)
      #expect(view.layouts == 2)
    }

    @Test("Display links fire for each frame, targeting its time, until invalidated")
    func displayLinksFollowTheClock() {
      _ = makeWindow()
      var stamps: [CFTimeInterval] = []
      var previous: [CFTimeInterval] = []
      let link = CADisplayLink {
        stamps.append($0.targetTimestamp)
        previous.append($0.timestamp)
      }
      UIKitStubDriver.current.advance(to: 0.1)
      link.add(to: .main, forMode: .common)
      UIKitStubDriver.current.advance(to: 0.2)
      link.isPaused = true
      UIKitStubDriver.current.advance(to: 0.3)
      link.isPaused = false
      UIKitStubDriver.current.advance(to: 0.4)
      #expect(link.duration == 0.4 - 0.3)
      link.invalidate()
      UIKitStubDriver.current.advance(to: 0.5)
      #expect(stamps == [0.2, 0.4])
      // The frame before each, displayed when the link fired.
      #expect(previous.count == 2)
      #expect(zip(previous, [0.1, 0.3]).allSatisfy { abs($0 - $1) < 1e-12 })
      #expect(CACurrentMediaTime() == 0.5)
    }
  }
#endif
