#if os(Linux) && !canImport(UIKit)
  import Foundation
  import UIKitStub

  // Linux has no Objective-C runtime to ask whether a delegate implements a method: these
  // defaults stand for the methods it leaves out, with the meaning "not implemented" has on
  // Apple platforms.
  extension SwipeTableViewDelegate {
    /// Does nothing.
    public func swipeTableViewDidScroll(_ swipeTableView: SwipeTableView) {}
    /// Does nothing.
    public func swipeTableViewCurrentItemIndexDidChange(_ swipeTableView: SwipeTableView) {}
    /// Does nothing.
    public func swipeTableViewWillBeginDragging(_ swipeTableView: SwipeTableView) {}
    /// Does nothing.
    public func swipeTableViewDidEndDragging(
      _ swipeTableView: SwipeTableView, willDecelerate: Bool
    ) {}
    /// Does nothing.
    public func swipeTableViewWillBeginDecelerating(_ swipeTableView: SwipeTableView) {}
    /// Does nothing.
    public func swipeTableViewDidEndDecelerating(_ swipeTableView: SwipeTableView) {}
    /// Does nothing.
    public func swipeTableViewDidEndScrollingAnimation(_ swipeTableView: SwipeTableView) {}
    /// True.
    public func swipeTableView(
      _ swipeTableView: SwipeTableView, shouldBeginPagingAt location: CGPoint
    ) -> Bool { true }
    /// True.
    public func swipeTableView(_ swipeTableView: SwipeTableView, shouldSelectItemAt index: Int)
      -> Bool
    { true }
    /// Does nothing.
    public func swipeTableView(_ swipeTableView: SwipeTableView, didSelectItemAt index: Int) {}
    /// Does nothing.
    public func swipeTableView(_ swipeTableView: SwipeTableView, willAppearItemAt index: Int) {}
    /// Does nothing.
    public func swipeTableView(_ swipeTableView: SwipeTableView, didAppearItemAt index: Int) {}
    /// Does nothing.
    public func swipeTableView(
      _ swipeTableView: SwipeTableView, willDisappearItemAt index: Int
    ) {}
    /// Does nothing.
    public func swipeTableView(_ swipeTableView: SwipeTableView, didDisappearItemAt index: Int) {}
    /// True.
    public func swipeTableView(
      _ swipeTableView: SwipeTableView, shouldPullToRefreshAt index: Int
    ) -> Bool { true }
    /// ``SwipeTableView/automaticRefreshHeaderHeight``: the configuration's height.
    public func swipeTableView(
      _ swipeTableView: SwipeTableView, heightForRefreshHeaderAt index: Int
    ) -> CGFloat { SwipeTableView.automaticRefreshHeaderHeight }
    /// Does nothing.
    public func swipeTableView(_ swipeTableView: SwipeTableView, didTriggerRefreshAt index: Int) {}
    /// Does nothing.
    public func swipeTableView(
      _ swipeTableView: SwipeTableView, didUpdateRefreshAt index: Int, pullProgress: CGFloat
    ) {}
    /// Does nothing.
    public func swipeTableView(
      _ swipeTableView: SwipeTableView, didUpdateHeaderProgress progress: CGFloat
    ) {}
    /// True.
    public func swipeTableView(_ swipeTableView: SwipeTableView, shouldLoadMoreAt index: Int)
      -> Bool
    { true }
    /// Does nothing.
    public func swipeTableView(_ swipeTableView: SwipeTableView, didTriggerLoadMoreAt index: Int) {}
    /// -1: the height ``SwipeTableView/headerSizing`` gives.
    public func swipeTableViewHeightForHeader(_ swipeTableView: SwipeTableView) -> CGFloat { -1 }
    /// Nil: the container counts screens.
    public func swipeTableView(
      _ swipeTableView: SwipeTableView, accessibilityScrollStatusForItemAt index: Int,
      showingFrom top: CGFloat, to bottom: CGFloat
    ) -> String? { nil }
  }
#endif
