#if os(Linux)
  import Foundation

  /// A physical button press, as UIKit's `UIPress` (type only; the model never creates one).
  ///
  /// Declared because `UIGestureRecognizerDelegate` names it.
  @MainActor open class UIPress: NSObject {
  }
#endif
