#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  import SwipeCore
  import SwipeUIKit
  import SwipeUIKitRefresh

  /// Pull to refresh with a third-party-style control on every page (`DemoPullHeader`, written
  /// as MJRefresh is): it sits above the inset it finds (the container's reservation), so a pull
  /// opens it above the shared header, and the inset it adds is the page's own: the container
  /// keeps its reservation on top and the stack stays down until the control gives it back.
  @MainActor public final class CustomRefreshViewController: SwipeDemoViewController {
    private var headers: [ObjectIdentifier: DemoPullHeader] = [:]

    /// The screen, `size` big.
    public init(size: CGSize = CGSize(width: 390, height: 844)) {
      // The control is told once how much of the page's inset to ignore (as MJRefresh's
      // `ignoredScrollViewContentInsetTop`), so the bar pins at a fixed 64 pt, the seed's.
      super.init(
        setup: SwipeDemoSetup(
          title: "Custom refresh", topInset: 64, barTitles: ["Item0", "Item1", "Item2"],
          pages: (0..<3).map { .table(title: "Item\($0)", rows: 20, rowHeight: 60) }),
        size: size)
    }

    /// Not supported: the demos build their views in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// The page, with its own pull header (one per view, kept across reuse).
    public override func swipeTableView(
      _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
    ) -> UIScrollView {
      let page = super.swipeTableView(swipeTableView, viewForItemAt: index, reusing: view)
      let key = ObjectIdentifier(page)
      if headers[key] == nil {
        let header = DemoPullHeader()
        header.ignoredInsetTop = swipeTableView.swipeHeaderTopInset
        header.attach(to: page)
        header.onRefresh = { [weak header] in DemoAction.after(3) { header?.end() } }
        headers[key] = header
      }
      return page
    }
  }

  /// `SwipeRefreshControl` and `SwipeLoadMoreControl` on a plain table, outside any container:
  /// the same refresh and load-more behaviour for any scroll view.
  @MainActor public final class RefreshControlViewController: UIViewController {
    /// The list.
    public let list: UIScrollView
    private let refresh = SwipeRefreshControl()
    private let loadMore = SwipeLoadMoreControl()
    private var actions: [DemoAction] = []
    private var rows = 20
    private var loads = 0

    /// The screen, `size` big.
    public init(size: CGSize = CGSize(width: 390, height: 844)) {
      let table = DemoListView()
      table.frame = CGRect(origin: .zero, size: size)
      table.contentInset.top = 64
      table.show(title: "Row", rows: 20, rowHeight: 60, page: 0)
      list = table
      super.init(nibName: nil, bundle: nil)
      title = "SwipeRefreshControl"
      table.addSubview(refresh)
      table.addSubview(loadMore)
      let refreshed = DemoAction { [weak self] _ in
        DemoAction.after(3) { self?.refresh.endRefreshing() }
      }
      refreshed.attach(to: refresh, for: .valueChanged)
      let loaded = DemoAction { [weak self] _ in
        DemoAction.after(1) { self?.appendRows() }
      }
      loaded.attach(to: loadMore, for: .valueChanged)
      actions = [refreshed, loaded]
      view = table
    }

    /// Not supported: the demos build their views in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    private func appendRows() {
      rows += 10
      (list as? DemoListView)?.show(title: "Row", rows: rows, rowHeight: 60, page: 0)
      loadMore.endLoadingMore()
      loads += 1
      if loads >= 3 { loadMore.setNoMoreData() }
    }
  }
#endif
