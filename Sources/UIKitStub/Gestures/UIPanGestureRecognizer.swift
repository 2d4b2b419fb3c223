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
    /// Views only translate in the stub, so the translation is the same in every view, but
    /// for one whose coordinate system is flipped (a collection view whose layout flips it),
    /// where it runs the other way along x.
    open func translation(in view: UIView?) -> CGPoint {
      oriented(
        CGPoint(
          x: touchLocation.x - translationOrigin.x, y: touchLocation.y - translationOrigin.y),
        in: view)
    }

    /// Resets the translation so that it reads `translation` now.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
      let window = oriented(translation, in: view)
      translationOrigin = CGPoint(x: touchLocation.x - window.x, y: touchLocation.y - window.y)
    }

    /// The finger's velocity in points per second (SwipeCore's `VelocityEstimator`), in
    /// `view`'s orientation as the translation is.
    open func velocity(in view: UIView?) -> CGPoint {
      oriented(CGPoint(x: velocityX.velocity * 1000, y: velocityY.velocity * 1000), in: view)
    }

    /// A window-oriented vector in `view`'s orientation and back (the flip is its own inverse).
    private func oriented(_ vector: CGPoint, in view: UIView?) -> CGPoint {
      view?.flipsBoundsHorizontally == true ? CGPoint(x: -vector.x, y: vector.y) : vector
    }

    // SDK: @available(iOS 13.4, *) open var allowedScrollTypesMask: UIScrollTypeMask —
    // uikit-api.md §8b, UIPanGestureRecognizer.h:41 (`package` while its type is)
    /// The scroll events (a trackpad's, a scroll wheel's) the pan takes as well as touches:
    /// none for a pan an app creates; every kind for a scroll view's own pan, as UIKit's scroll
    /// views scroll with a trackpad or a mouse with no code since iPadOS 13.4 (WWDC 2020 session
    /// 10094, "Build for the iPadOS pointer"). A scroll event goes to the innermost pan under
    /// the pointer that allows it and can scroll along it (`UIWindow.playScroll`).
    package var allowedScrollTypesMask: UIScrollTypeMask = []

    package override func maximumFingers() -> Int { max(maximumNumberOfTouches, 1) }

    package override func beginsAfterMoving(distance: Double) -> Bool {
      !isDrivenByScrollView && distance >= PhysicsConstants.touchSlop
    }
  }
#endif
