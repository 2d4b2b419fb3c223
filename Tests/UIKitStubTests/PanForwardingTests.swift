#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  /// A scroll view's `panGestureRecognizer` added to another view: touches on that view scroll
  /// the scroll view with its own physics (WWDC 2014 session 235, "Advanced Scrollviews and Touch
  /// Handling Techniques"; a recognizer has one view, UIGestureRecognizer.h:55).
  @MainActor @Suite("A scroll view's pan on another view")
  struct PanForwardingTests {
    /// A window holding a container: a 200 pt header at the top with a button at
    /// (20, 100, 120, 40), and a scroll view below it of 2,000 pt content.
    private struct Scene {
      let window: UIWindow
      let container: UIView
      let header: UIView
      let button: UIButton
      let scrollView: UIScrollView
    }

    private func scene(forwarding: Bool) -> Scene {
      let window = makeWindow()
      let container = UIView(frame: window.bounds)
      window.addSubview(container)
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 200, width: 320, height: 280))
      scrollView.contentSize = CGSize(width: 320, height: 2000)
      container.addSubview(scrollView)
      let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
      container.addSubview(header)
      let button = UIButton(frame: CGRect(x: 20, y: 100, width: 120, height: 40))
      header.addSubview(button)
      if forwarding { container.addGestureRecognizer(scrollView.panGestureRecognizer) }
      UIKitStubDriver.current.layoutPass()
      return Scene(
        window: window, container: container, header: header, button: button,
        scrollView: scrollView)
    }

    /// The scroll view's offset after each frame of a 120 pt upward drag that starts at `y`
    /// and is released into a deceleration, sampled for a second.
    private func offsets(dragFrom y: CGFloat, in scene: Scene) -> [CGFloat] {
      var samples: [CGFloat] = []
      scene.window.touchBegan(at: CGPoint(x: 160, y: y), time: 0)
      for step in 1...12 {
        let time = Double(step) / 120
        scene.window.touchMoved(to: CGPoint(x: 160, y: y - 10 * CGFloat(step)), time: time)
        samples.append(scene.scrollView.contentOffset.y)
      }
      scene.window.touchEnded(time: 0.1)
      for frame in 1...120 {
        UIKitStubDriver.current.advance(to: 0.1 + Double(frame) / 120)
        samples.append(scene.scrollView.contentOffset.y)
      }
      return samples
    }

    @Test("Attached to an ancestor, the pan scrolls its scroll view from a sibling as from itself")
    func dragFromSiblingScrolls() {
      let onScrollView = offsets(dragFrom: 400, in: scene(forwarding: false))
      let forwarded = scene(forwarding: true)
      #expect(forwarded.scrollView.panGestureRecognizer.view === forwarded.container)
      #expect(forwarded.container.gestureRecognizers?.count == 1)
      let onHeader = offsets(dragFrom: 150, in: forwarded)
      #expect(onScrollView.last ?? 0 > 150, "the reference drag flung the view")
      #expect(onHeader == onScrollView)
      // The scroll view's own touches still scroll it: its pan sees them on the ancestor.
      let again = scene(forwarding: true)
      #expect(offsets(dragFrom: 400, in: again) == onScrollView)
    }

    @Test("Left on its scroll view, the pan sees no touch on a sibling")
    func siblingDoesNotScrollWithoutForwarding() {
      let plain = scene(forwarding: false)
      #expect(offsets(dragFrom: 150, in: plain).allSatisfy { $0 == 0 })
    }

    @Test("A drag from a button outside the scroll view scrolls it and cancels the button")
    func dragFromButtonCancelsIt() {
      let scene = scene(forwarding: true)
      scene.window.touchBegan(at: CGPoint(x: 50, y: 120), time: 0)
      // No scroll view holds the button in its content: nothing delays its touch.
      #expect(scene.button.isTracking)
      scene.window.touchMoved(to: CGPoint(x: 50, y: 100), time: 0.05)
      #expect(!scene.button.isTracking)
      scene.window.touchMoved(to: CGPoint(x: 50, y: 60), time: 0.1)
      #expect(scene.scrollView.isDragging)
      scene.window.touchEnded(time: 0.2)
      #expect(scene.button.tapCount == 0)
      #expect(scene.scrollView.contentOffset.y > 0)
      // A tap still fires it.
      UIKitStubDriver.current.advance(to: 5)
      scene.window.touchBegan(at: CGPoint(x: 50, y: 120), time: 5)
      scene.window.touchEnded(time: 5.05)
      #expect(scene.button.tapCount == 1)
    }

    @Test("Added back to its scroll view, the pan is its own again")
    func panReturnsHome() {
      let scene = scene(forwarding: true)
      scene.scrollView.addGestureRecognizer(scene.scrollView.panGestureRecognizer)
      #expect(scene.scrollView.panGestureRecognizer.view === scene.scrollView)
      #expect(scene.container.gestureRecognizers?.isEmpty ?? true)
      #expect(offsets(dragFrom: 150, in: scene).allSatisfy { $0 == 0 })
      let home = self.scene(forwarding: false)
      let reference = offsets(dragFrom: 400, in: home)
      let returned = self.scene(forwarding: true)
      returned.scrollView.addGestureRecognizer(returned.scrollView.panGestureRecognizer)
      #expect(offsets(dragFrom: 400, in: returned) == reference)
    }

    @Test("Removed from every view, the pan scrolls its scroll view no more")
    func removedPanScrollsNothing() {
      let scene = scene(forwarding: false)
      scene.scrollView.removeGestureRecognizer(scene.scrollView.panGestureRecognizer)
      #expect(scene.scrollView.panGestureRecognizer.view == nil)
      #expect(offsets(dragFrom: 400, in: scene).allSatisfy { $0 == 0 })
    }
  }
#endif
