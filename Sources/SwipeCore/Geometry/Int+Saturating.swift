extension Int {
  /// `value` rounded toward zero and clamped to `Int`'s range; NaN becomes 0.
  ///
  /// `Int(_: Double)` traps on NaN, infinities and values past `Int.max`, so every conversion of
  /// a computed Double (a page count from a huge content size, a step count from a long time)
  /// goes through this initializer instead (DESIGN.md §9c).
  package init(saturating value: Double) {
    // 2⁶³ is exactly representable; every Double below it (and above −2⁶³) fits in an Int.
    let limit = 9_223_372_036_854_775_808.0
    if value.isNaN {
      self = 0
    } else if value >= limit {
      self = .max
    } else if value <= -limit {
      self = .min
    } else {
      self = Int(value)
    }
  }
}
