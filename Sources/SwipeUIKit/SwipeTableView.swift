#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
  #endif

  /// A horizontally paged container of vertically scrolling pages that share one header and one
  /// bar: SwipeTableView's view, on real scroll views.
  ///
  /// Pages are your own `UITableView`s, `UICollectionView`s or `UIScrollView`s, scrolled by
  /// UIKit's physics. The header scrolls away with the current page and the bar pins at
  /// ``swipeHeaderTopInset``; a page about to appear is aligned first; short pages are padded
  /// so the header can still collapse. Every decision is SwipeCore's (`SwipeContainer` in its
  /// hosted form): this view observes the scroll views and applies what the engine decides.
  ///
  /// UIKit performs every drag: a drag or fling (or a trackpad scroll) that starts on the header
  /// or the bar is the current page's own (or, sideways, the pager's), exactly as one that starts
  /// on the page, because the pager's `panGestureRecognizer` and the current page's are attached
  /// to this view. While a page is current its pan's `view` is the container and it follows one
  /// touch; it goes back to the page, with its own `maximumNumberOfTouches`, when the page is no
  /// longer current. Configure the pan (`require(toFail:)`, `allowedTouchTypes`), but do not
  /// attach it to another view.
  ///
  /// With a hardware keyboard, the left and right arrows turn one page a press (mirrored right to
  /// left) when the responder chain brings them here; up, down, Page Up and Down, Home and End
  /// scroll a focused page by UIKit's own keyboard scrolling.
  ///
  /// ```swift
  /// let swipe = SwipeTableView(frame: view.bounds)
  /// swipe.dataSource = self                 // numberOfItems(in:), viewForItemAt:reusing:
  /// swipe.swipeHeaderView = banner          // any view; its frame's height is used
  /// swipe.swipeHeaderBar = segmentedBar   // pins at the safe area's top: under the bars
  /// view.addSubview(swipe)
  /// ```
  ///
  /// Seed names: `currentItemIndex`, `currentItemView`, `swipeHeaderView`, `swipeHeaderBar`,
  /// `swipeHeaderTopInset`, `shouldAdjustContentSize`, `swipeHeaderBarScrollDisabled`,
  /// `alwaysBounceHorizontal`, `scrollEnabled` → ``isScrollEnabled``, `reloadData`,
  /// `scrollToItemAtIndex:animated:` → ``scrollToItem(at:animated:)``.
  public final class SwipeTableView: UIView {
    // MARK: - Collaborators

    /// Supplies the pages as scroll views. Setting it reloads.
    public weak var dataSource: (any SwipeTableViewDataSource)? {
      didSet { reloadData() }
    }
    /// Supplies the pages as view controllers, in place of ``dataSource`` (which is not asked
    /// while this is set). Setting it reloads; switching between the two kinds of pages lets go
    /// of the spare page views of the other kind.
    public weak var controllerDataSource: (any SwipeTableViewControllerDataSource)? {
      didSet {
        if (oldValue == nil) != (controllerDataSource == nil) {
          reusableViews.removeAll()
          controllerRoots.removeAll()
        }
        reloadData()
      }
    }
    /// Hears about the pager, the current index, selection and refreshing.
    public weak var delegate: (any SwipeTableViewDelegate)? {
      didSet {
        engine.delegate = bridge
        invalidateHeaderHeight()
      }
    }

    // MARK: - Header and bar

    /// The shared header (any view; its frame's height is the header's height). Nil: none.
    ///
    /// Only the current page answers the status-bar tap: scroll views in the header and the bar
    /// when they are set get `scrollsToTop = false`. Under a navigation bar in iOS 26's Liquid
    /// Glass (no background) the header is drawn only below ``swipeHeaderTopInset``: as it
    /// scrolls up under the bars, what shows through them is the page, with its scroll edge
    /// effect. The header
    /// and the bar are held by a view of the container's, in the container's coordinates.
    public var swipeHeaderView: UIView? {
      didSet { chromeViewDidChange(old: oldValue, new: swipeHeaderView) }
    }
    /// How the header's height is found when the delegate does not give it
    /// (``SwipeTableViewDelegate/swipeTableViewHeightForHeader(_:)``): its frame's height by
    /// default, or what its Auto Layout constraints need at the container's width.
    public var headerSizing = HeaderSizing.frame {
      didSet { if headerSizing != oldValue { invalidateHeaderHeight() } }
    }
    /// The width the header was last measured at (delegate or Auto Layout); nil: measure it at
    /// the next layout pass.
    var headerMeasuredWidth: CGFloat?
    /// The bar that pins at ``swipeHeaderTopInset`` (its frame's height is used). Nil: none.
    ///
    /// Under iOS 26's Liquid Glass it carries a `UIScrollEdgeElementContainerInteraction` on
    /// the current page's top edge, so the page's scroll edge effect reaches under its titles
    /// and controls; give it a clear background to let the effect show.
    public var swipeHeaderBar: UIView? {
      didSet { chromeViewDidChange(old: oldValue, new: swipeHeaderBar) }
    }
    /// Where the bar pins, from the top: the top of the view's safe area (status bar and
    /// navigation bar) while ``topInsetFollowsSafeArea``, else the value set. Setting it stops
    /// following the safe area (0 puts the header under the status bar).
    public var swipeHeaderTopInset: CGFloat {
      get { CGFloat(engine.topInset) }
      set {
        catchUp()
        engine.topInset = Double(newValue)
        setNeedsLayout()
      }
    }
    /// Whether ``swipeHeaderTopInset`` is the top of `safeAreaInsets` and follows it (a
    /// navigation bar that appears, a large title that collapses). True until the top inset is
    /// set.
    public var topInsetFollowsSafeArea: Bool {
      get { engine.topInsetFollowsSafeArea }
      set {
        catchUp()
        engine.topInsetFollowsSafeArea = newValue
        setNeedsLayout()
      }
    }
    /// Pads short pages so they can still collapse the header (default on).
    public var shouldAdjustContentSize: Bool {
      get { engine.adjustsContentSize }
      set {
        catchUp()
        engine.adjustsContentSize = newValue
        setNeedsLayout()
      }
    }
    /// Keeps the bar at the top inset when a page is pulled down (only without a header).
    public var swipeHeaderBarScrollDisabled: Bool {
      get { engine.barScrollDisabled }
      set {
        catchUp()
        engine.barScrollDisabled = newValue
        setNeedsLayout()
      }
    }
    /// Lets the pager bounce horizontally even with one page.
    public var alwaysBounceHorizontal: Bool {
      get { engine.alwaysBounceHorizontal }
      set {
        engine.alwaysBounceHorizontal = newValue
        pager.alwaysBounceHorizontal = newValue
      }
    }
    /// Whether horizontal swipes change page.
    public var isScrollEnabled: Bool {
      get { engine.isScrollEnabled }
      set {
        engine.isScrollEnabled = newValue
        pager.isScrollEnabled = newValue
      }
    }

    /// How pages reserve the space above their content for the header and the bar:
    /// - `.headerPlaceholder` (default): the top inset and the bar through the top
    ///   `contentInset`, the header through a placeholder at the top of the content: a
    ///   `tableHeaderView` for a `UITableView`, room above the first section for a
    ///   `UICollectionView` laid out by SwipeUIKitLayouts' `SwipeWaterfallLayout`. UIKit pins a
    ///   plain table's section headers at `contentOffset.y + adjustedContentInset.top`, so they
    ///   pin right below the bar once the header has scrolled away, in a
    ///   ``SwipeTableViewPageRoot`` too. Other pages reserve through the inset, and what they pin
    ///   at the top of the visible area floats a header's height below the bar once the header
    ///   has collapsed: a table with a `tableHeaderView` of its own (the placeholder would have
    ///   to take its place, and you read that view back), a collection view whose layout is
    ///   yours (a flow layout's `sectionHeadersPinToVisibleBounds`, a compositional or list
    ///   layout's pinned supplementary items: only a layout can make room above its first
    ///   section, and the container makes it only in `SwipeWaterfallLayout`), and a SwiftUI
    ///   `List` (SwiftUI lays out its scroll view). For pinned section headers, use a plain
    ///   `UITableView`, or turn pinning off.
    /// - `.contentInset`: all of it through the top `contentInset` (a plain table's section
    ///   headers then pin a header's height below the bar once it has collapsed).
    /// - `.placeholder`: all of it through the placeholder (the seed's second mode, for refresh
    ///   controls that assume the content starts at y = 0; a table's own `tableHeaderView` is
    ///   then the container's; section headers pin at the top of the page, behind the chrome).
    ///
    /// Other pages keep the inset. It can be set at any time, before or after the data source:
    /// the pages on screen take the new reservation at once, and what they show stays where it
    /// is.
    public var headerReservation: PageReservation = .headerPlaceholder {
      didSet { if headerReservation != oldValue { reloadData() } }
    }

    /// Pulled down, the header grows from the top inset instead of moving down.
    public var headerStretches: Bool {
      get { engine.headerStretches }
      set {
        catchUp()
        engine.headerStretches = newValue
        setNeedsLayout()
      }
    }

    // MARK: - Motion

    /// Whether animated page changes (`scrollToItem(at:animated:)`, VoiceOver's page turns)
    /// happen at once; nil (default) follows `UIAccessibility.isReduceMotionEnabled`. The
    /// delegate hears the same calls in the same order either way.
    public var prefersReducedMotion: Bool?

    // MARK: - Parts

    /// The engine: every decision about pages, header, bar and refresh.
    package let engine: SwipeContainer
    /// The horizontal paging scroll view that holds the pages.
    package let pager: UIScrollView
    /// The page views by the engine's slot.
    var pages: [Int: PageBinding] = [:]
    /// Views the data source described but the engine has not placed yet, by page index.
    var describedViews: [Int: UIScrollView] = [:]
    /// The page asked for before the view had a width (a pager without a width has no pages to
    /// scroll to): shown, without animation, at the first layout with one.
    var requestedItemIndex: Int?
    /// Page views that left the screen, for the data source to reuse.
    var reusableViews: [UIScrollView] = []
    /// The roots of the controller pages made so far, by controller
    /// (``controllerDataSource``); a root goes with its controller.
    var controllerRoots: [ObjectIdentifier: ControllerPageRoot] = [:]
    /// The container's own view controller, parent of the page controllers; made with the
    /// first controller page.
    var pageControllerHost: PageControllerHost?
    /// Whether the page controllers' containment is to be brought up to date with the pager.
    var controllerContainmentNeedsSync = false
    /// The page controllers told `willAppear` and not yet `didDisappear`, by page index: the
    /// ones the rest of their calls go to, and whether they were told `didAppear`.
    var appearingControllers: [Int: (controller: UIViewController, appeared: Bool)] = [:]
    /// How many times the view set the `contentOffset` of a scroll view that a user's motion
    /// moved (a drag, or the deceleration after one): none, as DESIGN.md §12 ("One mover") asks.
    /// The scenario layer's `"report": ["writes"]` and `swipe bench` read it.
    package var offsetWritesDuringUserMotion = 0
    /// The scroll views a user's motion moves now (``noteMotion(of:)``).
    var userMovedViews: Set<ObjectIdentifier> = []
    /// How deep the adapter is in applying the engine's commands: a command's view change can
    /// reach code that applies more (an observer, a delegate calling back), and the
    /// observations until the outermost one returns are the adapter's own.
    var commandDepth = 0
    /// Whether the adapter is applying a command (its observations are its own).
    var isApplyingCommand: Bool { commandDepth > 0 }
    /// Whether the view is in its layout pass or applying the engine's commands (describing a
    /// page to it among them): ``reloadData()`` then would describe pages inside the pass.
    package var isInLayoutPass: Bool { passGate.isRunning || isApplyingCommand }
    /// Runs the layout passes one at a time.
    let passGate = PassGate()
    /// The page VoiceOver was last told is on screen (`.layoutChanged`).
    var announcedIndex: Int?
    /// What VoiceOver says of a three-finger scroll whose motion still runs: posted as
    /// `.pageScrolled` once it completes (UIAccessibility.h:372-374).
    var pendingPageScrolledStatus: String?
    /// The page given to the view controller as its content scroll view.
    weak var declaredContentScrollView: UIScrollView?
    /// The page whose pan is attached to the container (``attachCurrentPagePan()``), and the
    /// `maximumNumberOfTouches` its pan had before.
    var pannedPage: UIScrollView?
    var pannedPageTouches = Int.max
    var bridge: EngineBridge!
    var pagerDelegate: PagerDelegate!
    var touchWatcher: TouchWatcher!
    /// Behind the header and the bar, above the pager: takes the touches their views let
    /// through (a `UIImageView` or `UILabel` header is not interactive), so a finger on the
    /// chrome is the container's, not the page's underneath (DESIGN.md §12).
    let chromeBackstop = UIView(frame: .zero)
    /// Holds the backstop, the header and the bar above the pager, in the container's
    /// coordinates; under glass bars it cuts them at the top inset (SwipeTableView+Glass.swift).
    let chromeView = ChromeView(frame: .zero)
    /// What makes the pinned bar shape the current page's top edge effect (iOS 26).
    var edgeElementInteraction: AnyObject?
    /// The height the container last gave the header (taller than the engine's while a pull
    /// stretches it).
    var placedHeaderHeight: CGFloat?
    /// The refresh indicators of the loaded pages, by page index (``refreshLook``).
    var refreshIndicators: [Int: SwipeRefreshIndicator] = [:]
    /// What pages' pulls show (``refreshLook``).
    var storedRefreshLook = SwipeRefreshLook.standard
    /// When each page's refresh last succeeded (``SwipeRefreshIndicator/lastUpdated``), kept
    /// while its indicator comes and goes with the page.
    var refreshDates: [Int: Date] = [:]
    /// The load-more indicators, by page slot: each one a subview of its slot's scroll view,
    /// below the content (``loadMoreLook``).
    var loadMoreIndicators: [Int: SwipeLoadMoreIndicator] = [:]
    /// What pages' load-more footers show (``loadMoreLook``).
    var storedLoadMoreLook = SwipeLoadMoreLook.standard
    var chromeObservations: [NSKeyValueObservation] = []
    /// VoiceOver starting or stopping: the next pass hides what the chrome covers, or shows it.
    var voiceOverObservation: NotificationObservation?
    /// The user's text size changing: the header is measured again (its text grows or shrinks).
    var contentSizeObservation: NotificationObservation?
    lazy var displayLink = EngineDisplayLink { [weak self] time in self?.runEngine(at: time) }
    lazy var instantTimer = EngineInstantTimer { [weak self] in
      self?.runEngine(at: CACurrentMediaTime())
    }

    /// How many page views that left the screen are kept for the data source to reuse (with
    /// their roots) by default: 4.
    public static let defaultReusableViewLimit = 4
    /// How many page views that left the screen are kept for the data source to reuse (with
    /// their roots), 4 by default; older ones are let go (a lower limit lets the oldest go at
    /// once; a negative one counts as 0). SwipeSwiftUI's `SwipeView` keeps
    /// ``defaultReusableViewLimit`` hosted pages that left the screen.
    ///
    /// A page view given back for another index shows that page where it was: the container
    /// puts it at that page's remembered position (or aligned with the header, for a page not
    /// shown before) once the data source returns it, so the data source only fills it.
    public var reusableViewLimit: Int {
      get { storedReusableViewLimit }
      set {
        storedReusableViewLimit = max(newValue, 0)
        trimReusableViews()
      }
    }
    var storedReusableViewLimit = SwipeTableView.defaultReusableViewLimit

    // MARK: - Life cycle

    /// A container of `frame` with no header and no bar, whose bar pins at the top of its safe
    /// area.
    public override init(frame: CGRect) {
      engine = SwipeContainer(viewportSize: frame.size, topInset: 64)
      engine.topInsetFollowsSafeArea = true
      pager = PagerView(frame: CGRect(origin: .zero, size: frame.size))
      super.init(frame: frame)
      setUp()
    }

    /// A container decoded from a storyboard or nib: set its data source and delegate in
    /// `viewDidLoad` (or connect them as outlets), and its header and bar in code; it takes its
    /// size from its first layout pass, and pins the bar at the top of its safe area.
    public required init?(coder: NSCoder) {
      engine = SwipeContainer(viewportSize: .zero, topInset: 64)
      engine.topInsetFollowsSafeArea = true
      pager = PagerView(frame: .zero)
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      (pager as? PagerView)?.container = self
      engine.loadMoreFooterHeight = Double(storedLoadMoreLook.height)
      bridge = EngineBridge(self)
      pagerDelegate = PagerDelegate(self)
      touchWatcher = TouchWatcher(self)
      pager.isPagingEnabled = true
      pager.showsHorizontalScrollIndicator = false
      pager.showsVerticalScrollIndicator = false
      pager.scrollsToTop = false
      // UIKit's keyboard scrolling moves by lines and would leave the pager between pages: the
      // container's arrow keys turn whole pages instead (SwipeTableView+Keyboard.swift).
      if #available(iOS 17.0, *) { pager.allowsKeyboardScrolling = false }
      pager.delegate = pagerDelegate
      // The pager scrolls sideways only: the safe area is the pages' (UIKit adds it to each
      // page's adjusted inset, as each page's own adjustment behaviour says).
      if #available(iOS 11.0, *) { pager.contentInsetAdjustmentBehavior = .never }
      // Pages and a header pulled down stay inside the view, as a scroll view's content does.
      clipsToBounds = true
      addSubview(pager)
      addSubview(chromeView)
      chromeBackstop.isHidden = true
      chromeView.addSubview(chromeBackstop)
      touchWatcher.install(on: self)
      attachPagerPan()
      installKeyCommands()
      voiceOverObservation = NotificationObservation(
        UIAccessibility.voiceOverStatusDidChangeNotification
      ) { [weak self] in self?.setNeedsLayout() }
      contentSizeObservation = NotificationObservation(
        UIContentSizeCategory.didChangeNotification
      ) { [weak self] in self?.invalidateHeaderHeight() }
      engine.host = bridge
      engine.delegate = bridge
      engine.dataSource = bridge
      // Pages appear when the view is in a window (didMoveToWindow).
      engine.isShown = false
    }

    // MARK: - Layout

    /// Sizes the pager to the view, takes its layout direction and runs the engine's layout pass
    /// now.
    public override func layoutSubviews() {
      super.layoutSubviews()
      updateLayoutDirection()
      measureHeaderIfNeeded()
      // A header or bar that set its own frame (not observable on every UIKit version).
      chromeSizeDidChange()
      let size = bounds.size
      if pager.frame.size != size || engine.viewportSize != size {
        pager.frame = CGRect(origin: .zero, size: size)
        engine.resize(to: size)
      }
      reportSafeArea()
      if let index = requestedItemIndex, engine.viewportSize.width > 0 {
        requestedItemIndex = nil
        catchUp()
        engine.scrollToItem(at: index, animated: false)
      }
      runEngine(at: CACurrentMediaTime())
    }

    /// Brings the engine's clock to now before a call changes anything, so what the call starts
    /// (an animation, a refresh) starts now.
    func catchUp() {
      engine.advance(to: CACurrentMediaTime())
      updateLayoutDirection()
    }

    /// Runs the engine's layout pass at `time` and applies its frames; asked for during a pass
    /// (a delegate calling back), it runs right after that pass instead.
    func runEngine(at time: TimeInterval) {
      passGate.run(at: time) { time in
        engine.hostedLayout(at: time)
        applyFrames()
        updateDisplayLink()
        postCompletedPageScroll()
      } overflow: {
        setNeedsLayout()
      }
    }

    /// Puts the header, the bar, the backstop behind them and the page views where the engine
    /// says.
    func applyFrames() {
      placeChromeView()
      let headerFrame = engine.headerFrame
      let barFrame = engine.barFrame
      if let header = swipeHeaderView, let frame = headerFrame, header.frame != frame {
        placedHeaderHeight = frame.height
        header.frame = frame
      }
      if let bar = swipeHeaderBar, let frame = barFrame, bar.frame != frame {
        bar.frame = frame
      }
      let chrome = SwipeContainer.chromeFrame(header: headerFrame, bar: barFrame) ?? .zero
      if chromeBackstop.frame != chrome { chromeBackstop.frame = chrome }
      if chromeBackstop.isHidden != chrome.isEmpty { chromeBackstop.isHidden = chrome.isEmpty }
      if let bar = swipeHeaderBar as? any SwipeTableViewBar {
        bar.swipeTableView(self, didUpdatePageProgress: pageProgress)
      }
      for page in engine.loadedPages {
        guard let binding = pages[page.slot] else { continue }
        let frame = engine.contentFrame(ofPageAt: page.index)
        if binding.root.frame != frame { binding.root.frame = frame }
        // UIKit scrolls none of several on-screen scroll views that allow the status-bar tap
        // (UIScrollView.h:212): only the current page allows it.
        let isCurrent = page.index == engine.currentIndex
        if binding.view.scrollsToTop != isCurrent { binding.view.scrollsToTop = isCurrent }
        updateCoveredContent(slot: page.slot, index: page.index)
      }
      updateRefreshIndicators()
      updateLoadMoreIndicators()
      if controllerContainmentNeedsSync { syncControllerContainment() }
      declareContentScrollView()
      updateEdgeElementInteraction()
      attachCurrentPagePan()
    }

    // MARK: - Display link

    /// Runs a display link while the engine drives a motion or a timer, and a run-loop timer at
    /// the next instant the engine must look between frames.
    func updateDisplayLink() {
      displayLink.update(running: engine.needsHostedFrames, on: window?.screen)
      instantTimer.update(at: window == nil ? nil : engine.nextHostedInstant)
    }

    /// VoiceOver's three-finger scroll: left and right (next and previous) turn the page, up and
    /// down move the current page by a screen; what VoiceOver then says is posted as
    /// `.pageScrolled` (`"Item1, tab 2 of 4"`, `"Rows 11 to 20 of 40"`) once the scroll has
    /// completed. False at the ends.
    ///
    /// NSObject declares it without isolation (UIAccessibility.h in the iOS 17.4 SDK), so the
    /// override is nonisolated and enters the main actor, where UIKit calls it.
    nonisolated public override func accessibilityScroll(
      _ direction: UIAccessibilityScrollDirection
    ) -> Bool {
      // UIKit calls accessibility methods on the main thread; assumeIsolated checks that.
      MainActor.assumeIsolated { performAccessibilityScroll(direction) }
    }

    /// The header, the bar, the page on screen (with its ``SwipeTableViewPageRoot``, if it has
    /// one), then the views you add to the container: VoiceOver reads the shared chrome first
    /// and never wanders into the pages kept off screen (the order is the container's; setting
    /// it has no effect).
    public override var accessibilityElements: [Any]? {
      get { readingOrder }
      set {}
    }

    /// A new safe area (a bar appeared, the device turned) is read at the next layout pass.
    public override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      setNeedsLayout()
    }

    /// Stops the display link and the instant timer when the view leaves its window (in a new one
    /// the next layout pass reads the layout direction again).
    public override func didMoveToWindow() {
      super.didMoveToWindow()
      // Another controller may hold it now: the next pass declares the current page again.
      declaredContentScrollView = nil
      // The current page appears in a window and disappears out of it.
      catchUp()
      engine.isShown = window != nil
      if window == nil {
        displayLink.stop()
        instantTimer.stop()
        // A three-finger scroll left unfinished off screen says nothing later.
        pendingPageScrolledStatus = nil
        // The current page scrolls by its own pan again, wherever the app puts it.
        if let page = pannedPage { returnPan(of: page) }
      } else {
        touchWatcher.awaitEdgePans(of: self)
      }
      setNeedsLayout()
    }

    // MARK: - Layout direction

    /// How the view flips right to left. The pages follow `effectiveUserInterfaceLayoutDirection`
    /// (read at each layout pass): with `.forceRightToLeft` here or on an ancestor, page 0 is at
    /// the right. After changing an ancestor's, call `setNeedsLayout()`.
    public override var semanticContentAttribute: UISemanticContentAttribute {
      didSet { setNeedsLayout() }
    }

    /// Under another superview the layout direction may differ (the next pass reads it again),
    /// and a new ancestor's edge pan is waited for.
    public override func didMoveToSuperview() {
      super.didMoveToSuperview()
      // A new ancestor may carry an edge pan (a navigation controller's), in the same window.
      if window != nil { touchWatcher.awaitEdgePans(of: self) }
      // Controller pages follow the container to the controller that shows it now (or leave
      // the one it left).
      if pageControllerHost != nil { attachPageControllerHost() }
      setNeedsLayout()
    }
  }
#endif
