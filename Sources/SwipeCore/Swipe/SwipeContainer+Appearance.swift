import Foundation

/// A step of a page's appearance, as UIKit's view-controller appearance callbacks
/// (`viewWillAppear`, `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear`).
public enum PageAppearance: Sendable, Hashable {
  /// The page starts to come on screen: a swipe or a page change heads to it.
  case willAppear
  /// The page is the one on screen: the pager came to rest on it.
  case didAppear
  /// The page on screen starts to leave.
  case willDisappear
  /// The page left: the pager came to rest on another page, or the container left the screen.
  case didDisappear
}

/// Which page has appeared and what a page change in progress has told so far.
struct AppearanceTracker {
  /// The page that appeared (its `didAppear` was sent) and has not disappeared since.
  var appeared: Int?
  /// The page a change heads to: its `willAppear` was sent, its `didAppear` not yet.
  var appearing: Int?
  /// Whether ``appeared`` was told `willDisappear`.
  var disappearing = false
  /// The page an animated ``SwipeContainer/scrollToItem(at:animated:)`` slides to: the pages
  /// it passes on the way neither appear nor disappear.
  var slideTarget: Int?
  /// Whether the container is on screen (``SwipeContainer/isShown``).
  var isShown = true
}

extension SwipeContainer {
  // MARK: - Page appearance

  /// Whether the container is on screen (a host sets it from its window): off screen, the page
  /// that appeared disappears, and the current one appears when it comes back.
  public var isShown: Bool {
    get { appearance.isShown }
    set {
      guard newValue != appearance.isShown else { return }
      appearance.isShown = newValue
      updateLayout()
      deliverEvents()
    }
  }

  /// Brings the pages' appearance up to date with the pager, after a layout pass.
  ///
  /// The rule, UIKit's for a container of view controllers (`UIPageViewController`):
  /// - At rest on page p (the pager idle on it), p has appeared; the page that had
  ///   appeared before gets `didDisappear`.
  /// - When the pager leaves p for page q (a drag shows the neighbour on its side, a release or
  ///   a page change heads for q), p gets `willDisappear` and q `willAppear`.
  /// - A change that turns to another page r first cancels q (`willDisappear`,
  ///   `didDisappear`) and then tells r `willAppear`.
  /// - Back at rest on p (the swipe was cancelled), q gets `willDisappear` and `didDisappear`,
  ///   and p `willAppear` and `didAppear` again.
  /// - Without pages, without a width or while ``isShown`` is false, the page that appeared
  ///   disappears.
  ///
  /// Each page's calls alternate as UIKit's do: will and did, appear and disappear.
  ///
  /// `current` is the current page (nil: no page or no width), `pagerOffset` the pager's
  /// logical offset and `width` a page's, as the layout pass has them: most passes change
  /// nothing and return after one read of the container's state (each read of a property of
  /// the container is an exclusivity check the runtime makes).
  func updateAppearance(current: Int?, pagerOffset: Double, width: Double) {
    let tracker = appearance
    if let appeared = tracker.appeared, appeared == current, tracker.isShown,
      tracker.slideTarget == nil, abs(pagerOffset - Double(appeared) * width) < 0.001
    {
      // On the page that appeared, idle or under a finger that has not moved it; a change
      // under way waits for the pager to rest.
      if tracker.appearing == nil, !tracker.disappearing { return }
      if !isPagerAtRest { return }
    }
    guard tracker.isShown, let current else {
      settleAppearance(on: nil)
      return
    }
    if pager.isTracking { appearance.slideTarget = nil }
    if isPagerAtRest {
      settleAppearance(on: current)
      return
    }
    // Nothing has appeared yet: the first rest decides.
    guard let appeared = tracker.appeared else { return }
    let heading: Int
    if let target = appearance.slideTarget {
      heading = target
    } else {
      // Where the pager is, in pages (logical; past an end, beyond the pages).
      let position = width > 0 ? pagerOffset / width : 0
      let distance = position - Double(appeared)
      if distance == 0 { return }
      heading =
        abs(distance) < 1
        ? appeared + (distance > 0 ? 1 : -1) : Int(saturating: position.rounded())
    }
    guard heading != appeared, heading >= 0, heading < pageCount,
      appearance.appearing != heading
    else { return }
    if let previous = appearance.appearing { cancelAppearance(of: previous) }
    if !appearance.disappearing {
      appearance.disappearing = true
      emitAppearance(.willDisappear, pageAt: appeared)
    }
    appearance.appearing = heading
    emitAppearance(.willAppear, pageAt: heading)
  }

  /// Whether the pager rests on a page: idle, and on the current page to within a thousandth
  /// of a point (a pager a finger caught between pages and then let go of for a page's drag
  /// is idle but not at rest).
  var isPagerAtRest: Bool {
    // `pager.phase == .idle`, read from the two states it is made of.
    guard case .none = pager.touch, case .none = pager.motion else { return false }
    return abs(pager.offset - Double(currentIndex) * Double(viewportSize.width)) < 0.001
  }

  /// The pager rests on `page` (nil: nothing is on screen). The wills come before the dids,
  /// as in UIKit's transitions (the page leaving, then the page coming).
  private func settleAppearance(on page: Int?) {
    let old = appearance.appeared
    if let appearing = appearance.appearing, appearing != page { cancelAppearance(of: appearing) }
    let leaving = old == page ? nil : old
    if let leaving, !appearance.disappearing { emitAppearance(.willDisappear, pageAt: leaving) }
    // A page comes when it is new, or when the swipe that took it away was cancelled.
    let coming = page.flatMap { $0 != old || appearance.disappearing ? $0 : nil }
    if let coming, appearance.appearing != coming || old == coming {
      emitAppearance(.willAppear, pageAt: coming)
    }
    if let leaving { emitAppearance(.didDisappear, pageAt: leaving) }
    if let coming { emitAppearance(.didAppear, pageAt: coming) }
    appearance = AppearanceTracker(appeared: page, isShown: appearance.isShown)
  }

  /// A page told `willAppear` that will not appear after all.
  private func cancelAppearance(of page: Int) {
    emitAppearance(.willDisappear, pageAt: page)
    emitAppearance(.didDisappear, pageAt: page)
    appearance.appearing = nil
  }

  private func emitAppearance(_ step: PageAppearance, pageAt index: Int) {
    queue.events.append(.pageAppearance(page: index, step))
  }

  // MARK: - Refresh reports

  /// How far the refresh control of the page at `index` is pulled open: the height its pull
  /// (or held height) opens over the trigger distance. 0 at rest and without a control, 1 at
  /// the trigger, the held height's share while refreshing, back to 0 as it retracts.
  public func refreshPullProgress(pageAt index: Int) -> Double {
    guard let header = refreshHeader(pageAt: index) else { return 0 }
    return Self.pullProgress(scrolled: scrolled(pageAt: index), header: header)
  }

  /// The pull progress of a page at `s = scrolled` whose refresh control is `header`.
  static func pullProgress(scrolled: Double, header: RefreshHeader) -> Double {
    let opened = max(-scrolled, 0)
    let trigger = header.configuration.triggerDistance
    return trigger > 0 ? opened / trigger : (opened > 0 ? 1 : 0)
  }

  /// Reports the page at `index` (at `s = scrolled`) when its refresh control changed state or
  /// pull progress since the last report (``SwipeContainerEvent/refreshDidChange(page:)``), once
  /// a delivery: the delegate reads the state as it is when it hears it. `updateRefresh()` calls
  /// it for every page it feeds.
  func reportRefreshChange(_ box: RefreshBox, pageAt index: Int, scrolled: Double) {
    guard let header = box.attachment.header else { return }
    let progress = Self.pullProgress(scrolled: scrolled, header: header)
    guard header.state != box.reportedState || progress != box.reportedProgress else { return }
    box.reportedState = header.state
    box.reportedProgress = progress
    guard !queue.events.contains(.refreshDidChange(page: index)) else { return }
    queue.events.append(.refreshDidChange(page: index))
  }
}
