#if os(Linux)
  import Foundation

  // SDK: @MainActor open class UISlider : UIControl — developer.apple.com/documentation/uikit/
  // uislider (not in uikit-api.md, hence `package`)
  /// A control that picks a value along a track, as UIKit's `UISlider`: a touch anywhere on it
  /// tracks (the stub has no separate thumb), and a horizontal movement of dx moves the value by
  /// dx / width of the range, sending `.valueChanged`.
  @MainActor package class UISlider: UIControl {
    // SDK: open var value: Float — developer.apple.com/documentation/uikit/uislider/value
    /// The value, within `minimumValue ... maximumValue` (0.5 by default here, the middle).
    package var value: Float = 0.5
    // SDK: open var minimumValue: Float — developer.apple.com/documentation/uikit/uislider/
    // minimumvalue
    /// The smallest value (0).
    package var minimumValue: Float = 0
    // SDK: open var maximumValue: Float — developer.apple.com/documentation/uikit/uislider/
    // maximumvalue
    /// The largest value (1).
    package var maximumValue: Float = 1
    private var trackStart: (x: CGFloat, value: Float)?

    /// A slider with the given frame.
    package override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Not supported by the stub.
    package required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    package override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      // From where the finger went down: a touch the scroll view delayed still moves the value
      // by the whole movement, as the thumb stays under the finger.
      let down = convert(touch.startWindowLocation, from: touch.touchWindow)
      trackStart = (down.x, value)
      return true
    }

    package override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      guard let trackStart, bounds.width > 0 else { return true }
      let dx = touch.location(in: self).x - trackStart.x
      let span = maximumValue - minimumValue
      let moved = trackStart.value + Float(dx / bounds.width) * span
      let clamped = min(max(moved, minimumValue), maximumValue)
      if clamped != value {
        value = clamped
        sendActions(for: .valueChanged)
      }
      return true
    }

    package override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
      trackStart = nil
    }

    package override func cancelTracking(with event: UIEvent?) {
      trackStart = nil
    }

    /// A slider's default action is a drag along it: a pan that starts on it and moves more
    /// horizontally than vertically is the slider's (UIView.h:389: "UISlider prevents swipes
    /// parallel to the slider that start in the thumb").
    private var scrollStart: Float?

    /// A horizontal scroll event no scroll view takes begins over the slider
    /// (`ScrollEventSession`): it moves the value as a drag along the track does.
    package func modelScrollBegan() {
      scrollStart = value
    }

    /// The scroll has moved by `dx` in all: the value moves by dx / width of the range.
    package func modelScrollMoved(by dx: CGFloat) {
      guard let scrollStart, bounds.width > 0 else { return }
      let span = maximumValue - minimumValue
      let moved = scrollStart + Float(dx / bounds.width) * span
      let clamped = min(max(moved, minimumValue), maximumValue)
      if clamped != value {
        value = clamped
        sendActions(for: .valueChanged)
      }
    }

    package override func overlapsDefaultAction(_ recognizer: UIGestureRecognizer) -> Bool {
      guard let pan = recognizer as? UIPanGestureRecognizer else { return false }
      let translation = pan.translation(in: nil)
      return abs(translation.x) > abs(translation.y)
    }
  }
#endif
