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

  /// The engine's data source, delegate and host: it forwards to the view on the main actor
  /// (the engine only ever calls it there, from the view's own calls).
  final class EngineBridge: SwipeContainerHost, SwipeContainerDataSource, SwipeContainerDelegate {
    private weak var table: SwipeTableView?
    /// The per-frame calls (commands, scroll events) reach the view through stored callbacks:
    /// `MainActor.assumeIsolated` would box a closure on every one.
    private let commands: MainThreadCallback<SwipeHostCommand>
    private let events: MainThreadCallback<SwipeContainerEvent>

    @MainActor init(_ table: SwipeTableView) {
      self.table = table
      commands = MainThreadCallback { [weak table] command in table?.perform(command) }
      events = MainThreadCallback { [weak table] event in table?.deliver(event) }
    }

    private func onTable<T: Sendable>(_ fallback: T, _ body: @MainActor (SwipeTableView) -> T) -> T
    {
      let table = self.table
      // The engine calls its host only from the table's own calls, on the main actor.
      return MainActor.assumeIsolated {
        guard let table else { return fallback }
        return body(table)
      }
    }

    func swipeContainer(_ container: SwipeContainer, perform command: SwipeHostCommand) {
      commands(command)
    }

    func numberOfPages(in container: SwipeContainer) -> Int {
      onTable(0) { table in table.itemCount }
    }

    func swipeContainer(_ container: SwipeContainer, contentForPageAt index: Int)
      -> SwipePageContent
    {
      onTable(SwipePageContent(contentHeight: 0)) {
        $0.describePage(at: index) ?? SwipePageContent(contentHeight: 0)
      }
    }

    func swipeContainerDidScroll(_ container: SwipeContainer) {
      events(.didScroll)
    }

    func swipeContainerCurrentIndexDidChange(_ container: SwipeContainer) {
      events(.currentIndexDidChange(from: container.currentIndex, to: container.currentIndex))
    }

    func swipeContainerWillBeginDragging(_ container: SwipeContainer) {
      events(.willBeginDragging)
    }

    func swipeContainerDidEndDragging(_ container: SwipeContainer, willDecelerate: Bool) {
      events(.didEndDragging(willDecelerate: willDecelerate))
    }

    func swipeContainerWillBeginDecelerating(_ container: SwipeContainer) {
      events(.willBeginDecelerating)
    }

    func swipeContainerDidEndDecelerating(_ container: SwipeContainer) {
      events(.didEndDecelerating)
    }

    func swipeContainerDidEndScrollingAnimation(_ container: SwipeContainer) {
      events(.didEndScrollingAnimation)
    }

    func swipeContainer(_ container: SwipeContainer, shouldSelectPageAt index: Int) -> Bool {
      onTable(true) { table in table.delegateAllowsSelection(at: index) }
    }

    func swipeContainer(_ container: SwipeContainer, didSelectPageAt index: Int) {
      events(.didSelectPage(index))
    }

    func swipeContainer(_ container: SwipeContainer, shouldPullToRefreshAt index: Int) -> Bool {
      onTable(true) { table in table.delegateAllowsRefresh(at: index) }
    }

    func swipeContainer(_ container: SwipeContainer, heightForRefreshHeaderAt index: Int)
      -> Double?
    {
      onTable(nil) { table in table.delegateRefreshHeaderHeight(at: index) }
    }

    func swipeContainer(_ container: SwipeContainer, didTriggerRefreshAt index: Int) {
      events(.refresh(page: index))
    }

    func swipeContainer(_ container: SwipeContainer, shouldLoadMoreAt index: Int) -> Bool {
      onTable(true) { table in table.delegateAllowsLoadMore(at: index) }
    }

    func swipeContainer(_ container: SwipeContainer, didTriggerLoadMoreAt index: Int) {
      events(.loadMore(page: index))
    }

    func swipeContainer(
      _ container: SwipeContainer, pageAt index: Int, didEmit event: ScrollerEvent
    ) {
      events(.pageMotion(page: index, event))
    }

    func swipeContainer(
      _ container: SwipeContainer, pageAt index: Int, appearance: PageAppearance
    ) {
      events(.pageAppearance(page: index, appearance))
    }

    func swipeContainer(_ container: SwipeContainer, refreshDidChangeAt index: Int) {
      events(.refreshDidChange(page: index))
    }

    func swipeContainerHeaderProgressDidChange(_ container: SwipeContainer) {
      events(.headerProgressDidChange)
    }

    /// Refresh and load more say what they do (`"Refreshing"`, `"Updated"`, `"Loading more"`…).
    func swipeContainer(
      _ container: SwipeContainer, refreshFeedback: RefreshAttachment.Notification,
      forPageAt index: Int
    ) {
      guard case .announce(let text) = refreshFeedback else { return }
      events(.refreshFeedback(page: index, .announce(text)))
    }

    func swipeContainer(
      _ container: SwipeContainer, accessibilityScrollStatusForPageAt index: Int,
      showing visible: Range<Double>
    ) -> String? {
      onTable(nil) { table in table.delegateScrollStatus(at: index, showing: visible) }
    }
  }

  /// The pager's delegate: UIKit's scroll callbacks become the engine's reports.
  final class PagerDelegate: NSObject, UIScrollViewDelegate {
    private weak var table: SwipeTableView?

    @MainActor init(_ table: SwipeTableView) {
      self.table = table
    }

    private func report(_ event: ScrollerEvent, _ scrollView: UIScrollView) {
      guard let table, !table.isApplyingCommand else { return }
      table.noteMotion(of: scrollView)
      table.engine.hostedPager(
        didEmit: event, at: CACurrentMediaTime(), surface: ScrollViewSurface(scrollView))
      table.setNeedsLayout()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      report(.didScroll, scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      report(.willBeginDragging, scrollView)
    }

    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      guard let table, !table.isApplyingCommand else { return }
      table.engine.hostedPagerWillEndDragging(
        targetOffset: Double(targetContentOffset.pointee.x), velocity: Double(velocity.x) * 1000,
        at: CACurrentMediaTime())
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      report(.didEndDragging(willDecelerate: decelerate), scrollView)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      report(.willBeginDecelerating, scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      report(.didEndDecelerating, scrollView)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      report(.didEndScrollingAnimation, scrollView)
    }
  }

  /// Follows one finger in the container, where UIKit's hit-test puts it (DESIGN.md §12, "Touch
  /// ownership is UIKit's hit-test"), and reports it to the engine; it moves nothing.
  ///
  /// A watcher (a long press with no minimum duration, recognizing with everything and
  /// cancelling nothing, except a touch that stops what the engine moves, which reaches no view
  /// under it) reports the first finger's landing and lift: what the engine drives stops, the
  /// page under it (on the chrome, the current page) is tracked, and a tap on a page selects
  /// it. A second finger is not followed. UIKit's own pans move what the finger drags: the
  /// page's and the pager's, attached to the container (``SwipeTableView/attachPagerPan()``,
  /// ``SwipeTableView/attachCurrentPagePan()``), so a drag that starts on the header, a view in
  /// it or the bar scrolls the current page or turns the page exactly as one that starts on the
  /// page does (DESIGN.md §12, "One mover").
  final class TouchWatcher: NSObject, UIGestureRecognizerDelegate {
    private weak var table: SwipeTableView?
    private var watcher: UIGestureRecognizer?
    private var relays: [ActionRelay] = []
    /// The finger followed, from the first recognizer that receives it to the watcher's end.
    private weak var followed: UITouch?
    /// Whether the followed finger landed on the chrome.
    private var isOnChrome = false
    /// Whether the followed finger's end was reported to the engine.
    private var endReported = true
    /// The edge pans (an ancestor's, such as a navigation controller's pop gesture) the pager's
    /// pan already waits for.
    private var awaitedEdgePans: [WeakRecognizer] = []
    /// The back swipe from anywhere that waits for the pager (iOS 26).
    private var awaitedContentPop = WeakRecognizer()

    private struct WeakRecognizer {
      weak var value: UIGestureRecognizer? = nil
    }

    @MainActor init(_ table: SwipeTableView) {
      self.table = table
    }

    /// Whether a finger the watcher follows is down (from its landing to its reported lift).
    var isFollowing: Bool { !endReported }

    @MainActor func install(on table: SwipeTableView) {
      let watchRelay = ActionRelay { [weak self] sender in
        guard let recognizer = sender as? UIGestureRecognizer else { return }
        self?.watch(recognizer)
      }
      let watcher = TargetAction.listeningTouchWatcher(relay: watchRelay, delegate: self)
      table.addGestureRecognizer(watcher)
      self.watcher = watcher
      relays = [watchRelay]
    }

    /// The pager's pan waits for every edge pan on the container's ancestors (a navigation
    /// controller's interactive pop gesture is one): a swipe that starts at the screen's edge
    /// pops rather than turning the page. Called as the container moves to a window.
    @MainActor func awaitEdgePans(of table: SwipeTableView) {
      awaitedEdgePans.removeAll { $0.value == nil }
      var view = table.superview
      while let ancestor = view {
        for case let edge as UIScreenEdgePanGestureRecognizer in ancestor.gestureRecognizers ?? []
        where !awaitedEdgePans.contains(where: { $0.value === edge }) {
          table.pager.panGestureRecognizer.require(toFail: edge)
          awaitedEdgePans.append(WeakRecognizer(value: edge))
        }
        view = ancestor.superview
      }
      awaitContentPop(of: table)
    }

    /// iOS 26's back swipe from anywhere in a navigation controller's content
    /// (`interactiveContentPopGestureRecognizer`, UINavigationController.h:88-91, "should only
    /// be used to set up failure requirements with it") waits for the pager's pan: on a page
    /// after the first a sideways drag goes back a page; on the first, the pager refuses a drag
    /// toward its edge (`PagerView`), and the pop takes it.
    @MainActor private func awaitContentPop(of table: SwipeTableView) {
      #if compiler(>=6.2)
        guard #available(iOS 26.0, *),
          let pop = table.owningViewController?.navigationController?
            .interactiveContentPopGestureRecognizer,
          pop !== awaitedContentPop.value
        else { return }
        pop.require(toFail: table.pager.panGestureRecognizer)
        awaitedContentPop = WeakRecognizer(value: pop)
      #endif
    }

    /// Whether the awaited back swipe from anywhere could begin: enabled, with a controller
    /// under the top one to go back to.
    @MainActor var contentPopCanBegin: Bool {
      #if compiler(>=6.2)
        guard #available(iOS 26.0, *), let table, let pop = awaitedContentPop.value,
          pop.isEnabled,
          let navigation = table.owningViewController?.navigationController,
          pop === navigation.interactiveContentPopGestureRecognizer
        else { return false }
        return navigation.viewControllers.count > 1
      #else
        return false
      #endif
    }

    // MARK: - Reports

    /// The followed finger's last `UITouch.timestamp`, kept for the report of its end after
    /// the watcher has let it go.
    private var followedTimestamp: TimeInterval?

    /// When the followed finger last changed (`UITouch.timestamp`, DESIGN.md §12 "one clock").
    @MainActor private func touchTime() -> TimeInterval {
      if let timestamp = followed?.timestamp { followedTimestamp = timestamp }
      return followedTimestamp ?? CACurrentMediaTime()
    }

    @MainActor private func watch(_ recognizer: UIGestureRecognizer) {
      guard let table else { return }
      let time = touchTime()
      let location = recognizer.location(in: table)
      switch recognizer.state {
      case .began:
        endReported = false
        table.engine.hostedTouchBegan(
          at: location, time: time, on: isOnChrome ? .chrome : .page)
      case .ended, .cancelled, .failed:
        followed = nil
        reportEnd(at: recognizer.state == .ended ? location : nil, time: time)
      default:
        return
      }
      // Applied by the layout pass before the frame shows, with this frame's other reports.
      table.setNeedsLayout()
    }

    /// The followed finger lifted at `location` (nil: cancelled): the host's views report
    /// first, then the engine hears the lift.
    @MainActor private func reportEnd(at location: CGPoint?, time: TimeInterval) {
      guard let table, !endReported else { return }
      endReported = true
      table.reportViews()
      table.engine.hostedTouchEnded(at: location, time: time)
    }

    // MARK: - Delegate

    /// The first finger down is followed.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      guard let table else { return false }
      // A finger is followed until the watcher's end; one left over from a touch the watcher
      // no longer tracks is stale.
      if followed == nil || watcher?.state == .possible && followed !== touch {
        followed = touch
        followedTimestamp = nil
        isOnChrome = table.isChrome(touch.view)
      }
      guard followed === touch else { return false }
      // A finger that stops what the engine moves (a page settling into line, an animated page
      // change) stops it and nothing more, as one that stops a scroll view's own deceleration:
      // the watcher, beginning at once, cancels the touch for the views under it (a cell is not
      // selected, a button not pressed). The pans still see it, to drag from there.
      gestureRecognizer.cancelsTouchesInView = table.engine.hostedTouchStopsContainerMotion(
        at: touch.location(in: table), on: isOnChrome ? .chrome : .page)
      return true
    }

    /// The watcher recognizes with everything.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      true
    }
  }
#endif
