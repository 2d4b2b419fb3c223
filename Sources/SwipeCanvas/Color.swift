/// A color with red, green, blue and alpha in 0…1 (not premultiplied).
public struct Color: Sendable, Hashable {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0…1.
  public var alpha: Double

  /// A color from components in 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A color from a 24-bit `0xRRGGBB` value.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// The same color with another opacity.
  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The color `fraction` of the way to `other`.
  public func mixed(with other: Color, _ fraction: Double) -> Color {
    let f = min(max(fraction, 0), 1)
    return Color(
      red: red + (other.red - red) * f, green: green + (other.green - green) * f,
      blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
  }

  /// Opaque white.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Fully transparent.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
