#if os(Linux)
  /// How a view's content flips in a right-to-left layout, as UIKit's enum.
  public enum UISemanticContentAttribute: Int, @unchecked Sendable {
    /// Flips with the layout direction.
    case unspecified = 0
    /// Playback controls: never flips.
    case playback = 1
    /// Directional controls: never flips.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
  }
#endif
