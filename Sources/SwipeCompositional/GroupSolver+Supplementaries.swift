import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension GroupSolver {
  /// A group's frame (origin at zero) minus its content insets: what its supplementaries anchor
  /// to, as UIKit places them (a trailing-anchored one sits flush against the trailing inset).
  static func contentFrame(_ size: CGSize, insets: DirectionalInsets) -> CGRect {
    CGRect(
      x: insets.leading, y: insets.top,
      width: max(Double(size.width) - insets.leading - insets.trailing, 0),
      height: max(Double(size.height) - insets.top - insets.bottom, 0))
  }

  /// A supplementary's frame: sized against `container`, at the anchor's edges (centred on an
  /// axis whose edges are both or neither given), then moved by the offset.
  static func anchoredFrame(_ supplementary: LayoutSupplementaryItem, on container: CGRect)
    -> CGRect
  {
    let box = LayoutBox(width: Double(container.width), height: Double(container.height))
    let width = max(box.length(supplementary.size.width), 0)
    let height = max(box.length(supplementary.size.height), 0)
    let anchor = supplementary.anchor
    let edges = anchor.edges
    func position(min: Double, length: Double, size: Double, leading: Bool, trailing: Bool)
      -> Double
    {
      if leading == trailing { return min + (length - size) / 2 }
      return leading ? min : min + length - size
    }
    var x = position(
      min: Double(container.minX), length: Double(container.width), size: width,
      leading: edges.contains(.leading), trailing: edges.contains(.trailing))
    var y = position(
      min: Double(container.minY), length: Double(container.height), size: height,
      leading: edges.contains(.top), trailing: edges.contains(.bottom))
    x += anchor.isFractionalOffset ? anchor.offsetX * width : anchor.offsetX
    y += anchor.isFractionalOffset ? anchor.offsetY * height : anchor.offsetY
    return CGRect(x: x, y: y, width: width, height: height)
  }
}
