#if os(Linux)
  import Foundation

  // SDK: @MainActor open class UITapGestureRecognizer : UIGestureRecognizer —
  // developer.apple.com/documentation/uikit/uitapgesturerecognizer (not in uikit-api.md, hence
  // `package`)
  /// A recognizer for a single tap, as UIKit's `UITapGestureRecognizer` with one tap and one
  /// touch: recognized (`.ended`) when the finger lifts having moved less than 10 pt; it fails
  /// as soon as the finger moves farther.
  @MainActor package final class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far the finger may move and still tap (UIKit's allowance, about 10 pt).
    package static let allowableMovement = 10.0

    package override func failsAfterMoving(distance: Double) -> Bool {
      distance >= Self.allowableMovement
    }

    package override func recognizesAtTouchUp() -> Bool { true }
  }
#endif
