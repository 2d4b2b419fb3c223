import Foundation
import SwipeCanvas
import SwipeCore
import SwipeLayouts
import SwipeScenario

/// What one page of a container demo shows.
enum DemoPage {
  /// A table of rows.
  case table(title: String, rows: Int, rowHeight: Double)
  /// A waterfall collection.
  case collection(title: String, layout: WaterfallLayout)

  var contentHeight: Double {
    switch self {
    case .table(_, let rows, let rowHeight): Double(rows) * rowHeight
    case .collection(_, let layout): Double(layout.contentSize.height)
    }
  }

  var kind: String {
    switch self {
    case .table: "table"
    case .collection: "collection"
    }
  }

  /// A two-column waterfall of `count` tiles for a page `width` wide.
  static func collection(title: String, count: Int, width: Double) -> DemoPage {
    let heights: [Double] = [160, 120, 200, 140, 180, 100, 150]
    let section = WaterfallSection(
      columns: 2, items: (0..<count).map { .height(heights[($0 * 5) % heights.count]) },
      insets: Insets(top: 8, left: 8, bottom: 8, right: 8), columnSpacing: 8, rowSpacing: 8)
    do {
      return .collection(
        title: title, layout: try WaterfallLayout(width: width, sections: [section], scale: 2))
    } catch {
      preconditionFailure("the demo's layout is valid by construction: \(error)")
    }
  }
}

/// How a container demo is set up.
struct ContainerDemoSetup {
  var navigationTitle: String?
  var topInset = 64.0
  var headerHeight: Double? = 200
  var barHeight: Double? = 44
  var barTitles: [String] = []
  var barScrollDisabled = false
  var pages: [DemoPage] = []
  var refresh = false
  var loadMore = false
  var roundBackButton = false
}

/// The container demos' shared engine: a ``SwipeContainer`` with its pages, a header picture, a
/// segmented bar whose taps scroll to a page, and the seed's refresh behaviour (every refresh
/// ends after 3 s, load more appends rows after 1 s).
public class ContainerDemo: SwipeContainerDataSource, SwipeContainerDelegate {
  /// The size of the screen the demo fills.
  public let viewport: CGSize
  let setup: ContainerDemoSetup
  var pages: [DemoPage]
  let container: SwipeContainer
  let headerImage: CanvasImage?
  /// The bar's titles as the canvas draws them (Pango, the selected style's font).
  let barTitleWidths: [Double]
  /// The bar's tabs, for the width it was last drawn at.
  var barLayout: SegmentedBarLayout?
  var taps = TapDetector()
  var time = 0.0
  var names: [String] = []
  /// When each page's refresh ends (3 s after it fired).
  var refreshEnds: [Int: Double] = [:]
  /// When each page's load-more completes (1 s after it fired).
  var loadEnds: [Int: Double] = [:]
  var loads: [Int: Int] = [:]
  /// What VoiceOver would have said, since the last ``takeAnnouncements()``.
  var announcements: [String] = []
  /// The bar tab the keyboard's focus is on (Tab moves it), nil before the first Tab.
  var focusedTab: Int?
  /// The settings the demo runs under.
  var settings = DemoSettings()

  init(viewport: CGSize, setup: ContainerDemoSetup) {
    self.viewport = viewport
    self.setup = setup
    pages = setup.pages
    container = SwipeContainer(
      viewportSize: viewport, topInset: setup.topInset, headerHeight: setup.headerHeight,
      barHeight: setup.barHeight)
    headerImage = setup.headerHeight.map {
      Chrome.headerPicture(size: CGSize(width: viewport.width, height: $0))
    }
    let measurer = TextMeasurer()
    barTitleWidths = setup.barTitles.map { measurer.width(of: $0, font: Theme.barItemSelected) }
    container.barScrollDisabled = setup.barScrollDisabled
    if setup.refresh { container.refreshConfiguration = .seed }
    if setup.loadMore {
      container.loadMoreConfiguration = .init()
      // The standard footer's height, as SwipeTableView keeps it by default.
      container.loadMoreFooterHeight = 44
    }
    container.delegate = self
    container.dataSource = self
    container.tabTitles = setup.barTitles
    container.eventHandler = { [unowned self] event in
      switch event {
      case .refreshFeedback(_, .announce(let text)): announcements.append(text)
      case .didScroll, .didSelectPage, .refreshFeedback, .pageMotion, .pageAppearance,
        .refreshDidChange:
        break
      default: names.append(event.name)
      }
    }
  }

  // MARK: - Data source and delegate

  /// Part of the demo's protocols.
  public func numberOfPages(in container: SwipeContainer) -> Int { pages.count }

  /// Part of the demo's protocols.
  public func swipeContainer(_ container: SwipeContainer, contentForPageAt index: Int)
    -> SwipePageContent
  {
    guard pages.indices.contains(index) else { return SwipePageContent(contentHeight: 0) }
    return SwipePageContent(
      reuseIdentifier: pages[index].kind, contentHeight: pages[index].contentHeight)
  }

  /// Part of the demo's protocols.
  public func swipeContainer(_ container: SwipeContainer, heightForRefreshHeaderAt index: Int)
    -> Double?
  {
    60
  }

  /// Part of the demo's protocols.
  public func swipeContainer(_ container: SwipeContainer, didTriggerRefreshAt index: Int) {
    refreshEnds[index] = time + 3
  }

  /// Part of the demo's protocols.
  public func swipeContainer(_ container: SwipeContainer, didTriggerLoadMoreAt index: Int) {
    loadEnds[index] = time + 1
  }

  // MARK: - Driving (SceneSimulation)

  /// Part of the demo's protocols.
  public func advance(to time: TimeInterval) {
    self.time = max(self.time, time)
    container.advance(to: time)
    for (page, end) in refreshEnds where end <= time {
      refreshEnds[page] = nil
      container.endRefreshing(pageAt: page)
    }
    for (page, end) in loadEnds where end <= time {
      loadEnds[page] = nil
      if case .table(let title, let rows, let rowHeight) = pages[page] {
        pages[page] = .table(title: title, rows: rows + 10, rowHeight: rowHeight)
        container.setContentHeight(pages[page].contentHeight, forPageAt: page)
      }
      container.endLoadingMore(pageAt: page)
      loads[page, default: 0] += 1
      if loads[page, default: 0] >= 3 { container.setNoMoreData(pageAt: page) }
    }
  }

  /// Part of the demo's protocols.
  public func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval) {
    advance(to: time)
    switch phase {
    case .down:
      guard let point else { return }
      taps.down(point, time)
      container.touchDown(at: point, time: time)
    case .move:
      guard let point else { return }
      taps.move(point)
      container.touchMoved(to: point, time: time)
    case .up:
      container.touchUp(time: time)
      if let point = taps.up(time) { tapped(at: point) }
    case .cancel:
      _ = taps.up(time)
      container.touchCancelled(time: time)
    }
  }

  /// A tap on the bar scrolls to that page, as the seed's segmented control does.
  func tapped(at point: CGPoint) {
    guard let bar = container.barFrame, bar.contains(point), let layout = barLayout(for: bar),
      let item = layout.tabIndex(
        atX: Double(point.x - bar.minX),
        scrollOffset: layout.scrollOffset(progress: container.progress))
    else { return }
    container.scrollToItem(at: item, animated: true)
  }

  /// The bar's tabs for `bar` (made again when its width changes), or nil without titles.
  func barLayout(for bar: CGRect) -> SegmentedBarLayout? {
    guard !barTitleWidths.isEmpty else { return nil }
    if let layout = barLayout, layout.width == Double(bar.width),
      layout.direction == settings.layoutDirection
    {
      return layout
    }
    let layout = SegmentedBarLayout(
      titleWidths: barTitleWidths, width: Double(bar.width), configuration: Chrome.barConfiguration,
      direction: settings.layoutDirection)
    barLayout = layout
    return layout
  }

  /// Part of the demo's protocols.
  public func fling(vx: Double, vy: Double, time: TimeInterval) {
    advance(to: time)
    container.fling(vx: vx, vy: vy, time: time)
  }

  /// Part of the demo's protocols.
  public func perform(_ call: ScenarioCall, time: TimeInterval) {
    advance(to: time)
    switch call {
    case .scrollToItem(let index, let animated):
      container.scrollToItem(at: index, animated: animated)
    case .setContentOffset(_, let y, let animated):
      container.setCurrentPageOffset(y, animated: animated)
    case .beginRefreshing(let page): container.beginRefreshing(pageAt: page)
    case .endRefreshing(let page): container.endRefreshing(pageAt: page)
    case .setHeader(let height): container.headerHeight = height
    case .setBar(let height): container.barHeight = height
    case .setTopInset(let value): container.topInset = value
    case .resize(let size): container.resize(to: size)
    case .reloadData: container.reloadData()
    case .endLoadingMore(let page): container.endLoadingMore(pageAt: page)
    case .setNoMoreData(let page): container.setNoMoreData(pageAt: page)
    case .accessibilityScroll(let direction):
      if let status = container.accessibilityScroll(direction) {
        names.append("announce:" + status)
        announcements.append(status)
      }
    case .selectTab(let index): container.scrollToItem(at: index, animated: true)
    case .tapStatusBar: container.scrollCurrentPageToTop()
    case .setPageContentInset(let page, let top, let bottom):
      container.setContentInset(Insets(top: top, bottom: bottom), forPageAt: page)
    case .correctOffset(let page, let dy): container.correctOffset(by: dy, forPageAt: page)
    case .scrollToPage, .scrollToSectionItem, .flingSection: break
    }
  }

  /// Part of the demo's protocols.
  public func sampleFields() -> [(String, JSONOutput)] {
    [
      ("index", .number(Double(container.currentIndex))),
      ("progress", .number(container.progress)),
      ("scrolled", .number(container.currentScroll)),
    ]
  }

  /// Part of the demo's protocols.
  public func takeEventNames() -> [String] {
    defer { names.removeAll(keepingCapacity: true) }
    return names
  }
}
