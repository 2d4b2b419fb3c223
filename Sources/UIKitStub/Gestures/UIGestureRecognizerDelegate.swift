#if os(Linux)
  import Foundation

  /// What a gesture recognizer asks its delegate, as UIKit's protocol; every requirement has a
  /// default doing what UIKit does when the method is absent.
  @MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress
    ) -> Bool
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
    ) -> Bool
  }

  extension UIGestureRecognizerDelegate {
    /// Lets the recognizer begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      true
    }
    /// Not simultaneously (recorded only: the model lets recognizers run side by side).
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// No extra failure requirement.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// No extra failure requirement.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// Receives every touch.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool { true }
    /// Receives every press.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress
    ) -> Bool { true }
    /// Receives every event.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
    ) -> Bool { true }
  }
#endif
