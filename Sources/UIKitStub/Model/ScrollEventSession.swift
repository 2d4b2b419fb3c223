#if os(Linux)
  import Foundation
  import SwipeCore

  /// One trackpad or mouse-wheel scroll, from its first event to its end: routes it as UIKit
  /// routes scroll events to pan gesture recognizers (UIPanGestureRecognizer.h:41,
  /// `allowedScrollTypesMask`).
  ///
  /// No finger touches the screen: the pointer's view is hit-tested, and the scroll goes to the
  /// pans on its ancestor chain that allow scroll events, a scroll view's own pan wherever it is
  /// attached (as for touches, `TouchSession`). Nothing is touched until the scroll first moves,
  /// and there is no slop: the first movement's larger component decides the axis (vertical on
  /// a tie), and the innermost scroll view that can scroll along it, whose pan the pointer's
  /// view lets begin (a slider refuses pans parallel to it, UIView.h:386-390), takes the whole
  /// scroll: it stops where it is, its content follows the translation exactly, and at the end
  /// it is released with the scroll's velocity. Controls see no touches; a horizontal scroll no
  /// scroll view takes over a slider moves the slider, as a drag along it does.
  @MainActor package final class ScrollEventSession {
    private let pointer: CGPoint
    private let hit: UIView?
    /// The scroll views whose pan allows scroll events, outermost first.
    private var scrollViews: [UIScrollView] = []
    private var owner: UIScrollView?
    private var slider: UISlider?
    private var isDecided = false

    init(window: UIWindow, pointer: CGPoint) {
      self.pointer = pointer
      hit = window.hitTest(pointer, with: nil)
      for view in hit?.ancestorChainFromRoot ?? [] {
        if let scrollView = view as? UIScrollView, scrollView.storedPan.attachedView === scrollView,
          Self.takesScrolls(scrollView.storedPan)
        {
          scrollViews.append(scrollView)
        }
        for recognizer in view.gestureRecognizers ?? [] {
          if let owner = recognizer.owningScrollView, owner.storedPan.attachedView !== owner,
            Self.takesScrolls(recognizer)
          {
            scrollViews.append(owner)
          }
        }
      }
    }

    private static func takesScrolls(_ recognizer: UIGestureRecognizer) -> Bool {
      guard recognizer.isEnabled, let pan = recognizer as? UIPanGestureRecognizer else {
        return false
      }
      return pan.allowedScrollTypesMask.contains(.continuous)
    }

    /// The scroll has moved the content by `translation` in all since it began.
    func moved(by translation: CGPoint, time: TimeInterval) {
      let point = CGPoint(x: pointer.x + translation.x, y: pointer.y + translation.y)
      if !isDecided {
        guard translation.x != 0 || translation.y != 0 else { return }
        isDecided = true
        let axis: Axis = abs(translation.x) > abs(translation.y) ? .horizontal : .vertical
        decide(along: axis, to: point)
        owner?.modelScrollBegan(at: pointer, along: axis, time: time)
        slider?.modelScrollBegan()
      }
      owner?.modelTouchMoved(to: point, time: time)
      slider?.modelScrollMoved(by: translation.x)
    }

    private func decide(along axis: Axis, to point: CGPoint) {
      owner = scrollViews.last { scrollView in
        guard scrollView.canScroll(along: axis) else { return false }
        let pan = scrollView.storedPan
        // What the pointer's view reads of the pan as it is asked: the scroll's translation.
        pan.translationOrigin = pointer
        pan.touchLocation = point
        if let hit, hit !== scrollView, !hit.gestureRecognizerShouldBegin(pan) { return false }
        if !scrollView.gestureRecognizerShouldBegin(pan) { return false }
        if let attached = pan.attachedView, attached !== scrollView,
          !attached.gestureRecognizerShouldBegin(pan)
        {
          return false
        }
        return true
      }
      if owner == nil, axis == .horizontal, let slider = hit as? UISlider, slider.isEnabled {
        self.slider = slider
      }
    }

    /// The scroll ends at `time`.
    func ended(time: TimeInterval) {
      owner?.modelTouchUp(time: time)
    }
  }
#endif
