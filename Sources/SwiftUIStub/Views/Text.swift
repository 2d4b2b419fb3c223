#if os(Linux)
  import Foundation

  // SDK: @frozen public struct Text : Equatable (a primitive view) — D14 SwiftUI/SwiftUI.swift:4264
  /// A line of text as a view, as SwiftUI's `Text`.
  ///
  /// Layout, the stub's own metrics: every character is 10 pt wide and lines are 20 pt high;
  /// text wraps at the offered width (at least one character a line).
  package struct Text: View, Equatable {
    /// The characters shown.
    package let content: String

    // SDK: @_disfavoredOverload public init<S>(_ content: S) where S : StringProtocol
    //   — D14 SwiftUI/SwiftUI.swift:4288 (+acc)
    /// Text showing `content`.
    nonisolated package init<S>(_ content: S) where S: StringProtocol {
      self.content = String(content)
    }

    /// The width of a character in the stub's metrics.
    package static let characterWidth: CGFloat = 10
    /// The height of a line in the stub's metrics.
    package static let lineHeight: CGFloat = 20
  }

  extension Text: StubSizing {
    package func stubSize(proposing proposal: CGSize) -> CGSize {
      let count = content.count
      guard count > 0 else { return .zero }
      let natural = CGFloat(count) * Self.characterWidth
      guard StubLayout.isBounded(proposal.width), proposal.width < natural else {
        return CGSize(width: natural, height: Self.lineHeight)
      }
      let perLine = max(Int(proposal.width / Self.characterWidth), 1)
      let lines = (count + perLine - 1) / perLine
      return CGSize(
        width: CGFloat(perLine) * Self.characterWidth, height: CGFloat(lines) * Self.lineHeight)
    }
  }
#endif
