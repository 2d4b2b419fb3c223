import Foundation

@testable import SwipeCompositional
@testable import SwipeCore

/// Shorthand for the compositional layout tests.
enum Compose {
  static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(width: width, height: height)
  }

  static func item(
    _ width: LayoutDimension, _ height: LayoutDimension, insets: DirectionalInsets = .zero,
    edges: LayoutEdgeSpacing = LayoutEdgeSpacing(), badges: [LayoutSupplementaryItem] = []
  ) -> LayoutGroup.Subitem {
    .item(
      size: size(width, height), contentInsets: insets, edgeSpacing: edges,
      supplementaryItems: badges)
  }

  static func layout(
    width: Double = 375, height: Double = 812, items: [Int],
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(),
    _ sections: [LayoutSection]
  ) throws -> CompositionalLayout {
    try CompositionalLayout(
      configuration: configuration, containerSize: CGSize(width: width, height: height),
      sections: sections, numberOfItems: items)
  }

  static func frames(_ layout: CompositionalLayout, section: Int = 0) -> [CGRect] {
    (0..<layout.numberOfItems(inSection: section)).compactMap {
      layout.frameForItem($0, inSection: section)
    }
  }

  static func supplementaries(_ layout: CompositionalLayout, kind: String) -> [CGRect] {
    layout.allElements.filter { $0.category == .supplementary && $0.kind == kind }.map(\.frame)
  }
}

/// Frames equal within 0.01 pt (the spec allows 0.5; these are exact computations).
func close(_ a: CGRect, _ b: CGRect, tolerance: Double = 0.01) -> Bool {
  abs(Double(a.minX - b.minX)) <= tolerance && abs(Double(a.minY - b.minY)) <= tolerance
    && abs(Double(a.width - b.width)) <= tolerance && abs(Double(a.height - b.height)) <= tolerance
}

func close(_ a: [CGRect], _ b: [CGRect], tolerance: Double = 0.01) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { close($0, $1, tolerance: tolerance) }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
