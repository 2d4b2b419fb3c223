#if os(Linux)
  /// The direction in which content is laid out, as UIKit's enum.
  public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
  }
#endif
