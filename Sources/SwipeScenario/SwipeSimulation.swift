import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The `swipe` scene's simulation: a `SwipeContainer` fed by the runner.
///
/// Hosts reuse it: a front end's simulation routes touches to its own views and keeps this
/// one's calls, samples and event names, so both hosts print the same format.
public final class SwipeSimulation: SceneSimulation {
  /// The scene played.
  public let scene: SwipeScene
  /// The scene's pages (a reload replaces them).
  public let dataSource: SwipeSceneDataSource
  /// The container the scene describes.
  public let container: SwipeContainer
  var names: [String] = []
  /// The pages' appearance steps so far (`page:1:willAppear`…), which scenario output leaves
  /// out: a host's delegate hears the same (tests compare them).
  public private(set) var appearanceSteps: [String] = []
  /// The segmented bar's layout, kept while the bar's width stays the same.
  var barLayout: SegmentedBarLayout?
  /// The header's views (`header.content`).
  var headerContent: HeaderContentModel
  /// The finger the container follows: the first one down, until it lifts (a second finger
  /// neither moves nor ends its drag).
  var followedFinger: Int?
  /// Where the followed finger last was.
  var lastPoint: CGPoint?
  /// Whether a trackpad or mouse-wheel scroll runs (scenario `scroll` events).
  var isScrolling = false

  /// The scene in `viewport`; with a `host`, the container's hosted form.
  public init(scene: SwipeScene, viewport: CGSize, host: (any SwipeContainerHost)? = nil) {
    self.scene = scene
    dataSource = SwipeSceneDataSource(
      pages: scene.pages, refreshPages: scene.refresh?.pages ?? .all,
      loadMorePages: scene.loadMore?.pages ?? .all)
    container = scene.makeContainer(viewport: viewport, dataSource: dataSource, host: host)
    headerContent = HeaderContentModel(scene.headerContent)
    // The container comes on screen with the simulation, once it is heard: its first page
    // appears then, as the UIKit host's does when its view enters the window.
    container.isShown = false
    container.eventHandler = { [unowned self] event in self.record(event) }
    container.isShown = true
  }

  /// Scenario output lists the documented event names; `didScroll` fires every frame (the offset
  /// shows it) and selection is not part of the format.
  func record(_ event: SwipeContainerEvent) {
    switch event {
    case .pageAppearance: appearanceSteps.append(event.name)
    case .didScroll, .didSelectPage, .refreshFeedback, .pageMotion, .refreshDidChange,
      .headerProgressDidChange:
      break
    default: names.append(event.name)
    }
  }

  /// Advances the clock to `time` (a frame).
  public func advance(to time: TimeInterval) {
    headerContent.advance(to: time)
    container.advance(to: time)
  }

  /// Applies a raw touch of the first finger at `time`.
  public func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval) {
    touch(phase, at: point, time: time, finger: 1)
  }

  /// Applies a raw touch of `finger` at `time`: the first finger down is the container's until
  /// it lifts, and on the header UIKit's rules give its drag to the view under it or to the
  /// container (`HeaderContentModel`).
  public func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval, finger: Int) {
    switch phase {
    case .down:
      guard followedFinger == nil, !isScrolling, let point else { return advance(to: time) }
      followedFinger = finger
      lastPoint = point
      headerContent.down(at: point, header: container.headerFrame, time: time)
      container.touch(.down, at: point, time: time)
    case .move:
      guard finger == followedFinger, let point else { return advance(to: time) }
      lastPoint = point
      headerContent.move(to: point, time: time)
      if headerContent.containerHasDrag {
        container.touch(.move, at: point, time: time)
      } else {
        container.advance(to: time)
      }
    case .up, .cancel:
      guard finger == followedFinger else { return advance(to: time) }
      followedFinger = nil
      headerContent.up(
        at: phase == .up ? lastPoint : nil, header: container.headerFrame, time: time)
      container.touch(phase, at: point, time: time)
    }
  }

  /// A step of a trackpad or mouse-wheel scroll: the header's views have the first say (a
  /// carousel or slider under the pointer takes a horizontal scroll), the container the rest
  /// (`SwipeContainer.scrollBegan(at:time:)`). A scroll while a finger is down, or a finger
  /// while a scroll runs, is ignored.
  public func scroll(
    _ phase: TouchPhase, pointer: CGPoint, translation: CGPoint, time: TimeInterval
  ) {
    switch phase {
    case .down:
      guard followedFinger == nil, !isScrolling else { return advance(to: time) }
      isScrolling = true
      headerContent.scrollBegan(at: pointer, header: container.headerFrame)
      container.scrollBegan(at: pointer, time: time)
    case .move:
      guard isScrolling else { return advance(to: time) }
      headerContent.scrollMoved(by: translation, time: time)
      if headerContent.containerHasDrag {
        container.scrollChanged(translation: translation, time: time)
      } else {
        container.advance(to: time)
      }
    case .up, .cancel:
      guard isScrolling else { return advance(to: time) }
      isScrolling = false
      headerContent.scrollEnded(time: time)
      container.scrollEnded(time: time)
    }
  }

  /// Releases with a content velocity in points per second.
  public func fling(vx: Double, vy: Double, time: TimeInterval) {
    container.fling(vx: vx, vy: vy, time: time)
  }

  /// Performs an API call.
  public func perform(_ call: ScenarioCall, time: TimeInterval) {
    switch call {
    case .setContentOffset(_, let y, let animated):
      container.setCurrentPageOffset(y, animated: animated)
    case .scrollToItem(let index, let animated):
      container.scrollToItem(at: index, animated: animated)
    case .reloadData(let pages):
      if let pages { dataSource.pages = pages }
      container.reloadData()
    case .setHeader(let height):
      container.headerHeight = height
    case .setBar(let height):
      container.barHeight = height
    case .setTopInset(let value):
      container.topInset = value
    case .resize(let size):
      container.resize(to: size)
    case .beginRefreshing(let page):
      container.beginRefreshing(pageAt: page)
    case .endRefreshing(let page):
      container.endRefreshing(pageAt: page)
    case .endLoadingMore(let page):
      container.endLoadingMore(pageAt: page)
    case .setNoMoreData(let page):
      container.setNoMoreData(pageAt: page)
    case .accessibilityScroll(let direction):
      if let status = container.accessibilityScroll(direction) {
        names.append("announce:" + status)
      }
    case .selectTab(let index):
      container.scrollToItem(at: index, animated: true)
    case .tapStatusBar:
      container.scrollCurrentPageToTop()
    case .setPageContentInset(let page, let top, let bottom):
      container.setContentInset(Insets(top: top, bottom: bottom), forPageAt: page)
    case .correctOffset(let page, let dy):
      container.correctOffset(by: dy, forPageAt: page)
    case .scrollToPage, .scrollToSectionItem, .flingSection:
      break
    }
  }

  /// The sample's fields, as SCENARIOS.md lists them for `swipe`.
  public func sampleFields() -> [(String, JSONOutput)] {
    Self.sampleFields(
      index: container.currentIndex, progress: container.progress,
      pagerOffset: container.pagerOffset, header: container.headerFrame,
      headerContent: scene.headerContent.isEmpty ? nil : headerContent.sampleField,
      bar: container.barFrame, barTabs: segmentedBarFields(),
      pages: Self.pageFields(container, pages: dataSource.pages))
  }

  /// A `swipe` sample's fields in SCENARIOS.md's order, from values a host read (its views'
  /// frames and offsets, or the engine's); `barTabs` are the bar's segmented-bar fields
  /// (``segmentedBarFields(tabs:indicator:scroll:)``), added to the bar's object.
  public static func sampleFields(
    index: Int, progress: Double, pagerOffset: Double, header: CGRect?,
    headerContent: JSONOutput? = nil, bar: CGRect?,
    barTabs: [(String, JSONOutput)] = [], pages: JSONOutput
  ) -> [(String, JSONOutput)] {
    func frame(_ rect: CGRect?, _ more: [(String, JSONOutput)] = []) -> JSONOutput {
      guard let rect else { return .null }
      return .object(
        [("y", .number(Double(rect.minY))), ("height", .number(Double(rect.height)))] + more)
    }
    return [
      ("index", .number(Double(index))),
      ("progress", .number(progress)),
      ("pagerOffset", .number(pagerOffset)),
      ("header", frame(header, headerContent.map { [("content", $0)] } ?? [])),
      ("bar", frame(bar, barTabs)),
      ("pages", pages),
    ]
  }

  /// The `pages` field: each page's state in `container`; `pages` (the scene's current list)
  /// gives the height of a page the container has not asked for yet (a reload waiting for a
  /// finger to lift).
  public static func pageFields(
    _ container: SwipeContainer, pages: [SwipeScene.Page],
    pinnedSection: ((Int) -> (section: Int, y: Double)?)? = nil
  ) -> JSONOutput {
    var fields: [JSONOutput] = []
    for index in 0..<container.pageCount {
      let loaded = container.loadedPage(at: index)
      let page = pages.indices.contains(index) ? pages[index] : nil
      let height = loaded?.content.contentHeight ?? page?.contentHeight ?? 0
      var entries: [(String, JSONOutput)] = [
        ("loaded", .bool(loaded != nil)),
        ("scrolled", .number(container.scrolled(pageAt: index))),
        ("contentHeight", .number(height)),
        ("refresh", .string(container.refreshState(pageAt: index).name)),
        ("loadMore", .string(container.loadMoreState(pageAt: index).name)),
      ]
      if let page, !page.sections.isEmpty {
        // A table page: the header floating at the top of what it shows (none off screen).
        let pinned =
          pinnedSection.map { $0(index) }
          ?? loaded.flatMap { loaded in
            page.pinnedSection(
              offset: loaded.scroller.offset, insetTop: loaded.scroller.contentInset.top,
              header: container.resolvedHeaderHeight
            ).map { ($0.section, $0.y + Double(container.pageFrame(at: index).minY)) }
          }
        entries.append(("pinnedSection", SwipeScene.Page.pinnedSectionField(pinned)))
      }
      fields.append(.object(entries))
    }
    return .array(fields)
  }

  /// The event names since the previous call, in order.
  public func takeEventNames() -> [String] {
    defer { names.removeAll(keepingCapacity: true) }
    return names
  }
}
