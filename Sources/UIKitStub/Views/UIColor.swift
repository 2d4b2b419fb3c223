#if os(Linux)
  import Foundation

  /// A colour, as UIKit's `UIColor`: here only its RGBA components (the stub's views hold no
  /// background colour: the SDK's `@NSCopying backgroundColor` needs a `copy(with:)` that
  /// uikit-api.md does not list).
  ///
  /// Immutable, and `Sendable` as the SDK's `UIColor` is.
  open class UIColor: NSObject, @unchecked Sendable {
    /// The red component.
    package let red: CGFloat
    /// The green component.
    package let green: CGFloat
    /// The blue component.
    package let blue: CGFloat
    /// The opacity.
    package let alpha: CGFloat

    // SDK: public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) — DOC
    // developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:).md
    /// A colour with the given components.
    package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
      super.init()
    }

    // SDK: class var secondaryLabel: UIColor { get } (iOS 13) —
    // developer.apple.com/documentation/uikit/uicolor/secondarylabel (not in uikit-api.md, hence
    // `package`). A dynamic colour in UIKit; the stub models the light appearance only: RGB 60,
    // 60, 67 at 60 % (Apple's Human Interface Guidelines, Color, "Foreground", light).
    /// Secondary text: grey at 60 %.
    package static var secondaryLabel: UIColor {
      UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    }

    // SDK: class var systemGray: UIColor { get } (iOS 7) —
    // developer.apple.com/documentation/uikit/uicolor/systemgray (not in uikit-api.md, hence
    // `package`): RGB 142, 142, 147 in both appearances (Human Interface Guidelines, Color).
    /// The system's grey.
    package static var systemGray: UIColor {
      UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
    }

    // SDK: class var systemBackground: UIColor { get } (iOS 13) —
    // developer.apple.com/documentation/uikit/uicolor/systembackground (not in uikit-api.md,
    // hence `package`). A dynamic colour in UIKit; the stub models the light appearance: white.
    /// The background of a screen: white.
    package static var systemBackground: UIColor {
      UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    }
  }
#endif
