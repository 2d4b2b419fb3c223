#if (canImport(SwiftUI) && canImport(UIKit)) || os(Linux)
  #if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit
  #else
    import SwiftUIStub
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
  #endif

  extension SwipeView where Bar == EmptyView {
    /// A container of `count` pages under `header`, without a bar.
    public init(
      selection: Binding<Int>, count: Int, @ViewBuilder page: @escaping (_ index: Int) -> Page,
      @ViewBuilder header: () -> Header
    ) {
      self.init(
        selection: selection, count: count, page: page, header: header, bar: { EmptyView() })
    }
  }

  extension SwipeView where Header == EmptyView {
    /// A container of `count` pages under a pinned `bar`, without a header.
    public init(
      selection: Binding<Int>, count: Int, @ViewBuilder page: @escaping (_ index: Int) -> Page,
      @ViewBuilder bar: () -> Bar
    ) {
      self.init(selection: selection, count: count, page: page, header: { EmptyView() }, bar: bar)
    }
  }

  extension SwipeView where Header == EmptyView, Bar == EmptyView {
    /// A container of `count` pages, without a header or a bar.
    public init(
      selection: Binding<Int>, count: Int, @ViewBuilder page: @escaping (_ index: Int) -> Page
    ) {
      self.init(
        selection: selection, count: count, page: page, header: { EmptyView() },
        bar: { EmptyView() })
    }
  }

  extension SwipeView where Bar == EmptyView {
    /// Shows the library's segmented bar (`SwipeSegmentedBar`) as the view's bar, with one
    /// tab per title: it follows the pages as a swipe moves them, and a tap on a tab selects
    /// its page, as on UIKit. `configure` runs at each update, to style it and set badges and
    /// images:
    ///
    /// ```swift
    /// SwipeView(selection: $tab, count: 4) { index in … } header: { … }
    ///   .segmentedBar(titles: ["Posts", "Replies", "Media", "Likes"]) { bar in
    ///     bar.configuration.indicatorStyle = .capsule(height: 30, padding: 6)
    ///     bar.setBadge(.count(model.unread), forTabAt: 1)
    ///   }
    /// ```
    public func segmentedBar(
      titles: [String], configure: (@MainActor (SwipeSegmentedBar) -> Void)? = nil
    ) -> SwipeView {
      var view = self
      view.options.segmentedBarTitles = titles
      view.options.configureSegmentedBar = configure
      return view
    }
  }

  extension SwipeView {
    /// Starts the header, and pins the bar, `inset` points below the top of the view (0 by
    /// default). Under a navigation bar the view extends beneath (`.ignoresSafeArea()`), use
    /// ``headerTopInsetFollowsSafeArea()`` rather than a number.
    public func headerTopInset(_ inset: CGFloat) -> SwipeView {
      var view = self
      view.options.headerTopInset = inset
      return view
    }

    /// Starts the header, and pins the bar, at the top of the view's safe area, and follows it
    /// as it changes (a navigation bar shown or hidden, a large title collapsing, a rotation):
    /// for a view that extends under the bars (`.ignoresSafeArea(edges: .top)`), so that the
    /// header scrolls away beneath them and the bar pins right under them.
    public func headerTopInsetFollowsSafeArea() -> SwipeView {
      var view = self
      view.options.headerTopInset = nil
      return view
    }

    /// Lets the pages pull to refresh: pulled past the configuration's trigger distance and
    /// released, the page runs `action` with its index in a task and holds the refresh open
    /// until the action returns.
    ///
    /// ```swift
    /// .onRefresh(pages: { model.tabs[$0].isLive }) { index in await model.reload(tab: index) }
    /// ```
    ///
    /// - Parameters:
    ///   - configuration: The trigger distance, held height and timing (the seed's 60/60 by
    ///     default).
    ///   - placement: Where the refresh opens: above the header (the whole stack moves down,
    ///     default) or below the bar.
    ///   - pages: Which pages pull to refresh (every page by default); asked again at each
    ///     update of the view, and a change applies to pages not refreshing.
    ///   - action: Reloads the page at the index it is given. When the view goes away, its
    ///     task is cancelled.
    public func onRefresh(
      _ configuration: RefreshHeader.Configuration = .seed,
      placement: RefreshPlacement = .aboveHeader,
      pages: (@MainActor (_ index: Int) -> Bool)? = nil,
      perform action: @escaping @MainActor (_ index: Int) async -> Void
    ) -> SwipeView {
      var view = self
      view.options.refreshConfiguration = configuration
      view.options.refreshPlacement = placement
      view.options.refreshesPage = pages
      view.options.refresh = action
      return view
    }

    /// Lets the pages load more: a drag or a fling that brings a page within the
    /// configuration's trigger distance of its end (or a tap on its footer) runs `action` with
    /// the page's index in a task, once, while the footer shows a spinner; when the action
    /// returns, the page may load more again, or, when it returned `false`, shows that
    /// everything is loaded until its next refresh. The footer is the standard one
    /// (`SwipeTableView.loadMoreLook`), 44 pt below long content.
    ///
    /// ```swift
    /// .onLoadMore { index in await model.loadNextPage(tab: index) }   // true while more remain
    /// ```
    ///
    /// - Parameters:
    ///   - configuration: How close to the end a page must come (60 pt by default).
    ///   - pages: Which pages load more (every page by default); asked again at each update.
    ///   - action: Appends the next items of the page at the index it is given and returns
    ///     whether more remain. When the view goes away, its task is cancelled.
    public func onLoadMore(
      _ configuration: LoadMoreFooter.Configuration = .init(),
      pages: (@MainActor (_ index: Int) -> Bool)? = nil,
      perform action: @escaping @MainActor (_ index: Int) async -> Bool
    ) -> SwipeView {
      var view = self
      view.options.loadMoreConfiguration = configuration
      view.options.loadsMorePage = pages
      view.options.loadMore = action
      return view
    }

    /// What each page's pull to refresh shows in the strip it opens (with
    /// ``onRefresh(_:placement:pages:perform:)``): the standard spinner and text by default, one of
    /// the seeds' looks, a SwiftUI view of your own given the state and progress
    /// (``SwipeRefreshStyle/indicator(_:)``), or nothing.
    ///
    /// ```swift
    /// SwipeView(selection: $tab, count: 3) { index in Feed(tab: index) }
    ///   .onRefresh { index in await model.reload(tab: index) }
    ///   .refreshStyle(.pullDown)
    /// ```
    public func refreshStyle(_ style: SwipeRefreshStyle) -> SwipeView {
      var view = self
      view.options.refreshStyle = style
      return view
    }

    /// Hands the view to `proxy`, so that code can scroll the current page to its top,
    /// collapse or show the header, or start a refresh (``SwipeViewProxy``).
    public func proxy(_ proxy: SwipeViewProxy) -> SwipeView {
      var view = self
      view.options.proxy = proxy
      return view
    }

    /// Calls `action` with the header's collapse progress whenever it changes: 0 while the
    /// header shows whole, 1 once it has scrolled away (the bar pinned), in between as it goes,
    /// below 0 while a pull lowers or stretches it. Fade a title in, or zoom and parallax a
    /// header image from it:
    ///
    /// ```swift
    /// .onHeaderProgressChange { progress in titleOpacity = min(max(progress, 0), 1) }
    /// ```
    ///
    /// It runs at every frame the header moves (the finger, a fling, a page change, a new
    /// header height), never during SwiftUI's update of views: a change then is reported right
    /// after it, with the value current then.
    public func onHeaderProgressChange(perform action: @escaping @MainActor (CGFloat) -> Void)
      -> SwipeView
    {
      var view = self
      view.options.headerProgress = action
      return view
    }

    /// Whether a sideways drag that starts on a horizontal `ScrollView` (or any horizontal
    /// scroll view) inside a page, already at its end in the drag's direction, turns the page
    /// (default `true`); off, it keeps every sideways drag that starts on it, as nested UIKit
    /// scroll views do. See `SwipeTableView.pagesPastNestedScrollViewEnds`.
    public func pagesPastNestedScrollViewEnds(_ enabled: Bool) -> SwipeView {
      var view = self
      view.options.pagesPastNestedScrollViewEnds = enabled
      return view
    }

    /// Calls `action` with the pager's continuous position (1.5: halfway from page 1 to
    /// page 2) whenever it moves, for a bar's indicator.
    public func onPageProgressChange(perform action: @escaping @MainActor (CGFloat) -> Void)
      -> SwipeView
    {
      var view = self
      view.options.pageProgress = action
      return view
    }

    /// Calls `action` whenever a page's refresh control changes state or is pulled further
    /// open, so that you can draw your own indicator (the pages refresh with
    /// ``onRefresh(_:placement:pages:perform:)``; without it nothing pulls).
    ///
    /// ```swift
    /// .onRefresh { index in await model.reload(tab: index) }
    /// .onRefreshChange { index, state, progress in
    ///   pull = (index, state.isActive ? 1 : progress)   // a @State the header draws
    /// }
    /// ```
    ///
    /// It runs on every frame the pull moves and at each change of state: pulled (`.pulling`,
    /// then `.armed` past the trigger distance), released to refresh (`.refreshing` while your
    /// action runs), `.finishing`, `.retracting` and `.idle` again; a refresh begun in code
    /// (``SwipeViewProxy/beginRefreshing(page:)``) is `.willRefresh` while it opens the strip,
    /// then `.refreshing`. A `switch` over the state needs all seven. `pullProgress` is the opened
    /// height over the trigger distance: 0 at rest, 1 at the trigger, the held height's share
    /// while refreshing. Never during SwiftUI's update of views: a change then is reported
    /// right after it, once per page, with the state and progress current then, so the action
    /// may write state.
    ///
    /// - Parameter action: Hears the page's index, its refresh state and its pull progress.
    public func onRefreshChange(
      perform action:
        @escaping @MainActor (
          _ index: Int, _ state: RefreshState, _ pullProgress: CGFloat
        ) -> Void
    ) -> SwipeView {
      var view = self
      view.options.refreshChange = action
      return view
    }
  }
#endif
