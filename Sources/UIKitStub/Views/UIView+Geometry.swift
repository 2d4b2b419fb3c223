#if os(Linux)
  import Foundation

  extension UIView {
    // MARK: - Hit-testing and conversion model

    package func modelHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard !isHidden, alpha >= 0.01, isUserInteractionEnabled,
        self.point(inside: point, with: event)
      else { return nil }
      for subview in storedSubviews.reversed() {
        if let hit = subview.hitTest(subview.convert(point, from: self), with: event) {
          return hit
        }
      }
      return self
    }

    /// A point in this view's coordinates, in the coordinates of the root of its hierarchy's
    /// superview space (the screen: the root's frame is applied too).
    package func screenPoint(_ point: CGPoint) -> CGPoint {
      var result = point
      var current: UIView? = self
      while let view = current {
        let origin = view.frame.origin
        let shift = view.bounds.origin
        result = CGPoint(x: result.x - shift.x + origin.x, y: result.y - shift.y + origin.y)
        current = view.storedSuperview
      }
      return result
    }

    /// The inverse of `screenPoint(_:)` (views only translate, so it is the same shift,
    /// subtracted; walking up the chain allocates nothing).
    package func localPoint(fromScreen point: CGPoint) -> CGPoint {
      let shift = screenPoint(.zero)
      return CGPoint(x: point.x - shift.x, y: point.y - shift.y)
    }

    package func modelConvert(_ point: CGPoint, to view: UIView?) -> CGPoint {
      let screen = screenPoint(point)
      guard let target = view ?? window else { return screen }
      return target.localPoint(fromScreen: screen)
    }

    package func modelConvert(_ point: CGPoint, from view: UIView?) -> CGPoint {
      guard let source = view ?? window else { return localPoint(fromScreen: point) }
      return localPoint(fromScreen: source.screenPoint(point))
    }
  }
#endif
