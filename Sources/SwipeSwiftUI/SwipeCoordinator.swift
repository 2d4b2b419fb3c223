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
    import SwipeUIKit
  #endif

  /// Connects a SwipeView or a SwipeTableViewRepresentable to the `SwipeTableView` it
  /// shows: the view controller that holds it, the pages, the hosted header and bar, the
  /// environment, the selection binding and the refresh tasks.
  ///
  /// SwiftUI makes one per view and hands it to every update; you do not use it directly.
  @MainActor public final class SwipeCoordinator<Header: View, Bar: View> {
    /// The container.
    let table: SwipeTableView
    /// The view controller SwiftUI shows: its view is the container, and the hosting
    /// controllers of the header, the bar and SwiftUI pages are its children.
    let controller: SwipeContainerController
    /// The page views, one per index.
    let pages = PageViews()
    /// The hosted header; nil when `Header` is `EmptyView`.
    private(set) var header: HostedChromeView<Header>?
    /// The hosted bar; nil when `Bar` is `EmptyView`.
    private(set) var bar: HostedChromeView<Bar>?
    /// The library's bar, when the view asks for it (`segmentedBar(titles:configure:)`) and
    /// has no bar of its own.
    private(set) var segmentedBar: SwipeSegmentedBar?
    /// The app's selection.
    private(set) var selection: Binding<Int>
    /// The environment the view is in, which the hosted views pass on to their content.
    private(set) var environment = EnvironmentValues()
    /// The page count the container was last given.
    private(set) var count = 0
    private(set) var options = SwipeOptions()
    /// The page a programmatic scroll is moving to: until it ends (or a finger takes over), the
    /// selection reported is this page, not the pages passed on the way.
    var pendingSelection: Int?
    /// Set while SwiftUI makes or updates the view: what may write the app's state (a selection
    /// write, the progress action) waits until it is over (`SwipeCoordinator+Selection.swift`).
    var isUpdating = false
    /// Whether a task to run the waiting work is scheduled.
    var isDeferredWorkScheduled = false
    /// Whether the progress action is to hear the pager's position once the update is over.
    var isProgressDeferred = false
    /// Whether a header progress report waits for the update to end.
    var isHeaderProgressDeferred = false
    /// The pages whose refresh changes the refresh-change action is to hear once the update is
    /// over, in the order they changed.
    var deferredRefreshReports: [Int] = []
    /// Whether a task to ask the container for its pages again is scheduled.
    var isPageReloadScheduled = false
    /// The pages between their appearance's start and its end (the container's delegate calls).
    var shownPages: Set<Int> = []
    /// The refresh action running for each page.
    private var refreshTasks: [Int: Task<Void, Never>] = [:]
    /// The load-more action running for each page.
    private var loadMoreTasks: [Int: Task<Void, Never>] = [:]
    /// Which pages refresh and load more, as last given to the container.
    private var refreshAnswers = RefreshAnswers(refreshing: [], loadingMore: [])
    private(set) var isDismantled = false
    /// The container's data source and delegate (it holds them weakly).
    private var relay: SwipeCoordinatorRelay<Header, Bar>?
    /// The refresh look last given to the container (the standard one, the container's
    /// default, at first).
    var appliedRefreshKind = SwipeRefreshStyle.Kind.standard
    /// The page last declared the content scroll view of the controller above the view's.
    weak var declaredContentScrollView: UIScrollView?
    /// The parent of the SwiftUI pages' hosting controllers.
    let pagesController: SwiftUIPagesController
    /// The page controllers told they began to appear and not yet that they disappeared, by
    /// page index, and whether they were told they appeared.
    var appearingPageControllers: [Int: (controller: UIViewController, appeared: Bool)] = [:]

    init(selection: Binding<Int>) {
      self.selection = selection
      let table = SwipeTableView(frame: .zero)
      self.table = table
      controller = SwipeContainerController(table: table)
      pagesController = SwiftUIPagesController(pager: table.pager)
      controller.addChild(pagesController)
      pagesController.didMove(toParent: controller)
    }

    // MARK: - Life cycle

    /// Sets the container up with its header, bar and pages in `environment`, shows the
    /// selected page, and returns the view controller SwiftUI shows.
    func makeController(
      header: Header, bar: Bar, count: Int, options: SwipeOptions, environment: EnvironmentValues
    ) -> UIViewController {
      isUpdating = true
      defer {
        isUpdating = false
        scheduleDeferredWork()
      }
      self.environment = environment
      if Header.self != EmptyView.self {
        let view = HostedChromeView(content: header, environment: environment)
        self.header = view
        table.swipeHeaderView = view
        view.attach(to: controller)
      }
      if Bar.self != EmptyView.self {
        let view = HostedChromeView(content: bar, environment: environment)
        self.bar = view
        table.swipeHeaderBar = view
        view.attach(to: controller)
      }
      apply(options)
      self.count = count
      let relay = SwipeCoordinatorRelay(self)
      self.relay = relay
      table.delegate = relay
      table.dataSource = relay
      moveToSelection(animated: false)
      return controller
    }

    /// Brings the container up to date with the SwiftUI view's current inputs.
    ///
    /// Content first (header, bar, pages on screen, in the current environment), then the count
    /// (a reload that keeps the current page, clamped to the new count), then the selection (an
    /// animated scroll unless the transaction disables animations).
    func update(
      header: Header, bar: Bar, count: Int, selection: Binding<Int>, options: SwipeOptions,
      environment: EnvironmentValues, animated: Bool
    ) {
      guard !isDismantled else { return }
      isUpdating = true
      defer {
        isUpdating = false
        scheduleDeferredWork()
      }
      self.selection = selection
      self.environment = environment
      apply(options)
      self.header?.show(header, in: environment)
      self.bar?.show(bar, in: environment)
      pages.contentDidChange { [table] index in table.itemView(at: index) != nil }
      if count != self.count {
        self.count = count
        pages.trim(to: count)
        table.reloadData()
        // The engine takes the new count at its next pass: run it, so the selection below
        // starts from the clamped page.
        table.layoutIfNeeded()
      }
      moveToSelection(animated: animated)
      declareContentScrollView()
    }

    /// Stops everything: refresh tasks are cancelled, the hosted views' controllers leave the
    /// container's, the container lets go of the pages (and the controller above of the page it
    /// was given) and the binding is never written again.
    func dismantle() {
      isDismantled = true
      for task in refreshTasks.values { task.cancel() }
      refreshTasks.removeAll()
      for task in loadMoreTasks.values { task.cancel() }
      loadMoreTasks.removeAll()
      pendingSelection = nil
      table.delegate = nil
      table.dataSource = nil
      header?.detach()
      bar?.detach()
      // The pages told they appear are told they disappeared: nothing will tell them now.
      for told in appearingPageControllers.values {
        told.controller.beginAppearanceTransition(false, animated: false)
        told.controller.endAppearanceTransition()
      }
      appearingPageControllers.removeAll()
      pages.removeAll()
      relay = nil
      if declaredContentScrollView != nil, #available(iOS 15.0, *) {
        controller.parent?.setContentScrollView(nil)
        declaredContentScrollView = nil
      }
    }

    private func apply(_ options: SwipeOptions) {
      self.options = options
      if let inset = options.headerTopInset {
        if table.topInsetFollowsSafeArea || table.swipeHeaderTopInset != inset {
          table.swipeHeaderTopInset = inset
        }
      } else if !table.topInsetFollowsSafeArea {
        table.topInsetFollowsSafeArea = true
      }
      let refresh = options.refresh == nil ? nil : options.refreshConfiguration
      let loadMore = options.loadMore == nil ? nil : options.loadMoreConfiguration
      var rebuilt = false
      if table.refreshConfiguration != refresh {
        table.refreshConfiguration = refresh
        rebuilt = true
      }
      if table.loadMoreConfiguration != loadMore {
        table.loadMoreConfiguration = loadMore
        rebuilt = true
      }
      // The pages' answers, asked again when they changed.
      let answers = RefreshAnswers(
        refreshing: IndexSet((0..<count).filter(refreshes(at:))),
        loadingMore: IndexSet((0..<count).filter(loadsMore(at:))))
      if answers != refreshAnswers {
        refreshAnswers = answers
        if !rebuilt { table.reloadRefreshControls() }
      }
      if table.refreshPlacement != options.refreshPlacement {
        table.refreshPlacement = options.refreshPlacement
      }
      applyRefreshStyle(options.refreshStyle)
      applySegmentedBar(options)
      if table.pagesPastNestedScrollViewEnds != options.pagesPastNestedScrollViewEnds {
        table.pagesPastNestedScrollViewEnds = options.pagesPastNestedScrollViewEnds
      }
      if let proxy = options.proxy, proxy.table !== table { proxy.table = table }
    }

    /// Shows the library's segmented bar with the options' titles when the view has no bar of
    /// its own, configured; removes it when the titles are gone.
    private func applySegmentedBar(_ options: SwipeOptions) {
      guard bar == nil, let titles = options.segmentedBarTitles else {
        if let shown = segmentedBar, table.swipeHeaderBar === shown { table.swipeHeaderBar = nil }
        segmentedBar = nil
        return
      }
      // 44 pt tall, as a bar of the system's; taller at larger text sizes
      // (`adjustsHeightToFont`).
      let segmented =
        segmentedBar
        ?? {
          let made = SwipeSegmentedBar(
            titles: titles, frame: CGRect(x: 0, y: 0, width: 0, height: 44))
          // Opaque, as a pinned bar must be over the lists scrolling under it.
          made.backgroundColor = .systemBackground
          return made
        }()
      segmentedBar = segmented
      if segmented.titles != titles { segmented.titles = titles }
      options.configureSegmentedBar?(segmented)
      if table.swipeHeaderBar !== segmented { table.swipeHeaderBar = segmented }
    }

    /// Makes the current page the content scroll view of the controller that shows this view
    /// (iOS 15), as `SwipeTableView` makes it its own controller's: a navigation or tab bar
    /// controller observes the content scroll view of the controller it contains
    /// (UIViewController.h:286-292), which is SwiftUI's, not the view's own child controller.
    func declareContentScrollView() {
      guard #available(iOS 15.0, *), let parent = controller.parent else { return }
      let page = table.currentItemView
      guard page !== declaredContentScrollView else { return }
      declaredContentScrollView = page
      parent.setContentScrollView(page)
    }

    // MARK: - Refresh

    /// Whether the page at `index` may pull to refresh: when there is a refresh action and
    /// the page is among those it is for.
    func refreshes(at index: Int) -> Bool {
      options.refresh != nil && options.refreshesPage?(index) ?? true
    }

    /// Whether the page at `index` loads more: when there is a load-more action and the page is
    /// among those it is for.
    func loadsMore(at index: Int) -> Bool {
      options.loadMore != nil && options.loadsMorePage?(index) ?? true
    }

    /// Runs the load-more action for the page at `index` in a task; when it returns, the
    /// page may load more again, or has no more data when the action says none remain.
    func startLoadMore(at index: Int) {
      guard let action = options.loadMore, !isDismantled else {
        table.endLoadingMore(at: index)
        return
      }
      loadMoreTasks[index]?.cancel()
      loadMoreTasks[index] = Task { [weak self] in
        let hasMore = await action(index)
        guard let self, !Task.isCancelled else { return }
        self.loadMoreTasks[index] = nil
        self.table.endLoadingMore(at: index)
        if !hasMore { self.table.setNoMoreData(at: index) }
      }
    }

    /// Runs the refresh action for the page at `index` in a task, and ends the page's refresh
    /// when the action returns.
    func startRefresh(at index: Int) {
      guard let action = options.refresh, !isDismantled else {
        table.endRefreshing(at: index)
        return
      }
      refreshTasks[index]?.cancel()
      refreshTasks[index] = Task { [weak self] in
        await action(index)
        guard let self, !Task.isCancelled else { return }
        self.refreshTasks[index] = nil
        self.table.endRefreshing(at: index)
      }
    }
  }

  /// Which pages refresh and which load more (`SwipeCoordinator.refreshes(at:)`,
  /// `SwipeCoordinator.loadsMore(at:)`).
  struct RefreshAnswers: Equatable {
    var refreshing: IndexSet
    var loadingMore: IndexSet
  }
#endif
