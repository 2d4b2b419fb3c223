import Foundation
import SwipeCore
import SwipeLayouts

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The scroll view of one orthogonally scrolling section: a horizontal `Scroller` (in the
/// section's logical coordinates, leading edge = 0) whose releases settle as the section's
/// ``OrthogonalScrollingBehavior`` says.
///
/// - `continuous`: UIKit's deceleration, clamped by the bounce.
/// - `continuousGroupLeadingBoundary`: the natural deceleration target moved to the nearest
///   group's leading edge (any number of groups away; the content end is allowed).
/// - `paging`: `isPagingEnabled` with pages of the collection view's width.
/// - `groupPaging`, `groupPagingCentered`: at most one group per swipe, by the paging-by-cell
///   rule of DESIGN.md §9 (a `Carousel` over the groups).
public struct OrthogonalScroller: Sendable {
  enum Engine: Sendable {
    case free(Scroller)
    case cells(Carousel)
  }

  /// How releases settle.
  public let behavior: OrthogonalScrollingBehavior
  var engine: Engine
  /// Group anchors for `continuousGroupLeadingBoundary` (logical offsets, ascending).
  let boundaries: [Double]
  /// The section's leading inset, where groups rest with their leading edge.
  let leadingInset: Double

  /// A scroller for a section whose groups sit at `groups` (logical `minX` and width, in
  /// order) in content `contentLength` long, seen through `viewport`; `leadingInset` is the
  /// section's leading inset, where groups rest with their leading edge.
  public init(
    behavior: OrthogonalScrollingBehavior, viewport: CGSize, contentLength: Double,
    groups: [(minX: Double, width: Double)], leadingInset: Double
  ) {
    self.behavior = behavior
    self.leadingInset = leadingInset
    let contentSize = CGSize(width: contentLength.validLength, height: viewport.height)
    switch behavior {
    case .groupPaging, .groupPagingCentered:
      let spacing =
        groups.count > 1 ? groups[1].minX - groups[0].minX - groups[0].width : 0
      let lead = groups.first?.minX ?? leadingInset
      let end = groups.last.map { $0.minX + $0.width } ?? lead
      engine = .cells(
        Carousel(
          configuration: Carousel.Configuration(
            itemWidths: groups.map(\.width), spacing: spacing, leadingInset: lead,
            trailingInset: contentLength - end,
            alignment: behavior == .groupPaging ? .leading : .center),
          viewport: viewport))
      boundaries = []
    case .none, .continuous, .continuousGroupLeadingBoundary, .paging:
      var scroller = Scroller(axis: .horizontal, boundsSize: viewport, contentSize: contentSize)
      scroller.isPagingEnabled = behavior == .paging
      scroller.alwaysBounce = behavior != .none
      scroller.isScrollEnabled = behavior != .none
      engine = .free(scroller)
      boundaries =
        behavior == .continuousGroupLeadingBoundary
        ? PagingByCell.anchors(
          cells: groups, viewportWidth: Double(viewport.width), leadingInset: leadingInset,
          alignment: .leading, maximumOffset: scroller.maximumOffset)
        : []
    }
  }

  /// The scroller underneath.
  public var scroller: Scroller {
    switch engine {
    case .free(let scroller): scroller
    case .cells(let carousel): carousel.scroller
    }
  }

  /// The logical offset.
  public var offset: Double { scroller.offset }

  /// The group a paged section rests on or heads for (nil for the other behaviours).
  public var currentPage: Int? {
    guard case .cells(let carousel) = engine else { return nil }
    return carousel.targetPage ?? carousel.currentPage
  }

  /// Moves to `offset` at once, stopping any motion. A row that snaps (`groupPaging`,
  /// `groupPagingCentered`, `paging`) moves to the anchor nearest `offset` instead, so it never
  /// rests between anchors.
  public mutating func setOffset<D: ScrollerDelegate>(
    _ offset: Double, at time: TimeInterval, delegate: inout D
  ) {
    switch engine {
    case .cells(var carousel):
      let page = PagingByCell.nearestPage(to: offset, anchors: carousel.anchors)
      carousel.scrollToPage(page, animated: false, at: time, delegate: &delegate)
      engine = .cells(carousel)
    case .free(var scroller):
      var target = offset
      if scroller.isPagingEnabled, offset.isFinite {
        var probe = scroller
        probe.offset = probe.clampedToRange(offset)
        target = probe.pageTarget(velocity: 0)
      }
      scroller.setContentOffset(target, animated: false, at: time, delegate: &delegate)
      engine = .free(scroller)
    }
  }

  /// Scrolls the row to the item spanning `item` (logical `minX` and width) in the group
  /// `group` that starts at `groupMinX`, as `scrollToItem` does, animated over 0.3 s or at once:
  /// a group-paged row to the group's page, a paged row to the page holding the item's centre,
  /// a `continuousGroupLeadingBoundary` row to the group's leading boundary, a continuous row to
  /// the item's leading edge at the section's leading inset (each clamped to the content).
  public mutating func scrollToItem<D: ScrollerDelegate>(
    _ item: (minX: Double, width: Double), group: Int, groupMinX: Double, animated: Bool,
    at time: TimeInterval, delegate: inout D
  ) {
    switch engine {
    case .cells(var carousel):
      carousel.scrollToPage(
        carousel.page(ofCell: group), animated: animated, at: time, delegate: &delegate)
      engine = .cells(carousel)
    case .free(var scroller):
      var target = item.minX - leadingInset
      if scroller.isPagingEnabled, scroller.viewportLength > 0 {
        let size = scroller.viewportLength
        let centre = item.minX + item.width / 2 - scroller.minimumOffset
        target = scroller.minimumOffset + (centre / size).rounded(.down) * size
      } else if !boundaries.isEmpty {
        target =
          boundaries[
            PagingByCell.nearestPage(to: groupMinX - leadingInset, anchors: boundaries)]
      }
      scroller.setContentOffset(target, animated: animated, at: time, delegate: &delegate)
      engine = .free(scroller)
    }
  }

  // MARK: - Input

  /// Applies a raw touch by phase (logical viewport coordinates).
  public mutating func touch<D: ScrollerDelegate>(
    _ phase: TouchPhase, at point: CGPoint?, time: TimeInterval, delegate: inout D
  ) {
    switch engine {
    case .cells(var carousel):
      carousel.touch(phase, at: point, time: time, delegate: &delegate)
      engine = .cells(carousel)
    case .free(var scroller):
      if boundaries.isEmpty {
        scroller.touch(phase, at: point, time: time, delegate: &delegate)
      } else {
        withUnsafeMutablePointer(to: &delegate) { outer in
          var snapper = BoundarySnappingDelegate(outer: outer, anchors: boundaries)
          scroller.touch(phase, at: point, time: time, delegate: &snapper)
        }
      }
      engine = .free(scroller)
    }
  }

  /// Releases with `velocity` (points per second, positive when the offset grows).
  public mutating func fling<D: ScrollerDelegate>(
    velocity: Double, at time: TimeInterval, delegate: inout D
  ) {
    switch engine {
    case .cells(var carousel):
      carousel.fling(velocity: velocity, at: time, delegate: &delegate)
      engine = .cells(carousel)
    case .free(var scroller):
      withUnsafeMutablePointer(to: &delegate) { outer in
        var snapper = BoundarySnappingDelegate(outer: outer, anchors: boundaries)
        scroller.fling(velocity: velocity, at: time, delegate: &snapper)
      }
      engine = .free(scroller)
    }
  }

  /// Moves time forward.
  public mutating func advance<D: ScrollerDelegate>(to time: TimeInterval, delegate: inout D) {
    switch engine {
    case .cells(var carousel):
      carousel.advance(to: time, delegate: &delegate)
      engine = .cells(carousel)
    case .free(var scroller):
      scroller.advance(to: time, delegate: &delegate)
      engine = .free(scroller)
    }
  }
}

/// Moves a release's target to the nearest group boundary and forwards everything to the
/// owner's delegate, which it reaches through a pointer valid for one call.
struct BoundarySnappingDelegate<Outer: ScrollerDelegate>: ScrollerDelegate {
  let outer: UnsafeMutablePointer<Outer>
  let anchors: [Double]

  mutating func scroller(didEmit event: ScrollerEvent) {
    outer.pointee.scroller(didEmit: event)
  }

  mutating func scrollerWillEndDragging(
    _ scroller: Scroller, velocity: Double, targetOffset: inout Double
  ) {
    if !anchors.isEmpty {
      targetOffset = anchors[PagingByCell.nearestPage(to: targetOffset, anchors: anchors)]
    }
    outer.pointee.scrollerWillEndDragging(scroller, velocity: velocity, targetOffset: &targetOffset)
  }
}
