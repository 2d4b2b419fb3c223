import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The swipe container engine: a horizontally paging pager of vertically scrolling pages that
/// share one header and one bar (SwipeTableView's behaviour, headless).
///
/// The header scrolls away with the current page and the bar pins at ``topInset``; a page about
/// to appear is aligned with the current one so the shared header agrees; short pages are padded
/// so they can still collapse the header; a vertical drag anywhere, header and bar included,
/// scrolls the current page with the same physics; a horizontal one swipes pages. Geometry is
/// ``SwipeGeometry``'s.
///
/// Drive it like a scroll view: touches, calls and ``advance(to:)`` with the frame time. Read
/// ``headerFrame``, ``barFrame``, ``pagerOffset`` and each loaded page's ``SwipePage/scroller``.
///
/// ```swift
/// let container = SwipeContainer(viewportSize: CGSize(width: 390, height: 844),
///                                topInset: 64, headerHeight: 260, barHeight: 40)
/// container.dataSource = myPages          // loads the visible pages
/// container.touchDown(at: CGPoint(x: 200, y: 600), time: 0)
/// container.touchMoved(to: CGPoint(x: 200, y: 300), time: 0.1)
/// container.touchUp(time: 0.1)
/// container.advance(to: 0.2)
/// container.headerFrame                     // moved up with the page
/// ```
///
/// Seed names: `swipeHeaderView` → ``headerHeight``, `swipeHeaderBar` → ``barHeight``,
/// `swipeHeaderTopInset` → ``topInset``, `currentItemIndex` → ``currentIndex``,
/// `currentItemView` → ``currentPage``, `shouldAdjustContentSize` → ``adjustsContentSize``,
/// `swipeHeaderBarScrollDisabled` → ``barScrollDisabled``, `scrollEnabled` → ``isScrollEnabled``,
/// `alwaysBounceHorizontal` → ``alwaysBounceHorizontal``, `reloadData` → ``reloadData()``,
/// `scrollToItemAtIndex:animated:` → ``scrollToItem(at:animated:)``.
///
/// - Complexity: a frame costs O(loaded pages), which is the visible pages (one or two) plus
///   ``cacheLimit``, whatever the page count; nothing allocates on that path.
public final class SwipeContainer {
  // MARK: - Collaborators

  /// Supplies the pages. Setting it reloads.
  public weak var dataSource: (any SwipeContainerDataSource)? {
    didSet { reloadData() }
  }
  /// Hears about scrolling, index changes, selection and refreshing. Setting it asks again which
  /// pages refresh and load more.
  public weak var delegate: (any SwipeContainerDelegate)? {
    didSet { rebuildAttachments() }
  }
  /// Also receives every event, after the delegate (for recorders and renderers).
  public var eventHandler: ((SwipeContainerEvent) -> Void)?
  /// The front end whose real scroll views show the pages and the pager (nil: headless, the
  /// container moves its own scrollers). See ``SwipeContainerHost``.
  public weak var host: (any SwipeContainerHost)?

  // MARK: - Configuration

  /// The size of the container.
  public internal(set) var viewportSize: CGSize
  /// Where the bar pins, from the top (`swipeHeaderTopInset`): the top of ``safeArea`` while
  /// ``topInsetFollowsSafeArea``, else the value set (64 by default, an iPhone 8's navigation
  /// bar; 0 to put the header under the status bar). Setting it stops following the safe area.
  /// Changing it keeps every page's scroll position.
  public var topInset: Double {
    get { followsSafeAreaTop ? safeArea.top : fixedTopInset }
    set {
      let old = topInset
      fixedTopInset = newValue.validLength
      followsSafeAreaTop = false
      if topInset != old { relayoutPages { scroll, _ in scroll } }
    }
  }
  /// Whether ``topInset`` is the top of ``safeArea`` and follows it (false by default here;
  /// SwipeUIKit's view follows its safe area unless the app sets the top inset).
  public var topInsetFollowsSafeArea: Bool {
    get { followsSafeAreaTop }
    set {
      let old = topInset
      followsSafeAreaTop = newValue
      if topInset != old { relayoutPages { scroll, _ in scroll } }
    }
  }
  /// The part of the viewport that bars and the device cover (UIKit's `safeAreaInsets` of the
  /// container: status and navigation bars on top, the home indicator at the bottom); negative
  /// and non-finite edges count as 0.
  ///
  /// Every page keeps its bottom clear (its bottom inset includes it: the last row scrolls fully
  /// above the home indicator), and a short page is padded to fill the viewport above it. The
  /// top is ``topInset`` while ``topInsetFollowsSafeArea``. A change of the top moves the
  /// bar's line as UIKit moves a scroll view's content when its adjusted inset changes: a page at
  /// its top stays at its top, every other page keeps its offset (what it shows stays where it
  /// is; a large title collapsing under the finger does not move the content again), and a page
  /// at rest left past its top returns to it.
  public var safeArea = Insets.zero {
    didSet {
      safeArea = safeArea.validLengths
      guard safeArea != oldValue else { return }
      let shift = followsSafeAreaTop ? safeArea.top - oldValue.top : 0
      relayoutPages { scroll, _ in scroll == 0 ? 0 : scroll + shift }
    }
  }
  private var fixedTopInset: Double
  private var followsSafeAreaTop = false
  /// The height of the viewport above the bottom of the safe area: what a page's content can
  /// show below the bar, plus ``topInset`` and the bar.
  var usableHeight: Double { max(Double(viewportSize.height) - safeArea.bottom, 0) }
  /// The header's height; nil without a header. Changing it keeps what the user sees in place.
  public var headerHeight: Double? {
    didSet {
      headerHeight = headerHeight.map(\.validLength)
      if headerHeight != oldValue { reservedSpaceDidChange(header: oldValue, bar: barHeight) }
    }
  }
  /// The bar's height; nil without a bar. Changing it keeps what the user sees in place.
  public var barHeight: Double? {
    didSet {
      barHeight = barHeight.map(\.validLength)
      if barHeight != oldValue { reservedSpaceDidChange(header: headerHeight, bar: oldValue) }
    }
  }
  /// The system's Reduce Motion: animated page changes (``scrollToItem(at:animated:)``, a tab,
  /// VoiceOver's page turns) happen at once, with the same events in the same order
  /// (`didEndScrollingAnimation` included; a jump over several pages reports one index change,
  /// as the pages between are never shown); what the user's finger drives keeps its physics, as
  /// in UIKit.
  public var reduceMotion = false
  /// The pages' tab titles (the bar's), for what VoiceOver says; empty: the tabs are numbered.
  public var tabTitles: [String] = []
  /// Keeps the bar at ``topInset`` even when a page is pulled down. Only applies without a header
  /// (as in the seed).
  public var barScrollDisabled = false
  /// Pads short pages (through the bottom inset) so they can still collapse the header.
  public var adjustsContentSize = true {
    didSet { if adjustsContentSize != oldValue { relayoutPages { scroll, _ in scroll } } }
  }
  /// Lets the pager bounce horizontally even with a single page (the pager always bounces at its
  /// ends with more pages, as `UICollectionView` does).
  public var alwaysBounceHorizontal = false {
    didSet { pager.alwaysBounce = alwaysBounceHorizontal }
  }
  /// Whether horizontal swipes page (vertical scrolling is unaffected).
  public var isScrollEnabled = true {
    didSet { pager.isScrollEnabled = isScrollEnabled }
  }
  /// Pulled down, the header grows from the top inset instead of moving down.
  public var headerStretches = false
  /// Whether a sideways drag that starts on a horizontal scroll view inside a page (a carousel
  /// row) already at its end in the drag's direction turns the page (default true). Off, such
  /// a scroll view keeps every sideways drag that starts on it, as nested UIKit scroll views do.
  /// It is decided as the drag begins; a drag that reaches a carousel's end stays the
  /// carousel's. A drag that catches the pager between two pages is the pager's. Scroll views
  /// in the header and the bar always keep their drags.
  public var pagesPastNestedScrollViewEnds = true
  /// Which way the pages run, as UIKit's `effectiveUserInterfaceLayoutDirection` (default
  /// left to right).
  ///
  /// Right to left, page 0 is at the trailing (right) end of the pager, as UIKit mirrors a
  /// paging view: page `i` sits at `(n − 1 − i) × width` in the pager's content
  /// (``contentFrame(ofPageAt:)``), ``pagerOffset`` is the physical `contentOffset.x` (page 0 at
  /// the largest offset), ``pageFrame(at:)`` is where the page shows, and a finger moving right
  /// advances to page 1. Touches (``touchDown(at:time:)``, the host's fingers) and pager flings
  /// (``fling(vx:vy:time:)``, the host's release) are physical and mirrored on the way in; the
  /// engine pages in logical coordinates, so ``currentIndex``, ``progress``, ``pager``, the
  /// delegate's target index, alignment, padding, the header and the bar are the same as left
  /// to right (a mirrored gesture gives the same logical result).
  ///
  /// Changing it keeps the current page and every page's position (nothing moves in logical
  /// terms; the pages swap sides). The container's own finger, if one is down, is cancelled
  /// first: its later positions would map the other way.
  public var layoutDirection = LayoutDirection.leftToRight {
    didSet { if layoutDirection != oldValue { layoutDirectionDidChange() } }
  }
  /// How many loaded pages are kept beyond the visible ones (their scroll views stay alive).
  public var cacheLimit = 2 {
    didSet {
      cacheLimit = max(cacheLimit, 0)
      reservePageStorage()
    }
  }
  /// Pull-to-refresh on every page the delegate allows
  /// (``SwipeContainerDelegate/swipeContainer(_:shouldPullToRefreshAt:)``); nil: none.
  public var refreshConfiguration: RefreshHeader.Configuration? {
    didSet { rebuildAttachments() }
  }
  /// Where the refresh control appears: above the header (the stack moves down) or below the bar
  /// (the header stays put).
  public var refreshPlacement = RefreshPlacement.aboveHeader
  /// Load-more on every page the delegate allows
  /// (``SwipeContainerDelegate/swipeContainer(_:shouldLoadMoreAt:)``); nil: none.
  public var loadMoreConfiguration: LoadMoreFooter.Configuration? {
    didSet { rebuildAttachments() }
  }
  /// How tall the load-more footer the host draws below a page's content is (0 by default:
  /// none is drawn, or it shows only in the bounce past the end). A page with a footer whose
  /// content is taller than ``collapsedContentHeight`` keeps this much room below its content
  /// (through its bottom inset), so the footer shows at the end of the list
  /// (``loadMoreFooterFrame(pageAt:)``); the trigger distance counts from the footer's bottom.
  /// Negative or non-finite heights count as 0.
  public var loadMoreFooterHeight: Double = 0 {
    didSet {
      loadMoreFooterHeight = loadMoreFooterHeight.validLength
      guard loadMoreFooterHeight != oldValue, !loadedPages.isEmpty else { return }
      relayoutPages { scroll, _ in scroll }
    }
  }

  // MARK: - State

  /// The index of the page under the pager's centre.
  public internal(set) var currentIndex = 0
  /// How many pages the data source reported at the last reload.
  public internal(set) var pageCount = 0
  /// The horizontal pager (paging enabled, one page per viewport width), in logical
  /// coordinates: page `i` at `i × width` in either ``layoutDirection`` (``pagerOffset`` is the
  /// physical offset).
  public internal(set) var pager: Scroller
  /// The loaded pages: the visible ones plus at most ``cacheLimit`` more.
  public internal(set) var loadedPages: [SwipePage] = []

  /// Each page's `s`, remembered while it is not loaded.
  var rememberedScroll: [Double] = []
  /// Each page's refresh and load-more controls (state survives unloading), boxed so a frame
  /// updates them in place.
  var attachments: [RefreshBox?] = []
  /// Pages not loaded whose refresh control is mid-cycle (their timers still run).
  var offscreenRefreshing: [Int] = []
  /// The pages the pager showed after the last layout pass.
  var visiblePages: ClosedRange<Int>?
  /// The current page and its `s` after the last layout pass: a neighbour that follows it moves
  /// at most as far as it moved since.
  var followedScroll: (index: Int, scroll: Double)?
  /// The latest time seen, in seconds.
  var now: TimeInterval = 0
  /// Pager notifications and container events waiting for delivery.
  var queue = EventQueue()
  var isDelivering = false
  /// ``headerProgress`` as last reported (``SwipeContainerEvent/headerProgressDidChange``).
  var reportedHeaderProgress = 0.0
  var nextSlot = 0
  var recycledSlots: [(slot: Int, reuseIdentifier: String)] = []
  /// The finger, while one is down.
  var touch: ContainerTouch?
  /// The page the container's own finger is dragging, or the motion it released on it.
  var drivenPage: DrivenPage?
  /// A reload asked for while a finger was down, run when it lifts.
  var reloadPending = false
  /// The slot of the page under the finger when a reload came during the touch: it takes its
  /// new content when the finger lifts.
  var slotAwaitingContent: Int?
  /// Hosted: what the host's pager has, as far as the container knows.
  var hostPager = HostPagerState()
  /// Hosted: the host's finger lifted since the last layout pass.
  var hostFingerLifted = false
  /// Hosted: the host's finger, while one is down.
  var hostTouch: HostTouch?
  /// The latest page change asked for while a finger held the pager, performed when it lifts
  /// (DESIGN §6, "Code never moves what a finger holds").
  package internal(set) var pendingPageRequest: (index: Int, animated: Bool)?
  /// Which page has appeared (``PageAppearance``).
  var appearance = AppearanceTracker()

  /// A container of `viewportSize` with the seed's defaults (top inset 64, no header, no bar).
  public init(
    viewportSize: CGSize, topInset: Double = 64, headerHeight: Double? = nil,
    barHeight: Double? = nil
  ) {
    let size = CGSize(
      width: Double(viewportSize.width).validLength, height: Double(viewportSize.height).validLength
    )
    self.viewportSize = size
    self.fixedTopInset = topInset.validLength
    self.headerHeight = headerHeight.map(\.validLength)
    self.barHeight = barHeight.map(\.validLength)
    pager = Scroller(axis: .horizontal, boundsSize: size, contentSize: .zero)
    pager.isPagingEnabled = true
    queue.events.reserveCapacity(16)
    reservePageStorage()
  }

  /// Room for every page that can be loaded at once (two visible, the cache, and two more that
  /// appear before the cache is trimmed) and for the recycled slots, so a swipe never grows an
  /// array mid-frame.
  func reservePageStorage() {
    loadedPages.reserveCapacity(cacheLimit + 4)
    recycledSlots.reserveCapacity(Self.recycledSlotLimit + 1)
  }

  /// How many recycled slots are kept for reuse.
  static let recycledSlotLimit = 16

  // MARK: - Derived geometry

  /// `H`: the header height, 0 without a header.
  public var resolvedHeaderHeight: Double { headerHeight ?? 0 }
  /// `B`: the bar height, 0 without a bar.
  public var resolvedBarHeight: Double { barHeight ?? 0 }
  /// `T + H + B`: the space reserved above every page's content.
  public var reservedTop: Double {
    SwipeGeometry.reservedTop(
      topInset: topInset, headerHeight: resolvedHeaderHeight, barHeight: resolvedBarHeight)
  }

  /// The pager's physical horizontal offset, UIKit's `contentOffset.x`: `i × width` on page `i`
  /// left to right, `(n − 1 − i) × width` right to left (page 0 at the largest offset).
  public var pagerOffset: Double { physicalPagerOffset(pager.offset) }

  /// The fractional page index under the pager's leading edge, for bar indicators: logical in
  /// either ``layoutDirection`` (0 on page 0, 1.5 halfway from page 1 to page 2).
  public var progress: Double {
    SwipeGeometry.progress(
      pagerOffset: pager.offset, pageWidth: Double(viewportSize.width), pageCount: pageCount)
  }

  /// The current page, when loaded (`currentItemView`).
  public var currentPage: SwipePage? { loadedPosition(of: currentIndex).map { loadedPages[$0] } }

  /// `s` of the page at `index`: live when loaded, remembered otherwise (0 before it was shown).
  public func scrolled(pageAt index: Int) -> Double {
    if let position = loadedPosition(of: index) { return scrolled(position: position) }
    return rememberedScroll.indices.contains(index) ? rememberedScroll[index] : 0
  }

  /// `s` of the current page, which places the header and the bar.
  public var currentScroll: Double { pageCount > 0 ? scrolled(pageAt: currentIndex) : 0 }

  /// The loaded page at `index`, if any.
  public func loadedPage(at index: Int) -> SwipePage? {
    loadedPosition(of: index).map { loadedPages[$0] }
  }

  func loadedPosition(of index: Int) -> Int? {
    loadedPages.firstIndex { $0.index == index }
  }

  /// `s` of a loaded page: its offset from the top of its content area. It reads the inset the
  /// page's scroller actually has (minus a refresh control's held height, which is not reserved
  /// space: a held page sits at `s = −height`), so it stays right while the reserved space
  /// changes.
  func scrolled(position: Int) -> Double {
    loadedPages[position].scroller.offset + reservedInset(position: position)
  }

  /// The smallest `s` a loaded page rests at: 0, or minus a held refresh height.
  func minimumScroll(position: Int) -> Double {
    loadedPages[position].scroller.minimumOffset + reservedInset(position: position)
  }

  /// The largest `s` of a loaded page.
  func maximumScroll(position: Int) -> Double {
    loadedPages[position].scroller.maximumOffset + reservedInset(position: position)
  }

  /// The part of a loaded page's top inset above its rest position: the header space and the
  /// owner's inset at load (without a refresh control's held height or what the owner added
  /// since).
  func reservedInset(position: Int) -> Double {
    let page = loadedPages[position]
    return page.scroller.contentInset.top - heldInset(pageAt: page.index)
      - (page.ownerInset.top - page.ownerRestTop)
  }

  /// The height a refresh control holds open above the page at `index` (0 when none).
  func heldInset(pageAt index: Int) -> Double {
    refreshBox(pageAt: index)?.attachment.header?.ownedInset ?? 0
  }

  /// The refresh controls of the page at `index`, if it has any.
  func refreshBox(pageAt index: Int) -> RefreshBox? {
    attachments.indices.contains(index) ? attachments[index] : nil
  }
}

/// A page's refresh controls, boxed: the per-frame update mutates them in place instead of
/// copying them out of (and back into) the container's arrays.
final class RefreshBox {
  var attachment: RefreshAttachment
  /// The header's state and pull progress as last reported (``SwipeContainerEvent/refreshDidChange(page:)``).
  var reportedState = RefreshState.idle
  var reportedProgress = 0.0

  init(_ attachment: RefreshAttachment) {
    self.attachment = attachment
  }
}

/// The container's finger: where it went down, which page slot got it, and whether it became a
/// drag or stopped a motion (either way it is not a tap).
struct ContainerTouch {
  var start: CGPoint
  /// Landed on a page (not on the header or the bar), as hit-testing saw it at touch-down.
  var onPage = true
  var slot: Int?
  /// The current page, when the finger landed on another one (a neighbour the pager shows):
  /// its pan, attached to the container, sees the finger too (DESIGN.md §12, "One mover"), so it
  /// stops under it and lets go once the drag's axis is decided, as a scroll view whose pan an
  /// inner one beats.
  var currentSlot: Int?
  var isTap = true
  /// A trackpad or mouse-wheel scroll (``SwipeContainer/scrollBegan(at:time:)``): where its
  /// pointer is (container coordinates, physical), and nothing is touched until its first
  /// movement decides which scroll view takes it.
  var scrollPointer: CGPoint?
  var scrollIsDecided = false
}

/// Collects the pager's notifications as container events, in a buffer reused across frames.
struct EventQueue: ScrollerDelegate {
  var events: [SwipeContainerEvent] = []
  var pageWidth = 0.0

  mutating func scroller(didEmit event: ScrollerEvent) {
    switch event {
    case .didScroll: events.append(.didScroll)
    case .willBeginDragging: events.append(.willBeginDragging)
    case .didEndDragging(let willDecelerate):
      events.append(.didEndDragging(willDecelerate: willDecelerate))
    case .willBeginDecelerating: events.append(.willBeginDecelerating)
    case .didEndDecelerating: events.append(.didEndDecelerating)
    case .didEndScrollingAnimation: events.append(.didEndScrollingAnimation)
    }
  }

  mutating func scrollerWillEndDragging(
    _ scroller: Scroller, velocity: Double, targetOffset: inout Double
  ) {
    let index = pageWidth > 0 ? Int(saturating: (targetOffset / pageWidth).rounded()) : 0
    events.append(.willEndDragging(targetIndex: index))
  }
}
