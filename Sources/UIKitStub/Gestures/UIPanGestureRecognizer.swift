#if os(Linux)
  import Foundation
  import SwipeCore

  /// A recognizer for a dragging finger, as UIKit's `UIPanGestureRecognizer`.
  ///
  /// Begins once the finger has moved `PhysicsConstants.touchSlop` (10 pt) from where it went
  /// down (asking the delegate's and the view's `gestureRecognizerShouldBegin`), reports
  /// `.changed` on each move, `.ended` at lift and `.cancelled` on cancel; a touch that never
  /// moved far enough ends `.failed` without a handler call.
  @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Recorded only: the pan begins with one finger.
    open var minimumNumberOfTouches: Int = 1
    /// The most fingers the pan follows; more fingers are not added to it.
    open var maximumNumberOfTouches: Int = Int.max

    /// The finger's movement since it went down (or since the last `setTranslation`).
    ///
    /// Views have no transforms in the stub, so the translation is the same in every view.
    open func translation(in view: UIView?) -> CGPoint {
      CGPoint(
        x: touchLocation.x - translationOrigin.x, y: touchLocation.y - translationOrigin.y)
    }

    /// Resets the translation so that it reads `translation` now.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
      translationOrigin = CGPoint(
        x: touchLocation.x - translation.x, y: touchLocation.y - translation.y)
    }

    /// The finger's velocity in points per second (SwipeCore's `VelocityEstimator`).
    open func velocity(in view: UIView?) -> CGPoint {
      CGPoint(x: velocityX.velocity * 1000, y: velocityY.velocity * 1000)
    }

    package override func maximumFingers() -> Int { max(maximumNumberOfTouches, 1) }

    package override func beginsAfterMoving(distance: Double) -> Bool {
      !isDrivenByScrollView && distance >= PhysicsConstants.touchSlop
    }
  }
#endif
