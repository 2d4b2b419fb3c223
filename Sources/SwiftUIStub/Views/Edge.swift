#if os(Linux)
  import Foundation

  // SDK: @frozen public enum Edge : Int8, CaseIterable — D14 SwiftUI/SwiftUI.swift:1353
  /// A side of a rectangle, as SwiftUI's `Edge`.
  package enum Edge: Int8, CaseIterable {
    /// The top.
    case top
    /// The leading side.
    case leading
    /// The bottom.
    case bottom
    /// The trailing side.
    case trailing

    // SDK: @frozen public struct Set : OptionSet — D14 SwiftUI/SwiftUI.swift:1358
    /// A set of edges.
    package struct Set: OptionSet, Sendable {
      package let rawValue: Int8

      /// A set from its raw bits.
      package init(rawValue: Int8) {
        self.rawValue = rawValue
      }

      /// The set holding `edge`.
      package init(_ edge: Edge) {
        rawValue = 1 << edge.rawValue
      }

      /// The top edge.
      package static let top = Set(.top)
      /// The leading edge.
      package static let leading = Set(.leading)
      /// The bottom edge.
      package static let bottom = Set(.bottom)
      /// The trailing edge.
      package static let trailing = Set(.trailing)
      /// Every edge.
      package static let all: Set = [.top, .leading, .bottom, .trailing]
    }
  }
#endif
