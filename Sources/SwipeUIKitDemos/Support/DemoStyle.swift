#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation

  /// The demos' colours and fonts: the Linux gallery's theme, so both draw the same screens.
  enum DemoStyle {
    static func color(_ hex: UInt32, alpha: CGFloat = 1) -> UIColor {
      UIColor(
        red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
        blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    static var background: UIColor { color(0xF2F2F7) }
    static var surface: UIColor { color(0xFFFFFF) }
    static var separator: UIColor { color(0xC6C6C8) }
    static var text: UIColor { color(0x1C1C1E) }
    static var secondaryText: UIColor { color(0x8E8E93) }
    static var tint: UIColor { color(0xFF3B30) }

    /// A pleasant colour for tile `index`.
    static func tile(_ index: Int) -> UIColor {
      let palette: [UInt32] = [
        0xFF9500, 0x34C759, 0x5AC8FA, 0xAF52DE, 0xFF2D55, 0x5856D6, 0xFFCC00, 0x30B0C7,
      ]
      return color(palette[((index % palette.count) + palette.count) % palette.count])
    }

    /// A label of `size` points in `color`.
    @MainActor static func label(
      _ text: String, size: CGFloat, bold: Bool = false, color: UIColor = DemoStyle.text,
      alignment: NSTextAlignment = .natural
    ) -> UILabel {
      let label = UILabel(frame: .zero)
      label.text = text
      label.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
      label.textColor = color
      label.textAlignment = alignment
      return label
    }

    /// The name of the header picture in the app's assets.
    static let headerImageName = "DemoHeader"

    /// The ring refresh look's image: the Swift logo (an SF Symbol) on iOS; on UIKitStub the
    /// gallery's `DemoAvatar` picture.
    static var avatar: UIImage? {
      #if canImport(UIKit)
        UIImage(systemName: "swift")
      #else
        UIImage(named: "DemoAvatar")
      #endif
    }
  }
#endif
