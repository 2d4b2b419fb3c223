import Foundation

#if !COCOAPODS
  import SwipeCore
#endif

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A horizontal paging-by-cell strip (ATPagingByCell, done properly): a `Scroller` whose
/// releases settle on cell anchors chosen by ``PagingByCell``, travelling there with the paging
/// spring seeded with the release velocity. A touch during that motion retargets from the page
/// it was heading to, so quick successive flicks advance one cell each.
///
/// Offsets are physical `contentOffset.x`; with `rightToLeft` the first cell is at the right end
/// and the carousel starts at the largest offset (offsets and velocities are mirrored into the
/// logical coordinates ``PagingByCell`` works in).
public struct Carousel: Sendable {
  /// The strip's cells and paging rule.
  public struct Configuration: Sendable, Hashable {
    /// Each cell's width, in order.
    public var itemWidths: [Double]
    /// Space between cells.
    public var spacing: Double
    /// Space before the first cell.
    public var leadingInset: Double
    /// Space after the last cell.
    public var trailingInset: Double
    /// Where a resting page's cell sits.
    public var alignment: PagingByCell.Alignment
    /// How many pages a slow release may settle away from where its drag began (at least 1); a
    /// flick moves one page on (`PagingByCell.targetPage`).
    public var maxPagesPerFling: Int
    /// Which way the cells run.
    public var layoutDirection: LayoutDirection

    /// A configuration; negative or non-finite lengths count as 0.
    public init(
      itemWidths: [Double], spacing: Double = 0, leadingInset: Double = 0,
      trailingInset: Double = 0, alignment: PagingByCell.Alignment = .center,
      maxPagesPerFling: Int = 1, layoutDirection: LayoutDirection = .leftToRight
    ) {
      self.itemWidths = itemWidths.map(\.validLength)
      self.spacing = spacing.validLength
      self.leadingInset = leadingInset.validLength
      self.trailingInset = trailingInset.validLength
      self.alignment = alignment
      self.maxPagesPerFling = max(maxPagesPerFling, 1)
      self.layoutDirection = layoutDirection
    }
  }

  /// The cells and rule.
  public let configuration: Configuration
  /// The horizontal scroll view.
  public private(set) var scroller: Scroller
  /// Each page's anchor, in logical coordinates, ascending.
  public let anchors: [Double]
  /// Each cell's frame in physical content coordinates.
  public let itemFrames: [CGRect]
  /// The page the current motion heads for (nil at rest after a drag without motion).
  public private(set) var targetPage: Int?
  /// The latest ``scrollToPage(_:animated:at:delegate:)`` asked for while a finger held the
  /// strip, performed when it lifts.
  public private(set) var pendingPage: (page: Int, animated: Bool)?
  /// The page the next release counts from.
  var startPage = 0

  /// A carousel filling `viewport`, resting on its first page.
  public init(configuration: Configuration, viewport: CGSize) {
    self.configuration = configuration
    let widths = configuration.itemWidths
    var logicalX: [Double] = []
    logicalX.reserveCapacity(widths.count)
    var x = configuration.leadingInset
    for width in widths {
      logicalX.append(x)
      x += width + configuration.spacing
    }
    let contentWidth =
      widths.isEmpty
      ? configuration.leadingInset + configuration.trailingInset
      : x - configuration.spacing + configuration.trailingInset
    let height = Double(viewport.height)
    let rtl = configuration.layoutDirection == .rightToLeft
    itemFrames = zip(logicalX, widths).map { minX, width in
      CGRect(x: rtl ? contentWidth - minX - width : minX, y: 0, width: width, height: height)
    }
    scroller = Scroller(
      axis: .horizontal, boundsSize: viewport,
      contentSize: CGSize(width: contentWidth, height: height))
    scroller.targetMotion = .spring
    anchors = PagingByCell.anchors(
      cells: zip(logicalX, widths).map { ($0, $1) }, viewportWidth: Double(viewport.width),
      leadingInset: configuration.leadingInset, alignment: configuration.alignment,
      maximumOffset: scroller.maximumOffset)
    var ignore = IgnoringScrollerDelegate()
    scroller.setContentOffset(
      physical(anchors.first ?? 0), animated: false, at: 0, delegate: &ignore)
  }

  // MARK: - Coordinates

  var isRightToLeft: Bool { configuration.layoutDirection == .rightToLeft }

  /// A logical offset as the physical one (and back: the mirror is its own inverse).
  func physical(_ logical: Double) -> Double {
    isRightToLeft ? scroller.maximumOffset - logical : logical
  }

  /// The page nearest the current offset.
  public var currentPage: Int {
    PagingByCell.nearestPage(to: physical(scroller.offset), anchors: anchors)
  }

  /// How many pages there are (cells whose anchors coincide share one).
  public var pageCount: Int { anchors.count }

  /// The page that shows cell `index` aligned (clamped to the cells): its own page, or the last
  /// one for cells whose anchors merged at the end of the content.
  public func page(ofCell index: Int) -> Int {
    guard !itemFrames.isEmpty else { return 0 }
    let frame = itemFrames[min(max(index, 0), itemFrames.count - 1)]
    let contentWidth = Double(scroller.contentSize.width)
    let minX = isRightToLeft ? contentWidth - Double(frame.maxX) : Double(frame.minX)
    let anchor =
      configuration.alignment == .leading
      ? minX - configuration.leadingInset
      : minX + Double(frame.width) / 2 - Double(scroller.boundsSize.width) / 2
    return PagingByCell.nearestPage(to: anchor, anchors: anchors)
  }

  // MARK: - Input

  /// A finger touches down: a running motion stops, and the next release counts from the page
  /// it was heading to.
  public mutating func touchDown<D: ScrollerDelegate>(
    at point: CGPoint, at time: TimeInterval, delegate: inout D
  ) {
    advance(to: time, delegate: &delegate)
    let moving = scroller.phase != .idle
    startPage = moving ? (targetPage ?? currentPage) : currentPage
    scroller.touchDown(at: point, at: time, delegate: &delegate)
  }

  /// The finger moves.
  public mutating func touchMoved<D: ScrollerDelegate>(
    to point: CGPoint, at time: TimeInterval, delegate: inout D
  ) {
    scroller.touchMoved(to: point, at: time, delegate: &delegate)
  }

  /// The finger lifts: a drag's release settles on the page ``PagingByCell`` picks; a touch that
  /// did not drag (it may have stopped a motion between two cells) settles on the nearest
  /// anchor with the paging spring.
  public mutating func touchUp<D: ScrollerDelegate>(at time: TimeInterval, delegate: inout D) {
    snapping(&delegate) { scroller, snapper in scroller.touchUp(at: time, delegate: &snapper) }
    performPendingPage(at: time, delegate: &delegate)
  }

  /// The touch is taken away: a drag ends as a release without velocity; a touch that did not
  /// drag settles on the nearest anchor.
  public mutating func touchCancelled<D: ScrollerDelegate>(
    at time: TimeInterval, delegate: inout D
  ) {
    snapping(&delegate) { scroller, snapper in
      scroller.touchCancelled(at: time, delegate: &snapper)
    }
    performPendingPage(at: time, delegate: &delegate)
  }

  /// Releases with `velocity` (points per second, positive when the offset grows).
  public mutating func fling<D: ScrollerDelegate>(
    velocity: Double, at time: TimeInterval, delegate: inout D
  ) {
    advance(to: time, delegate: &delegate)
    if scroller.phase == .idle {
      startPage = currentPage
    } else {
      startPage = targetPage ?? currentPage
    }
    snapping(&delegate) { scroller, snapper in
      scroller.fling(velocity: velocity, at: time, delegate: &snapper)
    }
  }

  /// Moves time forward.
  public mutating func advance<D: ScrollerDelegate>(to time: TimeInterval, delegate: inout D) {
    scroller.advance(to: time, delegate: &delegate)
    if scroller.phase == .idle, !scroller.isTracking { targetPage = nil }
  }

  /// Scrolls to `page` (clamped to the pages), animated over 0.3 s or at once.
  ///
  /// Code never moves what a finger holds (DESIGN §6): while a finger is down on the strip
  /// (a banner's auto-advance timer firing under it), the call moves nothing; the latest one is
  /// performed the instant the finger lifts, in place of the release's own paging, from where
  /// the finger left the strip (``pendingPage``).
  public mutating func scrollToPage<D: ScrollerDelegate>(
    _ page: Int, animated: Bool, at time: TimeInterval, delegate: inout D
  ) {
    guard !anchors.isEmpty else { return }
    advance(to: time, delegate: &delegate)
    if scroller.isTracking {
      pendingPage = (page, animated)
      return
    }
    let page = min(max(page, 0), anchors.count - 1)
    scroller.setContentOffset(
      physical(anchors[page]), animated: animated, at: time, delegate: &delegate)
    targetPage = animated && scroller.phase == .animating ? page : nil
  }

  /// The finger lifted: the page asked for while it was down is scrolled to now.
  private mutating func performPendingPage<D: ScrollerDelegate>(
    at time: TimeInterval, delegate: inout D
  ) {
    guard let pending = pendingPage, !scroller.isTracking else { return }
    pendingPage = nil
    scrollToPage(pending.page, animated: pending.animated, at: time, delegate: &delegate)
  }

  /// Runs a scroller call with a delegate that picks the release target, forwarding every
  /// notification to `delegate`.
  mutating func snapping<D: ScrollerDelegate>(
    _ delegate: inout D, _ body: (inout Scroller, inout SnappingDelegate<D>) -> Void
  ) {
    withUnsafeMutablePointer(to: &delegate) { outer in
      var snapper = SnappingDelegate(
        outer: outer, anchors: anchors, startPage: startPage,
        maxPagesPerFling: configuration.maxPagesPerFling, rightToLeft: isRightToLeft,
        maximumOffset: scroller.maximumOffset)
      body(&scroller, &snapper)
      if let chosen = snapper.chosenPage { targetPage = chosen }
    }
  }
}

/// Chooses the release target of a carousel's scroller and forwards everything to the owner's
/// delegate, which it reaches through a pointer valid for one call.
struct SnappingDelegate<Outer: ScrollerDelegate>: ScrollerDelegate {
  let outer: UnsafeMutablePointer<Outer>
  let anchors: [Double]
  let startPage: Int
  let maxPagesPerFling: Int
  let rightToLeft: Bool
  let maximumOffset: Double
  var chosenPage: Int?

  mutating func scroller(didEmit event: ScrollerEvent) {
    outer.pointee.scroller(didEmit: event)
  }

  mutating func scrollerWillEndDragging(
    _ scroller: Scroller, velocity: Double, targetOffset: inout Double
  ) {
    let logicalOffset = rightToLeft ? maximumOffset - scroller.offset : scroller.offset
    let logicalVelocity = (rightToLeft ? -velocity : velocity) / 1000
    let page = PagingByCell.targetPage(
      releaseOffset: logicalOffset, velocity: logicalVelocity, startPage: startPage,
      anchors: anchors, maxPagesPerFling: maxPagesPerFling)
    chosenPage = page
    if anchors.indices.contains(page) {
      targetOffset = rightToLeft ? maximumOffset - anchors[page] : anchors[page]
    }
    outer.pointee.scrollerWillEndDragging(scroller, velocity: velocity, targetOffset: &targetOffset)
  }

  /// A touch that stopped the strip without dragging lifts: settle on the nearest anchor.
  mutating func scrollerWillSettle(_ scroller: Scroller, targetOffset: inout Double) {
    let logicalOffset = rightToLeft ? maximumOffset - scroller.offset : scroller.offset
    let page = PagingByCell.nearestPage(to: logicalOffset, anchors: anchors)
    chosenPage = page
    if anchors.indices.contains(page) {
      targetOffset = rightToLeft ? maximumOffset - anchors[page] : anchors[page]
    }
    outer.pointee.scrollerWillSettle(scroller, targetOffset: &targetOffset)
  }
}

extension Carousel: ScrollerTouchHandling {}
