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
      onTable(0) { table in table.dataSource?.numberOfItems(in: table) ?? 0 }
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
      onTable(true) { table in
        table.delegate?.swipeTableView(table, shouldSelectItemAt: index) ?? true
      }
    }

    func swipeContainer(_ container: SwipeContainer, didSelectPageAt index: Int) {
      events(.didSelectPage(index))
    }

    func swipeContainer(_ container: SwipeContainer, shouldPullToRefreshAt index: Int) -> Bool {
      onTable(true) { table in
        table.delegate?.swipeTableView(table, shouldPullToRefreshAt: index) ?? true
      }
    }

    func swipeContainer(_ container: SwipeContainer, heightForRefreshHeaderAt index: Int)
      -> Double?
    {
      onTable(nil) { table -> Double? in
        guard let height = table.delegate?.swipeTableView(table, heightForRefreshHeaderAt: index)
        else { return nil }
        return Double(height)
      }
    }

    func swipeContainer(_ container: SwipeContainer, didTriggerRefreshAt index: Int) {
      events(.refresh(page: index))
    }

    func swipeContainer(_ container: SwipeContainer, shouldLoadMoreAt index: Int) -> Bool {
      onTable(true) { table in
        table.delegate?.swipeTableView(table, shouldLoadMoreAt: index) ?? true
      }
    }

    func swipeContainer(_ container: SwipeContainer, didTriggerLoadMoreAt index: Int) {
      events(.loadMore(page: index))
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
      onTable(nil) { table in
        table.delegate?.swipeTableView(
          table, accessibilityScrollStatusForItemAt: index,
          showing: CGFloat(visible.lowerBound)..<CGFloat(visible.upperBound))
      }
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

  /// Sees every finger in the container from touch-down to lift: a long-press recognizer with no
  /// minimum duration, recognizing alongside everything else and cancelling nothing. The engine
  /// hears when a finger lands, moves and lifts: on the header or the bar the finger is the
  /// engine's own (a vertical drag scrolls the current page with the page's physics, a
  /// horizontal one swipes); on a page, what the engine drives stops, the page is tracked, and
  /// a tap selects it.
  final class TouchWatcher: NSObject, UIGestureRecognizerDelegate {
    private weak var table: SwipeTableView?
    private var watcher: UIGestureRecognizer?
    private var relay: ActionRelay?

    @MainActor init(_ table: SwipeTableView) {
      self.table = table
    }

    @MainActor func install(on table: SwipeTableView) {
      let relay = ActionRelay { [weak self] sender in
        guard let recognizer = sender as? UIGestureRecognizer else { return }
        self?.watch(recognizer)
      }
      let watcher = TargetAction.touchWatcher(relay: relay)
      watcher.delegate = self
      watcher.cancelsTouchesInView = false
      watcher.delaysTouchesEnded = false
      table.addGestureRecognizer(watcher)
      self.watcher = watcher
      self.relay = relay
    }

    @MainActor private func watch(_ recognizer: UIGestureRecognizer) {
      guard let table else { return }
      let time = CACurrentMediaTime()
      let location = recognizer.location(in: table)
      switch recognizer.state {
      case .began:
        table.engine.hostedTouchBegan(at: location, time: time)
      case .changed:
        if table.engine.needsReportsBeforeTouchMoves { table.reportViews() }
        table.engine.hostedTouchMoved(to: location, time: time)
      case .ended:
        table.reportViews()
        table.engine.hostedTouchEnded(at: location, time: time)
      case .cancelled, .failed:
        table.reportViews()
        table.engine.hostedTouchEnded(at: nil, time: time)
      default:
        return
      }
      // Applied by the layout pass before the frame shows, with this frame's other reports.
      table.setNeedsLayout()
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      true
    }
  }
#endif
