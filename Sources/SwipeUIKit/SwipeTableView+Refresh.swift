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
    // MARK: - Refresh and load more

    /// Pull-to-refresh on every page the delegate allows; nil: none. The container holds the
    /// refresh control's height open while the page refreshes and gives it back after
    /// ``endRefreshing(at:result:)``.
    public var refreshConfiguration: RefreshHeader.Configuration? {
      get { engine.refreshConfiguration }
      set { engine.refreshConfiguration = newValue }
    }
    /// What each page's pull to refresh shows in the strip it opens: the standard spinner and
    /// text by default, the Swift seed's arc, an indicator of your own, or nothing (draw your
    /// own from ``SwipeTableViewDelegate/swipeTableView(_:didUpdateRefreshAt:pullProgress:)``
    /// at ``refreshIndicatorFrame(at:)``).
    /// The container makes one indicator for each loaded page that pulls to refresh, places it
    /// in the page's strip over the pages and under the header and the bar, and shows it the
    /// page's state and pull progress as they change.
    public var refreshLook: SwipeRefreshLook {
      get { storedRefreshLook }
      set {
        storedRefreshLook = newValue
        dropRefreshIndicators()
        setNeedsLayout()
      }
    }
    /// What each page's load more shows below its content: the standard footer by default
    /// (text, a spinner while loading, a tap loads), a footer of your own, or nothing. A page
    /// whose content is taller than the view keeps the footer's height below its content, so
    /// the footer shows at the end of the list; a short page shows none.
    public var loadMoreLook: SwipeLoadMoreLook {
      get { storedLoadMoreLook }
      set {
        storedLoadMoreLook = newValue
        dropLoadMoreIndicators()
        catchUp()
        engine.loadMoreFooterHeight = Double(newValue.height)
        setNeedsLayout()
      }
    }
    /// Where the refresh control opens: above the header (the stack moves down, default) or
    /// below the bar (the header stays put).
    public var refreshPlacement: RefreshPlacement {
      get { engine.refreshPlacement }
      set { engine.refreshPlacement = newValue }
    }
    /// Load-more on every page the delegate allows; nil: none.
    public var loadMoreConfiguration: LoadMoreFooter.Configuration? {
      get { engine.loadMoreConfiguration }
      set { engine.loadMoreConfiguration = newValue }
    }
    /// Starts refreshing the page at `index` from code (it slides into view when on screen).
    public func beginRefreshing(at index: Int) {
      catchUp()
      engine.beginRefreshing(pageAt: index)
      runEngine(at: CACurrentMediaTime())
    }
    /// Ends the page's refresh: the result shows for the configuration's finishing time (the
    /// standard look says "Updated", "Couldn’t refresh" or "No more data"), then the held
    /// height is given back (after the finger lifts, when one is down).
    public func endRefreshing(at index: Int, result: RefreshResult = .success) {
      catchUp()
      engine.endRefreshing(pageAt: index, result: result)
      runEngine(at: CACurrentMediaTime())
    }
    /// Asks the delegate again which pages pull to refresh and load more
    /// (``SwipeTableViewDelegate/swipeTableView(_:shouldPullToRefreshAt:)``, its load-more twin
    /// and the refresh height), when its answers changed. A control mid-cycle stays until its
    /// cycle ends.
    public func reloadRefreshControls() {
      catchUp()
      engine.reloadRefreshControls()
      runEngine(at: CACurrentMediaTime())
    }
    /// Starts loading more on the page at `index` now, as a tap on its footer does: the
    /// delegate hears ``SwipeTableViewDelegate/swipeTableView(_:didTriggerLoadMoreAt:)`` at once.
    /// Ignored while it loads, after ``setNoMoreData(at:)`` and while the page refreshes.
    public func beginLoadingMore(at index: Int) {
      catchUp()
      engine.beginLoadingMore(pageAt: index)
      runEngine(at: CACurrentMediaTime())
    }
    /// Ends the page's load-more: it may fire again on a later gesture.
    public func endLoadingMore(at index: Int) {
      catchUp()
      engine.endLoadingMore(pageAt: index)
      runEngine(at: CACurrentMediaTime())
    }
    /// Marks the page as fully loaded until its next refresh.
    public func setNoMoreData(at index: Int) {
      catchUp()
      engine.setNoMoreData(pageAt: index)
      runEngine(at: CACurrentMediaTime())
    }
    /// The refresh state of the page at `index`.
    public func refreshState(at index: Int) -> RefreshState { engine.refreshState(pageAt: index) }
    /// The refresh control of the page at `index` (its state and how far it is pulled), nil for
    /// a page without one.
    public func refreshHeader(at index: Int) -> RefreshHeader? {
      engine.refreshHeader(pageAt: index)
    }
    /// Where the refresh indicator of the page at `index` goes, in this view's coordinates: the
    /// strip the pull (or the held height) opens above the header or below the bar; nil when
    /// nothing is open. Put your spinner there.
    public func refreshIndicatorFrame(at index: Int) -> CGRect? {
      engine.refreshIndicatorFrame(pageAt: index)
    }
    /// How far the refresh control of the page at `index` is pulled open: the opened height
    /// over the trigger distance (0 at rest and without a control, 1 at the trigger, the held
    /// height's share while refreshing). The delegate hears each change
    /// (``SwipeTableViewDelegate/swipeTableView(_:didUpdateRefreshAt:pullProgress:)``).
    public func refreshPullProgress(at index: Int) -> CGFloat {
      CGFloat(engine.refreshPullProgress(pageAt: index))
    }
    /// The load-more state of the page at `index`.
    public func loadMoreState(at index: Int) -> LoadMoreFooter.State {
      engine.loadMoreState(pageAt: index)
    }
  }
#endif
