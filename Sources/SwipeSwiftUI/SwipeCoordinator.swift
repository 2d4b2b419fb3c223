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

  /// Connects a ``SwipeView`` or a ``SwipeTableViewRepresentable`` to the `SwipeTableView` it
  /// shows: the pages, the hosted header and bar, the selection binding and the refresh tasks.
  ///
  /// SwiftUI makes one per view and hands it to every update; you do not use it directly.
  @MainActor public final class SwipeCoordinator<Header: View, Bar: View> {
    /// The container.
    let table = SwipeTableView(frame: .zero)
    /// The page views, one per index.
    let pages = PageViews()
    /// The hosted header; nil when `Header` is `EmptyView`.
    private(set) var header: HostedChromeView<Header>?
    /// The hosted bar; nil when `Bar` is `EmptyView`.
    private(set) var bar: HostedChromeView<Bar>?
    /// The app's selection.
    private(set) var selection: Binding<Int>
    /// The page count the container was last given.
    private(set) var count = 0
    private(set) var options = SwipeOptions()
    /// The page a programmatic scroll is moving to: until it ends (or a finger takes over), the
    /// selection reported is this page, not the pages passed on the way.
    var pendingSelection: Int?
    /// Set during an update: a selection write waits until it is over (SwiftUI does not allow
    /// state changes while it updates views).
    private var isUpdating = false
    private var isSelectionWriteScheduled = false
    /// The refresh action running for each page.
    private var refreshTasks: [Int: Task<Void, Never>] = [:]
    private(set) var isDismantled = false
    /// The container's data source and delegate (it holds them weakly).
    private var relay: SwipeCoordinatorRelay<Header, Bar>?

    init(selection: Binding<Int>) {
      self.selection = selection
    }

    // MARK: - Life cycle

    /// Sets the container up with its header, bar and pages and shows the selected page.
    func makeTable(header: Header, bar: Bar, count: Int, options: SwipeOptions) -> SwipeTableView {
      if Header.self != EmptyView.self {
        let view = HostedChromeView(content: header)
        self.header = view
        table.swipeHeaderView = view
      }
      if Bar.self != EmptyView.self {
        let view = HostedChromeView(content: bar)
        self.bar = view
        table.swipeHeaderBar = view
      }
      apply(options)
      self.count = count
      let relay = SwipeCoordinatorRelay(self)
      self.relay = relay
      table.delegate = relay
      table.dataSource = relay
      moveToSelection(animated: false)
      return table
    }

    /// Brings the container up to date with the SwiftUI view's current inputs.
    ///
    /// Content first (header, bar, pages on screen), then the count (a reload that keeps the
    /// current page, clamped to the new count), then the selection (an animated scroll unless
    /// the transaction disables animations).
    func update(
      header: Header, bar: Bar, count: Int, selection: Binding<Int>, options: SwipeOptions,
      animated: Bool
    ) {
      guard !isDismantled else { return }
      isUpdating = true
      defer {
        isUpdating = false
        scheduleSelectionWriteIfNeeded()
      }
      self.selection = selection
      apply(options)
      self.header?.content = header
      self.bar?.content = bar
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
    }

    /// Stops everything: refresh tasks are cancelled, the container lets go of the pages and
    /// the binding is never written again.
    func dismantle() {
      isDismantled = true
      for task in refreshTasks.values { task.cancel() }
      refreshTasks.removeAll()
      pendingSelection = nil
      table.delegate = nil
      table.dataSource = nil
      pages.removeAll()
      relay = nil
    }

    private func apply(_ options: SwipeOptions) {
      self.options = options
      if table.swipeHeaderTopInset != options.headerTopInset {
        table.swipeHeaderTopInset = options.headerTopInset
      }
      let refresh = options.refresh == nil ? nil : options.refreshConfiguration
      if table.refreshConfiguration != refresh { table.refreshConfiguration = refresh }
      if table.refreshPlacement != options.refreshPlacement {
        table.refreshPlacement = options.refreshPlacement
      }
    }

    // MARK: - Selection

    /// Scrolls the container to the selected page (clamped to the pages there are).
    private func moveToSelection(animated: Bool) {
      guard count > 0 else {
        pendingSelection = nil
        return
      }
      let target = min(max(selection.wrappedValue, 0), count - 1)
      guard target != (pendingSelection ?? table.currentItemIndex) else { return }
      // An animation runs on the display link: only in a window, and only once there is a width.
      if animated, table.window != nil, table.bounds.width > 0 {
        pendingSelection = target
        table.scrollToItem(at: target, animated: true)
      } else {
        pendingSelection = nil
        table.scrollToItem(at: target, animated: false)
      }
    }

    /// The page the container shows, or is scrolling to.
    var shownSelection: Int { pendingSelection ?? table.currentItemIndex }

    /// Writes the page the container shows to the binding, when it differs (after the update,
    /// when one is running).
    func reportSelection() {
      guard !isDismantled, count > 0 else { return }
      guard !isUpdating else {
        scheduleSelectionWriteIfNeeded()
        return
      }
      let index = shownSelection
      if selection.wrappedValue != index { selection.wrappedValue = index }
    }

    private func scheduleSelectionWriteIfNeeded() {
      guard !isDismantled, !isSelectionWriteScheduled, count > 0,
        selection.wrappedValue != shownSelection
      else { return }
      isSelectionWriteScheduled = true
      Task { [weak self] in
        guard let self else { return }
        self.isSelectionWriteScheduled = false
        self.reportSelection()
      }
    }

    // MARK: - Refresh

    /// Whether the page at `index` may pull to refresh: when there is a refresh action.
    var refreshes: Bool { options.refresh != nil }

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

    /// The pager moved: the progress action hears its continuous position.
    func pagerDidScroll() {
      options.pageProgress?(table.pageProgress)
    }
  }
#endif
