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
    ///
    /// Each step goes from a view's bounds to its frame and then into its superview. A view
    /// whose coordinate system is flipped maps its bounds' right edge to its frame's left edge;
    /// a subview of such a view is placed mirrored (its frame's right edge is where the flipped
    /// coordinates put its left edge) and is not mirrored inside. Walking up the chain
    /// allocates nothing.
    package func screenPoint(_ point: CGPoint) -> CGPoint {
      var result = point
      var current: UIView? = self
      while let view = current {
        let bounds = view.bounds
        let frame = view.frame
        let parent = view.storedSuperview
        let local = view.flipsBoundsHorizontally ? bounds.maxX - result.x : result.x - bounds.minX
        let x = parent?.flipsBoundsHorizontally == true ? frame.maxX - local : frame.minX + local
        result = CGPoint(x: x, y: result.y - bounds.minY + frame.minY)
        current = parent
      }
      return result
    }

    /// The inverse of `screenPoint(_:)`: the superview's point first, then this view's step
    /// undone (a recursion as deep as the hierarchy, without allocating).
    package func localPoint(fromScreen point: CGPoint) -> CGPoint {
      let parent = storedSuperview
      let outer = parent.map { $0.localPoint(fromScreen: point) } ?? point
      let local =
        parent?.flipsBoundsHorizontally == true ? frame.maxX - outer.x : outer.x - frame.minX
      let x = flipsBoundsHorizontally ? bounds.maxX - local : local + bounds.minX
      return CGPoint(x: x, y: outer.y - frame.minY + bounds.minY)
    }

    /// A rectangle in this view's coordinates in `view`'s: both corners converted (a flip
    /// between the two swaps the left and right edges).
    package func modelConvert(_ rect: CGRect, to view: UIView?) -> CGRect {
      let a = modelConvert(rect.origin, to: view)
      let b = modelConvert(CGPoint(x: rect.maxX, y: rect.maxY), to: view)
      return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: rect.width, height: rect.height)
    }

    /// A rectangle in `view`'s coordinates in this view's.
    package func modelConvert(_ rect: CGRect, from view: UIView?) -> CGRect {
      let a = modelConvert(rect.origin, from: view)
      let b = modelConvert(CGPoint(x: rect.maxX, y: rect.maxY), from: view)
      return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: rect.width, height: rect.height)
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
