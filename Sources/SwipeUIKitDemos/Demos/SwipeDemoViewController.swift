#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  import SwipeCore
  import SwipeUIKit

  /// How one of the seed's container screens is set up.
  public struct SwipeDemoSetup: Sendable {
    /// The navigation bar's title (nil: the bar is hidden).
    public var title: String?
    /// Where the bar pins: nil (the default) under the navigation bar, at the top of the safe
    /// area and following it, as a `SwipeTableView` does until its top inset is set; a value
    /// for a screen that draws its own bar (0: at the top).
    public var topInset: CGFloat?
    /// The header's height (nil: no header).
    public var headerHeight: CGFloat? = 200
    /// The bar's titles (empty: no bar).
    public var barTitles: [String] = []
    /// Whether a drag on the bar leaves the pages alone (the seed's `swipeHeaderBarScrollDisabled`).
    public var barScrollDisabled = false
    /// The pages.
    public var pages: [DemoPageContent] = []
    /// Whether pages pull to refresh (the container's refresh: 60 pt, ends after 3 s).
    public var refresh = false
    /// Whether pages load more at their end (10 rows after 1 s, three times).
    public var loadMore = false
  }

  /// A SwipeTableView screen of the seed's demo app: the shared header, a segmented bar that
  /// follows the pager and picks pages, and table or waterfall pages, built from a
  /// ``SwipeDemoSetup``. The view is the ``SwipeTableView`` itself.
  @MainActor
  open class SwipeDemoViewController: UIViewController, SwipeTableViewDataSource,
    SwipeTableViewDelegate
  {
    /// The container.
    public let swipeTableView: SwipeTableView
    /// How the screen is set up.
    public let setup: SwipeDemoSetup
    /// The pages' content (load-more grows tables).
    public private(set) var pages: [DemoPageContent]
    private let bar: SwipeSegmentedBar?
    private var loads: [Int: Int] = [:]

    /// A screen `size` big set up by `setup`.
    public init(setup: SwipeDemoSetup, size: CGSize = CGSize(width: 390, height: 844)) {
      self.setup = setup
      pages = setup.pages
      swipeTableView = SwipeTableView(frame: CGRect(origin: .zero, size: size))
      bar =
        setup.barTitles.isEmpty
        ? nil : Self.makeBar(titles: setup.barTitles, width: size.width)
      super.init(nibName: nil, bundle: nil)
      title = setup.title
      let table = swipeTableView
      table.backgroundColor = DemoStyle.background
      if let inset = setup.topInset { table.swipeHeaderTopInset = inset }
      table.swipeHeaderBarScrollDisabled = setup.barScrollDisabled
      if let height = setup.headerHeight {
        table.swipeHeaderView = DemoHeaderView(width: size.width, height: height)
      }
      table.swipeHeaderBar = bar
      if setup.refresh { table.refreshConfiguration = .seed }
      if setup.loadMore { table.loadMoreConfiguration = .init() }
      table.delegate = self
      table.dataSource = self
      view = table
    }

    /// Not supported: the demos build their views in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// The library's segmented bar in the demos' colours: it follows the pager and its taps
    /// pick pages by itself (`SwipeTableViewBar`).
    static func makeBar(titles: [String], width: CGFloat) -> SwipeSegmentedBar {
      let bar = SwipeSegmentedBar(
        titles: titles, frame: CGRect(x: 0, y: 0, width: width, height: 44))
      bar.adjustsHeightToFont = false  // the seed's 44 pt bar, as the headless demos
      bar.configuration = SegmentedBarLayout.Configuration(
        mode: .fixed(.content), indicatorHeight: 3)
      bar.backgroundColor = DemoStyle.surface
      bar.titleColor = DemoStyle.secondaryText
      bar.selectedTitleColor = DemoStyle.tint
      bar.indicatorColor = DemoStyle.tint
      bar.titleFont = .systemFont(ofSize: 15)
      return bar
    }

    // MARK: - Data source

    /// The number of pages.
    public func numberOfItems(in swipeTableView: SwipeTableView) -> Int { pages.count }

    /// A table or a waterfall for the page, reusing a view of the same kind.
    public func swipeTableView(
      _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
    ) -> UIScrollView {
      let page: UIScrollView
      switch pages[index] {
      case .table(let title, let rows, let rowHeight):
        let list = view as? DemoListView ?? DemoListView()
        list.show(title: title, rows: rows, rowHeight: rowHeight, page: index)
        page = list
      case .collection(let title, let count):
        let waterfall = view as? DemoWaterfallView ?? DemoWaterfallView()
        waterfall.show(title: title, count: count)
        page = waterfall
      }
      return page
    }

    // MARK: - Delegate

    /// The header moved: ``headerProgressDidChange(_:)`` hears it.
    public func swipeTableView(
      _ swipeTableView: SwipeTableView, didUpdateHeaderProgress progress: CGFloat
    ) {
      headerProgressDidChange(progress)
    }

    /// The header's collapse progress changed (0 shown, 1 collapsed, below 0 pulled): a screen
    /// that follows it overrides this. Does nothing.
    open func headerProgressDidChange(_ progress: CGFloat) {}

    /// Every page refreshes, as the seed's demo.
    public func swipeTableView(
      _ swipeTableView: SwipeTableView, shouldPullToRefreshAt index: Int
    ) -> Bool { setup.refresh }

    /// A refresh ends after 3 s, as the seed's demo.
    public func swipeTableView(_ swipeTableView: SwipeTableView, didTriggerRefreshAt index: Int) {
      DemoAction.after(3) { [weak self] in self?.swipeTableView.endRefreshing(at: index) }
    }

    /// Every table page loads more.
    public func swipeTableView(_ swipeTableView: SwipeTableView, shouldLoadMoreAt index: Int)
      -> Bool
    { setup.loadMore }

    /// A load-more adds 10 rows after 1 s; after three the page has no more data.
    public func swipeTableView(_ swipeTableView: SwipeTableView, didTriggerLoadMoreAt index: Int) {
      DemoAction.after(1) { [weak self] in self?.loadMore(at: index) }
    }

    private func loadMore(at index: Int) {
      if case .table(let title, let rows, let rowHeight) = pages[index] {
        pages[index] = .table(title: title, rows: rows + 10, rowHeight: rowHeight)
        if let list = swipeTableView.itemView(at: index) as? DemoListView {
          list.show(title: title, rows: rows + 10, rowHeight: rowHeight, page: index)
        }
      }
      swipeTableView.endLoadingMore(at: index)
      loads[index, default: 0] += 1
      if loads[index, default: 0] >= 3 { swipeTableView.setNoMoreData(at: index) }
    }
  }
#endif
