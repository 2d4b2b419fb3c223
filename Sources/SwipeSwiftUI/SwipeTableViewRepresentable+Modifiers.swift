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

  extension SwipeTableViewRepresentable where Bar == EmptyView {
    /// A container of `count` UIKit pages under `header`, without a bar.
    public init(
      selection: Binding<Int>, count: Int, page: @escaping (_ index: Int) -> UIScrollView,
      @ViewBuilder header: () -> Header
    ) {
      self.init(
        selection: selection, count: count, page: page, header: header, bar: { EmptyView() })
    }
  }

  extension SwipeTableViewRepresentable where Header == EmptyView {
    /// A container of `count` UIKit pages under a pinned `bar`, without a header.
    public init(
      selection: Binding<Int>, count: Int, page: @escaping (_ index: Int) -> UIScrollView,
      @ViewBuilder bar: () -> Bar
    ) {
      self.init(selection: selection, count: count, page: page, header: { EmptyView() }, bar: bar)
    }
  }

  extension SwipeTableViewRepresentable where Header == EmptyView, Bar == EmptyView {
    /// A container of `count` UIKit pages, without a header or a bar.
    public init(
      selection: Binding<Int>, count: Int, page: @escaping (_ index: Int) -> UIScrollView
    ) {
      self.init(
        selection: selection, count: count, page: page, header: { EmptyView() },
        bar: { EmptyView() })
    }
  }

  extension SwipeTableViewRepresentable {
    /// Starts the header, and pins the bar, `inset` points below the top of the view (0 by
    /// default).
    public func headerTopInset(_ inset: CGFloat) -> SwipeTableViewRepresentable {
      var view = self
      view.options.headerTopInset = inset
      return view
    }

    /// Starts the header, and pins the bar, at the top of the view's safe area, following it
    /// (see ``SwipeView/headerTopInsetFollowsSafeArea()``).
    public func headerTopInsetFollowsSafeArea() -> SwipeTableViewRepresentable {
      var view = self
      view.options.headerTopInset = nil
      return view
    }

    /// Lets the pages (every one, or those `pages` picks) pull to refresh, running `action`
    /// with the page's index in a task and holding the refresh open until it returns (see
    /// ``SwipeView/onRefresh(_:placement:pages:perform:)``).
    public func onRefresh(
      _ configuration: RefreshHeader.Configuration = .seed,
      placement: RefreshPlacement = .aboveHeader,
      pages: (@MainActor (_ index: Int) -> Bool)? = nil,
      perform action: @escaping @MainActor (_ index: Int) async -> Void
    ) -> SwipeTableViewRepresentable {
      var view = self
      view.options.refreshConfiguration = configuration
      view.options.refreshPlacement = placement
      view.options.refreshesPage = pages
      view.options.refresh = action
      return view
    }

    /// Lets the pages (every one, or those `pages` picks) load more, running `action` with the
    /// page's index in a task; it returns whether more remain (see
    /// ``SwipeView/onLoadMore(_:pages:perform:)``).
    public func onLoadMore(
      _ configuration: LoadMoreFooter.Configuration = .init(),
      pages: (@MainActor (_ index: Int) -> Bool)? = nil,
      perform action: @escaping @MainActor (_ index: Int) async -> Bool
    ) -> SwipeTableViewRepresentable {
      var view = self
      view.options.loadMoreConfiguration = configuration
      view.options.loadsMorePage = pages
      view.options.loadMore = action
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
      -> SwipeTableViewRepresentable
    {
      var view = self
      view.options.headerProgress = action
      return view
    }

    /// Whether a sideways drag that starts on a horizontal `ScrollView` (or any horizontal
    /// scroll view) inside a page, already at its end in the drag's direction, turns the page
    /// (default `true`); off, it keeps every sideways drag that starts on it, as nested UIKit
    /// scroll views do. See `SwipeTableView.pagesPastNestedScrollViewEnds`.
    public func pagesPastNestedScrollViewEnds(_ enabled: Bool) -> SwipeTableViewRepresentable {
      var view = self
      view.options.pagesPastNestedScrollViewEnds = enabled
      return view
    }

    /// Calls `action` with the pager's continuous position whenever it moves.
    public func onPageProgressChange(perform action: @escaping @MainActor (CGFloat) -> Void)
      -> SwipeTableViewRepresentable
    {
      var view = self
      view.options.pageProgress = action
      return view
    }

    /// Calls `action` whenever a page's refresh control changes state or is pulled further
    /// open, with the page's index, its refresh state and its pull progress, never during
    /// SwiftUI's update of views (see ``SwipeView/onRefreshChange(perform:)``).
    public func onRefreshChange(
      perform action:
        @escaping @MainActor (
          _ index: Int, _ state: RefreshState, _ pullProgress: CGFloat
        ) -> Void
    ) -> SwipeTableViewRepresentable {
      var view = self
      view.options.refreshChange = action
      return view
    }
  }
#endif
