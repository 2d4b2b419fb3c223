#if os(Linux)
  import Foundation

  // SDK: @frozen public enum Axis : Swift.Int8, Swift.CaseIterable
  //   — SwiftUI.swiftinterface:22507 (iOS 13)
  /// A direction of layout, as SwiftUI's `Axis`.
  package enum Axis: Int8, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    // SDK: @frozen public struct Set : Swift.OptionSet — SwiftUI.swiftinterface:22510
    /// A set of axes.
    package struct Set: OptionSet, Sendable {
      package let rawValue: Int8

      /// A set from its raw bits.
      package init(rawValue: Int8) {
        self.rawValue = rawValue
      }

      /// The horizontal axis.
      package static let horizontal = Set(rawValue: 1 << Axis.horizontal.rawValue)
      /// The vertical axis.
      package static let vertical = Set(rawValue: 1 << Axis.vertical.rawValue)
    }
  }
#endif
