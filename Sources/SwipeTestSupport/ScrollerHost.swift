import Foundation
import SwipeCore
import SwipeScenario

/// A host for the hosted ``SwipeContainer`` made of ``Scroller``s: the pages and the pager are
/// "scroll views" that move by their own physics, as UIKit's do, and the container only follows
/// them and sends commands. Touches are routed as nested UIKit scroll views route them: on a
/// page, to the pager and the page (outermost first), each deciding by its axis; on the header or
/// the bar, to the pager and the current page, whose pans the front end attaches to the
/// container (DESIGN.md §12, "One mover").
///
/// Played as a ``SceneSimulation``, it must print what the headless container prints: the
/// differential tests compare the two, frame by frame.
public final class ScrollerHost: SwipeContainerHost, SceneSimulation {
  /// The scene's simulation whose container this host serves (calls, samples and event names).
  public private(set) var base: SwipeSimulation!
  /// The host's page scroll views, by slot.
  public private(set) var pages: [Int: Scroller] = [:]
  /// The host's pager.
  public private(set) var pager: Scroller
  /// Every command received, in order.
  public private(set) var commands: [SwipeHostCommand] = []
  var applying = false
  /// Pages whose motion has still to meet an inset change (UIKit checks at its next step).
  var pendingMotion: Set<Int> = []
  var now = 0.0
  /// Whether a finger is down.
  var isTouching = false

  /// A host playing `scene` in `viewport`.
  public init(scene: SwipeScene, viewport: CGSize) {
    pager = Scroller(axis: .horizontal, boundsSize: viewport, contentSize: .zero)
    pager.isPagingEnabled = true
    pager.alwaysBounce = scene.alwaysBounceHorizontal
    base = SwipeSimulation(scene: scene, viewport: viewport, host: self)
  }

  /// The hosted container.
  public var container: SwipeContainer { base.container }

  // MARK: - SwipeContainerHost

  /// Applies a command to the host's scroll views (reporting nothing back while it does).
  public func swipeContainer(_ container: SwipeContainer, perform command: SwipeHostCommand) {
    commands.append(command)
    applying = true
    defer { applying = false }
    var ignore = IgnoringScrollerDelegate()
    switch command {
    case .loadPage(let slot, let index, _):
      let height =
        container.dataSource?.swipeContainer(container, contentForPageAt: index)
        .contentHeight ?? 0
      var page =
        pages[slot]
        ?? Scroller(axis: .vertical, boundsSize: container.viewportSize, contentSize: .zero)
      page.alwaysBounce = true
      page.setGeometry(
        boundsSize: container.viewportSize,
        contentSize: CGSize(width: container.viewportSize.width, height: height),
        delegate: &ignore)
      pages[slot] = page
    case .unloadPage(let slot, _):
      // A view waiting for reuse is at rest (SwipeTableView stops it).
      if let offset = pages[slot]?.offset {
        pages[slot]?.placeOffset(offset, at: now, delegate: &ignore)
      }
    case .setPagePlaceholder:
      // Its pages reserve through the inset.
      break
    case .setPageInset(let slot, let inset):
      // As UIKit: a moving view meets the changes of one pass together (checkPendingMotion).
      if let page = pages[slot],
        pages[slot]?.setGeometryDeferringMotion(
          boundsSize: page.boundsSize, contentSize: page.contentSize, contentInset: inset,
          delegate: &ignore) == true
      {
        pendingMotion.insert(slot)
      }
    case .setPageOffset(let slot, let offset):
      pages[slot]?.setOffsetAsUIKit(offset, at: now)
      pendingMotion.remove(slot)
    case .stopPage(let slot):
      if let offset = pages[slot]?.offset {
        pages[slot]?.placeOffset(offset, at: now, delegate: &ignore)
      }
    case .setPageIndicatorInset:
      break  // the headless scrollers draw no indicators
    case .cancelPageTouch(let slot):
      pages[slot]?.touchCancelled(at: now, delegate: &ignore)
    case .setPagerContentSize(let size):
      pager.setGeometry(boundsSize: container.viewportSize, contentSize: size, delegate: &ignore)
    case .setPagerOffset(let offset):
      pager.setOffsetAsUIKit(offset, at: now)
    case .stopPager:
      pager.placeOffset(pager.offset, at: now, delegate: &ignore)
    }
  }

  // MARK: - Driving the host's views

  /// Runs `body` on the pager and reports its notifications to the container, in order.
  func drivePager(_ body: (inout Scroller, inout PagerReport) -> Void) {
    var report = PagerReport()
    body(&pager, &report)
    for item in report.items {
      switch item {
      case .event(let event): container.hostedPager(didEmit: event, at: now, surface: pager)
      case .willEndDragging(let velocity, let target):
        container.hostedPagerWillEndDragging(targetOffset: target, velocity: velocity, at: now)
      }
    }
    container.hostedPager(didChange: pager)
  }

  /// Runs `body` on the page in `slot` and reports it to the container.
  func drivePage(_ slot: Int, _ body: (inout Scroller) -> Void) {
    guard var page = pages[slot] else { return }
    body(&page)
    pages[slot] = page
    container.hostedPage(inSlot: slot, didChange: page)
  }

  var currentSlot: Int? { container.loadedPage(at: container.currentIndex)?.slot }

  // MARK: - SceneSimulation

  /// Advances the clock to `time` (a frame), first running the layout pass at every instant
  /// before it the container asks for (as a front end's run-loop timer does).
  public func advance(to time: TimeInterval) {
    while let instant = container.nextHostedInstant, instant > now, instant < time {
      advanceViews(to: instant)
    }
    advanceViews(to: time)
  }

  /// Moves the host's views to `time`, then runs the container's layout pass.
  func advanceViews(to time: TimeInterval) {
    guard time > now else { return }
    now = time
    drivePager { pager, report in pager.advance(to: time, delegate: &report) }
    var ignore = IgnoringScrollerDelegate()
    for slot in pages.keys.sorted() {
      drivePage(slot) { $0.advance(to: time, delegate: &ignore) }
    }
    container.hostedLayout(at: time)
    endPass()
  }

  /// Applies a raw touch at `time`.
  public func touch(_ phase: TouchPhase, at point: CGPoint?, time: TimeInterval) {
    advance(to: time)
    var ignore = IgnoringScrollerDelegate()
    switch (phase, point) {
    case (.down, let point?):
      guard !isTouching, activeScroll == nil else { return }
      isTouching = true
      lastPoint = point
      // Chrome with nothing interactive on it: the header's and the bar's frames.
      let onPage = container.isInPageArea(point)
      container.hostedTouchBegan(at: point, time: time, on: onPage ? .page : .chrome)
      // UIKit's hit-testing: the page whose view is under the finger; on the chrome, or beside
      // every page, the current page, whose pan is on the container.
      let slot = (onPage ? container.loadedPage(under: point)?.slot : nil) ?? currentSlot
      drivePager { pager, report in pager.touchDown(at: point, at: time, delegate: &report) }
      if let slot { drivePage(slot) { $0.touchDown(at: point, at: time, delegate: &ignore) } }
      touchedSlot = slot
      touchStart = point
      // The current page's pan sees the finger on a neighbour too, until a vertical drag goes
      // to the neighbour's own pan, nearer the finger.
      heldCurrentSlot = currentSlot == slot ? nil : currentSlot
      if let held = heldCurrentSlot {
        drivePage(held) { $0.touchDown(at: point, at: time, delegate: &ignore) }
      }
    case (.move, let point?):
      guard isTouching else { return }
      lastPoint = point
      if let held = heldCurrentSlot {
        let axis = TouchSlop.dominantAxis(
          dx: Double(point.x - touchStart.x), dy: Double(point.y - touchStart.y))
        // The neighbour's own pan takes a vertical drag when it can scroll.
        let taken = axis == .vertical && (touchedSlot.flatMap { pages[$0]?.canScroll } ?? false)
        drivePage(held) {
          if taken {
            $0.touchCancelled(at: time, delegate: &ignore)
          } else {
            $0.touchMoved(to: point, at: time, delegate: &ignore)
          }
        }
        if taken { heldCurrentSlot = nil }
      }
      drivePager { pager, report in pager.touchMoved(to: point, at: time, delegate: &report) }
      if let slot = touchedSlot {
        drivePage(slot) { $0.touchMoved(to: point, at: time, delegate: &ignore) }
      }
    case (.up, _), (.cancel, _):
      guard isTouching else { return }
      isTouching = false
      let cancel = phase == .cancel
      drivePager { pager, report in
        if cancel {
          pager.touchCancelled(at: time, delegate: &report)
        } else {
          pager.touchUp(at: time, delegate: &report)
        }
      }
      for slot in [heldCurrentSlot, touchedSlot].compactMap({ $0 }) {
        drivePage(slot) {
          if cancel {
            $0.touchCancelled(at: time, delegate: &ignore)
          } else {
            $0.touchUp(at: time, delegate: &ignore)
          }
        }
      }
      touchedSlot = nil
      heldCurrentSlot = nil
      // The container's touch watcher sees the lift after the views did.
      container.hostedTouchEnded(at: cancel ? nil : lastPoint, time: time)
      // A reload the touch deferred happens at the lift: the views show their new content.
      refreshContentSizes()
    case (.down, nil), (.move, nil):
      return
    }
    container.hostedLayout(at: time)
    endPass()
  }

  var touchedSlot: Int?
  /// The current page, held beside a neighbour under the finger until a vertical drag.
  var heldCurrentSlot: Int?
  var touchStart = CGPoint.zero
  /// Where the finger was last.
  var lastPoint = CGPoint.zero
  /// The running trackpad or wheel scroll (`ScrollerHost+Scroll.swift`).
  var activeScroll: ActiveScroll?

  /// Releases with a content velocity in points per second.
  public func fling(vx: Double, vy: Double, time: TimeInterval) {
    advance(to: time)
    guard !isTouching, activeScroll == nil else { return }
    let slot = currentSlot
    if vx != 0 {
      drivePager { pager, report in pager.fling(velocity: vx, at: time, delegate: &report) }
    }
    var ignore = IgnoringScrollerDelegate()
    if vy != 0, let slot { drivePage(slot) { $0.fling(velocity: vy, at: time, delegate: &ignore) } }
    container.hostedLayout(at: time)
    endPass()
  }

  /// Performs an API call.
  public func perform(_ call: ScenarioCall, time: TimeInterval) {
    advance(to: time)
    switch call {
    case .setContentOffset(_, let y, let animated):
      // The app scrolls the page's own scroll view.
      var ignore = IgnoringScrollerDelegate()
      if let slot = currentSlot {
        drivePage(slot) { $0.setContentOffset(y, animated: animated, at: time, delegate: &ignore) }
      }
      container.hostedLayout(at: time)
    case .reloadData(let pages):
      base.perform(.reloadData(pages: pages), time: time)
      refreshContentSizes()
    case .setPageContentInset(let index, let top, let bottom):
      // The app assigns the page's whole inset; a moving view meets it at its next step.
      guard let slot = container.loadedPage(at: index)?.slot else { break }
      setGeometry(
        ofPageIn: slot, contentInset: Insets(top: top, left: 0, bottom: bottom, right: 0))
      container.hostedLayout(at: time)
    case .correctOffset(let index, let dy):
      // As UIKit corrects a view (and UIKitSwipeSimulation plays it): the content above the
      // visible area grows or shrinks, the offset with it, in the order that keeps the offset in
      // its range.
      guard let slot = container.loadedPage(at: index)?.slot, let size = pages[slot]?.contentSize
      else { break }
      let corrected = CGSize(width: size.width, height: size.height + dy)
      if dy > 0 { setGeometry(ofPageIn: slot, contentSize: corrected) }
      drivePage(slot) { $0.setOffsetAsUIKit($0.offset + dy, at: time) }
      if dy < 0 { setGeometry(ofPageIn: slot, contentSize: corrected) }
      container.hostedLayout(at: time)
    default:
      base.perform(call, time: time)
    }
    endPass()
  }

  /// UIKit's `contentSize` and `contentInset` setters on the page in `slot`: a moving view
  /// meets the change at its next step (``endPass()``).
  func setGeometry(ofPageIn slot: Int, contentSize: CGSize? = nil, contentInset: Insets? = nil) {
    var ignore = IgnoringScrollerDelegate()
    var pending = false
    drivePage(slot) {
      pending = $0.setGeometryDeferringMotion(
        boundsSize: $0.boundsSize, contentSize: contentSize ?? $0.contentSize,
        contentInset: contentInset ?? $0.contentInset, delegate: &ignore)
    }
    if pending { pendingMotion.insert(slot) }
  }

  /// The sample's fields, as SCENARIOS.md lists them for `swipe`.
  public func sampleFields() -> [(String, JSONOutput)] { base.sampleFields() }

  /// The event names since the previous call, in order.
  public func takeEventNames() -> [String] { base.takeEventNames() }

  // MARK: - The end of a pass

  /// The end of a host operation (UIKit's run-loop pass): moving views meet the inset changes of
  /// the pass together, and the page views fill the viewport (their frames come from the
  /// container).
  func endPass() {
    let size = container.viewportSize
    var ignore = IgnoringScrollerDelegate()
    for slot in pendingMotion.sorted() {
      drivePage(slot) { $0.setGeometry(delegate: &ignore) }
    }
    pendingMotion.removeAll()
    if pager.boundsSize != size { pager.setGeometry(boundsSize: size, delegate: &ignore) }
    for slot in pages.keys where pages[slot]?.boundsSize != size {
      pages[slot]?.setGeometry(boundsSize: size, delegate: &ignore)
    }
  }

  /// After a reload each page the container described again shows its new content (a table
  /// reloading its rows, as UIKit's data source call does to the view); the page under a finger
  /// keeps its content until the lift.
  func refreshContentSizes() {
    let width = container.viewportSize.width
    for page in container.loadedPages
    where pages[page.slot].map({ Double($0.contentSize.height) }) != page.content.contentHeight {
      setGeometry(
        ofPageIn: page.slot,
        contentSize: CGSize(width: width, height: page.content.contentHeight))
    }
    container.hostedLayout(at: now)
  }
}

/// The pager's notifications during one host operation, in order.
struct PagerReport: ScrollerDelegate {
  enum Item {
    case event(ScrollerEvent)
    case willEndDragging(velocity: Double, target: Double)
  }
  var items: [Item] = []

  mutating func scroller(didEmit event: ScrollerEvent) { items.append(.event(event)) }

  mutating func scrollerWillEndDragging(
    _ scroller: Scroller, velocity: Double, targetOffset: inout Double
  ) {
    items.append(.willEndDragging(velocity: velocity, target: targetOffset))
  }
}

extension Scroller {
  /// UIKit's `contentOffset` setter: a deceleration, bounce or paging motion goes on from the
  /// new offset; otherwise the offset goes exactly there.
  mutating func setOffsetAsUIKit(_ value: Double, at time: TimeInterval) {
    var ignore = IgnoringScrollerDelegate()
    advance(to: time, delegate: &ignore)
    if isDecelerating || isScrollAnimating {
      moveMotion(to: value, delegate: &ignore)
    } else {
      placeOffset(value, at: time, delegate: &ignore)
    }
  }
}
