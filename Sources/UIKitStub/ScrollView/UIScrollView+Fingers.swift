#if os(Linux)
  import Foundation

  extension UIScrollView {
    // MARK: - Several fingers

    // UIKit's scroll view pan takes any number of fingers (`maximumNumberOfTouches` is
    // `NSUIntegerMax`) and drags by their centroid; a finger landing or lifting moves that
    // centroid, but not the content: the drag goes on from where it is, and only the last lift
    // releases it (with the velocity of the motion so far). The model keeps one drag point for
    // the scrollers: the centroid plus a shift, re-taken whenever the set of fingers changes.

    /// Whether a finger is on the view.
    package var hasFingers: Bool { !fingerPoints.isEmpty }

    /// The point the scrollers follow: the fingers' centroid, shifted to stay continuous.
    private var dragPoint: CGPoint {
      let centroid = Self.centroid(of: fingerPoints)
      return CGPoint(x: centroid.x + fingerShift.x, y: centroid.y + fingerShift.y)
    }

    private static func centroid(of points: [(id: ObjectIdentifier, point: CGPoint)]) -> CGPoint {
      guard !points.isEmpty else { return .zero }
      var x: CGFloat = 0
      var y: CGFloat = 0
      for entry in points {
        x += entry.point.x
        y += entry.point.y
      }
      let count = CGFloat(points.count)
      return CGPoint(x: x / count, y: y / count)
    }

    /// Keeps the drag point where it is while the fingers change.
    private func changeFingers(_ change: () -> Void) {
      let held = dragPoint
      change()
      let centroid = Self.centroid(of: fingerPoints)
      fingerShift = CGPoint(x: held.x - centroid.x, y: held.y - centroid.y)
    }

    /// A finger lands: the first one starts the touch; a later one joins it.
    package func modelFingerDown(_ id: ObjectIdentifier, at point: CGPoint, time: TimeInterval) {
      guard hasFingers else {
        fingerPoints.append((id, point))
        fingerShift = .zero
        modelTouchDown(at: point, time: time)
        return
      }
      changeFingers { fingerPoints.append((id, point)) }
    }

    /// A finger on the view moves: the drag follows the centroid.
    package func modelFingerMoved(_ id: ObjectIdentifier, to point: CGPoint, time: TimeInterval) {
      guard let index = fingerPoints.firstIndex(where: { $0.id == id }) else { return }
      fingerPoints[index].point = point
      modelTouchMoved(to: dragPoint, time: time)
    }

    /// A finger lifts: the last one releases the drag; another one leaves it going.
    package func modelFingerLifted(_ id: ObjectIdentifier, time: TimeInterval) {
      guard let index = fingerPoints.firstIndex(where: { $0.id == id }) else { return }
      guard fingerPoints.count > 1 else { return modelTouchUp(time: time) }
      changeFingers { _ = fingerPoints.remove(at: index) }
    }

    /// A finger's touch is cancelled: the last one cancels the drag; another one leaves it
    /// going.
    package func modelFingerCancelled(_ id: ObjectIdentifier, time: TimeInterval) {
      guard let index = fingerPoints.firstIndex(where: { $0.id == id }) else { return }
      guard fingerPoints.count > 1 else { return modelTouchCancelled(time: time) }
      changeFingers { _ = fingerPoints.remove(at: index) }
    }
  }
#endif
