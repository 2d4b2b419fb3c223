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

  /// Pull-to-refresh for any scroll view: add it as a subview of a `UITableView`,
  /// `UICollectionView` or `UIScrollView` and listen for `.valueChanged`.
  ///
  /// The state machine is SwipeCore's (DESIGN.md §7): pulled past ``configuration``'s trigger
  /// distance while dragging, it fires once when the finger lifts, holds its height open while
  /// refreshing, and gives back exactly what it added after ``endRefreshing(result:)`` — an
  /// inset the app or another control set meanwhile stays. Momentum, bounces and programmatic
  /// scrolls never arm it. The control sits right above the content, as tall as the pull; draw
  /// your indicator in it from ``refreshState``.
  ///
  /// Inside a ``SwipeTableView``, use the container's ``SwipeTableView/refreshConfiguration``
  /// instead: the container coordinates the pull with the shared header.
  public final class SwipeRefreshControl: UIControl {
    /// The trigger distance, held height and timing.
    public var configuration: RefreshHeader.Configuration {
      didSet { driver?.engine.refreshConfiguration = configuration }
    }
    var driver: ScrollViewRefreshDriver?

    /// A control with `configuration` (the seed's 60 pt trigger and held height by default).
    public init(configuration: RefreshHeader.Configuration = .seed) {
      self.configuration = configuration
      super.init(frame: .zero)
      // It draws and takes no touches: a control the finger rests on keeps a plain scroll
      // view from scrolling (`touchesShouldCancel(in:)` is false for controls).
      isUserInteractionEnabled = false
    }

    /// Not supported: create the control in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Where the control is in its cycle.
    public var refreshState: RefreshState { driver?.engine.refreshState(pageAt: 0) ?? .idle }

    /// Whether it is refreshing (from the moment it fires until its height is given back).
    public var isRefreshing: Bool {
      switch refreshState {
      case .willRefresh, .refreshing, .finishing: true
      default: false
      }
    }

    /// Starts refreshing from code: a scroll view at its top slides the control into view.
    public func beginRefreshing() {
      guard let driver else { return }
      driver.catchUp()
      driver.engine.beginRefreshing(pageAt: 0)
      driver.run(at: CACurrentMediaTime())
    }

    /// Ends the refresh: the result shows for the configuration's finishing time, then the held
    /// height is given back (after the finger lifts, when one is down).
    public func endRefreshing(result: RefreshResult = .success) {
      guard let driver else { return }
      driver.catchUp()
      driver.engine.endRefreshing(pageAt: 0, result: result)
      driver.run(at: CACurrentMediaTime())
    }

    /// Detaches the control from its old scroll view and attaches it to the new superview when
    /// that is a scroll view.
    public override func didMoveToSuperview() {
      super.didMoveToSuperview()
      driver?.release(self)
      driver = ScrollViewRefreshDriver.attach(self, to: superview as? UIScrollView)
    }
  }

  /// Load-more for any scroll view: add it as a subview and listen for `.valueChanged`, then
  /// call ``endLoadingMore()`` (or ``setNoMoreData()`` when everything is loaded).
  ///
  /// SwipeCore's footer (DESIGN.md §7): it fires once per drag within its trigger distance of
  /// the end, stays quiet while the refresh control refreshes and when the content is shorter
  /// than the view. It sits right below the content.
  public final class SwipeLoadMoreControl: UIControl {
    /// How close to the end a drag must come.
    public var configuration: LoadMoreFooter.Configuration {
      didSet { driver?.engine.loadMoreConfiguration = configuration }
    }
    var driver: ScrollViewRefreshDriver?

    /// A control that fires within `configuration.triggerDistance` of the end.
    public init(configuration: LoadMoreFooter.Configuration = .init()) {
      self.configuration = configuration
      super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
      isUserInteractionEnabled = false  // as SwipeRefreshControl: it draws, the page scrolls
    }

    /// Not supported: create the control in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Where the footer is in its cycle.
    public var loadMoreState: LoadMoreFooter.State {
      driver?.engine.loadMoreState(pageAt: 0) ?? .idle
    }

    /// Loading is over: it may fire again on a later drag.
    public func endLoadingMore() {
      driver?.catchUp()
      driver?.engine.endLoadingMore(pageAt: 0)
    }

    /// Everything is loaded: quiet until the next refresh.
    public func setNoMoreData() {
      driver?.catchUp()
      driver?.engine.setNoMoreData(pageAt: 0)
    }

    /// Detaches the control from its old scroll view and attaches it to the new superview when
    /// that is a scroll view.
    public override func didMoveToSuperview() {
      super.didMoveToSuperview()
      driver?.release(self)
      driver = ScrollViewRefreshDriver.attach(self, to: superview as? UIScrollView)
    }
  }

  extension ScrollViewRefreshDriver {
    /// The driver `control` uses on `scrollView` (shared with a sibling control), or nil when it
    /// left its scroll view.
    static func attach(_ control: UIControl, to scrollView: UIScrollView?)
      -> ScrollViewRefreshDriver?
    {
      guard let scrollView else { return nil }
      let sibling = scrollView.subviews.lazy.compactMap { view -> ScrollViewRefreshDriver? in
        (view as? SwipeRefreshControl)?.driver ?? (view as? SwipeLoadMoreControl)?.driver
      }.first { $0.scrollView === scrollView }
      let driver = sibling ?? ScrollViewRefreshDriver(scrollView: scrollView)
      if let refresh = control as? SwipeRefreshControl {
        driver.refreshControl = refresh
        driver.engine.refreshConfiguration = refresh.configuration
      }
      if let loadMore = control as? SwipeLoadMoreControl {
        driver.loadMoreControl = loadMore
        driver.engine.loadMoreConfiguration = loadMore.configuration
      }
      driver.run(at: CACurrentMediaTime())
      return driver
    }

    /// `control` left the scroll view: the driver stops observing when no control is left.
    func release(_ control: UIControl) {
      if refreshControl === control { refreshControl = nil }
      if loadMoreControl === control { loadMoreControl = nil }
      if refreshControl == nil, loadMoreControl == nil { detach() }
    }
  }
#endif
