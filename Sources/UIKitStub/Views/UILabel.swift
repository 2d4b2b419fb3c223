#if os(Linux)
  import Foundation
  import SwipeCore

  // SDK: @MainActor open class UILabel : UIView, NSCoding, UIContentSizeCategoryAdjusting —
  // developer.apple.com/documentation/uikit/uilabel (not in uikit-api.md, hence `package`)
  /// A view that shows a line of text, as UIKit's `UILabel`: the stub keeps the text and how
  /// to draw it for renderers; it draws nothing itself.
  @MainActor package class UILabel: UIView {
    // SDK: open var text: String? — developer.apple.com/documentation/uikit/uilabel/text
    /// The text.
    package var text: String?
    // SDK: open var font: UIFont! — developer.apple.com/documentation/uikit/uilabel/font
    /// The font (17 pt system by default, as UIKit's). With
    /// ``adjustsFontForContentSizeCategory``, a text style's font reads at the user's current
    /// text size (`UIKitStubDriver.preferredContentSizeCategory`), as UIKit updates it.
    package var font: UIFont! {
      get {
        guard adjustsFontForContentSizeCategory, let style = storedFont?.textStyle else {
          return storedFont
        }
        return .preferredFont(forTextStyle: style)
      }
      set { storedFont = newValue }
    }
    private var storedFont: UIFont? = .systemFont(ofSize: 17)
    // SDK: open var textColor: UIColor! — developer.apple.com/documentation/uikit/uilabel/textcolor
    /// The text colour (black by default).
    package var textColor: UIColor! = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    // SDK: open var textAlignment: NSTextAlignment —
    // developer.apple.com/documentation/uikit/uilabel/textalignment
    /// How the text sits across the label (natural: leading, by default).
    package var textAlignment: NSTextAlignment = .natural
    // SDK: open var adjustsFontForContentSizeCategory: Bool — UIContentSizeCategoryAdjusting
    // (iOS 10), developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/
    // adjustsfontforcontentsizecategory
    /// Whether the font follows the user's preferred text size: a text style's font
    /// (`UIFont.preferredFont(forTextStyle:)`) then reads at the current size. (UIKit also
    /// scales fonts from `UIFontMetrics`, which the stub does not model.)
    package var adjustsFontForContentSizeCategory = false

    /// A label with the given frame. Not interactive, as UIKit's labels: UILabel.h:67 declares
    /// `userInteractionEnabled` "default is NO", so touches pass to the view behind it.
    package override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
    }

    /// Not supported by the stub.
    package required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported by the stub")
    }

    /// The text's size, measured as the scenario runner measures titles: 0.6 em a character
    /// (`SegmentedBarLayout.estimatedTitleWidth`) and 1.2 em tall.
    override package var intrinsicContentSize: CGSize {
      let size = Double(font?.pointSize ?? 17)
      return CGSize(
        width: SegmentedBarLayout.estimatedTitleWidth(text ?? "", fontSize: size),
        height: 1.2 * size)
    }
  }

  // SDK: @MainActor open class UIFont : NSObject, NSCopying, NSSecureCoding —
  // developer.apple.com/documentation/uikit/uifont (not in uikit-api.md, hence `package`)
  /// A font, as UIKit's `UIFont`: a size and whether it is bold.
  package final class UIFont: NSObject, Sendable {
    // SDK: open var pointSize: CGFloat { get } —
    // developer.apple.com/documentation/uikit/uifont/pointsize
    /// The size in points.
    package let pointSize: CGFloat
    /// Whether it is the bold system font.
    package let isBold: Bool
    /// The text style it was made for (`preferredFont(forTextStyle:)`), if any.
    package let textStyle: TextStyle?

    private init(pointSize: CGFloat, isBold: Bool, textStyle: TextStyle? = nil) {
      self.pointSize = pointSize
      self.isBold = isBold
      self.textStyle = textStyle
    }

    // SDK: open class func systemFont(ofSize fontSize: CGFloat) -> UIFont —
    // developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    /// The system font at `fontSize`.
    package static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(pointSize: fontSize, isBold: false)
    }

    // SDK: open var lineHeight: CGFloat { get } —
    // developer.apple.com/documentation/uikit/uifont/lineheight
    /// The height of a line of text: 1.2 em (the system font's, near enough).
    package var lineHeight: CGFloat { pointSize * 1.2 }

    // SDK: open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont —
    // developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
    /// The bold system font at `fontSize`.
    package static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(pointSize: fontSize, isBold: true)
    }

    // SDK: open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont —
    // developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    /// The font of a text style at the user's text size
    /// (`UIKitStubDriver.preferredContentSizeCategory`, "Large" by default).
    @MainActor package static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
      let category = UIKitStubDriver.current.preferredContentSizeCategory
      return UIFont(pointSize: style.pointSize(at: category), isBold: false, textStyle: style)
    }

    // SDK: public struct TextStyle : Hashable, Equatable, RawRepresentable, with static lets
    // body, subheadline, footnote, … — developer.apple.com/documentation/uikit/uifont/textstyle
    /// A Dynamic Type text style, with its size at the default content size category.
    package struct TextStyle: Hashable, Sendable {
      /// The style's name.
      package let rawValue: String
      /// Its sizes at the twelve content size categories, extra small to the largest
      /// accessibility size (Apple's Human Interface Guidelines, Typography, "Dynamic Type
      /// sizes", iOS); "Large", the default, is the fourth.
      let sizes: [CGFloat]

      /// Body text, 17 pt by default.
      package static let body = TextStyle(
        rawValue: "UICTFontTextStyleBody",
        sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
      /// Subheadings, 15 pt by default.
      package static let subheadline = TextStyle(
        rawValue: "UICTFontTextStyleSubhead",
        sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49])
      /// Footnotes, 13 pt by default.
      package static let footnote = TextStyle(
        rawValue: "UICTFontTextStyleFootnote",
        sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44])

      /// Captions, 12 pt by default.
      package static let caption1 = TextStyle(
        rawValue: "UICTFontTextStyleCaption1",
        sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43])

      /// The style's size at `category`.
      func pointSize(at category: UIContentSizeCategory) -> CGFloat {
        sizes[min(max(category.step, 0), sizes.count - 1)]
      }
    }
  }

  // SDK: public struct UIContentSizeCategory : Hashable, Equatable, RawRepresentable, with
  // static lets extraSmall … accessibilityExtraExtraExtraLarge and didChangeNotification —
  // UIContentSizeCategory.h:17-35 (not in uikit-api.md, hence `package`)
  /// The user's preferred text size, as UIKit's `UIContentSizeCategory`.
  package struct UIContentSizeCategory: Hashable, Sendable {
    /// The category's name.
    package let rawValue: String
    /// Its place from extra small (0) to the largest accessibility size (11).
    let step: Int

    package static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS", step: 0)
    package static let small = Self(rawValue: "UICTContentSizeCategoryS", step: 1)
    package static let medium = Self(rawValue: "UICTContentSizeCategoryM", step: 2)
    package static let large = Self(rawValue: "UICTContentSizeCategoryL", step: 3)
    package static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL", step: 4)
    package static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL", step: 5)
    package static let extraExtraExtraLarge = Self(
      rawValue: "UICTContentSizeCategoryXXXL", step: 6)
    package static let accessibilityMedium = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityM", step: 7)
    package static let accessibilityLarge = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityL", step: 8)
    package static let accessibilityExtraLarge = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityXL", step: 9)
    package static let accessibilityExtraExtraLarge = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityXXL", step: 10)
    package static let accessibilityExtraExtraExtraLarge = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityXXXL", step: 11)

    // SDK: UIKIT_EXTERN NSNotificationName const UIContentSizeCategoryDidChangeNotification
    // (iOS 7); Swift: UIContentSizeCategory.didChangeNotification — UIContentSizeCategory.h:35
    /// Posted when the user's text size changes (the driver posts it when a test sets
    /// `UIKitStubDriver.preferredContentSizeCategory`).
    package static let didChangeNotification = Notification.Name(
      "UIContentSizeCategoryDidChangeNotification")
  }

  // SDK: public enum NSTextAlignment : Int, @unchecked Sendable { case left = 0, center = 1,
  // right = 2, justified = 3, natural = 4 } — developer.apple.com/documentation/uikit/
  // nstextalignment (iOS raw values; not in uikit-api.md, hence `package`)
  /// How text sits across its box, as UIKit's `NSTextAlignment`.
  package enum NSTextAlignment: Int, Sendable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Stretched to both edges (drawn as natural by the stub's renderers).
    case justified = 3
    /// Along the leading edge of the text's direction.
    case natural = 4
  }
#endif
