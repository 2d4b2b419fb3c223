#if os(Linux)
  import Foundation

  // SDK: @MainActor open class UILongPressGestureRecognizer : UIGestureRecognizer —
  // developer.apple.com/documentation/uikit/uilongpressgesturerecognizer (not in
  // uikit-api.md, hence `package`)
  /// A recognizer for a finger held in place, as UIKit's `UILongPressGestureRecognizer`:
  /// begins once the finger has rested `minimumPressDuration` without moving more than
  /// `allowableMovement`, reports `.changed` on each move, `.ended` at lift and `.cancelled` on
  /// cancel. The model supports the duration SwipeUIKit uses, 0 (it begins at touch-down); a
  /// longer one is recorded only.
  @MainActor package final class UILongPressGestureRecognizer: UIGestureRecognizer {
    // SDK: open var minimumPressDuration: TimeInterval — developer.apple.com/documentation/
    // uikit/uilongpressgesturerecognizer/minimumpressduration
    /// How long the finger must rest (seconds).
    package var minimumPressDuration: TimeInterval = 0.5
    // SDK: open var allowableMovement: CGFloat — developer.apple.com/documentation/uikit/
    // uilongpressgesturerecognizer/allowablemovement
    /// How far the finger may move before it begins (recorded only at duration 0).
    package var allowableMovement: CGFloat = 10

    package override func beginsAtTouchDown() -> Bool { minimumPressDuration <= 0 }

    /// A long press "ends when any of the fingers are lifted"
    /// (developer.apple.com/documentation/uikit/uilongpressgesturerecognizer).
    package override func endsWhenAnyFingerLifts() -> Bool { true }
  }
#endif
