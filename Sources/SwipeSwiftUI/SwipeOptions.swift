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

  /// What the SwiftUI front ends' modifiers set on the container.
  struct SwipeOptions {
    /// Where the header starts and the bar pins, from the top of the view; nil: the top of its
    /// safe area, followed.
    var headerTopInset: CGFloat? = 0
    /// The refresh control's distances and timing.
    var refreshConfiguration = RefreshHeader.Configuration.seed
    /// Where the refresh control opens.
    var refreshPlacement = RefreshPlacement.aboveHeader
    /// The refresh action for the page at an index; nil: no pull to refresh.
    var refresh: (@MainActor (Int) async -> Void)?
    /// Which pages pull to refresh (with a refresh action); nil: every page.
    var refreshesPage: (@MainActor (Int) -> Bool)?
    /// The load-more trigger.
    var loadMoreConfiguration = LoadMoreFooter.Configuration()
    /// The load-more action for the page at an index, returning whether more remain; nil: no
    /// load more.
    var loadMore: (@MainActor (Int) async -> Bool)?
    /// Which pages load more (with a load-more action); nil: every page.
    var loadsMorePage: (@MainActor (Int) -> Bool)?
    /// Hears the pager's continuous position.
    var pageProgress: (@MainActor (CGFloat) -> Void)?
    /// Hears a page's refresh state and pull progress.
    var refreshChange: (@MainActor (Int, RefreshState, CGFloat) -> Void)?
    /// Hears the header's collapse progress.
    var headerProgress: (@MainActor (CGFloat) -> Void)?
    /// What the pages' pulls show.
    var refreshStyle = SwipeRefreshStyle.standard
    /// The app's handle on the container, for calls from code.
    var proxy: SwipeViewProxy?
    /// Whether a sideways drag from a nested horizontal scroll view at its end turns the page.
    var pagesPastNestedScrollViewEnds = true
    /// The titles of the library's segmented bar, shown as the bar when the view has none of
    /// its own; nil: none.
    var segmentedBarTitles: [String]?
    /// Configures that bar (style, badges, images) at each update.
    var configureSegmentedBar: (@MainActor (SwipeSegmentedBar) -> Void)?
  }
#endif
