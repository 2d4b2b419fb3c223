/// The pan hysteresis of `UIScrollView`: a touch becomes a drag after 10 pt of movement, and the
/// dominant axis of that movement decides who owns the gesture.
public enum TouchSlop {
  /// The axis that owns a touch which has moved by (`dx`, `dy`), or nil while it is still inside
  /// the slop. Ties go to the vertical axis (lists win over the pager).
  @inlinable
  public static func dominantAxis(dx: Double, dy: Double) -> Axis? {
    guard dx.isFinite, dy.isFinite,
      dx * dx + dy * dy >= PhysicsConstants.touchSlop * PhysicsConstants.touchSlop
    else { return nil }
    return abs(dx) > abs(dy) ? .horizontal : .vertical
  }
}
