#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
  #endif

  /// The pager: the paging scroll view the pages sit side by side in.
  ///
  /// VoiceOver's sideways three-finger scroll reaches it first from any cell of a page (a
  /// page's table cannot scroll sideways, UIAccessibility.h:364-370 passes the scroll up):
  /// it turns the page through the container, so it is announced as a tab and follows Reduce
  /// Motion; up and down go on to the container.
  ///
  /// A horizontal scroll view inside a page keeps the sideways drags that start on it unless
  /// it is at its end that way (`SwipeTableView+NestedScrolling.swift`).
  ///
  /// Its pan lets a back swipe from anywhere have a drag that could only pull the first page
  /// past its edge (`SwipeContainer.pagerYieldsToBackSwipe(translationX:)`), when the screen
  /// has one that can pop it (`TouchWatcher.contentPopCanBegin`).
  @MainActor final class PagerView: UIScrollView {
    weak var container: SwipeTableView?

    nonisolated override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection)
      -> Bool
    {
      MainActor.assumeIsolated {
        guard let container else { return false }
        switch direction {
        case .left, .right, .next, .previous:
          return container.performAccessibilityScroll(direction)
        default:
          return false
        }
      }
    }

    /// A scroll view is its pan's delegate, whose `gestureRecognizerShouldBegin:` is UIView's
    /// (UIScrollView.h:222, UIView.h:386-390).
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      // The app says where its content takes horizontal drags of its own.
      if gestureRecognizer === panGestureRecognizer, let container,
        !container.delegateAllowsPaging(at: panGestureRecognizer.location(in: container))
      {
        return false
      }
      // A carousel row in the page keeps the drag unless it is at its end that way.
      if gestureRecognizer === panGestureRecognizer, let container {
        let translation = panGestureRecognizer.translation(in: container)
        let location = panGestureRecognizer.location(in: container)
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        let dx = translation.x != 0 ? translation.x : panGestureRecognizer.velocity(in: container).x
        if !container.pagerMayTakeDrag(translationX: dx, startingAt: start) { return false }
      }
      if gestureRecognizer === panGestureRecognizer, let container,
        container.touchWatcher.contentPopCanBegin
      {
        let translation = panGestureRecognizer.translation(in: container).x
        let dx = translation != 0 ? translation : panGestureRecognizer.velocity(in: container).x
        if container.engine.pagerYieldsToBackSwipe(translationX: Double(dx)) { return false }
      }
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
  }

  extension PagerView: UIGestureRecognizerDelegate {
    /// The pan of a horizontal scroll view inside a page waits for the pager's to fail, so the
    /// pager may take a drag that starts where that scroll view is at its end
    /// (`SwipeTableView.pagesPastNestedScrollViewEnds`); the pager's pan fails at once
    /// otherwise. Asked of the pager as its pan's delegate (UIGestureRecognizer.h:102-107).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard gestureRecognizer === panGestureRecognizer, let container else { return false }
      return container.nestedPageScrollView(panning: otherGestureRecognizer) != nil
    }
  }
#endif
