#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
    import SwipeUIKit
  #endif

  /// Runs refresh and load-more on one scroll view outside a `SwipeTableView`: SwipeCore's
  /// container, hosted with a single page (the scroll view) and no header, bar or pager, decides
  /// everything (pull, arm, fire, hold, retract, the owner's inset kept); this driver observes
  /// the scroll view and applies the engine's commands. ``SwipeRefreshControl`` and
  /// ``SwipeLoadMoreControl`` on the same scroll view share one driver.
  @MainActor final class ScrollViewRefreshDriver {
    private(set) weak var scrollView: UIScrollView?
    let engine: SwipeContainer
    weak var refreshControl: SwipeRefreshControl?
    weak var loadMoreControl: SwipeLoadMoreControl?
    private var bridge: DriverBridge!
    private var observations: [NSKeyValueObservation] = []
    private var panRelay: ActionRelay?
    private lazy var displayLink = EngineDisplayLink { [weak self] time in self?.run(at: time) }
    private lazy var instantTimer = EngineInstantTimer { [weak self] in
      self?.run(at: CACurrentMediaTime())
    }
    private var slot: Int?
    /// The view's size changed since the last pass.
    private var geometryChanged = false
    /// A pass is asked for later in this turn of the run loop.
    private var passRequested = false
    private lazy var laterRelay = ActionRelay { [weak self] _ in
      guard let self else { return }
      self.passRequested = false
      self.run(at: CACurrentMediaTime())
    }
    /// How deep the driver is in applying the engine's commands (see SwipeTableView's).
    private var commandDepth = 0
    private var isApplyingCommand: Bool { commandDepth > 0 }
    /// Runs the passes one at a time.
    let passGate = PassGate()

    init(scrollView: UIScrollView) {
      self.scrollView = scrollView
      engine = SwipeContainer(viewportSize: scrollView.bounds.size, topInset: 0)
      // UIKit's rest is at `-adjustedContentInset.top`: what UIKit adds (a navigation bar's
      // safe area) is the engine's safe area, so the pull starts there, and its part is left to
      // UIKit when the engine writes the inset.
      engine.topInsetFollowsSafeArea = true
      engine.safeArea = Self.safeArea(of: scrollView)
      engine.adjustsContentSize = false
      engine.isScrollEnabled = false
      bridge = DriverBridge(self)
      engine.host = bridge
      engine.delegate = bridge
      engine.dataSource = bridge
      let report = MainThreadCallback<UIScrollView> { [weak self] view in
        self?.scrollViewDidChange(view)
      }
      observations = [
        scrollView.observe(\.contentOffset, options: .new) { view, _ in report(view) },
        scrollView.observe(\.contentSize, options: .new) { view, _ in report(view) },
        scrollView.observe(\.contentInset, options: .new) { view, _ in report(view) },
        scrollView.observe(\.frame, options: .new) { view, _ in report(view) },
      ]
      let relay = ActionRelay { [weak self, weak scrollView] _ in
        guard let self, let scrollView else { return }
        self.scrollViewDidChange(scrollView)
      }
      TargetAction.add(relay, to: scrollView.panGestureRecognizer)
      panRelay = relay
    }

    /// Stops observing (the last control left the scroll view).
    func detach() {
      for observation in observations { observation.invalidate() }
      observations.removeAll()
      if let panRelay, let scrollView {
        TargetAction.remove(panRelay, from: scrollView.panGestureRecognizer)
      }
      displayLink.stop()
      instantTimer.stop()
    }

    /// Brings the engine's clock to now (before a call starts something).
    func catchUp() {
      engine.advance(to: CACurrentMediaTime())
    }

    /// Runs the engine's pass at `time` and places the controls; asked for during a pass (an
    /// observation of a change the pass made, a control's action calling back), it runs right
    /// after that pass instead.
    func run(at time: TimeInterval) {
      passGate.run(at: time) { time in
        readGeometry()
        engine.hostedLayout(at: time)
        placeControls()
        updateDisplayLink()
      } overflow: {
        // The rest at the next frame.
        displayLink.update(running: true, on: scrollView?.window?.screen)
      }
    }

    // MARK: - Observing

    /// A change UIKit reports (an observation, the pan's action) while it handles the view's
    /// motion: the engine notes what the view shows, and the pass that may write the view's inset
    /// or offset runs later in the same turn of the run loop, before the frame is committed,
    /// never inside UIKit's own handling (DESIGN.md §12, "One mover"). A size change waits for
    /// the pass, which reads the new size first.
    private func scrollViewDidChange(_ view: UIScrollView) {
      guard !isApplyingCommand, view === scrollView else { return }
      if engine.viewportSize == view.bounds.size, let slot {
        engine.hostedPage(inSlot: slot, didChange: ScrollViewSurface(view))
      } else {
        geometryChanged = true
      }
      requestPass()
    }

    /// Runs the pass later in this turn of the run loop (once, however many changes ask).
    private func requestPass() {
      guard !passRequested else { return }
      passRequested = true
      TargetAction.performLater(relay: laterRelay)
    }

    /// Brings the engine up to the view's size, safe area and, after a size change, what it
    /// shows.
    private func readGeometry() {
      guard let view = scrollView else { return }
      if engine.viewportSize != view.bounds.size {
        catchUp()
        engine.resize(to: view.bounds.size)
      }
      let area = Self.safeArea(of: view)
      if area != engine.safeArea {
        catchUp()
        engine.safeArea = area
      }
      if geometryChanged, let slot {
        engine.hostedPage(inSlot: slot, didChange: ScrollViewSurface(view))
      }
      geometryChanged = false
    }

    /// The top and bottom of what UIKit adds to the view's inset, as the engine's safe area.
    private static func safeArea(of view: UIScrollView) -> Insets {
      Insets(ScrollViewSurface.systemInset(of: view)).topAndBottom.validLengths
    }

    // MARK: - Applying

    func perform(_ command: SwipeHostCommand) {
      guard let scrollView else { return }
      commandDepth += 1
      defer { commandDepth -= 1 }
      switch command {
      case .loadPage(let slot, _, _):
        self.slot = slot
      case .setPageInset(_, let inset):
        scrollView.contentInset = UIEdgeInsets(inset)
      case .setPageOffset(_, let offset):
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offset))
      case .stopPage:
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)
      case .unloadPage, .setPagePlaceholder, .setPageIndicatorInset, .cancelPageTouch,
        .setPagerContentSize, .setPagerOffset, .stopPager:
        // One page, no pager, no chrome over it (its indicators stay the app's), and the
        // scroll view is never recycled.
        break
      }
    }

    /// The refresh control sits right above the content, as tall as the pull (or the held
    /// height); the load-more control right below it.
    private func placeControls() {
      guard let scrollView else { return }
      let width = scrollView.bounds.width
      if let control = refreshControl {
        let opened = CGFloat(engine.refreshIndicatorFrame(pageAt: 0)?.height ?? 0)
        control.frame = CGRect(x: 0, y: -opened, width: width, height: opened)
        control.isHidden = opened == 0
        control.showState()
      }
      if let control = loadMoreControl {
        if engine.loadMoreFooterHeight > 0 {
          // The room the engine keeps below long content; none while the content fits.
          let frame = engine.loadMoreFooterFrame(pageAt: 0)
          if let frame { control.frame = frame }
          control.isHidden = frame == nil
        } else {
          control.frame = CGRect(
            x: 0, y: scrollView.contentSize.height, width: width, height: control.frame.height)
        }
        control.showState()
      }
    }

    /// Runs a display link while the engine drives a motion, and a run-loop timer at the next
    /// instant it must look between frames (a refresh's finishing time running out).
    private func updateDisplayLink() {
      displayLink.update(running: engine.needsHostedFrames, on: scrollView?.window?.screen)
      instantTimer.update(at: engine.nextHostedInstant)
    }

    // MARK: - The engine's questions

    var content: SwipePageContent {
      guard let scrollView else { return SwipePageContent(contentHeight: 0) }
      return SwipePageContent(
        contentHeight: Double(scrollView.contentSize.height),
        baseInset: Insets(scrollView.contentInset),
        systemInset: Insets(ScrollViewSurface.systemInset(of: scrollView)))
    }

    func refreshFired() {
      refreshControl?.sendActions(for: .valueChanged)
    }

    func loadMoreFired() {
      loadMoreControl?.sendActions(for: .valueChanged)
    }
  }

  /// The driver's engine data source, delegate and host.
  final class DriverBridge: SwipeContainerHost, SwipeContainerDataSource, SwipeContainerDelegate {
    private weak var driver: ScrollViewRefreshDriver?
    /// Commands come every frame of a reveal or retraction: a stored callback, no closure box.
    private let commands: MainThreadCallback<SwipeHostCommand>

    @MainActor init(_ driver: ScrollViewRefreshDriver) {
      self.driver = driver
      commands = MainThreadCallback { [weak driver] command in driver?.perform(command) }
    }

    private func onDriver<T: Sendable>(
      _ fallback: T, _ body: @MainActor (ScrollViewRefreshDriver) -> T
    ) -> T {
      let driver = self.driver
      // The engine calls its host only from the driver's own calls, on the main actor.
      return MainActor.assumeIsolated {
        guard let driver else { return fallback }
        return body(driver)
      }
    }

    func swipeContainer(_ container: SwipeContainer, perform command: SwipeHostCommand) {
      commands(command)
    }

    func numberOfPages(in container: SwipeContainer) -> Int {
      onDriver(0) { $0.scrollView == nil ? 0 : 1 }
    }

    func swipeContainer(_ container: SwipeContainer, contentForPageAt index: Int)
      -> SwipePageContent
    {
      onDriver(SwipePageContent(contentHeight: 0)) { $0.content }
    }

    func swipeContainer(_ container: SwipeContainer, didTriggerRefreshAt index: Int) {
      onDriver(()) { $0.refreshFired() }
    }

    func swipeContainer(_ container: SwipeContainer, didTriggerLoadMoreAt index: Int) {
      onDriver(()) { $0.loadMoreFired() }
    }

    /// The controls say what they do (`"Refreshing"`, `"Updated"`, `"Loading more"`…).
    func swipeContainer(
      _ container: SwipeContainer, refreshFeedback: RefreshAttachment.Notification,
      forPageAt index: Int
    ) {
      guard case .announce(let text) = refreshFeedback else { return }
      onDriver(()) { _ in
        UIAccessibility.post(notification: AccessibilityConstants.announcement, argument: text)
      }
    }
  }
#endif
