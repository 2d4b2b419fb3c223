#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import SwipeLayouts
  import SwipeUIKitLayouts
  import SwipeUIKitRefresh
  import UIKitStub

  /// A window with a SwipeTableView of plain scroll-view pages (T 64, H 200, B 40 by default),
  /// on a fresh stub clock; right to left, the window's `semanticContentAttribute` is
  /// `.forceRightToLeft` (the table follows its ancestor, as UIKit's views do).
  @MainActor final class AdapterFixture: SwipeTableViewDataSource, SwipeTableViewDelegate {
    let window: UIWindow
    let table: SwipeTableView
    var heights: [CGFloat]
    var calls: [String] = []
    var onIndexChange: ((SwipeTableView) -> Void)?
    /// What the delegate answers when a swipe would begin at a point (nil: yes).
    var allowsPaging: ((CGPoint) -> Bool)?
    /// Every page view the data source made, weakly.
    var made: [WeakView] = []
    /// Odd pages are `OtherPage`s when set.
    var mixesClasses = false
    /// Pages are `UITableView`s of 60 pt rows when set.
    var usesTables = false
    /// The tables' rows are 90 and 40 pt in turn, estimated at 50 (`estimatedRowHeight`: each
    /// row's own height is asked when it comes on screen, and UIKit corrects the offset for the
    /// rows above), when set.
    var estimatesRowHeights = false
    /// Pages are `UICollectionView`s laid out by a `SwipeWaterfallLayout` (two columns of
    /// 100 pt items) when set.
    var usesWaterfalls = false
    /// The waterfall pages' data, by page view.
    var waterfallData: [ObjectIdentifier: WaterfallData] = [:]

    struct WeakView {
      weak var view: UIScrollView?
    }

    init(
      heights: [CGFloat] = [2000, 2000, 2000, 2000], header: CGFloat? = 200, bar: CGFloat? = 40,
      topInset: CGFloat = 64, direction: LayoutDirection = .leftToRight
    ) {
      UIKitStubDriver.reset(now: 0)
      self.heights = heights
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      if direction == .rightToLeft { window.semanticContentAttribute = .forceRightToLeft }
      table = SwipeTableView(frame: window.bounds)
      table.swipeHeaderTopInset = topInset
      if let header {
        table.swipeHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: header))
      }
      if let bar {
        table.swipeHeaderBar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: bar))
      }
      window.addSubview(table)
      table.delegate = self
      table.dataSource = self
      UIKitStubDriver.current.layoutPass()
    }

    /// Runs frames at 120 Hz until `time`.
    func run(until time: TimeInterval) {
      UIKitStubDriver.current.run(until: time, frameInterval: 1.0 / 120)
    }

    var now: TimeInterval { UIKitStubDriver.current.now }

    /// A drag with one touch sample per 120 Hz frame.
    func drag(from: CGPoint, to: CGPoint, duration: TimeInterval, lift: Bool = true) {
      let start = now + 1.0 / 120
      window.drag(
        from: from, to: to, startingAt: start, duration: duration,
        steps: max(Int((duration * 120).rounded()), 1), lift: lift)
    }

    /// `s` of a page view: its offset from the top of its content area.
    func scrolled(_ view: UIScrollView) -> CGFloat {
      view.contentOffset.y + table.swipeHeaderTopInset + (table.swipeHeaderView?.frame.height ?? 0)
        + (table.swipeHeaderBar?.frame.height ?? 0)
    }

    // MARK: - Data source and delegate

    func numberOfItems(in swipeTableView: SwipeTableView) -> Int { heights.count }

    func swipeTableView(
      _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
    ) -> UIScrollView {
      if usesTables { return table(for: index, reusing: view) }
      if usesWaterfalls { return waterfall(for: index, reusing: view) }
      let other = mixesClasses && index % 2 == 1
      let page: UIScrollView
      if let view, (view is OtherPage) == other {
        page = view
        calls.append("reuse \(index)")
      } else {
        page =
          other
          ? OtherPage(frame: swipeTableView.bounds) : UIScrollView(frame: swipeTableView.bounds)
        made.append(WeakView(view: page))
        calls.append("make \(index)")
      }
      page.contentSize = CGSize(width: 390, height: heights[index])
      return page
    }

    /// A table of `heights[index] / 60` rows of 60 pt (or estimated, ``estimatesRowHeights``).
    func table(for index: Int, reusing view: UIScrollView?) -> UITableView {
      let table = view as? UITableView ?? UITableView(frame: .zero, style: .plain)
      let rows = Int(heights[index] / 60)
      table.rowHeight = 60
      table.content = UITableView.Content(
        numberOfRows: { _, _ in rows },
        cellForRow: { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) })
      if estimatesRowHeights {
        table.content?.heightForRow = { _, path in path.row.isMultiple(of: 2) ? 90 : 40 }
        table.estimatedRowHeight = 50
      }
      table.reloadData()
      return table
    }

    /// A waterfall of two columns of 100 pt items, `heights[index]` tall.
    func waterfall(for index: Int, reusing view: UIScrollView?) -> UICollectionView {
      let collection =
        view as? UICollectionView
        ?? UICollectionView(frame: .zero, collectionViewLayout: SwipeWaterfallLayout())
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      let items = Int(heights[index] / 100) * 2
      let data = WaterfallData(
        [WaterfallSection(columns: 2, items: Array(repeating: .height(100), count: items))])
      waterfallData[ObjectIdentifier(collection)] = data
      collection.dataSource = data
      collection.delegate = data
      return collection
    }

    func swipeTableViewCurrentItemIndexDidChange(_ swipeTableView: SwipeTableView) {
      calls.append("index \(swipeTableView.currentItemIndex)")
      onIndexChange?(swipeTableView)
    }

    func swipeTableView(_ swipeTableView: SwipeTableView, shouldBeginPagingAt location: CGPoint)
      -> Bool
    {
      allowsPaging?(location) ?? true
    }
  }

  /// A second page class, for reuse by class.
  @MainActor final class OtherPage: UIScrollView {}

  /// On a fresh stub clock, a window holding a plain 3,000 pt list with a `SwipeRefreshControl`,
  /// laid out (keep the window: the stub's driver holds windows weakly).
  @MainActor func refreshableList() -> (
    window: UIWindow, list: UIScrollView, refresh: SwipeRefreshControl
  ) {
    UIKitStubDriver.reset(now: 0)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let list = UIScrollView(frame: window.bounds)
    list.contentSize = CGSize(width: 390, height: 3000)
    window.addSubview(list)
    let refresh = SwipeRefreshControl()
    list.addSubview(refresh)
    UIKitStubDriver.current.layoutPass()
    return (window, list, refresh)
  }
#endif
