import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SwipeContainer {
  // MARK: - Data

  /// Asks the data source again for the page count and the shown pages' content.
  ///
  /// The current index is clamped to the new count; every surviving page keeps its scroll
  /// position (clamped to its new range), so the header stays where it was. A shown page whose
  /// index survives with the same kind keeps its scroll view: a motion it is in goes on and its
  /// refresh state stays; so does a pager still moving to a page that exists.
  ///
  /// A reload never interrupts the user (DESIGN.md §6). During a touch the page under the finger
  /// keeps its scroll view, its drag and its pull, and takes its new content when the finger
  /// lifts. A reload that removes the page under the finger or one on screen, or that would
  /// change a pager held past its end, waits whole for the finger to lift: nothing fires, snaps
  /// or jumps under it. Meanwhile a page that appears is asked for only if the data source
  /// still has its index.
  public func reloadData() {
    reload(returnAtRest: .clamp)
  }

  /// ``reloadData()``; a page left past an edge of its new range returns as `returnAtRest` says
  /// (a reload that waited for the finger settles the pages it held with a bounce).
  func reload(returnAtRest: GeometryReturn) {
    let count = max(dataSource?.numberOfPages(in: self) ?? 0, 0)
    if isFingerDown, let visible = visiblePages,
      visible.upperBound >= count || pager.overscroll > 0
        || (fingerPosition.map { loadedPages[$0].index >= count } ?? false)
    {
      reloadPending = true
      return
    }
    reloadPending = false
    let previousScroll = currentScroll
    keepSurvivingPages(count: count)
    if rememberedScroll.count > count {
      rememberedScroll.removeLast(rememberedScroll.count - count)
    } else {
      rememberedScroll += repeatElement(0, count: count - rememberedScroll.count)
    }
    pageCount = count
    rebuildAttachments(relayout: false)
    let previous = currentIndex
    currentIndex = min(currentIndex, max(count - 1, 0))
    if currentIndex != previous {
      // The page that takes over stands where the header was, as if it had just appeared.
      let aligned = max(
        SwipeGeometry.alignedScroll(
          current: previousScroll, other: scrolled(pageAt: currentIndex),
          headerHeight: resolvedHeaderHeight, otherMaximum: .infinity), 0)
      if rememberedScroll.indices.contains(currentIndex) {
        rememberedScroll[currentIndex] = aligned
      }
      if let position = loadedPosition(of: currentIndex) {
        configure(position: position, scroll: aligned)
      }
    }
    for position in loadedPages.indices where position != fingerPosition {
      configure(
        position: position, scroll: scrolled(position: position), returnAtRest: returnAtRest)
    }
    if currentIndex != previous || pager.phase == .idle {
      resetPager()
    } else {
      resizePager()
    }
    updateLayout()
    if currentIndex != previous {
      queue.events.append(.currentIndexDidChange(from: previous, to: currentIndex))
    }
    deliverEvents()
  }

  /// Keeps the shown pages whose index survives a reload to `count` pages with the same kind
  /// (with their new content) and the page under the finger (whose new content waits for the
  /// finger to lift); unloads the others, remembering where they were.
  func keepSurvivingPages(count: Int) {
    let touched = fingerPosition.map { loadedPages[$0].slot }
    var position = 0
    while position < loadedPages.count {
      let page = loadedPages[position]
      if page.slot == touched {
        slotAwaitingContent = page.slot
        position += 1
      } else if page.index < count, visiblePages?.contains(page.index) == true,
        let content = dataSource?.swipeContainer(self, contentForPageAt: page.index),
        content.reuseIdentifier == page.content.reuseIdentifier
      {
        loadedPages[position].content = content
        loadedPages[position].forgetHostState()
        letGoOfHeldBeside(position: position)
        position += 1
      } else {
        unload(position: position)
      }
    }
  }

  /// The finger lifted: what a reload during the touch left for this moment happens now (the
  /// touched page's new content, or the whole reload). Content the finger held past the new end
  /// returns with a bounce, as it would have after the lift: nothing snaps.
  func finishReloadAfterTouch() {
    if reloadPending {
      reload(returnAtRest: .bounce)
      return
    }
    guard let slot = slotAwaitingContent else { return }
    slotAwaitingContent = nil
    guard let position = loadedPages.firstIndex(where: { $0.slot == slot }) else { return }
    let page = loadedPages[position]
    guard page.index < pageCount,
      let content = dataSource?.swipeContainer(self, contentForPageAt: page.index)
    else { return }
    if content.reuseIdentifier == page.content.reuseIdentifier {
      loadedPages[position].content = content
      loadedPages[position].forgetHostState()
      configure(position: position, scroll: scrolled(position: position), returnAtRest: .bounce)
    } else {
      // Another kind of page now: a new scroll view takes over where this one is.
      unload(position: position)
    }
    updateLayout()
  }

  /// Replaces the content height of the page at `index` (new rows loaded, say). Out-of-range
  /// indices are ignored; an unloaded page picks it up from the data source when it loads.
  public func setContentHeight(_ height: Double, forPageAt index: Int) {
    guard let position = loadedPosition(of: index) else { return }
    loadedPages[position].content.contentHeight = height.validLength
    configure(position: position, scroll: scrolled(position: position))
    updateLayout()
    deliverEvents()
  }

  /// Changes the container's size. Every page keeps its scroll position; the pager stays on the
  /// current page.
  public func resize(to size: CGSize) {
    let size = CGSize(
      width: Double(size.width).validLength, height: Double(size.height).validLength)
    guard size != viewportSize else { return }
    viewportSize = size
    resetPager()
    relayoutPages { scroll, _ in scroll }
  }

  /// Puts the pager on the current page for the current size and page count, stopping it.
  func resetPager() {
    resizePager()
    pager.setContentOffset(
      Double(currentIndex) * Double(viewportSize.width), animated: false, at: now, delegate: &queue)
  }

  /// Gives the pager the current size and page count; a motion in progress goes on.
  func resizePager() {
    let width = Double(viewportSize.width)
    queue.pageWidth = width
    pager.setGeometry(
      boundsSize: viewportSize,
      contentSize: CGSize(width: width * Double(pageCount), height: Double(viewportSize.height)),
      delegate: &queue)
  }

  // MARK: - Reserved space

  /// Header or bar changed from (`oldHeader`, `oldBar`): pages whose bar was pinned keep their
  /// rows where they were on screen; pages showing the header keep their position, so the header
  /// stays anchored at the top inset.
  func reservedSpaceDidChange(header oldHeader: Double?, bar oldBar: Double?) {
    let oldH = oldHeader ?? 0
    let delta = (resolvedHeaderHeight - oldH) + (resolvedBarHeight - (oldBar ?? 0))
    relayoutPages { scroll, _ in scroll >= oldH && scroll > 0 ? scroll + delta : scroll }
  }

  /// Re-applies the geometry (insets, padding, sizes) to every page, moving each page to the
  /// `s` that `newScroll(old s, index)` gives, with running motions carried along.
  func relayoutPages(_ newScroll: (Double, Int) -> Double) {
    for position in loadedPages.indices {
      let index = loadedPages[position].index
      configure(position: position, scroll: newScroll(scrolled(position: position), index))
    }
    for index in rememberedScroll.indices where loadedPosition(of: index) == nil {
      // Off screen too, a refresh holds its page open.
      rememberedScroll[index] = max(
        newScroll(rememberedScroll[index], index), -heldInset(pageAt: index))
    }
    updateLayout()
    deliverEvents()
  }

  /// Sizes the page at `position` for the current geometry and puts it at `s = scroll`; left
  /// past an edge of its new range, a page at rest returns as `returnAtRest` says.
  func configure(position: Int, scroll: Double, returnAtRest: GeometryReturn = .clamp) {
    let width = Double(viewportSize.width)
    let content = loadedPages[position].content.contentHeight
    let padding =
      adjustsContentSize
      ? SwipeGeometry.bottomPadding(
        contentHeight: content, viewportHeight: usableHeight, topInset: topInset,
        barHeight: resolvedBarHeight)
      : 0
    loadedPages[position].padding = padding
    let placeholder = loadedPages[position].content.reservation.placeholder(
      reservedTop: reservedTop, header: resolvedHeaderHeight)
    loadedPages[position].placeholder = placeholder
    let reserved = reservedTop - placeholder
    let rest = reserved + loadedPages[position].ownerRestTop
    let shift = (scroll - rest) - loadedPages[position].scroller.offset
    let index = loadedPages[position].index
    let owner = loadedPages[position].ownerInset
    let footer = loadMoreFooterReserve(pageAt: index, contentHeight: content)
    var inset = Insets(
      top: reserved + owner.top, left: owner.left,
      bottom: padding + footer + safeArea.bottom + owner.bottom, right: owner.right)
    if let box = refreshBox(pageAt: index) {
      box.attachment.setBaseInset(inset)
      inset = box.attachment.effectiveInset(axis: .vertical)
    }
    var ignore = IgnoringScrollerDelegate()
    loadedPages[position].scroller.setGeometry(
      boundsSize: viewportSize, contentSize: CGSize(width: width, height: content + placeholder),
      contentInset: inset, shiftingOffsetBy: shift, returnAtRest: returnAtRest,
      delegate: &ignore)
  }

  // MARK: - Loading

  /// Loads the page at `index` if it is not loaded, from the data source, into a recycled slot
  /// of its kind when there is one. Returns its position in ``loadedPages``.
  @discardableResult
  func load(_ index: Int) -> Int {
    if let position = loadedPosition(of: index) { return position }
    // With a reload waiting for the finger to lift, the data source may already have fewer pages.
    let available = reloadPending ? (dataSource?.numberOfPages(in: self) ?? 0) : pageCount
    let content =
      index < available ? dataSource?.swipeContainer(self, contentForPageAt: index) : nil
    let slot: Int
    let kind = content?.reuseIdentifier ?? SwipePageContent(contentHeight: 0).reuseIdentifier
    if let recycled = recycledSlots.lastIndex(where: { $0.reuseIdentifier == kind }) {
      slot = recycledSlots.remove(at: recycled).slot
    } else {
      slot = nextSlot
      nextSlot += 1
    }
    var scroller = Scroller(axis: .vertical, boundsSize: viewportSize, contentSize: .zero)
    scroller.alwaysBounce = true
    let resolved = content ?? SwipePageContent(contentHeight: 0)
    var page = SwipePage(slot: slot, index: index, content: resolved, scroller: scroller)
    page.ownerInset = resolved.baseInset
    page.ownerRestTop = resolved.baseInset.top
    page.hostSystemInset = resolved.systemInset
    page.hostIndicatorSystemInset = resolved.systemInset
    loadedPages.append(page)
    let position = loadedPages.count - 1
    perform(.loadPage(slot: slot, index: index, reuseIdentifier: resolved.reuseIdentifier))
    let remembered = rememberedScroll.indices.contains(index) ? rememberedScroll[index] : 0
    configure(position: position, scroll: remembered)
    return position
  }

  /// Unloads the page at `position`: its `s` is remembered, its controls keep running off screen
  /// and its slot goes back for reuse.
  func unload(position: Int) {
    remember(position: position)
    let page = loadedPages.remove(at: position)
    detachRefresh(pageAt: page.index)
    recycle(page)
    perform(.unloadPage(slot: page.slot, ownerInset: page.ownerInset))
  }

  func remember(position: Int) {
    let index = loadedPages[position].index
    if rememberedScroll.indices.contains(index) {
      rememberedScroll[index] = min(
        max(scrolled(position: position), minimumScroll(position: position)),
        maximumScroll(position: position))
    }
  }

  func recycle(_ page: SwipePage) {
    recycledSlots.append((page.slot, page.content.reuseIdentifier))
    if recycledSlots.count > Self.recycledSlotLimit { recycledSlots.removeFirst() }
  }

  /// Unloads pages beyond the visible ones and the cache, farthest from the current page first.
  ///
  /// While the pager moves the visible pages count as two, the most it shows: a pager passing
  /// exactly over a page boundary (one page visible for an instant) evicts nothing, so what
  /// stays loaded does not depend on whether a frame fell on that instant (a host sees only its
  /// frames).
  func evictPages(visible: ClosedRange<Int>) {
    let shown = pager.phase == .idle ? visible.count : 2
    while loadedPages.count > shown + cacheLimit {
      var farthest: Int?
      var distance = -1
      for position in loadedPages.indices where !visible.contains(loadedPages[position].index) {
        let away = abs(loadedPages[position].index - currentIndex)
        if away > distance {
          distance = away
          farthest = position
        }
      }
      guard let farthest else { return }
      unload(position: farthest)
    }
  }

  // MARK: - Layout pass

  /// Loads what the pager shows, aligns pages as they appear, tracks the current index, and
  /// stops pages that left the screen. Runs after every input and frame, and at the instants
  /// in between that ``step(to:)`` finds.
  func updateLayout() {
    let width = Double(viewportSize.width)
    let pagerOffset = pager.offset
    guard
      let visible = SwipeGeometry.visiblePages(
        pagerOffset: pagerOffset, pageWidth: width, pageCount: pageCount)
    else {
      visiblePages = nil
      updateAppearance(current: nil, pagerOffset: pagerOffset, width: width)
      return
    }
    let previous = currentIndex
    let previousScroll = scrolled(pageAt: previous)
    // How far the current page moved since the last pass: as far as a neighbour may follow it.
    let moved =
      followedScroll.map { $0.index == previous ? abs(previousScroll - $0.scroll) : 0 } ?? 0
    let index = SwipeGeometry.currentIndex(
      pagerOffset: pagerOffset, pageWidth: width, pageCount: pageCount)
    if let shown = visiblePages, shown != visible || index != previous, previous < pageCount {
      // Up to this instant the pages shown so far followed the current one; they do so once
      // more here, before some leave the screen or the index changes.
      for page in shown where page != previous {
        align(page, to: previousScroll, following: true, moved: moved)
      }
    }
    // Newly shown pages, and shown ones a reload unloaded (another kind of page now), load and
    // are aligned as they appear; the others keep where they are.
    for page in visible
    where visiblePages?.contains(page) != true || loadedPosition(of: page) == nil {
      load(page)
      if page != previous { align(page, to: previousScroll) }
    }
    if index != previous {
      // The page that was current follows the new one once it agrees with it (at once if it
      // does), never by a jump.
      if let old = loadedPosition(of: previous) { loadedPages[old].followsCurrent = false }
      currentIndex = index
      queue.events.append(.currentIndexDidChange(from: previous, to: index))
    }
    let currentScroll = scrolled(pageAt: currentIndex)
    for page in visible where page != currentIndex {
      align(page, to: currentScroll, following: true, moved: index == previous ? moved : 0)
    }
    for position in loadedPages.indices where !visible.contains(loadedPages[position].index) {
      stop(position: position)
    }
    visiblePages = visible
    evictPages(visible: visible)
    updateRefresh()
    followedScroll = (currentIndex, scrolled(pageAt: currentIndex))
    updateAppearance(current: index, pagerOffset: pagerOffset, width: width)
  }

  /// Stops a page that left the screen: its finger (if any) is cancelled, its motion ends and its
  /// offset is clamped into range.
  func stop(position: Int) {
    guard
      loadedPages[position].scroller.phase != .idle
        || loadedPages[position].scroller.overscroll > 0
    else { return }
    let index = loadedPages[position].index
    if let box = refreshBox(pageAt: index) {
      // A pull in progress ends without firing: the page left the screen.
      var effects: [RefreshEffect] = []
      box.attachment.header?.send(.cancel, into: &effects)
    }
    var ignore = IgnoringScrollerDelegate()
    let scroller = loadedPages[position].scroller
    let clamped = min(max(scroller.offset, scroller.minimumOffset), scroller.maximumOffset)
    if scroller.tracksHostFinger {
      // A hosted page's finger is the host's: it lets go by command.
      loadedPages[position].hostTouchCancelled = true
    }
    // The container's own finger lets go too: the page is no longer the one under it (a reload
    // before the lift treats it as any page off screen).
    if touch?.slot == loadedPages[position].slot { touch?.slot = nil }
    if touch?.currentSlot == loadedPages[position].slot { touch?.currentSlot = nil }
    loadedPages[position].scroller.touchCancelled(at: now, delegate: &ignore)
    loadedPages[position].scroller.setContentOffset(
      clamped, animated: false, at: now, delegate: &ignore)
  }
}
