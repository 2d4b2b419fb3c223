#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation

  /// Hears what a ``SwipeTableView`` does (the seed's `SwipeTableViewDelegate`). Every method has
  /// a default implementation: implement only what you need.
  ///
  /// The scroll callbacks are the horizontal pager's, as in the seed; each page's own vertical
  /// callbacks go to that page's own delegate.
  @MainActor public protocol SwipeTableViewDelegate: AnyObject {
    /// The pager scrolled (`swipeTableViewDidScroll:`).
    func swipeTableViewDidScroll(_ swipeTableView: SwipeTableView)
    /// The page under the pager's centre changed (`swipeTableViewCurrentItemIndexDidChange:`).
    func swipeTableViewCurrentItemIndexDidChange(_ swipeTableView: SwipeTableView)
    /// A horizontal drag began (`swipeTableViewWillBeginDragging:`).
    func swipeTableViewWillBeginDragging(_ swipeTableView: SwipeTableView)
    /// A horizontal drag ended (`swipeTableViewDidEndDragging:willDecelerate:`).
    func swipeTableViewDidEndDragging(_ swipeTableView: SwipeTableView, willDecelerate: Bool)
    /// The pager began settling on a page (`swipeTableViewWillBeginDecelerating:`).
    func swipeTableViewWillBeginDecelerating(_ swipeTableView: SwipeTableView)
    /// The pager came to rest (`swipeTableViewDidEndDecelerating:`).
    func swipeTableViewDidEndDecelerating(_ swipeTableView: SwipeTableView)
    /// An animated ``SwipeTableView/scrollToItem(at:animated:)`` finished
    /// (`swipeTableViewDidEndScrollingAnimation:`).
    func swipeTableViewDidEndScrollingAnimation(_ swipeTableView: SwipeTableView)
    /// Whether a tap on the page at `index` selects it (`swipeTableView:shouldSelectItemAtIndex:`).
    func swipeTableView(_ swipeTableView: SwipeTableView, shouldSelectItemAt index: Int) -> Bool
    /// The page at `index` was selected (`swipeTableView:didSelectItemAtIndex:`).
    func swipeTableView(_ swipeTableView: SwipeTableView, didSelectItemAt index: Int)
    /// Whether the page at `index` may pull to refresh
    /// (`swipeTableView:shouldPullToRefreshAtIndex:`).
    func swipeTableView(_ swipeTableView: SwipeTableView, shouldPullToRefreshAt index: Int) -> Bool
    /// The refresh header's held height for the page at `index`, or nil for the configuration's
    /// (`swipeTableView:heightForRefreshHeaderAtIndex:`).
    func swipeTableView(_ swipeTableView: SwipeTableView, heightForRefreshHeaderAt index: Int)
      -> CGFloat?
    /// The page at `index` pulled past its trigger: start loading, then call
    /// ``SwipeTableView/endRefreshing(at:)``.
    func swipeTableView(_ swipeTableView: SwipeTableView, didTriggerRefreshAt index: Int)
    /// Whether the page at `index` loads more at its end.
    func swipeTableView(_ swipeTableView: SwipeTableView, shouldLoadMoreAt index: Int) -> Bool
    /// The page at `index` reached its end: load, then call
    /// ``SwipeTableView/endLoadingMore(at:)``.
    func swipeTableView(_ swipeTableView: SwipeTableView, didTriggerLoadMoreAt index: Int)
    /// What VoiceOver says after a three-finger scroll moves the page at `index` up or down to
    /// show `visible` (its content's coordinates, 0 at the top of the first row), for example
    /// `"Rows 11 to 20 of 40"`; nil: `"Page 2 of 5"`, counted in screens.
    func swipeTableView(
      _ swipeTableView: SwipeTableView, accessibilityScrollStatusForItemAt index: Int,
      showing visible: Range<CGFloat>
    ) -> String?
  }

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
    public func swipeTableView(_ swipeTableView: SwipeTableView, shouldSelectItemAt index: Int)
      -> Bool
    { true }
    /// Does nothing.
    public func swipeTableView(_ swipeTableView: SwipeTableView, didSelectItemAt index: Int) {}
    /// True.
    public func swipeTableView(
      _ swipeTableView: SwipeTableView, shouldPullToRefreshAt index: Int
    ) -> Bool { true }
    /// Nil: the configuration's height.
    public func swipeTableView(
      _ swipeTableView: SwipeTableView, heightForRefreshHeaderAt index: Int
    ) -> CGFloat? { nil }
    /// Does nothing.
    public func swipeTableView(_ swipeTableView: SwipeTableView, didTriggerRefreshAt index: Int) {}
    /// True.
    public func swipeTableView(_ swipeTableView: SwipeTableView, shouldLoadMoreAt index: Int)
      -> Bool
    { true }
    /// Does nothing.
    public func swipeTableView(_ swipeTableView: SwipeTableView, didTriggerLoadMoreAt index: Int) {}
    /// Nil: the container counts screens.
    public func swipeTableView(
      _ swipeTableView: SwipeTableView, accessibilityScrollStatusForItemAt index: Int,
      showing visible: Range<CGFloat>
    ) -> String? { nil }
  }
#endif
