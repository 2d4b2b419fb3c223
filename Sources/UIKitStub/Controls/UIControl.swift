#if os(Linux)
  import Foundation

  /// A view that sends actions for events, as UIKit's `UIControl`.
  ///
  /// Target–action has no Linux form (no `Selector`): actions are closures added with
  /// `addHandler(for:_:)`.
  @MainActor open class UIControl: UIView {
    private var handlers: [(events: Event, handler: @MainActor (UIControl) -> Void)] = []

    /// A control with the given frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// A control decoded from an archive (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Whether the control responds.
    open var isEnabled: Bool = true
    /// Whether the control is selected.
    open var isSelected: Bool = false
    /// Whether the control is highlighted.
    open var isHighlighted: Bool = false
    /// Whether a touch is being tracked: from `beginTracking(_:with:)` returning true to the
    /// end or cancellation of that touch.
    open var isTracking: Bool { modelIsTracking }
    package var modelIsTracking = false

    // MARK: - Tracking (UIControl.h:95-98)

    // SDK: open var isTouchInside: Bool { get } — UIControl.h:93 ("valid during tracking only")
    /// Whether the tracked touch is inside the bounds.
    package private(set) var isTouchInside = false

    // SDK: open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool —
    // UIControl.h:95
    /// A touch reached the control; returns whether to go on tracking it (true by default).
    package func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    // SDK: open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool —
    // UIControl.h:96
    /// The tracked touch moved; returns whether to go on tracking it (true by default).
    package func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    // SDK: open func endTracking(_ touch: UITouch?, with event: UIEvent?) — UIControl.h:97
    /// The tracked touch lifted.
    package func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    // SDK: open func cancelTracking(with event: UIEvent?) — UIControl.h:98
    /// The tracked touch was taken away (a scroll view began to drag, a recognizer that
    /// cancels touches in its view recognized, the system cancelled it).
    package func cancelTracking(with event: UIEvent?) {}

    /// The model delivers a touch's beginning: tracking starts when the control is enabled and
    /// `beginTracking` agrees; the control is highlighted while the touch is inside
    /// (UIControl.h:86).
    package func modelTouchBegan(_ touch: UITouch) {
      guard isEnabled, !modelIsTracking else { return }
      isTouchInside = bounds.contains(touch.location(in: self))
      guard beginTracking(touch, with: nil) else { return }
      modelIsTracking = true
      isHighlighted = isTouchInside
    }

    package func modelTouchMoved(_ touch: UITouch) {
      guard modelIsTracking else { return }
      isTouchInside = bounds.contains(touch.location(in: self))
      isHighlighted = isTouchInside
      if !continueTracking(touch, with: nil) { finishTracking(touch, inside: false) }
    }

    /// The touch lifted: tracking ends, and a lift inside sends `.touchUpInside` (and the
    /// primary action, for the controls that have one).
    package func modelTouchEnded(_ touch: UITouch) {
      guard modelIsTracking else { return }
      isTouchInside = bounds.contains(touch.location(in: self))
      finishTracking(touch, inside: isTouchInside)
    }

    package func modelTouchCancelled() {
      guard modelIsTracking else { return }
      modelIsTracking = false
      isHighlighted = false
      isTouchInside = false
      cancelTracking(with: nil)
    }

    private func finishTracking(_ touch: UITouch, inside: Bool) {
      modelIsTracking = false
      isHighlighted = false
      endTracking(touch, with: nil)
      guard inside else { return }
      sendActions(for: .touchUpInside)
      if sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered) }
    }

    /// Whether a lift inside is the control's primary action (a button's tap).
    package var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// A control's own action wins over a recognizer on a superview that would recognize the
    /// same motion: "In iOS 6.0 and later, default control actions prevent overlapping gesture
    /// recognizer behavior" — a single tap on a button or segmented control, a swipe on a
    /// slider parallel to it (Event Handling Guide for iOS, "Interacting with Other User
    /// Interface Controls"; UIView.h:389: "UISlider prevents swipes parallel to the slider").
    /// UIKit asks the view the touch is on, so the model does too.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
      -> Bool
    {
      guard gestureRecognizer.view !== self else { return true }
      return !overlapsDefaultAction(gestureRecognizer)
    }

    /// Whether `recognizer` would recognize the control's default action (none by default).
    package func overlapsDefaultAction(_ recognizer: UIGestureRecognizer) -> Bool { false }

    // SDK: open func addTarget(_ target: Any?, action: Selector, for controlEvents:
    // UIControl.Event) — uikit-api.md §10 (no Selector on Linux: this is its closure twin)
    /// Calls `handler` whenever one of `events` is sent.
    package func addHandler(
      for events: UIControl.Event, _ handler: @escaping @MainActor (UIControl) -> Void
    ) {
      handlers.append((events, handler))
    }

    /// Calls the handlers registered for any of `controlEvents`, in registration order.
    open func sendActions(for controlEvents: UIControl.Event) {
      for entry in handlers where entry.events.overlaps(controlEvents) {
        entry.handler(self)
      }
    }
  }

  extension UIControl {
    /// The events a control sends.
    ///
    /// The SDK's type is an `OptionSet`, whose `rawValue` the SDK list does not give
    /// (uikit-api.md §10): a plain struct here, its bits `package`; so `[.a, .b]` does not
    /// compile against the stub (pass one event per call).
    public struct Event: Hashable, @unchecked Sendable {
      // SDK: public let rawValue: UInt — OptionSet's requirement; uikit-api.md §10 lists
      // only `public init(rawValue: UInt)` in its code block [D14 +acc]
      /// The events' bits.
      package let rawValue: UInt

      /// Events from bits.
      public init(rawValue: UInt) {
        self.rawValue = rawValue
      }

      /// The value changed.
      public static var valueChanged: UIControl.Event { UIControl.Event(rawValue: 1 << 12) }
      /// A touch lifted inside the control.
      public static var touchUpInside: UIControl.Event { UIControl.Event(rawValue: 1 << 6) }
      /// The control's primary action fired.
      public static var primaryActionTriggered: UIControl.Event {
        UIControl.Event(rawValue: 1 << 13)
      }

      /// Whether the two sets of events share one.
      package func overlaps(_ other: UIControl.Event) -> Bool {
        rawValue & other.rawValue != 0
      }
    }
  }
#endif
