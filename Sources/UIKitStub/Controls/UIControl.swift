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

    /// Not supported by the stub.
    public required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    /// Whether the control responds.
    open var isEnabled: Bool = true
    /// Whether the control is selected.
    open var isSelected: Bool = false
    /// Whether the control is highlighted.
    open var isHighlighted: Bool = false
    /// Whether a touch is being tracked (never in the model).
    open var isTracking: Bool { false }

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
