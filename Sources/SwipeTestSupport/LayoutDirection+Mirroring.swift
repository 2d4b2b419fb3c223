import Foundation
import SwipeCore
import SwipeScenario

/// A left-to-right test's inputs and physical expectations in either direction, so one test
/// body runs mirrored: touches `x → W − x`, pager flings `vx → −vx`, pager offsets
/// `x → (n − 1) × W − x`. Logical expectations (index, progress, header, bar, each page's `s`)
/// are the same in both directions and need nothing. Written from DESIGN.md on its own (the
/// container's mirror is not called), so an engine mistake cannot hide behind it.
extension LayoutDirection {
  /// Whether this is right to left.
  public var isRightToLeft: Bool { self == .rightToLeft }

  /// Where a finger at `x` left to right is in this direction, in a container `width` wide.
  public func x(_ x: Double, width: Double = 390) -> Double {
    isRightToLeft ? width - x : x
  }

  /// A point of a left-to-right test in this direction.
  public func point(_ point: CGPoint, width: Double = 390) -> CGPoint {
    CGPoint(x: x(Double(point.x), width: width), y: Double(point.y))
  }

  /// A point of a left-to-right test in this direction.
  public func point(x: Double, y: Double, width: Double = 390) -> CGPoint {
    CGPoint(x: self.x(x, width: width), y: y)
  }

  /// A scripted drag of a left-to-right test in this direction.
  public func drag(_ drag: DragGesture, width: Double = 390) -> DragGesture {
    DragGesture(
      from: point(drag.from, width: width), to: point(drag.to, width: width),
      duration: drag.duration, hold: drag.hold)
  }

  /// A pager fling's velocity (positive when `contentOffset.x` grows) of a left-to-right test in
  /// this direction.
  public func vx(_ vx: Double) -> Double {
    isRightToLeft ? -vx : vx
  }

  /// The physical `contentOffset.x` of the pager at the logical offset `logical` (page `i` at
  /// `i × W`) with `pageCount` pages `width` wide, and back: right to left, page 0 is at
  /// `(n − 1) × W`.
  public func pagerOffset(_ logical: Double, pageCount: Int, width: Double = 390) -> Double {
    isRightToLeft ? max(Double(pageCount - 1), 0) * width - logical : logical
  }

  /// The physical minimum x of the page at `index` in the viewport, the pager at the physical
  /// offset `pagerOffset`: right to left, page `i` starts at `(n − 1 − i) × W` in the content.
  public func pageMinX(
    _ index: Int, pagerOffset: Double, pageCount: Int, width: Double = 390
  ) -> Double {
    let content = isRightToLeft ? Double(pageCount - 1 - index) * width : Double(index) * width
    return content - pagerOffset
  }
}
