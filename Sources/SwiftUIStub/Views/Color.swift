#if os(Linux)
  import Foundation

  // SDK: @frozen public struct Color : Hashable, CustomStringConvertible, and
  //   extension Color : View — D14 SwiftUI/SwiftUI.swift:650, :657
  /// A colour as a view, as SwiftUI's `Color`: in the stub, a name.
  ///
  /// Layout: a colour fills what it is offered, however large; an unspecified dimension
  /// (`.infinity`, see ``StubLayout/isBounded(_:)``) gives 0.
  package struct Color: View, Hashable {
    /// The colour's name.
    package let name: String

    /// A colour called `name`.
    nonisolated package init(name: String) {
      self.name = name
    }

    // SDK: public static let clear: Color (and red, blue, gray) — DOC swiftui/color
    /// No colour.
    package static let clear = Color(name: "clear")
    /// Red.
    package static let red = Color(name: "red")
    /// Blue.
    package static let blue = Color(name: "blue")
    /// Grey.
    package static let gray = Color(name: "gray")
  }

  extension Color: StubSizing {
    package func stubSize(proposing proposal: CGSize) -> CGSize {
      CGSize(
        width: StubLayout.isBounded(proposal.width) ? proposal.width : 0,
        height: StubLayout.isBounded(proposal.height) ? proposal.height : 0)
    }
  }
#endif
