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

  extension SwipeSegmentedBar {
    /// Where the strip goes at `position`: it follows the progress, and holds where the user
    /// left it until the progress takes it back (SwipeCore's `SegmentedStripFollower`). A strip
    /// still moving under the user's flick stops where it is first, as the pages take over.
    func stripOffset(progress position: Double) -> CGFloat {
      if strip.isDecelerating, !strip.isDragging {
        strip.setContentOffset(strip.contentOffset, animated: false)
      }
      return CGFloat(
        stripFollower.offset(
          progress: position, current: Double(strip.contentOffset.x), layout: layout))
    }
  }

  /// The bar's strip of tabs. In a container its pan begins only when the strip can move the
  /// way the finger goes (SwipeCore's `SegmentedBarLayout.stripTakesDrag`): a drag past its end,
  /// or on a strip whose tabs fit, is the container's and swipes the pages. A scroll view is its
  /// own pan's delegate ("Do not change the gestures' delegates", UIScrollView.h:222), and the
  /// delegate's `gestureRecognizerShouldBegin:` is UIView's selector (UIView.h:387-390), so this
  /// override answers for the pan.
  final class BarStrip: UIScrollView {
    weak var bar: SwipeSegmentedBar?

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard gestureRecognizer === panGestureRecognizer, let bar, bar.swipeTableView != nil else {
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
      }
      let translation = panGestureRecognizer.translation(in: self).x
      let dx = translation != 0 ? translation : panGestureRecognizer.velocity(in: self).x
      return bar.layout.stripTakesDrag(dx: Double(dx), scrollOffset: Double(contentOffset.x))
        && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
  }
#endif
