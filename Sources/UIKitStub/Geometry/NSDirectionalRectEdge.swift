#if os(Linux)
  import Foundation

  // SDK: public struct NSDirectionalRectEdge : OptionSet — UIGeometry.h:86-93 (not in
  // uikit-api.md, hence `package`)
  /// Edges of a rectangle relative to the layout direction, as UIKit's `NSDirectionalRectEdge`.
  package struct NSDirectionalRectEdge: OptionSet, Sendable {
    package let rawValue: UInt
    package init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge (`1 << 0`).
    package static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (`1 << 1`).
    package static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge (`1 << 2`).
    package static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (`1 << 3`).
    package static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    package static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
  }
#endif
