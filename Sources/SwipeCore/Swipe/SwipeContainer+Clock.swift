import Foundation

extension SwipeContainer {
  // MARK: - Clock

  /// Moves time forward to `time` (seconds): runs the pager's and the pages' motions, then the
  /// layout pass, then delivers the notifications. Earlier or non-finite times are ignored.
  ///
  /// The result never depends on how often this is called: the layout pass also runs at every
  /// instant in between where its outcome would depend on the time (a page appearing or the
  /// current index changing while the pager moves, a neighbour coming to rest, a refresh timer
  /// running out, a page whose refresh reveals or retracts coming to rest), so advancing in one
  /// step or in a thousand lands on the same state.
  public func advance(to time: TimeInterval) {
    step(to: time)
    deliverEvents()
  }

  func step(to time: TimeInterval) {
    guard time.isFinite, time > now else { return }
    while let instant = nextLayoutInstant(before: time) {
      advanceMotions(to: instant)
      updateLayout()
    }
    advanceMotions(to: time)
    updateLayout()
  }

  /// Runs the pager's and every loaded page's motion to `time`, without a layout pass.
  func advanceMotions(to time: TimeInterval) {
    now = time
    pager.advance(to: time, delegate: &queue)
    var ignore = IgnoringScrollerDelegate()
    for position in loadedPages.indices {
      loadedPages[position].scroller.advance(to: time, delegate: &ignore)
    }
  }

  // MARK: - Instants the layout depends on

  /// The first instant after ``now`` and before `end` at which the layout pass must run for the
  /// outcome to be exact; nil when none.
  func nextLayoutInstant(before end: TimeInterval) -> TimeInterval? {
    var earliest = end
    func consider(_ instant: TimeInterval?) {
      if let instant, instant > now, instant < earliest { earliest = instant }
    }
    consider(nextTimerDeadline)
    for position in loadedPages.indices {
      let index = loadedPages[position].index
      let neighbour = index != currentIndex && visiblePages?.contains(index) == true
      if neighbour || refreshBox(pageAt: index)?.attachment.waitsForMotion == true {
        consider(loadedPages[position].scroller.nextMotionTransition)
      }
    }
    consider(pagerChange(before: earliest))
    return earliest < end ? earliest : nil
  }

  /// The first refresh timer to run out after ``now`` (a loaded page's, or one off screen
  /// mid-cycle); nil when none runs.
  var nextTimerDeadline: TimeInterval? {
    var earliest: TimeInterval?
    func consider(_ deadline: TimeInterval?) {
      if let deadline, deadline > now, deadline < (earliest ?? .infinity) { earliest = deadline }
    }
    for index in offscreenRefreshing {
      consider(refreshBox(pageAt: index)?.attachment.timerDeadline)
    }
    for page in loadedPages {
      consider(refreshBox(pageAt: page.index)?.attachment.timerDeadline)
    }
    return earliest
  }

  /// What the layout pass reads from the pager: the visible pages and the current index.
  struct PagerCell: Equatable {
    var visible: ClosedRange<Int>?
    var index: Int
  }

  func pagerCell(at offset: Double) -> PagerCell {
    let width = Double(viewportSize.width)
    return PagerCell(
      visible: SwipeGeometry.visiblePages(
        pagerOffset: offset, pageWidth: width, pageCount: pageCount),
      index: SwipeGeometry.currentIndex(pagerOffset: offset, pageWidth: width, pageCount: pageCount)
    )
  }

  /// The first instant in `(now, end)` at which the moving pager shows another set of pages or
  /// changes the current index; nil when it does not. A drag moves the pager only at touches
  /// (each runs its own layout pass), so only its motions are searched.
  ///
  /// Instants are at least ``instantResolution`` apart: a trajectory evaluated along another
  /// path of time steps can differ in the last bits, so a change found on a copy may show on the
  /// pager itself a hair later; without a floor that would take ever smaller steps.
  func pagerChange(before end: TimeInterval) -> TimeInterval? {
    guard pageCount > 1, pager.nextMotionTransition != nil else { return nil }
    let current = pagerCell(at: pager.offset)
    let soon = now + Self.instantResolution
    guard soon < end else { return nil }
    var probe = pager
    var ignore = IgnoringScrollerDelegate()
    probe.advance(to: soon, delegate: &ignore)
    if pagerCell(at: probe.offset) != current { return soon }
    return probe.firstChange(before: end) { pagerCell(at: $0) == current }
  }

  /// The shortest time between two layout instants (seconds): far below what anything moves in
  /// (30,000 pt/s covers 3·10⁻⁵ pt in it).
  static let instantResolution: TimeInterval = 1e-9
}
