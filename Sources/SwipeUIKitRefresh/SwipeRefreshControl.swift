#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
    import SwipeUIKit
  #endif

  /// Pull-to-refresh for any scroll view: add it as a subview of a `UITableView`,
  /// `UICollectionView` or `UIScrollView` and listen for `.valueChanged`.
  ///
  /// The state machine is SwipeCore's (DESIGN.md §7): pulled past ``configuration``'s trigger
  /// distance while dragging, it fires once when the finger lifts, holds its height open while
  /// refreshing, and gives back exactly what it added after ``endRefreshing(result:)`` — an
  /// inset the app or another control set meanwhile stays. Momentum, bounces and programmatic
  /// scrolls never arm it. The control sits right above the content, as tall as the pull, and shows
  /// its ``look`` there: the standard spinner and text by default.
  ///
  /// Inside a `SwipeTableView`, use the container's `SwipeTableView/refreshConfiguration`
  /// instead: the container coordinates the pull with the shared header.
  public final class SwipeRefreshControl: UIControl {
    /// The trigger distance, held height and timing.
    public var configuration: RefreshHeader.Configuration {
      didSet { driver?.engine.refreshConfiguration = configuration }
    }
    /// What the control shows as it opens: the standard spinner and text by default, the
    /// Swift seed's arc, an indicator of your own, or nothing (draw your own from
    /// ``refreshState``).
    public var look = SwipeRefreshLook.standard {
      didSet {
        indicator?.removeFromSuperview()
        indicator = nil
        showState()
      }
    }
    /// The indicator ``look`` made, filling the control.
    public private(set) var indicator: SwipeRefreshIndicator?
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

    /// How far the control is pulled open: the opened height over the trigger distance (0 at
    /// rest, 1 at the trigger, the held height's share while refreshing).
    public var pullProgress: CGFloat {
      CGFloat(driver?.engine.refreshPullProgress(pageAt: 0) ?? 0)
    }

    /// Shows the state and progress on the look's indicator (made at the first need).
    func showState() {
      if indicator == nil, let made = look.makeIndicator() {
        addSubview(made)
        indicator = made
      }
      guard let indicator else { return }
      if indicator.frame != bounds { indicator.frame = bounds }
      let (state, progress) = (refreshState, pullProgress)
      if indicator.state != state || indicator.pullProgress != progress {
        indicator.show(state, pullProgress: progress)
      }
    }

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
    /// What the control shows below the content: the standard footer by default (text, a
    /// spinner while loading, a tap loads), a footer of your own, or nothing (draw your own
    /// from ``loadMoreState``). With a look, a scroll view whose content is taller than it keeps
    /// the footer's height below its content, so the footer shows at the end of the list; one
    /// whose content fits shows none.
    public var look = SwipeLoadMoreLook.standard {
      didSet {
        indicator?.removeFromSuperview()
        indicator = nil
        guard let driver else { return }
        driver.catchUp()
        driver.engine.loadMoreFooterHeight = Double(look.height)
        driver.run(at: CACurrentMediaTime())
      }
    }
    /// The indicator ``look`` made, filling the control.
    public private(set) var indicator: SwipeLoadMoreIndicator?
    var driver: ScrollViewRefreshDriver?

    /// A control that fires within `configuration.triggerDistance` of the end.
    public init(configuration: LoadMoreFooter.Configuration = .init()) {
      self.configuration = configuration
      super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    }

    /// Only the indicator takes touches (a tap loads): a drag that starts on the control still
    /// scrolls the list, since a scroll view does not cancel a control's touches
    /// (`touchesShouldCancel(in:)`), and the indicator is a plain view.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }

    /// Shows the state on the look's indicator (made at the first need).
    func showState() {
      if indicator == nil, let made = look.makeIndicator() {
        made.onLoadRequest = { [weak self] in self?.beginLoadingMore() }
        addSubview(made)
        indicator = made
      }
      guard let indicator else { return }
      if indicator.frame != bounds { indicator.frame = bounds }
      if indicator.state != loadMoreState { indicator.show(loadMoreState) }
    }

    /// Starts loading now, as a tap on the footer does: `.valueChanged` is sent at once.
    /// Ignored while loading, after ``setNoMoreData()`` and while the scroll view refreshes.
    public func beginLoadingMore() {
      guard let driver else { return }
      driver.catchUp()
      driver.engine.beginLoadingMore(pageAt: 0)
      driver.run(at: CACurrentMediaTime())
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
      guard let driver else { return }
      driver.catchUp()
      driver.engine.endLoadingMore(pageAt: 0)
      driver.run(at: CACurrentMediaTime())
    }

    /// Everything is loaded: quiet until the next refresh.
    public func setNoMoreData() {
      guard let driver else { return }
      driver.catchUp()
      driver.engine.setNoMoreData(pageAt: 0)
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
        driver.engine.loadMoreFooterHeight = Double(loadMore.look.height)
      }
      driver.run(at: CACurrentMediaTime())
      return driver
    }

    /// `control` left the scroll view: the driver stops observing when no control is left.
    func release(_ control: UIControl) {
      if refreshControl === control { refreshControl = nil }
      if loadMoreControl === control {
        loadMoreControl = nil
        engine.loadMoreFooterHeight = 0
      }
      if refreshControl == nil, loadMoreControl == nil { detach() }
    }
  }
#endif
