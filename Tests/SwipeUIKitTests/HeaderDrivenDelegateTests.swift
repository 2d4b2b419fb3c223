#if os(Linux)
  import Foundation
  import Testing
  import UIKitStub

  @testable import SwipeUIKit

  /// DESIGN.md §12: a drag that starts on the header or the bar is the container's, and moves
  /// the current page by its offset; the page's own delegate still hears the drag and the
  /// deceleration as UIKit's pan would have told it, and hears each once.
  @MainActor @Suite("Header-driven motion and the page's delegate")
  struct HeaderDrivenDelegateTests {
    @MainActor final class Recording: NSObject, UIScrollViewDelegate {
      var calls: [String] = []
      func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        calls.append("willBeginDragging")
      }
      func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
      }
      func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        calls.append("willBeginDecelerating")
      }
      func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        calls.append("didEndDecelerating")
      }
    }

    static let fling = [
      "willBeginDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating",
    ]

    /// A fixture whose current page reports to `recording`.
    func fixture(_ recording: Recording) throws -> AdapterFixture {
      let fixture = AdapterFixture(heights: [6000, 6000])
      fixture.run(until: 0.2)
      try #require(fixture.table.currentItemView).delegate = recording
      return fixture
    }

    @Test("A header fling: the page's delegate hears the drag and the deceleration, to its end")
    func headerFling() throws {
      let recording = Recording()
      let fixture = try fixture(recording)
      fixture.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 130), duration: 0.08)
      #expect(recording.calls == Array(Self.fling.prefix(3)))
      fixture.run(until: fixture.now + 6)
      #expect(recording.calls == Self.fling)
    }

    @Test("A slow header drag ends without deceleration; a finger on the page ends a fling")
    func slowDragAndStop() throws {
      let recording = Recording()
      let fixture = try fixture(recording)
      fixture.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 200), duration: 0.5)
      fixture.run(until: fixture.now + 0.5)
      #expect(recording.calls == ["willBeginDragging", "didEndDragging(false)"])
      recording.calls.removeAll()
      fixture.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 130), duration: 0.08)
      fixture.run(until: fixture.now + 0.1)
      // A finger on the page stops the header's fling there.
      fixture.window.touchBegan(at: CGPoint(x: 200, y: 600), time: fixture.now + 0.01)
      #expect(recording.calls == Self.fling)
      fixture.window.touchEnded(time: fixture.now + 0.05)
      fixture.run(until: fixture.now + 2)
      #expect(recording.calls == Self.fling, "heard once")
    }
  }
#endif
