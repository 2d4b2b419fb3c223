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
    /// Its sRGB components and opacity, 0…1 (what drawing fills with).
    package let red: Double
    package let green: Double
    package let blue: Double
    package let opacity: Double

    /// A colour called `name` (drawn as a middle grey unless one of the named colours).
    nonisolated package init(name: String) {
      self.init(name: name, red: 0.5, green: 0.5, blue: 0.5, opacity: 1)
    }

    private nonisolated init(
      name: String, red: Double, green: Double, blue: Double, opacity: Double
    ) {
      self.name = name
      self.red = red
      self.green = green
      self.blue = blue
      self.opacity = opacity
    }

    // SDK: public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double,
    //   blue: Double, opacity: Double = 1) — DOC swiftui/color/init(_:red:green:blue:opacity:)
    /// An sRGB colour.
    nonisolated package init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
      self.init(name: "rgb", red: red, green: green, blue: blue, opacity: opacity)
    }

    // SDK: public static let clear: Color (and red, blue, gray) — DOC swiftui/color
    /// No colour.
    package static let clear = Color(name: "clear", red: 0, green: 0, blue: 0, opacity: 0)
    /// Red (the system red, light mode).
    package static let red = Color(name: "red", red: 1, green: 0.23, blue: 0.19, opacity: 1)
    /// Blue (the system blue, light mode).
    package static let blue = Color(name: "blue", red: 0, green: 0.48, blue: 1, opacity: 1)
    /// Grey (the system grey, light mode).
    package static let gray = Color(name: "gray", red: 0.56, green: 0.56, blue: 0.58, opacity: 1)
    /// White.
    package static let white = Color(name: "white", red: 1, green: 1, blue: 1, opacity: 1)
    /// Black.
    package static let black = Color(name: "black", red: 0, green: 0, blue: 0, opacity: 1)

    /// The colour as UIKit's.
    @MainActor package var uiColor: UIColor {
      UIColor(
        red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
  }

  extension Color: StubSizing {
    package func stubSize(proposing proposal: CGSize) -> CGSize {
      CGSize(
        width: StubLayout.isBounded(proposal.width) ? proposal.width : 0,
        height: StubLayout.isBounded(proposal.height) ? proposal.height : 0)
    }
  }
#endif
