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
  }
#endif
