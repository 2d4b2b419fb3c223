#if os(Linux)
  import Foundation
  import SwipeCore

  /// The base of gesture recognizers, as UIKit's `UIGestureRecognizer`.
  ///
  /// Target–action has no Linux form (no `Selector`): handlers are closures, given to
  /// `init(handler:)` or `addHandler(_:)`, called on every change to `.began`, `.changed`,
  /// `.ended` and `.cancelled`. A plain `UIGestureRecognizer` never recognizes; see
  /// `UIPanGestureRecognizer`.
  @MainActor open class UIGestureRecognizer: NSObject {
    /// A closure twin of a target–action pair.
    package typealias Handler = @MainActor (UIGestureRecognizer) -> Void

    private var handlers: [Handler] = []
    private var requiredToFail: [WeakBox<UIGestureRecognizer>] = []
    package var modelState = State.possible
    package weak var attachedView: UIView?
    /// The scroll view whose own pan recognizer this is: its state mirrors that scroll view's
    /// drag, wherever the recognizer is attached (an app may add a scroll view's
    /// `panGestureRecognizer` to another view so that touches there scroll it, as WWDC 2014
    /// session 235, "Advanced Scrollviews and Touch Handling Techniques", shows).
    package weak var owningScrollView: UIScrollView?
    /// Whether this is a scroll view's own pan recognizer.
    package var isDrivenByScrollView: Bool { owningScrollView != nil }
    package var touchStart = CGPoint.zero
    package var touchLocation = CGPoint.zero
    package var translationOrigin = CGPoint.zero
    package var velocityX = VelocityEstimator()
    package var velocityY = VelocityEstimator()
    package var isTouching = false
    /// The fingers the recognizer follows.
    var fingers = FingerSet()
    /// The touch being followed, while it is down, for arbitration with the other recognizers
    /// and scroll views on it.
    package weak var session: TouchSession?
    /// The view the followed touch is on (UIKit asks it whether this recognizer may begin).
    package weak var touchView: UIView?

    // SDK: public init(target: Any?, action: Selector?) — uikit-api.md §8a (no Selector on
    // Linux: this is its closure twin)
    /// A recognizer that calls `handler` (when given) on each state change.
    package init(handler: Handler?) {
      if let handler { handlers.append(handler) }
      super.init()
    }

    /// A recognizer without handlers.
    public override convenience init() {
      self.init(handler: nil)
    }

    /// Not supported by the stub.
    public convenience init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    // SDK: open func addTarget(_ target: Any, action: Selector) — uikit-api.md §8a (closure twin)
    /// Adds a handler called on each state change.
    package func addHandler(_ handler: @escaping Handler) {
      handlers.append(handler)
    }

    // MARK: - State

    /// The recognizer's state.
    open var state: UIGestureRecognizer.State { modelState }
    /// The delegate.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the recognizer receives touches. Disabling it cancels the gesture it is
    /// following, as UIKit does; a scroll view's own pan makes the view let go of the finger.
    open var isEnabled: Bool = true {
      didSet {
        if oldValue, !isEnabled { cancelForDisabling() }
      }
    }
    /// The view the recognizer is attached to.
    open var view: UIView? { attachedView }
    /// Recorded only: the model delivers touches to views and recognizers alike.
    open var cancelsTouchesInView: Bool = true

    /// This recognizer fails when `otherGestureRecognizer` has begun when this one would begin.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
      requiredToFail.append(WeakBox(otherGestureRecognizer))
    }

    /// The current touch location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
      let window = attachedView?.window
      guard let view else { return touchLocation }
      return view.convert(touchLocation, from: window)
    }

    /// The number of fingers the recognizer follows.
    open var numberOfTouches: Int { isTouching ? fingers.count : 0 }

    /// Whether the gesture ends when any of its fingers lifts (a long press), rather than when
    /// the last one does.
    package func endsWhenAnyFingerLifts() -> Bool { false }

    /// The most fingers the recognizer follows.
    package func maximumFingers() -> Int { Int.max }

    /// Whether a touch that moved `distance` from its start makes this recognizer begin.
    package func beginsAfterMoving(distance: Double) -> Bool { false }

    /// Whether this recognizer begins as soon as a finger lands (a long press with no minimum
    /// duration).
    package func beginsAtTouchDown() -> Bool { false }

    /// Whether a touch that moved `distance` from its start makes this recognizer fail (a tap
    /// that became a drag).
    package func failsAfterMoving(distance: Double) -> Bool { false }

    /// Whether a touch that lifts before this recognizer began is recognized (a tap).
    package func recognizesAtTouchUp() -> Bool { false }

    /// Recorded only: the model never delays touches.
    open var delaysTouchesEnded: Bool = true
    /// Recorded only: the model never delays touches.
    open var delaysTouchesBegan: Bool = false

    // MARK: - Model

    private func cancelForDisabling() {
      guard isTouching else { return }
      if let scrollView = owningScrollView {
        scrollView.modelTouchCancelled(time: UIKitStubDriver.current.now)
        return
      }
      cancelGesture()
    }

    package func setModelState(_ newState: State, notify: Bool) {
      modelState = newState
      switch newState {
      case .began, .changed, .ended, .cancelled: break
      default: return
      }
      guard notify else { return }
      UIKitStubDriver.current.running(.gestureAction) {
        for handler in handlers { handler(self) }
      }
    }

    /// Whether this recognizer waits for `other` to fail: `require(toFail:)`, or a dynamic
    /// requirement either delegate sets up, asked once per attempt to recognize
    /// (UIGestureRecognizer.h:102-107: `shouldRequireFailureOf` on this one's delegate,
    /// `shouldBeRequiredToFailBy` on the other's).
    package func requires(toFail other: UIGestureRecognizer) -> Bool {
      requiredToFail.contains { $0.value === other }
        || (modelDelegate?.gestureRecognizer(self, shouldRequireFailureOf: other) ?? false)
        || (other.modelDelegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self)
          ?? false)
    }

    /// Who answers the delegate's questions: the delegate, or for a scroll view's pan the
    /// scroll view, which is its pans' delegate ("Do not change the gestures' delegates",
    /// UIScrollView.h:275 in the 26.2 SDK; the stub's scroll view sets up no requirement of its
    /// own, so a subclass that adopts `UIGestureRecognizerDelegate` answers).
    package var modelDelegate: (any UIGestureRecognizerDelegate)? {
      delegate ?? (owningScrollView as? any UIGestureRecognizerDelegate)
    }

    var blockedByRequiredFailure: Bool {
      requiredToFail.contains { box in
        guard let other = box.value else { return false }
        return [.began, .changed, .ended].contains(other.modelState)
      }
    }
  }

  extension UIGestureRecognizer {
    /// The state of a recognizer.
    public enum State: Int, @unchecked Sendable {
      /// Not recognized yet.
      case possible = 0
      /// The gesture began.
      case began = 1
      /// The gesture changed.
      case changed = 2
      /// The gesture ended.
      case ended = 3
      /// The gesture was cancelled.
      case cancelled = 4
      /// The gesture failed.
      case failed = 5

      /// A discrete gesture's success: `.ended`.
      public static var recognized: UIGestureRecognizer.State { .ended }
    }
  }
#endif
