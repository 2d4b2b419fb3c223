import Foundation

extension SwipeContainer {
  // MARK: - Data

  /// Asks the data source again for the page count and the visible pages' content.
  ///
  /// The current index is clamped to the new count; every surviving page keeps its scroll
  /// position (clamped to its new range), so the header stays where it was.
  public func reloadData() {
    let previousScroll = currentScroll
    for position in loadedPages.indices {
      remember(position: position)
      detachRefresh(pageAt: loadedPages[position].index)
      recycle(loadedPages[position])
    }
    loadedPages.removeAll(keepingCapacity: true)
    visiblePages = nil
    let count = max(dataSource?.numberOfPages(in: self) ?? 0, 0)
    if rememberedScroll.count > count {
      rememberedScroll.removeLast(rememberedScroll.count - count)
    } else {
      rememberedScroll += repeatElement(0, count: count - rememberedScroll.count)
    }
    pageCount = count
    rebuildAttachments()
    let previous = currentIndex
    currentIndex = min(currentIndex, max(count - 1, 0))
    if currentIndex != previous, rememberedScroll.indices.contains(currentIndex) {
      // The page that takes over stands where the header was, as if it had just appeared.
      rememberedScroll[currentIndex] = max(
        SwipeGeometry.alignedScroll(
          current: previousScroll, other: rememberedScroll[currentIndex],
          headerHeight: resolvedHeaderHeight, otherMaximum: .infinity), 0)
    }
    resetPager()
    updateLayout()
    if currentIndex != previous {
      queue.events.append(.currentIndexDidChange(from: previous, to: currentIndex))
    }
    deliverEvents()
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
    let width = Double(viewportSize.width)
    queue.pageWidth = width
    pager.setGeometry(
      boundsSize: viewportSize,
      contentSize: CGSize(width: width * Double(pageCount), height: Double(viewportSize.height)),
      delegate: &queue)
    pager.setContentOffset(
      Double(currentIndex) * width, animated: false, at: now, delegate: &queue)
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
      rememberedScroll[index] = max(newScroll(rememberedScroll[index], index), 0)
    }
    updateLayout()
    deliverEvents()
  }

  /// Sizes the page at `position` for the current geometry and puts it at `s = scroll`.
  func configure(position: Int, scroll: Double) {
    let width = Double(viewportSize.width)
    let height = Double(viewportSize.height)
    let content = loadedPages[position].content.contentHeight
    let padding =
      adjustsContentSize
      ? SwipeGeometry.bottomPadding(
        contentHeight: content, viewportHeight: height, topInset: topInset,
        barHeight: resolvedBarHeight)
      : 0
    loadedPages[position].padding = padding
    let reserved = reservedTop
    let shift = (scroll - reserved) - loadedPages[position].scroller.offset
    let index = loadedPages[position].index
    var inset = Insets(top: reserved, bottom: padding)
    if let box = refreshBox(pageAt: index) {
      box.attachment.setBaseInset(inset)
      inset = box.attachment.effectiveInset(axis: .vertical)
    }
    var ignore = IgnoringScrollerDelegate()
    loadedPages[position].scroller.setGeometry(
      boundsSize: viewportSize, contentSize: CGSize(width: width, height: content),
      contentInset: inset, shiftingOffsetBy: shift, delegate: &ignore)
  }

  // MARK: - Loading

  /// Loads the page at `index` if it is not loaded, from the data source, into a recycled slot
  /// of its kind when there is one. Returns its position in ``loadedPages``.
  @discardableResult
  func load(_ index: Int) -> Int {
    if let position = loadedPosition(of: index) { return position }
    let content =
      dataSource?.swipeContainer(self, contentForPageAt: index)
      ?? SwipePageContent(contentHeight: 0)
    let slot: Int
    if let recycled = recycledSlots.lastIndex(where: {
      $0.reuseIdentifier == content.reuseIdentifier
    }) {
      slot = recycledSlots.remove(at: recycled).slot
    } else {
      slot = nextSlot
      nextSlot += 1
    }
    var scroller = Scroller(axis: .vertical, boundsSize: viewportSize, contentSize: .zero)
    scroller.alwaysBounce = true
    loadedPages.append(SwipePage(slot: slot, index: index, content: content, scroller: scroller))
    let position = loadedPages.count - 1
    let remembered = rememberedScroll.indices.contains(index) ? rememberedScroll[index] : 0
    configure(position: position, scroll: remembered)
    return position
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
    if recycledSlots.count > 16 { recycledSlots.removeFirst() }
  }

  /// Unloads pages beyond the visible ones and the cache, farthest from the current page first.
  func evictPages(visible: ClosedRange<Int>) {
    while loadedPages.count > visible.count + cacheLimit {
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
      remember(position: farthest)
      let page = loadedPages.remove(at: farthest)
      detachRefresh(pageAt: page.index)
      recycle(page)
    }
  }

  // MARK: - Layout pass

  /// Loads what the pager shows, aligns pages as they appear, tracks the current index, and
  /// stops pages that left the screen. Runs after every input.
  func updateLayout() {
    let width = Double(viewportSize.width)
    guard
      let visible = SwipeGeometry.visiblePages(
        pagerOffset: pager.offset, pageWidth: width, pageCount: pageCount)
    else {
      visiblePages = nil
      return
    }
    let previous = currentIndex
    let previousScroll = scrolled(pageAt: previous)
    for index in visible where visiblePages?.contains(index) != true {
      load(index)
      if index != previous { align(index, to: previousScroll) }
    }
    let index = SwipeGeometry.currentIndex(
      pagerOffset: pager.offset, pageWidth: width, pageCount: pageCount)
    if index != previous {
      currentIndex = index
      queue.events.append(.currentIndexDidChange(from: previous, to: index))
    }
    let currentScroll = scrolled(pageAt: currentIndex)
    for index in visible where index != currentIndex {
      align(index, to: currentScroll)
    }
    for position in loadedPages.indices where !visible.contains(loadedPages[position].index) {
      stop(position: position)
    }
    visiblePages = visible
    evictPages(visible: visible)
    updateRefresh()
  }

  /// The alignment rule of
  /// ``SwipeGeometry/alignedScroll(current:other:headerHeight:otherMinimum:otherMaximum:)``
  /// applied to the loaded page at `index` against the current page's `s`.
  func align(_ index: Int, to currentScroll: Double) {
    guard let position = loadedPosition(of: index) else { return }
    let own = scrolled(position: position)
    let target = SwipeGeometry.alignedScroll(
      current: currentScroll, other: own, headerHeight: resolvedHeaderHeight,
      otherMinimum: minimumScroll(position: position),
      otherMaximum: maximumScroll(position: position))
    guard target != own else { return }
    var ignore = IgnoringScrollerDelegate()
    let offset = target - reservedTop
    loadedPages[position].scroller.setContentOffset(
      offset, animated: false, at: now, delegate: &ignore)
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
    loadedPages[position].scroller.touchCancelled(at: now, delegate: &ignore)
    loadedPages[position].scroller.setContentOffset(
      clamped, animated: false, at: now, delegate: &ignore)
  }
}
