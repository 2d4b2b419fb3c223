#if os(Linux)
  import Foundation

  // SDK: UIKIT_EXTERN NSNotificationName const UIKeyboardWillShowNotification,
  //   UIKeyboardWillHideNotification, UIKeyboardWillChangeFrameNotification and NSString *const
  //   UIKeyboardFrameEndUserInfoKey ("NSValue of CGRect") — UIWindow.h:132-145 (iOS 26.2 SDK),
  //   in Swift `UIResponder.keyboardWillShowNotification` and friends, NS_SWIFT_NONISOLATED
  //   (not in uikit-api.md, hence `package`)
  extension UIResponder {
    /// Posted before the software keyboard shows.
    nonisolated package static let keyboardWillShowNotification = Notification.Name(
      "UIKeyboardWillShowNotification")
    /// Posted before the software keyboard hides.
    nonisolated package static let keyboardWillHideNotification = Notification.Name(
      "UIKeyboardWillHideNotification")
    /// Posted before the software keyboard's frame changes (shown, hidden or resized).
    nonisolated package static let keyboardWillChangeFrameNotification = Notification.Name(
      "UIKeyboardWillChangeFrameNotification")
    /// The keyboard's frame once it has moved, in screen coordinates (the window's, in the
    /// stub), in the notifications' `userInfo`.
    nonisolated package static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  }

  extension UIWindow {
    // MARK: - Software keyboard

    /// Shows the software keyboard over the bottom `height` points of the window (at once: the
    /// stub does not animate it), as a text field becoming first responder does, and posts
    /// UIKit's notifications. A hosting view that keeps the keyboard's safe-area region lays its
    /// content out above it at the next layout pass.
    package func showKeyboard(height: CGFloat) {
      let height = min(max(height.isFinite ? height : 0, 0), bounds.height)
      moveKeyboard(
        to: CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height))
    }

    /// Hides the software keyboard and posts UIKit's notifications.
    package func hideKeyboard() {
      moveKeyboard(to: nil)
    }

    private func moveKeyboard(to frame: CGRect?) {
      guard frame != keyboardFrame else { return }
      keyboardFrame = frame
      let end =
        frame
        ?? CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: 0)
      let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: end]
      let center = NotificationCenter.default
      center.post(
        name: frame == nil
          ? UIResponder.keyboardWillHideNotification : UIResponder.keyboardWillShowNotification,
        object: nil, userInfo: info)
      center.post(
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
      setNeedsLayout()
    }

    /// How far the keyboard covers `view`'s bounds from their bottom (0 without a keyboard).
    package func keyboardOverlap(of view: UIView) -> CGFloat {
      guard let keyboard = keyboardFrame else { return 0 }
      let frame = view.convert(keyboard, from: self)
      let bounds = view.bounds
      guard frame.maxX > bounds.minX, frame.minX < bounds.maxX else { return 0 }
      return min(max(bounds.maxY - frame.minY, 0), bounds.height)
    }
  }
#endif
