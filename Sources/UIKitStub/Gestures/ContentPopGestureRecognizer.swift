#if os(Linux)
  import Foundation
  import SwipeCore

  /// iOS 26's back swipe from anywhere in a navigation controller's content, as UIKit's
  /// `interactiveContentPopGestureRecognizer` (UINavigationController.h:88-91 in the iOS 26.2
  /// SDK: it "recognizes on the entire content area of the navigation controller in cases that
  /// are not covered by the interactive pop gesture recognizer"; its class is private, its type
  /// `UIGestureRecognizer`). Off until an app (or SwiftUI's `NavigationStack`) enables it.
  ///
  /// A pan: a touch that lands outside the edge pan's region begins once it has moved the slop,
  /// more toward the trailing side than vertically (right; left in a right-to-left layout),
  /// while the stack has a controller to go back to; any other touch fails.
  @MainActor package final class ContentPopGestureRecognizer: UIPanGestureRecognizer {
    /// The controller it pops.
    package weak var navigationController: UINavigationController?

    package override func beginsAfterMoving(distance: Double) -> Bool {
      distance >= PhysicsConstants.touchSlop && isBackSwipe
    }

    package override func failsAfterMoving(distance: Double) -> Bool {
      touchStart.x <= UIScreenEdgePanGestureRecognizer.edgeWidth || !canPop
        || (distance >= PhysicsConstants.touchSlop && !isBackSwipe)
    }

    private var canPop: Bool { (navigationController?.viewControllers.count ?? 0) > 1 }

    private var isBackSwipe: Bool {
      guard canPop, touchStart.x > UIScreenEdgePanGestureRecognizer.edgeWidth else { return false }
      let rightToLeft = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
      let dx = (touchLocation.x - touchStart.x) * (rightToLeft ? -1 : 1)
      return dx > abs(touchLocation.y - touchStart.y)
    }
  }
#endif
