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

  extension SwipeTableView {
    // MARK: - State

    /// The index of the page under the pager's centre (`currentItemIndex`); before the view
    /// has a width, the page ``scrollToItem(at:animated:)`` asked for (clamped).
    public var currentItemIndex: Int {
      guard let requested = requestedItemIndex else { return engine.currentIndex }
      return min(max(requested, 0), max(engine.pageCount - 1, 0))
    }
    /// The current page's scroll view (`currentItemView`).
    public var currentItemView: UIScrollView? {
      engine.loadedPage(at: engine.currentIndex).flatMap { pages[$0.slot]?.view }
    }
    /// The continuous page position (1.5: halfway from page 1 to page 2), for bar indicators.
    public var pageProgress: CGFloat { CGFloat(engine.progress) }
    /// The scroll view showing the page at `index`, if it is loaded.
    public func itemView(at index: Int) -> UIScrollView? {
      engine.loadedPage(at: index).flatMap { pages[$0.slot]?.view }
    }
    /// The scroll view showing the page at `index` as the class your data source made it, if
    /// it is loaded and of that class: `swipeTableView.itemView(at: 2, as: UITableView.self)?
    /// .reloadData()`.
    public func itemView<View: UIScrollView>(at index: Int, as type: View.Type) -> View? {
      itemView(at: index) as? View
    }

    // MARK: - Data

    /// Asks the data source again for the pages. The current index is clamped to the new count;
    /// every surviving page keeps its position, so the header stays where it was. A reload during
    /// a drag waits for the finger to lift.
    public func reloadData() {
      headerMeasuredWidth = nil
      catchUp()
      engine.reloadData()
      setNeedsLayout()
    }

    /// Shows the page at `index` (clamped), sliding there when `animated`. Before the view has a
    /// width (called from `viewDidLoad`, or by SwiftUI before layout), the page is shown without
    /// animation at the first layout that gives it one.
    ///
    /// Code never moves what a finger holds: while a finger is down on the container (dragging
    /// the pages, or resting on them), the call moves nothing and ``currentItemIndex`` keeps
    /// reading the page shown. The latest such call (a banner's timer, a tab tapped by another
    /// finger, a deep link) is performed the instant the finger lifts, in place of the release's
    /// own paging: the pages slide from where the finger left them, animated as asked (at once
    /// only for `animated: false`). A tab of ``SwipeSegmentedBar`` selects through this call.
    public func scrollToItem(at index: Int, animated: Bool) {
      followReduceMotion()
      guard engine.viewportSize.width > 0 else {
        requestedItemIndex = index
        setNeedsLayout()
        return
      }
      requestedItemIndex = nil
      catchUp()
      engine.scrollToItem(at: index, animated: animated)
      runEngine(at: CACurrentMediaTime())
    }

    /// Scrolls the current page to its top, the header shown whole, as the status-bar tap does
    /// (a page already there does not move). At once under Reduce Motion.
    public func scrollCurrentItemToTop(animated: Bool = true) {
      guard engine.viewportSize.width > 0 else { return }
      followReduceMotion()
      catchUp()
      engine.scrollCurrentPageToTop(animated: animated && !engine.reduceMotion)
      runEngine(at: CACurrentMediaTime())
    }

    /// Collapses the header (the current page scrolls until the header has just gone and the
    /// bar is pinned) or shows it whole (the page scrolls to its top): JXPagingView's
    /// `scrollToCriticalPoint` and `scrollToOriginalPoint`. A page already past the header
    /// stays when asked to collapse. The other pages align as they come, as after a drag. At
    /// once under Reduce Motion.
    public func setHeaderCollapsed(_ collapsed: Bool, animated: Bool = true) {
      guard engine.viewportSize.width > 0 else { return }
      followReduceMotion()
      catchUp()
      engine.setHeaderCollapsed(collapsed, animated: animated)
      runEngine(at: CACurrentMediaTime())
    }
  }
#endif
