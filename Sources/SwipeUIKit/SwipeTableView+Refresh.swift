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
    /// ``endRefreshing(at:)``.
    public var refreshConfiguration: RefreshHeader.Configuration? {
      get { engine.refreshConfiguration }
      set { engine.refreshConfiguration = newValue }
    }
    /// What each page's pull to refresh shows in the strip it opens: nothing by default (draw
    /// your own from ``SwipeTableViewDelegate/swipeTableView(_:didUpdateRefreshAt:pullProgress:)``
    /// at ``refreshIndicatorFrame(at:)``), the Swift seed's arc, or an indicator of your own.
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
    /// Ends the page's refresh: the held height is given back (after the finger lifts).
    public func endRefreshing(at index: Int) {
      catchUp()
      engine.endRefreshing(pageAt: index)
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
