import Foundation
import SwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A headless collection view over a ``CompositionalLayout``: the main `Scroller` along the
/// layout's scroll direction and one ``OrthogonalScroller`` per orthogonal section, with touches
/// routed as nested scroll views route them (every scroller under the finger sees the touch and
/// the dominant axis past the slop decides who drags).
public struct CompositionalCollection: Sendable {
  /// The solved layout, kept in step with the scrollers (content offset and orthogonal offsets).
  public private(set) var layout: CompositionalLayout
  /// The collection view's own scroll view.
  public private(set) var scroller: Scroller
  /// Each section's own scroll view, by section index (nil where the section does not scroll
  /// orthogonally). An array, so every frame advances them in section order and the delegate
  /// hears their notifications in the same order on every run.
  public private(set) var orthogonalScrollers: [OrthogonalScroller?]
  /// The orthogonal section the current touch went down on.
  var touchedSection: Int?
  /// Whether a finger is down (one at a time, as each scroller takes one).
  var isTouching = false

  /// A collection view showing `layout` in a viewport of the layout's container size.
  public init(layout: CompositionalLayout, contentInset: Insets = .zero) {
    self.layout = layout
    let axis = layout.configuration.scrollDirection
    scroller = Scroller(
      axis: axis, boundsSize: layout.containerSize, contentSize: layout.contentSize,
      contentInset: contentInset)
    scroller.alwaysBounce = true
    if axis == .horizontal, layout.configuration.layoutDirection == .rightToLeft {
      var ignore = IgnoringScrollerDelegate()
      scroller.setContentOffset(scroller.maximumOffset, animated: false, at: 0, delegate: &ignore)
    }
    orthogonalScrollers = (0..<layout.numberOfSections).map {
      layout.makeOrthogonalScroller(forSection: $0)
    }
    sync()
  }

  /// The main scroll view's content offset.
  public var contentOffset: CGPoint { scroller.contentOffset }

  /// The elements in the viewport (content coordinates), visible-items handlers applied.
  public var visibleElements: [CompositionalElement] {
    layout.elements(in: CGRect(origin: scroller.contentOffset, size: layout.containerSize))
  }

  /// Whether anything is still moving.
  public var isMoving: Bool {
    scroller.phase != .idle
      || orthogonalScrollers.contains { ($0?.scroller.phase ?? .idle) != .idle }
  }

  // MARK: - Input

  /// Applies a raw touch by phase at `point` (viewport coordinates).
  ///
  /// The list and, when the finger went down on an orthogonal section's row, that row see every
  /// phase of the touch; past the slop the dominant axis decides which of them drags. The other
  /// still hears the lift, so a row (or list) that the touch stopped mid-motion settles: a paged
  /// row on its nearest anchor. One finger at a time: a `down` while a finger is down, and a
  /// `move`, `up` or `cancel` without one, are ignored.
  public mutating func touch<D: CompositionalCollectionDelegate>(
    _ phase: TouchPhase, at point: CGPoint?, time: TimeInterval, delegate: inout D
  ) {
    advance(to: time, delegate: &delegate)
    switch phase {
    case .down:
      guard !isTouching, let point, point.x.isFinite, point.y.isFinite else { return }
      isTouching = true
      let offset = scroller.contentOffset
      touchedSection = layout.orthogonalSection(
        at: CGPoint(x: point.x + offset.x, y: point.y + offset.y))
    case .move, .up, .cancel:
      guard isTouching else { return }
    }
    scroller.touch(phase, at: point, time: time, delegate: &delegate)
    if let section = touchedSection {
      let logical = point.map { layout.logicalOrthogonalPoint($0) }
      row(section, &delegate) { row, tagged in
        row.touch(phase, at: logical, time: time, delegate: &tagged)
      }
    }
    if phase == .up || phase == .cancel { endTouch() }
    sync()
  }

  /// Flings the main scroll view with `velocity` (points per second along its axis), as if a
  /// finger had just lifted: a row the current touch holds hears the lift first (and settles).
  public mutating func fling<D: CompositionalCollectionDelegate>(
    velocity: Double, at time: TimeInterval, delegate: inout D
  ) {
    advance(to: time, delegate: &delegate)
    if isTouching, let section = touchedSection {
      row(section, &delegate) { row, tagged in
        row.touch(.up, at: nil, time: time, delegate: &tagged)
      }
    }
    endTouch()
    scroller.fling(velocity: velocity, at: time, delegate: &delegate)
    sync()
  }

  /// Flings an orthogonal section with `velocity` (logical points per second), as if a finger
  /// had just lifted: the list, and any other row the current touch holds, hear the lift first.
  /// A section that does not scroll orthogonally ignores the velocity.
  public mutating func fling<D: CompositionalCollectionDelegate>(
    section: Int, velocity: Double, at time: TimeInterval, delegate: inout D
  ) {
    advance(to: time, delegate: &delegate)
    if isTouching {
      scroller.touch(.up, at: nil, time: time, delegate: &delegate)
      if let touched = touchedSection, touched != section {
        row(touched, &delegate) { row, tagged in
          row.touch(.up, at: nil, time: time, delegate: &tagged)
        }
      }
    }
    endTouch()
    row(section, &delegate) { row, tagged in
      row.fling(velocity: velocity, at: time, delegate: &tagged)
    }
    sync()
  }

  /// Runs `body` on the row of `section` (if it scrolls orthogonally) in place, with a delegate
  /// that tags the row's notifications with its section.
  private mutating func row<D: CompositionalCollectionDelegate>(
    _ section: Int, _ delegate: inout D,
    _ body: (inout OrthogonalScroller, inout OrthogonalSectionDelegate<D>) -> Void
  ) {
    guard orthogonalScrollers.indices.contains(section), var row = orthogonalScrollers[section]
    else { return }
    // Taken out while it changes, so the array never shares it (no copy on write).
    orthogonalScrollers[section] = nil
    withUnsafeMutablePointer(to: &delegate) { outer in
      var tagged = OrthogonalSectionDelegate(outer: outer, section: section)
      body(&row, &tagged)
    }
    orthogonalScrollers[section] = row
  }

  private mutating func endTouch() {
    isTouching = false
    touchedSection = nil
  }

  /// Moves time forward.
  public mutating func advance<D: CompositionalCollectionDelegate>(
    to time: TimeInterval, delegate: inout D
  ) {
    scroller.advance(to: time, delegate: &delegate)
    for section in orthogonalScrollers.indices where orthogonalScrollers[section] != nil {
      row(section, &delegate) { row, tagged in row.advance(to: time, delegate: &tagged) }
    }
    sync()
  }

  /// Sets the main scroll view's offset along its axis, as `setContentOffset(_:animated:)`.
  public mutating func setContentOffset<D: CompositionalCollectionDelegate>(
    _ offset: Double, animated: Bool, at time: TimeInterval, delegate: inout D
  ) {
    scroller.setContentOffset(offset, animated: animated, at: time, delegate: &delegate)
    sync()
  }

  /// Scrolls to an item, as `scrollToItem(at:at:animated:)`: in an orthogonally scrolling
  /// section the row that holds it moves (see ``OrthogonalScroller/scrollToItem(_:group:groupMinX:animated:at:delegate:)``);
  /// elsewhere the list moves so the item's leading edge (its top, in a vertical layout) is at
  /// the leading edge of the visible area inside the content inset, clamped to the range.
  /// Nothing happens for an item that does not exist.
  public mutating func scrollToItem<D: CompositionalCollectionDelegate>(
    section: Int, item: Int, animated: Bool, at time: TimeInterval, delegate: inout D
  ) {
    advance(to: time, delegate: &delegate)
    if let placement = layout.orthogonalPlacement(ofItem: item, inSection: section) {
      row(section, &delegate) { row, tagged in
        row.scrollToItem(
          (placement.minX, placement.width), group: placement.group,
          groupMinX: placement.groupMinX, animated: animated, at: time, delegate: &tagged)
      }
    } else if let frame = layout.frameForItem(item, inSection: section) {
      let inset = scroller.contentInset
      let target: Double
      switch scroller.axis {
      case .vertical:
        target = Double(frame.minY) - inset.top
      case .horizontal where layout.configuration.layoutDirection == .rightToLeft:
        target = Double(frame.maxX) - Double(layout.containerSize.width) + inset.right
      case .horizontal:
        target = Double(frame.minX) - inset.left
      }
      scroller.setContentOffset(target, animated: animated, at: time, delegate: &delegate)
    }
    sync()
  }

  /// Replaces the layout (after measured sizes, changed item counts or new sections): the main
  /// scroller takes the new content size, keeping its offset where the range allows, and each
  /// orthogonal section that still scrolls keeps its offset (a paged row its nearest page).
  public mutating func setLayout<D: CompositionalCollectionDelegate>(
    _ layout: CompositionalLayout, at time: TimeInterval, delegate: inout D
  ) {
    advance(to: time, delegate: &delegate)
    self.layout = layout
    scroller.setContentSize(layout.contentSize, delegate: &delegate)
    let previous = orthogonalScrollers
    orthogonalScrollers = (0..<layout.numberOfSections).map { section in
      guard var fresh = layout.makeOrthogonalScroller(forSection: section) else { return nil }
      if previous.indices.contains(section), let old = previous[section] {
        withUnsafeMutablePointer(to: &delegate) { outer in
          var tagged = OrthogonalSectionDelegate(outer: outer, section: section)
          fresh.setOffset(old.offset, at: time, delegate: &tagged)
        }
      }
      return fresh
    }
    if let section = touchedSection,
      !orthogonalScrollers.indices.contains(section) || orthogonalScrollers[section] == nil
    {
      touchedSection = nil
    }
    sync()
  }

  /// Copies the scrollers' offsets into the layout (no re-layout).
  mutating func sync() {
    layout.setContentOffset(scroller.contentOffset, adjustedContentInset: scroller.contentInset)
    for (section, orthogonal) in orthogonalScrollers.enumerated() {
      if let orthogonal { layout.setOrthogonalOffset(orthogonal.offset, forSection: section) }
    }
  }
}
