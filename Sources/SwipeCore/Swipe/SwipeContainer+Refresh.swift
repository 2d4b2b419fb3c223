import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a container's refresh control appears.
public enum RefreshPlacement: Sendable, Hashable {
  /// Above the header: pulling moves the whole stack (header, bar, list) down.
  case aboveHeader
  /// Below the bar: the header stays put and the list pulls down under the bar.
  case belowBar
}

extension SwipeContainer {
  // MARK: - Refresh API

  /// The refresh state of the page at `index` (idle for pages without a control).
  public func refreshState(pageAt index: Int) -> RefreshState {
    refreshHeader(pageAt: index)?.state ?? .idle
  }

  /// The load-more state of the page at `index` (idle for pages without a footer).
  public func loadMoreState(pageAt index: Int) -> LoadMoreFooter.State {
    refreshBox(pageAt: index)?.attachment.footer?.state ?? .idle
  }

  /// The refresh control of the page at `index`, if it has one.
  public func refreshHeader(pageAt index: Int) -> RefreshHeader? {
    refreshBox(pageAt: index)?.attachment.header
  }

  /// Where the refresh indicator of the page at `index` is, in the container: the strip its pull
  /// (or held height) opens above the header or below the bar. Nil when nothing is open.
  public func refreshIndicatorFrame(pageAt index: Int) -> CGRect? {
    guard refreshHeader(pageAt: index) != nil else { return nil }
    let opened = -scrolled(pageAt: index)
    guard opened > 0 else { return nil }
    let y =
      refreshPlacement == .aboveHeader
      ? topInset : topInset + resolvedHeaderHeight + resolvedBarHeight
    let frame = pageFrame(at: index)
    return CGRect(x: frame.minX, y: y, width: frame.width, height: opened)
  }

  /// Where the load-more footer of the page at `index` goes, in the page's content coordinates
  /// (y = 0 at the top of its content, the reserved header space included): right below the
  /// content, as wide as the page and ``loadMoreFooterHeight`` tall. Nil for a page without a
  /// footer, while its content fits (the footer hides itself then), and when the height is 0.
  public func loadMoreFooterFrame(pageAt index: Int) -> CGRect? {
    guard let position = loadedPosition(of: index) else { return nil }
    let content = loadedPages[position].content.contentHeight
    let height = loadMoreFooterReserve(pageAt: index, contentHeight: content)
    guard height > 0 else { return nil }
    return CGRect(
      x: 0, y: content + loadedPages[position].placeholder, width: Double(viewportSize.width),
      height: height)
  }

  /// Whether content `contentHeight` tall fits a page once the header has gone
  /// (``collapsedContentHeight``): its footer hides itself, and keeps no room.
  func contentFits(_ contentHeight: Double) -> Bool {
    contentHeight <= collapsedContentHeight
  }

  /// The room a page keeps below its content for the footer: ``loadMoreFooterHeight`` when it
  /// has a footer and its content is too tall to fit, else 0.
  func loadMoreFooterReserve(pageAt index: Int, contentHeight: Double) -> Double {
    guard loadMoreFooterHeight > 0, refreshBox(pageAt: index)?.attachment.footer != nil,
      !contentFits(contentHeight)
    else { return 0 }
    return loadMoreFooterHeight
  }

  /// Asks the delegate again which pages pull to refresh and load more
  /// (``SwipeContainerDelegate/swipeContainer(_:shouldPullToRefreshAt:)``, its load-more twin
  /// and the refresh height), when its answers changed. A control mid-cycle stays until its
  /// cycle ends.
  public func reloadRefreshControls() {
    rebuildAttachments()
  }

  /// Starts loading more on the page at `index` now, as a tap on its footer asks: the delegate
  /// hears ``SwipeContainerDelegate/swipeContainer(_:didTriggerLoadMoreAt:)`` at once. Ignored
  /// while the footer loads, has no more data, or waits for the page's refresh.
  public func beginLoadingMore(pageAt index: Int) {
    sendFooter(.begin, pageAt: index)
  }

  /// Starts refreshing the page at `index` from code. A page at its top shows the control: on
  /// screen it slides into view (when `animated`), off screen it is simply held open for when the
  /// page comes back. A page already refreshing is left alone.
  public func beginRefreshing(pageAt index: Int, animated: Bool = true) {
    let visible = visiblePages?.contains(index) == true
    sendRefresh(
      .begin(reveal: scrolled(pageAt: index) <= 0, animated: animated && visible), pageAt: index)
  }

  /// Ends the page's refresh: the result shows, then the held height is given back (deferred
  /// while a finger is down on the page). Ignored when the page is not refreshing.
  public func endRefreshing(pageAt index: Int, result: RefreshResult = .success) {
    sendRefresh(.end(result, time: now), pageAt: index)
  }

  /// Ends the page's load-more: it may fire again on a later gesture.
  public func endLoadingMore(pageAt index: Int) {
    sendFooter(.end, pageAt: index)
  }

  /// Marks the page as fully loaded: its footer stays quiet until the next header refresh.
  public func setNoMoreData(pageAt index: Int) {
    sendFooter(.setNoMoreData, pageAt: index)
  }

  // MARK: - Wiring

  func sendRefresh(_ event: RefreshEvent, pageAt index: Int) {
    guard let box = refreshBox(pageAt: index), box.attachment.header != nil else { return }
    var ignore = IgnoringScrollerDelegate()
    if let position = loadedPosition(of: index) {
      box.attachment.send(event, to: &loadedPages[position].scroller, at: now, delegate: &ignore) {
        note in record(note, page: index)
      }
    } else {
      // Off screen: no scroller to reveal or bounce; the held height simply applies to the
      // remembered position.
      let before = heldInset(pageAt: index)
      var scratch = Scroller(axis: .vertical, boundsSize: .zero, contentSize: .zero)
      box.attachment.send(event, to: &scratch, at: now, delegate: &ignore) { note in
        record(note, page: index)
      }
      rememberHeldChange(pageAt: index, from: before)
      trackOffscreen(index)
    }
    updateLayout()
    deliverEvents()
  }

  func sendFooter(_ event: LoadMoreFooter.Event, pageAt index: Int) {
    refreshBox(pageAt: index)?.attachment.send(event) { note in record(note, page: index) }
    deliverEvents()
  }

  /// Remembers a page off screen whose control is mid-cycle, so its timers keep running.
  func trackOffscreen(_ index: Int) {
    guard refreshBox(pageAt: index)?.attachment.header?.state.isActive == true,
      !offscreenRefreshing.contains(index)
    else { return }
    offscreenRefreshing.append(index)
  }

  func record(_ note: RefreshAttachment.Notification, page: Int) {
    switch note {
    case .refresh: queue.events.append(.refresh(page: page))
    case .loadMore: queue.events.append(.loadMore(page: page))
    case .haptic, .announce: queue.events.append(.refreshFeedback(page: page, note))
    }
  }

  /// Feeds every loaded page's scroller to its controls and applies their effects; settles the
  /// timers and retractions of pages that are not loaded.
  func updateRefresh() {
    var ignore = IgnoringScrollerDelegate()
    for position in loadedPages.indices {
      let index = loadedPages[position].index
      guard let box = refreshBox(pageAt: index) else { continue }
      let fits = contentFits(loadedPages[position].content.contentHeight)
      box.attachment.update(
        &loadedPages[position].scroller, at: now, contentFits: fits, delegate: &ignore
      ) { note in record(note, page: index) }
      if index != currentIndex, box.attachment.header?.state.isPull == true {
        // Only the current page pulls: a finger left on a page the pager moved away from (a
        // programmatic scroll during the touch) loses its pull without firing.
        var effects: [RefreshEffect] = []
        box.attachment.header?.send(.cancel, into: &effects)
      }
      reportRefreshChange(box, pageAt: index, scrolled: scrolled(position: position))
    }
    var next = 0
    while next < offscreenRefreshing.count {
      let index = offscreenRefreshing[next]
      guard loadedPosition(of: index) == nil, let box = refreshBox(pageAt: index),
        box.attachment.header?.state.isActive == true
      else {
        // Its cycle ended off screen (or it came back, and is fed above): the end is told.
        if loadedPosition(of: index) == nil, let box = refreshBox(pageAt: index) {
          reportRefreshChange(box, pageAt: index, scrolled: scrolled(pageAt: index))
        }
        offscreenRefreshing.remove(at: next)
        continue
      }
      let before = heldInset(pageAt: index)
      box.attachment.settleOffscreen(at: now) { note in record(note, page: index) }
      rememberHeldChange(pageAt: index, from: before)
      reportRefreshChange(box, pageAt: index, scrolled: scrolled(pageAt: index))
      next += 1
    }
  }

  /// A page off screen lost (or gained) held height: its remembered position stays inside its
  /// new range.
  func rememberHeldChange(pageAt index: Int, from before: Double) {
    let after = heldInset(pageAt: index)
    guard after != before, rememberedScroll.indices.contains(index) else { return }
    rememberedScroll[index] = max(rememberedScroll[index], -after)
    if after > before, rememberedScroll[index] <= 0 { rememberedScroll[index] = -after }
  }

  /// Stops a pull in progress on the current page (a horizontal swipe took over).
  func cancelPull() {
    guard refreshBox(pageAt: currentIndex)?.attachment.header?.state.isPull == true else { return }
    sendRefresh(.cancel, pageAt: currentIndex)
  }

  /// (Re)creates the controls from the configurations and the delegate's answers. A control in
  /// the middle of a cycle (holding its height, loading) is kept as it is until the cycle ends.
  func rebuildAttachments(relayout: Bool = true) {
    var rebuilt: [RefreshBox?] = []
    rebuilt.reserveCapacity(pageCount)
    for index in 0..<pageCount {
      let fresh = makeAttachment(index)
      guard let box = refreshBox(pageAt: index) else {
        rebuilt.append(fresh.map(RefreshBox.init))
        continue
      }
      // A control mid-cycle, or followed by a finger, stays as it is.
      if box.attachment.header.map({ $0.state == .idle && $0.ownedInset == 0 && !$0.isTracking })
        ?? true
      {
        box.attachment.header = fresh?.header
      }
      if box.attachment.footer.map({ $0.state == .idle }) ?? true {
        box.attachment.footer = fresh?.footer
      }
      rebuilt.append(box.attachment.header == nil && box.attachment.footer == nil ? nil : box)
    }
    attachments = rebuilt
    offscreenRefreshing.removeAll { $0 >= pageCount }
    guard relayout, !loadedPages.isEmpty else { return }
    relayoutPages { scroll, _ in scroll }
  }

  /// A page left the loaded set: a drag its controls were following is over, and a control
  /// mid-cycle keeps running off screen.
  func detachRefresh(pageAt index: Int) {
    guard let box = refreshBox(pageAt: index) else { return }
    let before = heldInset(pageAt: index)
    var scratch = Scroller(axis: .vertical, boundsSize: .zero, contentSize: .zero)
    var ignore = IgnoringScrollerDelegate()
    box.attachment.detach(from: &scratch, at: now, delegate: &ignore) { note in
      record(note, page: index)
    }
    rememberHeldChange(pageAt: index, from: before)
    trackOffscreen(index)
  }

  func makeAttachment(_ index: Int) -> RefreshAttachment? {
    var header: RefreshHeader?
    if var configuration = refreshConfiguration,
      delegate?.swipeContainer(self, shouldPullToRefreshAt: index) ?? true
    {
      if let height = delegate?.swipeContainer(self, heightForRefreshHeaderAt: index),
        height.isFinite, height >= 0
      {
        configuration.holdHeight = height
        configuration.triggerDistance = max(configuration.triggerDistance, height)
      }
      header = RefreshHeader(configuration: configuration)
    }
    var footer: LoadMoreFooter?
    if let configuration = loadMoreConfiguration,
      delegate?.swipeContainer(self, shouldLoadMoreAt: index) ?? true
    {
      footer = LoadMoreFooter(configuration: configuration)
    }
    guard header != nil || footer != nil else { return nil }
    return RefreshAttachment(header: header, footer: footer)
  }
}
