#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeScenario
  import SwipeUIKit
  import UIKitStub

  /// A `swipe` scene played through SwipeUIKit's ``SwipeTableView`` on UIKitStub (`"host":
  /// "uikit"`): touches go to the window, which routes them as UIKit does; flings release the
  /// pager and the current page; calls go through the view's API and the pages' own scroll
  /// views. Samples read the views (header, bar, pager) and the engine behind them (pages), in
  /// the engine's format, so both hosts print comparable lines. A right-to-left scene forces the
  /// window's `semanticContentAttribute`, which the table follows as UIKit's views do.
  @MainActor public final class UIKitSwipeSimulation: @preconcurrency SceneSimulation {
    let scene: SwipeScene
    let window: UIWindow
    let table: SwipeTableView
    /// The view the scene plays on.
    package var tableView: SwipeTableView { table }
    /// The pages' appearance steps the view's delegate heard (`page:1:willAppear`…).
    package var appearanceSteps: [String] { pages.appearanceSteps }
    let pages: ScenePages
    var names: [String] = []
    /// The header's views (`header.content`), in the scene's order.
    var headerElements: [UIView] = []
    /// Whether samples report the view's offset writes to scroll views a user's motion moves
    /// (`"report": ["writes"]`), and how many the previous sample had seen.
    public var reportsWrites = false
    var reportedWrites = 0

    /// The scene in a window of `viewport`, on a fresh stub clock at 0, on a device running
    /// `systemVersion` (nil: the stub's default; API newer than it is recorded and answers as on
    /// such a device).
    public init(
      scene: SwipeScene, viewport: CGSize, systemVersion: OperatingSystemVersion? = nil
    ) {
      self.scene = scene
      UIKitStubDriver.reset(now: 0)
      if let systemVersion { UIKitStubDriver.current.systemVersion = systemVersion }
      // Every sample is a display frame (scenarios sample at up to 1 kHz), so what the engine
      // drives steps with the pages at any sampling rate, as on a display of that rate.
      UIKitStubDriver.current.displayMaximumFramesPerSecond = 1000
      UIKitStubDriver.current.isReduceMotionEnabled = scene.reduceMotion
      window = UIWindow(frame: CGRect(origin: .zero, size: viewport))
      if let safe = scene.safeArea {
        // The device's: the view fills the window, so its safe area is the same.
        window.screenSafeAreaInsets = UIEdgeInsets(
          top: CGFloat(safe.top), left: 0, bottom: CGFloat(safe.bottom), right: 0)
      }
      if scene.layoutDirection == .rightToLeft {
        window.semanticContentAttribute = .forceRightToLeft
      }
      table = SwipeTableView(frame: CGRect(origin: .zero, size: viewport))
      pages = ScenePages(scene: scene)
      // Without a safe area in the file, or with a top inset, the scene's (64 by default);
      // else the view follows its safe area, as it does by default.
      if scene.safeArea == nil || scene.topInsetIsSet {
        table.swipeHeaderTopInset = CGFloat(scene.topInset)
      }
      table.shouldAdjustContentSize = scene.adjustContentSize
      table.swipeHeaderBarScrollDisabled = scene.barScrollDisabled
      table.alwaysBounceHorizontal = scene.alwaysBounceHorizontal
      table.headerStretches = scene.headerStretches
      if let height = scene.headerHeight {
        let header = Self.chromeView(height, viewport)
        headerElements = scene.headerContent.map(Self.headerElement)
        for element in headerElements { header.addSubview(element) }
        table.swipeHeaderView = header
      }
      if let height = scene.barHeight {
        table.swipeHeaderBar = Self.barView(height, viewport, titles: scene.barTitles)
        table.tabTitles = scene.barTitles
      }
      if let refresh = scene.refresh {
        table.refreshPlacement = RefreshPlacement(word: refresh.placement) ?? .aboveHeader
        table.refreshConfiguration = RefreshHeader.Configuration(
          triggerDistance: refresh.triggerDistance, holdHeight: refresh.holdHeight)
      }
      if let loadMore = scene.loadMore {
        table.loadMoreConfiguration = LoadMoreFooter.Configuration(
          triggerDistance: loadMore.triggerDistance)
      }
      // A scenario's load more draws no footer (SCENARIOS.md): the page keeps no room for one,
      // as the headless engine's (`loadMoreFooterHeight` 0).
      table.loadMoreLook = .none
      table.delegate = pages
      table.dataSource = pages
      table.scrollToItem(at: scene.initialIndex, animated: false)
      window.addSubview(table)
      table.engine.eventHandler = { [unowned self] event in self.record(event) }
      UIKitStubDriver.current.layoutPass()
    }

    static func chromeView(_ height: Double, _ viewport: CGSize) -> UIView {
      UIView(frame: CGRect(x: 0, y: 0, width: viewport.width, height: CGFloat(height)))
    }

    /// A view of the header's content: UIKit's own class for each kind.
    static func headerElement(_ element: SwipeScene.HeaderElement) -> UIView {
      let view: UIView
      switch element.kind {
      case .image: view = UIImageView(image: UIImage(named: "header"))
      case .label:
        let label = UILabel(frame: .zero)
        label.text = "Header"
        view = label
      case .button: view = UIButton(frame: .zero)
      case .slider: view = UISlider(frame: .zero)
      case .carousel:
        let carousel = UIScrollView(frame: .zero)
        carousel.contentSize = CGSize(
          width: element.frame.width * 3, height: element.frame.height)
        view = carousel
      }
      view.frame = element.frame
      return view
    }

    /// The sample's `header.content`, read from the views.
    func headerContentField() -> JSONOutput? {
      guard !headerElements.isEmpty else { return nil }
      return .array(
        zip(scene.headerContent, headerElements).map { element, view in
          HeaderContentSample.field(
            kind: element.kind, taps: (view as? UIButton)?.tapCount ?? 0,
            value: Double((view as? UISlider)?.value ?? 0.5),
            offset: (view as? UIScrollView).map { Double($0.contentOffset.x) })
        })
    }

    /// The bar: a ``SwipeSegmentedBar`` with the scene's titles (its labels measure them as the
    /// engine's scenario runner does), else a plain view.
    static func barView(_ height: Double, _ viewport: CGSize, titles: [String]) -> UIView {
      guard !titles.isEmpty else { return chromeView(height, viewport) }
      return SwipeSegmentedBar(
        titles: titles,
        frame: CGRect(x: 0, y: 0, width: viewport.width, height: CGFloat(height)))
    }

    func record(_ event: SwipeContainerEvent) {
      switch event {
      case .didScroll, .didSelectPage, .refreshFeedback, .pageMotion, .pageAppearance,
        .refreshDidChange, .headerProgressDidChange:
        break
      default: names.append(event.name)
      }
    }

    // MARK: - SceneSimulation

    /// One display frame at `time`.
    public func advance(to time: TimeInterval) {
      UIKitStubDriver.current.advance(to: time)
    }

    /// A finger on the window. Scenarios have one finger: a touch-down while it is down is
    /// ignored, as the engine ignores it.
    public func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval) {
      window.playTouch(phase, at: point, time: time)
    }

    /// A touch of `finger` (1 is the first) on the window.
    public func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval, finger: Int) {
      window.playTouch(phase, at: point, time: time, finger: finger - 1)
    }

    /// A step of a trackpad or mouse-wheel scroll on the window, which routes it as UIKit
    /// routes scroll events.
    public func scroll(
      _ phase: TouchPhase, pointer: CGPoint, translation: CGPoint, time: TimeInterval
    ) {
      window.playScroll(phase, pointer: pointer, translation: translation, time: time)
    }

    /// Releases the pager (`vx`), then the current page (`vy`), as if a finger had just lifted.
    public func fling(vx: Double, vy: Double, time: TimeInterval) {
      advance(to: time)
      guard window.touchSession == nil, window.scrollSession == nil else { return }
      let page = table.currentItemView
      if vx != 0 { table.pager.fling(velocity: CGPoint(x: vx, y: 0), time: time) }
      if vy != 0 { page?.fling(velocity: CGPoint(x: 0, y: vy), time: time) }
      UIKitStubDriver.current.layoutPass()
    }

    /// The call, through the view's API or the page's own scroll view.
    public func perform(_ call: ScenarioCall, time: TimeInterval) {
      advance(to: time)
      switch call {
      case .setContentOffset(_, let y, let animated):
        if let page = table.currentItemView {
          page.setContentOffset(CGPoint(x: page.contentOffset.x, y: CGFloat(y)), animated: animated)
        }
      case .scrollToItem(let index, let animated):
        table.scrollToItem(at: index, animated: animated)
      case .reloadData(let newPages):
        if let newPages { pages.pages = newPages }
        table.reloadData()
      case .setHeader(let height):
        table.swipeHeaderView = setChrome(table.swipeHeaderView, height: height)
      case .setBar(let height):
        table.swipeHeaderBar = setChrome(
          table.swipeHeaderBar
            ?? height.map { Self.barView($0, table.bounds.size, titles: scene.barTitles) },
          height: height)
      case .setTopInset(let value):
        table.swipeHeaderTopInset = CGFloat(value)
      case .resize(let size):
        window.frame = CGRect(origin: .zero, size: size)
        table.frame = CGRect(origin: .zero, size: size)
      case .beginRefreshing(let page):
        table.beginRefreshing(at: page)
      case .endRefreshing(let page):
        table.endRefreshing(at: page)
      case .endLoadingMore(let page):
        table.endLoadingMore(at: page)
      case .setNoMoreData(let page):
        table.setNoMoreData(at: page)
      case .accessibilityScroll(let direction):
        let posted = UIKitStubDriver.current.accessibilityPosts.count
        if table.accessibilityScroll(UIAccessibilityScrollDirection(direction)),
          let status = UIKitStubDriver.current.accessibilityPosts.dropFirst(posted).last?.argument
            as? String
        {
          names.append("announce:" + status)
        }
      case .selectTab(let index):
        table.scrollToItem(at: index, animated: true)
      case .tapStatusBar:
        window.tapStatusBar(time: time)
      case .setPageContentInset(let index, let top, let bottom):
        table.itemView(at: index)?.contentInset = UIEdgeInsets(
          top: CGFloat(top), left: 0, bottom: CGFloat(bottom), right: 0)
      case .correctOffset(let index, let dy):
        // As UIKit corrects a view: the content above the visible area grows, the offset with
        // it, in the order that keeps an offset in its range there (UIKit applies a layout's
        // size and `contentOffsetAdjustment` together).
        if let page = table.itemView(at: index) {
          if dy > 0 { page.contentSize.height += CGFloat(dy) }
          page.contentOffset.y += CGFloat(dy)
          if dy < 0 { page.contentSize.height += CGFloat(dy) }
        }
      case .scrollToPage, .scrollToSectionItem, .flingSection:
        break
      }
      UIKitStubDriver.current.layoutPass()
    }

    /// The header or bar view with a new height (a new view when there was none; nil removes it).
    func setChrome(_ view: UIView?, height: Double?) -> UIView? {
      guard let height else { return nil }
      let view = view ?? Self.chromeView(height, table.bounds.size)
      view.frame = CGRect(
        x: view.frame.minX, y: view.frame.minY, width: view.frame.width, height: CGFloat(height))
      return view
    }

    /// The sample: header, bar and pager from the views; pages from the engine behind them;
    /// with ``reportsWrites``, the view's offset writes since the previous sample.
    public func sampleFields() -> [(String, JSONOutput)] {
      var fields = SwipeSimulation.sampleFields(
        index: table.currentItemIndex, progress: Double(table.pageProgress),
        pagerOffset: Double(table.pager.contentOffset.x), header: table.swipeHeaderView?.frame,
        headerContent: headerContentField(),
        bar: table.swipeHeaderBar?.frame, barTabs: segmentedBarFields(),
        pages: SwipeSimulation.pageFields(
          table.engine, pages: pages.pages, pinnedSection: pinnedSection(ofPageAt:)))
      if reportsWrites {
        let writes = table.offsetWritesDuringUserMotion - reportedWrites
        reportedWrites = table.offsetWritesDuringUserMotion
        fields.append(("writes", .object([("offset", .number(Double(writes)))])))
      }
      return fields
    }

    /// The section header a table page floats, read from its table view: the section UIKit
    /// pins and its header's top in the window.
    func pinnedSection(ofPageAt index: Int) -> (section: Int, y: Double)? {
      guard let page = table.itemView(at: index) as? UITableView, let section = page.pinnedSection
      else { return nil }
      let top = page.rectForHeader(inSection: section).minY
      return (section, Double(page.convert(CGPoint(x: 0, y: top), to: nil).y))
    }

    /// The segmented bar's fields, read from its views: the tab labels' and the indicator's
    /// frames in the window, and the strip's offset.
    func segmentedBarFields() -> [(String, JSONOutput)] {
      guard let bar = table.swipeHeaderBar as? SwipeSegmentedBar else { return [] }
      func span(_ view: UIView) -> SegmentedBarLayout.Span {
        let frame = view.convert(view.bounds, to: nil)
        return SegmentedBarLayout.Span(x: Double(frame.minX), width: Double(frame.width))
      }
      return SwipeSimulation.segmentedBarFields(
        tabs: bar.tabLabels.map(span),
        indicator: bar.indicator.isHidden ? nil : span(bar.indicator),
        scroll: Double(bar.strip.contentOffset.x))
    }

    /// The event names since the previous call.
    public func takeEventNames() -> [String] {
      defer { names.removeAll(keepingCapacity: true) }
      return names
    }
  }

  /// A page of a named kind other than "page".
  @MainActor final class KindPageView: UIScrollView {
    var kind = ""
  }

  /// A table page (a page with sections) of a named kind.
  @MainActor final class KindTableView: UITableView {
    var kind = ""
  }

  /// The scene's pages as plain scroll views, and which of them refresh and load more.
  @MainActor final class ScenePages: SwipeTableViewDataSource, SwipeTableViewDelegate {
    var pages: [SwipeScene.Page]
    let refreshPages: SwipeScene.PageSelection
    let loadMorePages: SwipeScene.PageSelection

    /// The appearance steps the delegate heard, as the engine names them (`page:1:willAppear`).
    var appearanceSteps: [String] = []

    init(scene: SwipeScene) {
      pages = scene.pages
      refreshPages = scene.refresh?.pages ?? .all
      loadMorePages = scene.loadMore?.pages ?? .all
    }

    func swipeTableView(_ swipeTableView: SwipeTableView, willAppearItemAt index: Int) {
      appearanceSteps.append("page:\(index):willAppear")
    }

    func swipeTableView(_ swipeTableView: SwipeTableView, didAppearItemAt index: Int) {
      appearanceSteps.append("page:\(index):didAppear")
    }

    func swipeTableView(_ swipeTableView: SwipeTableView, willDisappearItemAt index: Int) {
      appearanceSteps.append("page:\(index):willDisappear")
    }

    func swipeTableView(_ swipeTableView: SwipeTableView, didDisappearItemAt index: Int) {
      appearanceSteps.append("page:\(index):didDisappear")
    }

    func numberOfItems(in swipeTableView: SwipeTableView) -> Int { pages.count }

    func swipeTableView(
      _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
    ) -> UIScrollView {
      let described = pages.indices.contains(index) ? pages[index] : nil
      let kind = described.map(Self.kind(of:)) ?? "page"
      let page =
        view.flatMap { Self.kind(of: $0) == kind ? $0 : nil }
        ?? Self.makeView(
          described?.kind ?? "page",
          style: described.flatMap { $0.sections.isEmpty ? nil : $0.style })
      if let table = page as? UITableView, let described {
        Self.fill(table, with: described)
        return page
      }
      let height = described?.contentHeight ?? 0
      page.contentSize = CGSize(width: swipeTableView.bounds.width, height: CGFloat(height))
      return page
    }

    /// A page kind is a class, as UIKit recycles by class: plain scroll views for "page", a
    /// subclass per other kind; a page with sections is a table of its style.
    static func makeView(_ kind: String, style: SwipeScene.Page.TableStyle?) -> UIScrollView {
      if let style {
        let table = KindTableView(frame: .zero, style: style == .plain ? .plain : .grouped)
        table.kind = kind
        return table
      }
      let view = kind == "page" ? UIScrollView(frame: .zero) : KindPageView(frame: .zero)
      (view as? KindPageView)?.kind = kind
      return view
    }

    static func kind(of view: UIScrollView) -> String {
      if let table = view as? KindTableView {
        return table.kind + (table.style == .plain ? "/plain" : "/grouped")
      }
      return (view as? KindPageView)?.kind ?? "page"
    }

    /// The kind a page's view must have (its kind, and the style of a table page).
    static func kind(of page: SwipeScene.Page) -> String {
      guard !page.sections.isEmpty else { return page.kind }
      return page.kind + "/" + page.style.rawValue
    }

    /// A table page's sections, rows and headers, as its data source and delegate give them.
    static func fill(_ table: UITableView, with page: SwipeScene.Page) {
      let sections = page.sections
      table.rowHeight = CGFloat(page.rowHeight ?? 0)
      var content = UITableView.Content(
        numberOfRows: { _, section in
          sections.indices.contains(section) ? sections[section].rows : 0
        },
        cellForRow: { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) })
      content.numberOfSections = { _ in sections.count }
      content.heightForHeader = { _, section in
        CGFloat(sections.indices.contains(section) ? sections[section].header : 0)
      }
      content.viewForHeader = { _, _ in UIView(frame: .zero) }
      table.content = content
      table.reloadData()
    }

    func swipeTableView(_ swipeTableView: SwipeTableView, shouldPullToRefreshAt index: Int)
      -> Bool
    { refreshPages.contains(index) }

    func swipeTableView(_ swipeTableView: SwipeTableView, shouldLoadMoreAt index: Int) -> Bool {
      loadMorePages.contains(index)
    }

    func swipeTableView(
      _ swipeTableView: SwipeTableView, accessibilityScrollStatusForItemAt index: Int,
      showingFrom top: CGFloat, to bottom: CGFloat
    ) -> String? {
      guard pages.indices.contains(index) else { return nil }
      return pages[index].rowsStatus(visible: Double(top)..<Double(bottom))
    }
  }

#endif
