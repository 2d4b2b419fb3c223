#if os(Linux)
  import Foundation

  // SDK: public struct UIRectEdge : OptionSet — UIUtilities.framework's UIGeometry.h:12-19
  // (iOS 26.2 SDK; not in uikit-api.md, hence `package`)
  /// Edges of a rectangle, as UIKit's `UIRectEdge`.
  package struct UIRectEdge: OptionSet, Sendable {
    package let rawValue: UInt
    package init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge (`1 << 0`).
    package static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge (`1 << 1`).
    package static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge (`1 << 2`).
    package static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge (`1 << 3`).
    package static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    package static let all: UIRectEdge = [.top, .left, .bottom, .right]
  }
#endif
