import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension Scenario {
  /// The scenario seen in a mirror: every touch, drag and scroll at `x → width − x` (the viewport's
  /// width), every horizontal fling reversed. Played on a right-to-left container, it does what
  /// the original does on a left-to-right one.
  public func mirroredHorizontally() -> Scenario {
    let width = Double(viewport.width)
    func mirror(_ point: CGPoint) -> CGPoint {
      CGPoint(x: width - Double(point.x), y: point.y)
    }
    var mirrored = self
    mirrored.events = events.map { event in
      var event = event
      switch event.action {
      case .touch(let phase, let point, let finger):
        event.action = .touch(phase, point.map(mirror), finger: finger)
      case .drag(var drag):
        drag.from = mirror(drag.from)
        drag.to = mirror(drag.to)
        event.action = .drag(drag)
      case .scroll(var scroll):
        scroll.from = mirror(scroll.from)
        scroll.to = mirror(scroll.to)
        event.action = .scroll(scroll)
      case .fling(let vx, let vy):
        event.action = .fling(vx: -vx, vy: vy)
      case .call:
        break
      }
      return event
    }
    return mirrored
  }
}
