import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// A horizontally scrolling layout is solved as the transpose of a vertically scrolling one:
// x and y, widths and heights, leading and top, trailing and bottom, horizontal and vertical
// groups all swap, and the solved frames swap back. One solver serves both directions.

extension LayoutDimension {
  var transposed: LayoutDimension {
    switch self {
    case .fractionalWidth(let fraction): .fractionalHeight(fraction)
    case .fractionalHeight(let fraction): .fractionalWidth(fraction)
    case .absolute, .estimated: self
    }
  }
}

extension LayoutSize {
  var transposed: LayoutSize { LayoutSize(width: height.transposed, height: width.transposed) }
}

extension DirectionalInsets {
  var transposed: DirectionalInsets {
    DirectionalInsets(top: leading, leading: top, bottom: trailing, trailing: bottom)
  }
}

extension LayoutEdgeSpacing {
  var transposed: LayoutEdgeSpacing {
    LayoutEdgeSpacing(leading: top, top: leading, trailing: bottom, bottom: trailing)
  }
}

extension LayoutEdge {
  var transposed: LayoutEdge {
    switch self {
    case .top: .leading
    case .leading: .top
    case .bottom: .trailing
    case .trailing: .bottom
    }
  }
}

extension LayoutSupplementaryItem {
  var transposed: LayoutSupplementaryItem {
    LayoutSupplementaryItem(
      kind: kind, size: size.transposed,
      anchor: LayoutAnchor(
        edges: Set(anchor.edges.map(\.transposed)), offsetX: anchor.offsetY,
        offsetY: anchor.offsetX, fractional: anchor.isFractionalOffset),
      zIndex: zIndex)
  }
}

extension LayoutItem {
  var transposed: LayoutItem {
    LayoutItem(
      size: size.transposed, contentInsets: contentInsets.transposed,
      edgeSpacing: edgeSpacing.transposed,
      supplementaryItems: supplementaryItems.map(\.transposed))
  }
}

extension CGRect {
  var transposed: CGRect { CGRect(x: minY, y: minX, width: height, height: width) }
}

extension CGSize {
  var transposed: CGSize { CGSize(width: height, height: width) }
}

extension LayoutGroup {
  var transposed: LayoutGroup {
    let arrangement: Arrangement
    switch self.arrangement {
    case .horizontal: arrangement = .vertical
    case .vertical: arrangement = .horizontal
    case .custom(let frames): arrangement = .custom(frames: frames.map(\.transposed))
    }
    return LayoutGroup(
      arrangement: arrangement, size: size.transposed,
      subitems: subitems.map { subitem in
        switch subitem {
        case .item(let item): .item(item.transposed)
        case .group(let group): .group(group.transposed)
        }
      }, count: count, interItemSpacing: interItemSpacing, contentInsets: contentInsets.transposed,
      edgeSpacing: edgeSpacing.transposed, supplementaryItems: supplementaryItems.map(\.transposed))
  }
}

extension BoundaryAlignment {
  /// The alignment in solved space: before (`top`) or after (`bottom`) the content.
  var isBefore: Bool { self == .top || self == .leading }
}

extension LayoutSection {
  var transposed: LayoutSection {
    var section = self
    section.group = group.transposed
    section.contentInsets = contentInsets.transposed
    section.boundarySupplementaryItems = boundarySupplementaryItems.map { item in
      var item = item
      item.size = item.size.transposed
      return item
    }
    section.decorationItems = decorationItems.map { decoration in
      LayoutDecorationItem(
        kind: decoration.kind, contentInsets: decoration.contentInsets.transposed)
    }
    return section
  }
}
