/// Which way leading points, as `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
  /// Leading is the left.
  case leftToRight
  /// Leading is the right.
  case rightToLeft
}
