#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
    import SwipeLayouts
    import SwipeUIKit
  #endif

  /// A horizontal flow layout that pages by cell: a flick moves one cell on however fast (the
  /// next from where the drag began, or the first ahead of where the finger let go when it
  /// dragged past that one: never back against the flick), and a slow drag settles on the
  /// nearest cell within ``maxPagesPerFling`` of where it began (as does a tap that stops the
  /// view moving: the layout watches the view's touches for it), with
  /// cells of any width (`collectionView(_:layout:sizeForItemAt:)`), aligned at the leading
  /// edge or centred. The rule is SwipeCore's `PagingByCell`, the one its `Carousel` runs.
  ///
  /// Use it as any flow layout, with paging off (the layout picks the page):
  ///
  /// ```swift
  /// let layout = PagingByCellLayout()
  /// layout.alignment = .center
  /// let carousel = UICollectionView(frame: frame, collectionViewLayout: layout)
  /// carousel.decelerationRate = .fast
  /// ```
  ///
  /// `decelerationRate = .fast` is what makes the landing feel like paging: UIKit refits its
  /// deceleration to end on the cell the layout picks, and at the normal rate a fast flick
  /// then drifts over a short distance for a long time. The page a flick starts from is the
  /// one the view rested on when the finger came down, or the one it was heading to when the
  /// finger caught it moving. Offsets are the view's own: `contentInset` is not taken into
  /// account. In a right-to-left view the first cell is the rightmost and a flick to the right
  /// moves to the next cell: the flow layout lays the cells out from the right, and this layout
  /// reads their frames and the view's offsets mirrored into its own left-to-right terms (UIKit
  /// leaves those unflipped, since a flow layout does not ask it to flip the view's coordinate
  /// system; a subclass that does gets no mirroring from this layout).
  @MainActor open class PagingByCellLayout: UICollectionViewFlowLayout {
    /// Where a cell sits when the view rests on it.
    public var alignment: PagingByCell.Alignment = .leading {
      didSet { invalidateLayout() }
    }
    /// How many cells a slow drag may settle away from where it began (at least 1); a flick
    /// moves one cell on.
    public var maxPagesPerFling = 1

    /// The content offset of each page (cells whose offsets coincide at the end of the content
    /// share the last one), computed at `prepare()`.
    public private(set) var anchors: [Double] = []

    /// The page the current drag counts from.
    private var startPage = 0
    /// The page the last release went to.
    private var lastTarget: Int?
    private weak var watchedPan: UIPanGestureRecognizer?
    private var panRelay: ActionRelay?
    /// Follows every touch on the view, to settle it when a touch stops it between cells.
    private let touchSettler = TouchSettler()

    /// A layout that scrolls horizontally.
    public override init() {
      super.init()
      scrollDirection = .horizontal
    }

    /// Not supported: create the layout in code.
    public required init?(coder: NSCoder) {
      return nil
    }

    // MARK: - Layout

    /// Lays out the cells as a flow layout, then takes each cell's page offset.
    open override func prepare() {
      super.prepare()
      watchDragStart()
      touchSettler.install(on: collectionView, layout: self)
      anchors = []
      guard let collectionView else { return }
      var cells: [(minX: Double, width: Double)] = []
      for section in 0..<collectionView.numberOfSections {
        for item in 0..<collectionView.numberOfItems(inSection: section) {
          guard
            let frame = layoutAttributesForItem(at: IndexPath(item: item, section: section))?
              .frame
          else { continue }
          // A cell's leading edge in the layout's terms: its frame's left edge mirrors to the
          // left edge of a frame as wide, as an offset mirrors for a viewport as wide.
          let width = Double(frame.width)
          cells.append(
            (mirrored(Double(frame.minX), width: width, in: collectionView), width))
        }
      }
      let width = Double(collectionView.bounds.width)
      anchors = PagingByCell.anchors(
        cells: cells, viewportWidth: width, leadingInset: cells.first?.minX ?? 0,
        alignment: alignment,
        maximumOffset: Double(collectionViewContentSize.width) - width)
    }

    /// The offset of the page a drag released at the view's offset with `velocity` (points per
    /// millisecond, as UIKit passes it) settles on.
    open override func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint,
      withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      guard let collectionView, !anchors.isEmpty else { return proposedContentOffset }
      let viewVelocity = Double(velocity.x)
      let page = PagingByCell.targetPage(
        releaseOffset: layoutOffset(of: collectionView),
        velocity: isMirrored(collectionView) ? -viewVelocity : viewVelocity,
        startPage: startPage, anchors: anchors, maxPagesPerFling: maxPagesPerFling)
      lastTarget = page
      let x = mirrored(
        anchors[page], width: Double(collectionView.bounds.width), in: collectionView)
      return CGPoint(x: CGFloat(x), y: proposedContentOffset.y)
    }

    /// The view's offset in the layout's coordinates.
    private func layoutOffset(of collectionView: UICollectionView) -> Double {
      mirrored(
        Double(collectionView.contentOffset.x), width: Double(collectionView.bounds.width),
        in: collectionView)
    }

    /// Whether the view's coordinates are the layout's mirrored: the flow layout lays a view
    /// whose direction is not the layout's out from the right itself, leaving the view's
    /// offsets, velocities and touches unflipped. When a subclass asks UIKit to flip the view
    /// instead (`flipsHorizontallyInOppositeLayoutDirection`), the view's coordinates are the
    /// layout's (UICollectionViewLayout.h:140) and nothing is mirrored here.
    private func isMirrored(_ collectionView: UICollectionView) -> Bool {
      !flipsHorizontallyInOppositeLayoutDirection
        && collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
    }

    /// The left edge of a span `width` wide (a viewport or a cell) in the layout's coordinates
    /// and back (the mirror is its own inverse); the same edge when the view is not mirrored.
    private func mirrored(
      _ x: Double, width: Double, in collectionView: UICollectionView
    ) -> Double {
      guard isMirrored(collectionView) else { return x }
      let content = max(
        Double(collectionViewContentSize.width), Double(collectionView.bounds.width))
      return PagingByCell.mirroredOffset(x, contentWidth: content, viewportWidth: width)
    }

    /// A touch lifted: one that stopped the view between cells without dragging (UIKit calls no
    /// layout method then) leaves it there, so it goes on to the nearest cell, as a release
    /// would (`PagingByCell.settlePage`).
    fileprivate func touchLifted(dragged: Bool) {
      guard !dragged, let collectionView, !collectionView.isDragging,
        !collectionView.isDecelerating,
        let page = PagingByCell.settlePage(
          restingAt: layoutOffset(of: collectionView), anchors: anchors)
      else { return }
      lastTarget = page
      let x = CGFloat(
        mirrored(anchors[page], width: Double(collectionView.bounds.width), in: collectionView))
      collectionView.setContentOffset(
        CGPoint(x: x, y: collectionView.contentOffset.y), animated: true)
    }

    // MARK: - Where a drag starts

    /// Watches the collection view's pan recognizer for the start of each drag.
    private func watchDragStart() {
      guard let pan = collectionView?.panGestureRecognizer, pan !== watchedPan else { return }
      if let old = watchedPan, let relay = panRelay { TargetAction.remove(relay, from: old) }
      let relay = ActionRelay { [weak self] sender in
        guard (sender as? UIGestureRecognizer)?.state == .began else { return }
        self?.dragBegan()
      }
      TargetAction.add(relay, to: pan)
      watchedPan = pan
      panRelay = relay
    }

    /// A drag began: it counts from the page the view was heading to when the finger caught it
    /// short of it, else from the page nearest where the finger came down.
    private func dragBegan() {
      guard let collectionView, !anchors.isEmpty else { return }
      // Where the content was when the finger came down: a drag begins without moving it.
      let touchDown = layoutOffset(of: collectionView)
      if let target = lastTarget, anchors.indices.contains(target),
        abs(touchDown - anchors[target]) > 0.5
      {
        startPage = target
      } else {
        startPage = PagingByCell.nearestPage(to: touchDown, anchors: anchors)
      }
      lastTarget = nil
      touchSettler.dragged = true
    }
  }

  /// A touch watcher on a paging-by-cell view (a long press of no duration that recognizes with
  /// every other recognizer and cancels no touches): it tells the layout when each touch lifts,
  /// and whether its drag began.
  @MainActor private final class TouchSettler: NSObject, UIGestureRecognizerDelegate {
    private weak var layout: PagingByCellLayout?
    private weak var watched: UICollectionView?
    private weak var watcher: UIGestureRecognizer?
    private var relay: ActionRelay?
    /// Whether the view's pan began during the touch being followed.
    var dragged = false

    func install(on collectionView: UICollectionView?, layout: PagingByCellLayout) {
      self.layout = layout
      guard let collectionView, collectionView !== watched else { return }
      if let watcher { watcher.view?.removeGestureRecognizer(watcher) }
      let relay = ActionRelay { [weak self] sender in
        guard let recognizer = sender as? UIGestureRecognizer else { return }
        self?.watch(recognizer)
      }
      let watcher = TargetAction.listeningTouchWatcher(relay: relay, delegate: self)
      collectionView.addGestureRecognizer(watcher)
      self.relay = relay
      self.watcher = watcher
      watched = collectionView
    }

    private func watch(_ recognizer: UIGestureRecognizer) {
      switch recognizer.state {
      case .began:
        dragged = false
      case .ended, .cancelled:
        layout?.touchLifted(dragged: dragged)
      default:
        break
      }
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      true
    }
  }
#endif
