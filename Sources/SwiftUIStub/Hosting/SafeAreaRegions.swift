#if os(Linux)
  import Foundation

  // SDK: @frozen public struct SafeAreaRegions : OptionSet — SwiftUI.swiftinterface:4304 (iOS 14)
  /// Kinds of safe area, as SwiftUI's `SafeAreaRegions`.
  package struct SafeAreaRegions: OptionSet, Sendable {
    package let rawValue: UInt

    /// Regions from their raw bits.
    package init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The safe area the container defines: bars, the screen's edges.
    package static let container = SafeAreaRegions(rawValue: 1)
    /// The area the software keyboard covers (`UIWindow.showKeyboard(height:)`).
    package static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    package static let all: SafeAreaRegions = [.container, .keyboard]
  }
#endif
