#if os(Linux)
  import Foundation
  import SwipeCore

  /// One finger from touch-down to lift: routes it as UIKit does.
  ///
  /// At touch-down the window is hit-tested; the touch then goes to every scroll view and every
  /// gesture recognizer on the hit view's ancestor chain (the hit view included), outermost
  /// first. Each scroll view's scrollers decide by their own axis (past the 10 pt slop the
  /// dominant axis owns the touch); when several scroll views could scroll along the winning
  /// axis, only the innermost keeps the touch on that axis, as nested UIKit scroll views do.
  @MainActor package final class TouchSession {
    /// The touch object handed to delegates.
    package let touch: UITouch
    private let event = UIEvent()
    private let start: CGPoint
    private var scrollViews: [UIScrollView] = []
    private var recognizers: [UIGestureRecognizer] = []
    private var isAxisDecided = false

    init(window: UIWindow, point: CGPoint, time: TimeInterval) {
      start = point
      let hit = window.hitTest(point, with: nil)
      touch = UITouch(location: point, time: time, window: window, view: hit)
      for view in hit?.ancestorChainFromRoot ?? [] {
        if let scrollView = view as? UIScrollView { scrollViews.append(scrollView) }
        for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled {
          recognizers.append(recognizer)
        }
      }
    }

    func began() {
      let time = touch.timestamp
      for scrollView in scrollViews { scrollView.modelTouchDown(at: start, time: time) }
      recognizers = recognizers.filter { $0.modelTouchBegan(touch) }
    }

    func moved(to point: CGPoint, time: TimeInterval) {
      touch.windowLocation = point
      touch.timestamp = time
      if !isAxisDecided,
        let axis = TouchSlop.dominantAxis(
          dx: Double(point.x - start.x), dy: Double(point.y - start.y))
      {
        isAxisDecided = true
        let owner = scrollViews.last { $0.canScroll(along: axis) }
        for scrollView in scrollViews where scrollView !== owner {
          scrollView.modelCancelTouch(along: axis, time: time)
        }
      }
      for scrollView in scrollViews { scrollView.modelTouchMoved(to: point, time: time) }
      for recognizer in recognizers { recognizer.modelTouchMoved(touch) }
    }

    func ended(time: TimeInterval) {
      touch.timestamp = time
      for scrollView in scrollViews { scrollView.modelTouchUp(time: time) }
      for recognizer in recognizers { recognizer.modelTouchEnded(touch) }
    }

    func cancelled(time: TimeInterval) {
      touch.timestamp = time
      for scrollView in scrollViews { scrollView.modelTouchCancelled(time: time) }
      for recognizer in recognizers { recognizer.modelTouchCancelled(touch) }
    }
  }
#endif
