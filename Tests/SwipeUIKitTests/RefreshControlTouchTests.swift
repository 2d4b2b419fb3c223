#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import SwipeUIKitRefresh
  import Testing
  import UIKitStub

  /// The refresh control draws and takes no touches, and the load-more control none but its
  /// footer's (a plain view, for its tap), so a finger resting on either still scrolls a plain
  /// scroll view (which keeps a drag from taking a control's touch, UIScrollView.h:179-181).
  @MainActor @Suite("Refresh controls and touches")
  struct RefreshControlTouchTests {
    @Test("A finger resting on a refreshing control, then dragging, scrolls a plain scroll view")
    func restingOnTheControlScrolls() throws {
      let (window, scrollView, refresh) = refreshableList()
      let loadMore = SwipeLoadMoreControl()
      scrollView.addSubview(loadMore)
      UIKitStubDriver.current.layoutPass()
      refresh.beginRefreshing()
      UIKitStubDriver.current.run(until: 1, frameInterval: 1.0 / 120)
      #expect(refresh.isRefreshing && refresh.frame.height > 0)
      #expect(!refresh.isUserInteractionEnabled)
      let footer = CGPoint(x: 10, y: 10)
      #expect(loadMore.hitTest(footer, with: nil).map { $0 is UIControl } != true)
      let onControl = refresh.convert(
        CGPoint(x: refresh.bounds.midX, y: refresh.bounds.midY), to: window)
      #expect(window.hitTest(onControl, with: nil) === scrollView)
      window.touchBegan(at: onControl, time: 1.01)
      UIKitStubDriver.current.advance(to: 1.3)
      let before = scrollView.contentOffset.y
      for step in 1...10 {
        window.touchMoved(
          to: CGPoint(x: onControl.x, y: onControl.y - 20 * CGFloat(step)),
          time: 1.3 + 0.01 * Double(step))
      }
      #expect(scrollView.isDragging)
      #expect(scrollView.contentOffset.y > before + 100)
      window.touchEnded(time: 1.45)
    }
  }
#endif
