#if os(Linux)
  import Foundation
  import SwipeCore

  /// The root of a view hierarchy on screen, as UIKit's `UIWindow`.
  ///
  /// Windows register with `UIKitStubDriver.current`, which lays them out on every frame; a
  /// window is where test touches are injected (`touchBegan(at:time:)` and friends).
  @MainActor open class UIWindow: UIView {
    /// The screen's safe area (status bar and sensor housing on top, home indicator at the
    /// bottom): none by default; a test sets a device's, such as 59 and 34 for an iPhone 15.
    /// The views see the change at the next layout pass.
    package var screenSafeAreaInsets = UIEdgeInsets.zero {
      didSet { setNeedsLayout() }
    }

    /// The software keyboard's frame in the window, nil while it is hidden
    /// (``showKeyboard(height:)``).
    package internal(set) var keyboardFrame: CGRect?

    // SDK: open var rootViewController: UIViewController? — UIWindow.h:66 (not in
    //   uikit-api.md, hence `package`)
    /// The controller whose view fills the window, the root of its view controller hierarchy:
    /// set, its view becomes the window's subview and appears; the previous root's view leaves.
    package var rootViewController: UIViewController? {
      didSet {
        guard rootViewController !== oldValue else { return }
        if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
        guard let root = rootViewController else { return }
        let view: UIView = root.view
        view.frame = bounds
        addSubview(view)
      }
    }

    /// Keeps the root view controller's view the size of the window.
    open override func layoutSubviews() {
      super.layoutSubviews()
      if let view = rootViewController?.viewIfLoaded, view.superview === self,
        view.frame != bounds
      {
        view.frame = bounds
      }
    }

    /// A window with the given frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      UIKitStubDriver.current.register(self)
    }

    /// Not supported by the stub.
    public required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    // MARK: - Touch injection

    /// The touches in progress, by finger (0 is the first finger).
    package private(set) var touchSessions: [Int: TouchSession] = [:]

    /// The first finger's touch in progress, if any.
    package var touchSession: TouchSession? { touchSessions[0] }

    /// A finger touches down at `point` (window coordinates) at `time`.
    ///
    /// The clock first runs a frame at `time` (when later), the touch is delivered, then the
    /// layout pass runs. A touch of the same finger already down is cancelled first. Each finger
    /// is hit-tested on its own; a finger that lands on a scroll view or recognizer another
    /// finger is on joins that touch (see `TouchSession`).
    package func touchBegan(at point: CGPoint, time: TimeInterval, finger: Int = 0) {
      UIKitStubDriver.current.advance(to: time)
      if touchSessions[finger] != nil { touchCancelled(time: time, finger: finger) }
      let session = TouchSession(window: self, point: point, time: time)
      touchSessions[finger] = session
      session.began()
      UIKitStubDriver.current.layoutPass()
    }

    /// The trackpad or mouse-wheel scroll in progress, if any.
    package private(set) var scrollSession: ScrollEventSession?

    /// A scripted trackpad or mouse-wheel scroll with the pointer at `pointer` (window
    /// coordinates): `.down` begins it, `.move` has moved the content by `translation` in all
    /// since, `.up` or `.cancel` ends it. The clock first runs a frame at `time`; the layout
    /// pass follows. A scroll while a finger is down, and a second scroll, are ignored (time
    /// goes on).
    package func playScroll(
      _ phase: TouchPhase, pointer: CGPoint, translation: CGPoint, time: TimeInterval
    ) {
      UIKitStubDriver.current.advance(to: time)
      switch phase {
      case .down:
        guard touchSessions.isEmpty, scrollSession == nil else { return }
        scrollSession = ScrollEventSession(window: self, pointer: pointer)
      case .move:
        scrollSession?.moved(by: translation, time: time)
      case .up, .cancel:
        scrollSession?.ended(time: time)
        scrollSession = nil
      }
      UIKitStubDriver.current.layoutPass()
    }

    /// A scripted finger event: a touch-down of a finger already down only advances the clock,
    /// as the engine ignores it; a down or move without a point does the same.
    package func playTouch(
      _ phase: TouchPhase, at point: CGPoint?, time: TimeInterval, finger: Int = 0
    ) {
      switch (phase, point) {
      case (.down, let point?) where touchSessions[finger] == nil && scrollSession == nil:
        touchBegan(at: point, time: time, finger: finger)
      case (.move, let point?): touchMoved(to: point, time: time, finger: finger)
      case (.up, _): touchEnded(time: time, finger: finger)
      case (.cancel, _): touchCancelled(time: time, finger: finger)
      case (.down, _), (.move, nil): UIKitStubDriver.current.advance(to: time)
      }
    }

    /// The finger moves to `point` (window coordinates) at `time`.
    package func touchMoved(to point: CGPoint, time: TimeInterval, finger: Int = 0) {
      UIKitStubDriver.current.advance(to: time)
      touchSessions[finger]?.moved(to: point, time: time)
      UIKitStubDriver.current.layoutPass()
    }

    /// The finger lifts at `time`.
    package func touchEnded(time: TimeInterval, finger: Int = 0) {
      UIKitStubDriver.current.advance(to: time)
      let session = touchSessions.removeValue(forKey: finger)
      session?.ended(time: time)
      UIKitStubDriver.current.layoutPass()
    }

    /// The system cancels the finger's touch at `time`.
    package func touchCancelled(time: TimeInterval, finger: Int = 0) {
      UIKitStubDriver.current.advance(to: time)
      let session = touchSessions.removeValue(forKey: finger)
      session?.cancelled(time: time)
      UIKitStubDriver.current.layoutPass()
    }

    /// The user taps the status bar at `time`: UIKit's scroll-to-top (UIScrollView.h:211-214).
    ///
    /// The candidates are the window's on-screen scroll views (not hidden, not transparent,
    /// meeting the window) with `scrollsToTop`; on iPhone, when there is not exactly one,
    /// nothing scrolls. The one scrolls, animated, to `-adjustedContentInset.top` unless it is
    /// there already or its delegate's `scrollViewShouldScrollToTop(_:)` says no; its delegate
    /// hears `scrollViewDidScrollToTop(_:)` when it arrives. Returns the view that scrolls.
    @discardableResult
    package func tapStatusBar(time: TimeInterval) -> UIScrollView? {
      UIKitStubDriver.current.advance(to: time)
      let candidates = UIKitStubDriver.current.scrollViews(in: self).filter { view in
        view.scrollsToTop && view.isOnScreen(in: self)
      }
      guard candidates.count == 1, let view = candidates.first else { return nil }
      let top = -view.adjustedContentInset.top
      guard view.contentOffset.y != top, view.delegate?.scrollViewShouldScrollToTop(view) ?? true
      else { return nil }
      view.setContentOffset(CGPoint(x: view.contentOffset.x, y: top), animated: true)
      view.isScrollingToTop = true
      UIKitStubDriver.current.layoutPass()
      return view
    }

    /// A whole drag: down at `start`, `steps` moves evenly to `end` over `duration`, then up.
    package func drag(
      from start: CGPoint, to end: CGPoint, startingAt time: TimeInterval,
      duration: TimeInterval, steps: Int = 10, lift: Bool = true
    ) {
      touchBegan(at: start, time: time)
      let count = max(steps, 1)
      for step in 1...count {
        let fraction = CGFloat(step) / CGFloat(count)
        let point = CGPoint(
          x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
        touchMoved(to: point, time: time + duration * Double(fraction))
      }
      if lift { touchEnded(time: time + duration) }
    }
  }
#endif
