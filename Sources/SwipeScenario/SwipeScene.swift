import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A `swipe` scene: the container with its header, bar and pages.
public struct SwipeScene: Sendable, Equatable {
  /// The scene's key in a scenario file.
  public static let key = "swipe"

  /// One page's list: a content height, or rows of a height.
  public struct Page: Sendable, Hashable {
    /// The list's content height.
    public var contentHeight: Double
    /// The kind of page (reuse identifier; optional extension `kind`).
    public var kind: String
    /// The rows' height, for a page given as rows or sections (what VoiceOver's status counts
    /// on a page of rows alone).
    public var rowHeight: Double?
    /// A table page's sections (`sections`); empty for a page given by rows or height.
    public var sections: [Section] = []
    /// A table page's style (`style`).
    public var style = TableStyle.plain

    /// A page of `contentHeight` points (of rows `rowHeight` tall, when given).
    public init(contentHeight: Double, kind: String = "page", rowHeight: Double? = nil) {
      self.contentHeight = contentHeight
      self.kind = kind
      self.rowHeight = rowHeight
    }

    /// For a page of rows, what VoiceOver says of the rows `visible` (content coordinates)
    /// shows: `"Rows 11 to 20 of 40"`; nil for a page given by its height.
    public func rowsStatus(visible: Range<Double>) -> String? {
      // Section headers sit between a table page's rows: its status is the screen count.
      guard sections.isEmpty, let rowHeight, rowHeight > 0 else { return nil }
      let rows = Int((contentHeight / rowHeight).rounded())
      guard rows > 0 else { return nil }
      let first = min(Int((visible.lowerBound / rowHeight).rounded(.down)), rows - 1)
      let last = min(max(Int((visible.upperBound / rowHeight).rounded(.up)) - 1, first), rows - 1)
      return "Rows \(first + 1) to \(last + 1) of \(rows)"
    }

    /// The page as the container's data source reports it.
    public var content: SwipePageContent {
      SwipePageContent(reuseIdentifier: kind, contentHeight: contentHeight)
    }
  }

  /// Which pages a refresh or load-more control is attached to.
  public enum PageSelection: Sendable, Hashable {
    /// Every page.
    case all
    /// These page indices.
    case some(Set<Int>)

    /// Whether `index` is selected.
    public func contains(_ index: Int) -> Bool {
      switch self {
      case .all: true
      case .some(let indices): indices.contains(index)
      }
    }
  }

  /// The `refresh` field: pull-to-refresh on the pages.
  public struct Refresh: Sendable, Hashable {
    /// `aboveHeader` (default) or `belowBar`.
    public var placement = "aboveHeader"
    /// How far to pull before releasing fires.
    public var triggerDistance = 60.0
    /// The height held while refreshing.
    public var holdHeight = 60.0
    /// Which pages can pull.
    public var pages = PageSelection.all
  }

  /// The `loadMore` field: load-more footers on the pages.
  public struct LoadMore: Sendable, Hashable {
    /// How close to the end a drag or deceleration triggers it.
    public var triggerDistance = 60.0
    /// Which pages load more.
    public var pages = PageSelection.all
  }

  /// `T`: the file's `topInset`; without it 64, or the safe area's top when the viewport has one.
  public var topInset = 64.0
  /// Whether the file sets `topInset` (without it, a viewport's safe area sets the top inset and
  /// the bar follows it, as SwipeUIKit's view follows its safe area).
  public var topInsetIsSet = false
  /// The viewport's safe area (`viewport.safeArea`, top and bottom), nil when the file gives none.
  public var safeArea: Insets?
  /// `H`, nil without a header.
  public var headerHeight: Double?
  /// The views in the header (`header.content`), back to front.
  public var headerContent: [HeaderElement] = []
  /// `B`, nil without a bar.
  public var barHeight: Double?
  /// The bar's tab titles (`bar.titles`; empty: a plain bar without tabs).
  public var barTitles: [String] = []
  /// `barScrollDisabled`.
  public var barScrollDisabled = false
  /// `adjustContentSize`.
  public var adjustContentSize = true
  /// `alwaysBounceHorizontal`.
  public var alwaysBounceHorizontal = false
  /// The page shown first.
  public var initialIndex = 0
  /// The pages.
  public var pages: [Page]
  /// Pull-to-refresh, when present.
  public var refresh: Refresh?
  /// Load-more, when present.
  public var loadMore: LoadMore?
  /// Whether the header stretches when pulled down (optional extension `headerStretch`).
  public var headerStretches = false
  /// Reduce Motion: animated page changes happen at once (`reduceMotion`).
  public var reduceMotion = false
  /// Which way the pages run (optional `layoutDirection`): right to left, page 0 is at the right
  /// and `pagerOffset` is the physical offset (`SwipeContainer.layoutDirection`).
  public var layoutDirection = LayoutDirection.leftToRight

  /// A scene with `pages` and the defaults of the format.
  public init(pages: [Page]) {
    self.pages = pages
  }

  /// The container this scene describes, in `viewport`, at its initial index. The data source
  /// must stay alive as long as the container (the container holds it weakly). A `host` makes
  /// it the hosted form (`SwipeContainerHost`), set before any page loads.
  public func makeContainer(
    viewport: CGSize, dataSource: SwipeSceneDataSource, host: (any SwipeContainerHost)? = nil
  ) -> SwipeContainer {
    let container = SwipeContainer(
      viewportSize: viewport, topInset: topInset, headerHeight: headerHeight,
      barHeight: barHeight)
    if let safeArea {
      container.safeArea = safeArea
      container.topInsetFollowsSafeArea = !topInsetIsSet
    }
    container.host = host
    container.barScrollDisabled = barScrollDisabled
    container.adjustsContentSize = adjustContentSize
    container.alwaysBounceHorizontal = alwaysBounceHorizontal
    container.headerStretches = headerStretches
    container.reduceMotion = reduceMotion
    container.tabTitles = barTitles
    container.layoutDirection = layoutDirection
    if let refresh {
      container.refreshPlacement = RefreshPlacement(word: refresh.placement) ?? .aboveHeader
      container.refreshConfiguration = RefreshHeader.Configuration(
        triggerDistance: refresh.triggerDistance, holdHeight: refresh.holdHeight)
    }
    if let loadMore {
      container.loadMoreConfiguration = LoadMoreFooter.Configuration(
        triggerDistance: loadMore.triggerDistance)
    }
    container.delegate = dataSource
    container.dataSource = dataSource
    container.scrollToItem(at: initialIndex, animated: false)
    return container
  }
}

/// Serves a scene's page list to a container, and answers which pages refresh and load more.
public final class SwipeSceneDataSource: SwipeContainerDataSource, SwipeContainerDelegate {
  /// The pages served.
  public var pages: [SwipeScene.Page]
  /// The pages that can pull to refresh.
  public var refreshPages: SwipeScene.PageSelection
  /// The pages that load more.
  public var loadMorePages: SwipeScene.PageSelection

  /// A data source for `pages`.
  public init(
    pages: [SwipeScene.Page], refreshPages: SwipeScene.PageSelection = .all,
    loadMorePages: SwipeScene.PageSelection = .all
  ) {
    self.pages = pages
    self.refreshPages = refreshPages
    self.loadMorePages = loadMorePages
  }

  /// Whether the scene's `refresh.pages` includes `index`.
  public func swipeContainer(_ container: SwipeContainer, shouldPullToRefreshAt index: Int) -> Bool
  {
    refreshPages.contains(index)
  }

  /// Whether the scene's `loadMore.pages` includes `index`.
  public func swipeContainer(_ container: SwipeContainer, shouldLoadMoreAt index: Int) -> Bool {
    loadMorePages.contains(index)
  }

  /// The number of pages.
  public func numberOfPages(in container: SwipeContainer) -> Int { pages.count }

  /// For a page of rows, the rows VoiceOver's three-finger scroll brings into view:
  /// `"Rows 11 to 20 of 40"`; nil for other pages (the container counts screens).
  public func swipeContainer(
    _ container: SwipeContainer, accessibilityScrollStatusForPageAt index: Int,
    showing visible: Range<Double>
  ) -> String? {
    pages.indices.contains(index) ? pages[index].rowsStatus(visible: visible) : nil
  }

  /// The page at `index` (an empty page for an index outside the list).
  public func swipeContainer(_ container: SwipeContainer, contentForPageAt index: Int)
    -> SwipePageContent
  {
    pages.indices.contains(index) ? pages[index].content : SwipePageContent(contentHeight: 0)
  }
}

// MARK: - Decoding

extension SwipeScene {
  static func decode(_ node: JSONNode, budget: inout ElementBudget) throws(ScenarioError)
    -> SwipeScene
  {
    let object = try node.object(allowing: [
      "topInset", "header", "bar", "barScrollDisabled", "adjustContentSize",
      "alwaysBounceHorizontal", "initialIndex", "pages", "refresh", "loadMore", "headerStretch",
      "reduceMotion",
      "layoutDirection",
    ])
    var scene = SwipeScene(pages: try decodePages(object.required("pages"), budget: &budget))
    let topInset = try object.optional("topInset")?.number(atLeast: 0)
    scene.topInset = topInset ?? 64
    scene.topInsetIsSet = topInset != nil
    if let header = object.optional("header") {
      let fields = try header.object(allowing: ["height", "content"])
      scene.headerHeight = try fields.required("height").number(atLeast: 0)
      if let content = fields.optional("content") {
        scene.headerContent = try decodeHeaderContent(content, budget: &budget)
      }
    }
    if let bar = object.optional("bar") {
      (scene.barHeight, scene.barTitles) = try decodeBar(bar, budget: &budget)
    }
    scene.barScrollDisabled = try object.bool("barScrollDisabled", default: false)
    scene.adjustContentSize = try object.bool("adjustContentSize", default: true)
    scene.alwaysBounceHorizontal = try object.bool("alwaysBounceHorizontal", default: false)
    scene.headerStretches = try object.bool("headerStretch", default: false)
    scene.reduceMotion = try object.bool("reduceMotion", default: false)
    scene.layoutDirection =
      try object.optional("layoutDirection").map(decodeLayoutDirection)
      ?? .leftToRight
    if let initial = object.optional("initialIndex") {
      scene.initialIndex = try initial.integer(in: 0...max(scene.pages.count - 1, 0))
    }
    if let refresh = object.optional("refresh") {
      scene.refresh = try decodeRefresh(refresh, pageCount: scene.pages.count)
    }
    if let loadMore = object.optional("loadMore") {
      let fields = try loadMore.object(allowing: ["triggerDistance", "pages"])
      var value = LoadMore()
      value.triggerDistance = try fields.optional("triggerDistance")?.number(atLeast: 0) ?? 60
      if let pages = fields.optional("pages") {
        value.pages = try decodeSelection(pages, pageCount: scene.pages.count)
      }
      scene.loadMore = value
    }
    return scene
  }

  static func decodePages(_ node: JSONNode, budget: inout ElementBudget) throws(ScenarioError)
    -> [Page]
  {
    let elements = try node.array()
    try budget.spend(elements.count, at: node)
    var pages: [Page] = []
    for element in elements {
      let object = try element.object(allowing: [
        "contentHeight", "rows", "rowHeight", "kind", "sections", "style",
      ])
      let givenKind = try object.optional("kind")?.string()
      let kind = givenKind ?? "page"
      if object.contains("sections") {
        let page = try decodeSectionPage(object, node: element, kind: givenKind)
        try budget.spend(page.sections.count, at: element)
        pages.append(page)
      } else if object.contains("style") {
        throw element.error("\"style\" needs \"sections\"")
      } else if let height = object.optional("contentHeight") {
        guard !object.contains("rows"), !object.contains("rowHeight") else {
          throw element.error("use either \"contentHeight\" or \"rows\"/\"rowHeight\"")
        }
        pages.append(Page(contentHeight: try height.number(atLeast: 0), kind: kind))
      } else {
        let rows = try object.required("rows").integer(in: 0...Int.max)
        let rowHeight = try object.required("rowHeight").number(atLeast: 0)
        let height = Double(rows) * rowHeight
        guard InputLimits.isWithinMagnitude(height) else {
          throw element.error(
            "rows × rowHeight must be ≤ \(InputLimits.maximumMagnitudeText), got "
              + "\(rows) × \(rowHeight.messageText)")
        }
        pages.append(Page(contentHeight: height, kind: kind, rowHeight: rowHeight))
      }
    }
    return pages
  }

  static func decodeRefresh(_ node: JSONNode, pageCount: Int) throws(ScenarioError) -> Refresh {
    let object = try node.object(allowing: ["placement", "triggerDistance", "holdHeight", "pages"])
    var refresh = Refresh()
    refresh.placement =
      try object.optional("placement")?.choice(["aboveHeader", "belowBar"])
      ?? "aboveHeader"
    refresh.triggerDistance = try object.optional("triggerDistance")?.number(atLeast: 0) ?? 60
    refresh.holdHeight = try object.optional("holdHeight")?.number(atLeast: 0) ?? 60
    if let pages = object.optional("pages") {
      refresh.pages = try decodeSelection(pages, pageCount: pageCount)
    }
    return refresh
  }

  static func decodeSelection(_ node: JSONNode, pageCount: Int) throws(ScenarioError)
    -> PageSelection
  {
    if case .string = node.value {
      _ = try node.choice(["all"])
      return .all
    }
    var indices = Set<Int>()
    for element in try node.array() {
      indices.insert(try element.integer(in: 0...max(pageCount - 1, 0)))
    }
    return .some(indices)
  }
}
