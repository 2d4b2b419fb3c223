#if os(Linux)
  import Foundation
  import SwipeCore

  // SDK: @MainActor open class UIScreenEdgePanGestureRecognizer : UIPanGestureRecognizer —
  // developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer (not in
  // uikit-api.md, hence `package`)
  /// A pan that starts at the left edge of the screen and moves inward, as UIKit's
  /// `UIScreenEdgePanGestureRecognizer` with `edges = .left` (a navigation controller's
  /// interactive pop gesture): a touch that lands within ``edgeWidth`` of the window's left
  /// edge begins once it has moved the slop, more to the right than vertically; any other
  /// touch fails.
  @MainActor package final class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to the edge a touch must land (UIKit's edge region; its width is not in the
    /// SDK, about 20 pt on devices).
    package static let edgeWidth: CGFloat = 20

    package override func beginsAfterMoving(distance: Double) -> Bool {
      let dx = touchLocation.x - touchStart.x
      let dy = touchLocation.y - touchStart.y
      return touchStart.x <= Self.edgeWidth && distance >= PhysicsConstants.touchSlop
        && dx > abs(dy)
    }

    package override func failsAfterMoving(distance: Double) -> Bool {
      touchStart.x > Self.edgeWidth
        || (distance >= PhysicsConstants.touchSlop && !beginsAfterMoving(distance: distance))
    }
  }
#endif
