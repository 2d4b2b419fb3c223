#if os(Linux)
  import Foundation

  extension UIScrollView {
    // MARK: - Several fingers

    // UIKit's scroll view pan takes any number of fingers (`maximumNumberOfTouches` is
    // `NSUIntegerMax`, UIPanGestureRecognizer.h) and drags by their centroid; a finger landing or
    // lifting moves that centroid, but not the content: the drag goes on from where it is, and
    // only the last lift releases it (with the velocity of the motion so far). The scrollers
    // follow the fingers' steady point (`FingerSet`). A finger beyond the pan's
    // `maximumNumberOfTouches` is not the pan's: it neither moves the drag nor ends it.

    /// Whether a finger is on the view.
    package var hasFingers: Bool { !fingers.isEmpty }

    /// A finger lands: the first one starts the touch; a later one joins it.
    package func modelFingerDown(_ id: ObjectIdentifier, at point: CGPoint, time: TimeInterval) {
      guard hasFingers else {
        fingers.start(id, at: point)
        modelTouchDown(at: point, time: time)
        return
      }
      guard fingers.count < max(storedPan.maximumNumberOfTouches, 1) else { return }
      fingers.add(id, at: point)
    }

    /// A finger on the view moves: the drag follows the fingers.
    package func modelFingerMoved(_ id: ObjectIdentifier, to point: CGPoint, time: TimeInterval) {
      guard fingers.move(id, to: point) else { return }
      modelTouchMoved(to: fingers.steadyPoint, time: time)
    }

    /// A finger lifts: the last one releases the drag; another one leaves it going.
    package func modelFingerLifted(_ id: ObjectIdentifier, time: TimeInterval) {
      guard fingers.contains(id) else { return }
      guard fingers.count > 1 else { return modelTouchUp(time: time) }
      fingers.remove(id)
    }

    /// A finger's touch is cancelled: the last one cancels the drag; another one leaves it
    /// going.
    package func modelFingerCancelled(_ id: ObjectIdentifier, time: TimeInterval) {
      guard fingers.contains(id) else { return }
      guard fingers.count > 1 else { return modelTouchCancelled(time: time) }
      fingers.remove(id)
    }
  }
#endif
