#if os(Linux)
  import Foundation

  // SDK: @frozen public struct Font : Hashable, Sendable, with static lets largeTitle, title,
  //   headline, subheadline, body, callout, footnote, caption — DOC swiftui/font (iOS 13).
  /// A font, as SwiftUI's `Font`: in the stub, a size and whether it is bold, the text styles'
  /// sizes at the default Dynamic Type size (Apple's Human Interface Guidelines, "Typography":
  /// large title 34, title 28, headline 17 semibold, body 17, callout 16, subheadline 15,
  /// footnote 13, caption 12).
  ///
  /// Only drawing reads it (``StubDrawing``); the layout model's text metrics stay the stub's
  /// own (``Text``).
  package struct Font: Hashable, Sendable {
    /// The size in points.
    package let size: CGFloat
    /// Whether it is bold (the stub draws semibold as bold).
    package let isBold: Bool

    package static let largeTitle = Font(size: 34, isBold: false)
    package static let title = Font(size: 28, isBold: false)
    package static let headline = Font(size: 17, isBold: true)
    package static let body = Font(size: 17, isBold: false)
    package static let callout = Font(size: 16, isBold: false)
    package static let subheadline = Font(size: 15, isBold: false)
    package static let footnote = Font(size: 13, isBold: false)
    package static let caption = Font(size: 12, isBold: false)
  }

  /// The font text in a view is drawn in (nil: the body font).
  enum FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
  }

  /// The colour text in a view is drawn in (nil: the primary label colour).
  enum ForegroundColorKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
  }

  extension View {
    // SDK: @inlinable public func font(_ font: Font?) -> some View — DOC swiftui/view/font(_:)
    /// This view, with the text in it set in `font`.
    package func font(_ font: Font?) -> some View {
      EnvironmentWriter(content: self) { $0[FontKey.self] = font }
    }

    // SDK: @inlinable public func foregroundColor(_ color: Color?) -> some View
    //   — DOC swiftui/view/foregroundcolor(_:) (iOS 13; deprecated with no end date)
    /// This view, with the text in it drawn in `color`.
    package func foregroundColor(_ color: Color?) -> some View {
      EnvironmentWriter(content: self) { $0[ForegroundColorKey.self] = color }
    }
  }
#endif
