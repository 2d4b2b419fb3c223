/// Which way leading points, as `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: Sendable, Hashable {
  /// Leading is the left.
  case leftToRight
  /// Leading is the right.
  case rightToLeft
}
