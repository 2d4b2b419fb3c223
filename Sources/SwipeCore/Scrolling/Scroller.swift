import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A headless scroll view: `UIScrollView`'s state, gestures and physics along one axis, with time
/// always passed in.
///
/// The scroller is a value. Feed it touches, calls and clock ticks; it updates its offset, velocity
/// and phase and tells a ``ScrollerDelegate`` what happened, in `UIScrollViewDelegate`'s order.
///
/// ```swift
/// var list = Scroller(axis: .vertical, boundsSize: CGSize(width: 390, height: 844),
///                     contentSize: CGSize(width: 390, height: 5000))
/// var log = IgnoringScrollerDelegate()
/// list.fling(velocity: 2000, at: 0, delegate: &log)   // points per second
/// list.advance(to: 0.1, delegate: &log)
/// list.offset                                          // 181.07
/// ```
///
/// Offsets are `contentOffset` along ``axis``: the scrollable range is
/// `-leadingInset ... contentLength + trailingInset - boundsLength`. Public times are seconds
/// and velocities points per second; the physics runs in UIKit's milliseconds.
///
/// Bad input never crashes: non-finite or negative sizes count as 0, non-finite offsets, times
/// and touch positions are ignored, a time earlier than the last one counts as the last one, and
/// release velocities are clamped to ±100,000 points per second.
public struct Scroller: Sendable {
  /// The axis the content moves along.
  public let axis: Axis
  /// Whether the content can be dragged and thrown past its edges (`UIScrollView.bounces`).
  public var bounces = true
  /// Whether the content can be dragged even when it fits (`alwaysBounceVertical/Horizontal`).
  public var alwaysBounce = false
  /// Whether releases settle on multiples of the bounds length (`isPagingEnabled`).
  public var isPagingEnabled = false
  /// How quickly a fling slows down.
  public var decelerationRate = DecelerationRate.normal
  /// Whether touches scroll the content (`isScrollEnabled`); calls always work.
  public var isScrollEnabled = true
  /// How the content travels to a release target: `.deceleration` is UIKit's (the natural
  /// deceleration, refitted when a delegate moves the target); `.spring` sends every release to
  /// its target with the paging spring seeded with the release velocity (paging by cell).
  public var targetMotion = TargetMotion.deceleration

  /// The visible size.
  public private(set) var boundsSize: CGSize
  /// The size of the content.
  public private(set) var contentSize: CGSize
  /// Space around the content, as `UIScrollView.contentInset`.
  public private(set) var contentInset: Insets
  /// The content offset along ``axis``.
  public package(set) var offset: Double
  /// The smallest resting offset: `-leadingInset`.
  public private(set) var minimumOffset = 0.0
  /// The largest resting offset: `contentLength + trailingInset − boundsLength`, never below
  /// ``minimumOffset``.
  public private(set) var maximumOffset = 0.0
  /// The bounds length along ``axis``: the page size and the rubber band's `D`.
  public private(set) var viewportLength = 0.0

  /// Velocity in points per millisecond, positive when the offset grows.
  var velocityPerMillisecond = 0.0
  /// How far past the rubber band's reach the content was when the drag grabbed it (DESIGN §4):
  /// positive past the upper edge, negative past the lower one, 0 within reach.
  var grabBeyondReach = 0.0
  /// The latest time seen, in milliseconds.
  var now = 0.0
  var touch = TouchState.none {
    didSet {
      // A touch that ended, however it ended, is no longer the host's: the next one may be
      // the container's own.
      if touch == .none { touchIsFollowed = false }
    }
  }
  var motion = ScrollMotion.none
  /// The touch is the host's (a hosted container's mirror following a UIKit scroll view).
  var touchIsFollowed = false
  var estimator = VelocityEstimator()
  /// Power caches of the running motion (`dᵗ`, and `0.99ᵗ` while bouncing), kept outside the
  /// motion so a frame step mutates nothing but these and the offset.
  var powers = (PowerSeries(), PowerSeries())
  /// The paging spring's state while ``motion`` is `.paging`.
  var pagingMotion = PagingMotion(start: 0, origin: 0, velocity: 0, target: 0, pageSize: 0)

  /// A scroller at rest at `offset` (clamped to the scrollable range; default: the top).
  public init(
    axis: Axis, boundsSize: CGSize, contentSize: CGSize, contentInset: Insets = .zero,
    offset: Double? = nil
  ) {
    self.axis = axis
    self.boundsSize = Self.sanitized(boundsSize)
    self.contentSize = Self.sanitized(contentSize)
    self.contentInset = contentInset.sanitized
    self.offset = 0
    updateRange()
    self.offset = clampedToRange(offset ?? minimumOffset)
  }

  // MARK: - Derived state

  /// What the scroller is doing.
  public var phase: ScrollPhase {
    if case .dragging = touch { return .dragging }
    if let phase = motion.phase { return phase }
    return touch == .none ? .idle : .tracking
  }

  /// Velocity in points per second, positive when the offset grows.
  public var velocity: Double { velocityPerMillisecond * 1000 }

  /// Recomputes the range and the viewport length after a size or inset change.
  mutating func updateRange() {
    viewportLength = axis.length(of: boundsSize)
    minimumOffset = -axis.leading(of: contentInset)
    let end = axis.length(of: contentSize) + axis.trailing(of: contentInset) - viewportLength
    maximumOffset = max(minimumOffset, end)
  }

  /// Whether a drag along ``axis`` can begin: scrolling is enabled and the content is longer
  /// than the bounds, or `alwaysBounce` and `bounces` are on.
  public var canScroll: Bool {
    isScrollEnabled && (maximumOffset > minimumOffset || (alwaysBounce && bounces))
  }

  /// How far the offset is past the nearest edge (0 inside the range).
  public var overscroll: Double {
    if offset < minimumOffset { return minimumOffset - offset }
    if offset > maximumOffset { return offset - maximumOffset }
    return 0
  }

  package func clampedToRange(_ value: Double) -> Double {
    min(max(value, minimumOffset), maximumOffset)
  }

  static func sanitized(_ size: CGSize) -> CGSize {
    CGSize(width: Double(size.width).validLength, height: Double(size.height).validLength)
  }

  static func milliseconds(_ seconds: TimeInterval) -> Double { seconds * 1000 }

  // MARK: - Geometry changes

  /// Changes the content size. At rest the offset is clamped into the new range; a motion that
  /// is now past an edge bounces back from where it is.
  public mutating func setContentSize<D: ScrollerDelegate>(
    _ size: CGSize, delegate: inout D
  ) {
    setGeometry(contentSize: size, delegate: &delegate)
  }

  /// Changes the visible size, with the same rules as ``setContentSize(_:delegate:)``.
  public mutating func setBoundsSize<D: ScrollerDelegate>(_ size: CGSize, delegate: inout D) {
    setGeometry(boundsSize: size, delegate: &delegate)
  }

  /// Changes the content inset, with the same rules as ``setContentSize(_:delegate:)``.
  ///
  /// The offset itself is not shifted; to add or remove reserved space without a visible jump use
  /// ``setGeometry(boundsSize:contentSize:contentInset:shiftingOffsetBy:returnAtRest:delegate:)``.
  public mutating func setContentInset<D: ScrollerDelegate>(
    _ inset: Insets, delegate: inout D
  ) {
    setGeometry(contentInset: inset, delegate: &delegate)
  }

  /// Changes any of the bounds size, content size and content inset in one step, and moves the
  /// offset by `offsetShift` carrying a running drag or motion along, so what is on screen does
  /// not jump.
  ///
  /// An owner that adds or removes reserved space (a header above a list, a refresh control's
  /// held height) changes the inset and shifts the offset by the matching amount: a deceleration,
  /// bounce, paging or animation in progress continues in the shifted coordinates. Afterwards the
  /// usual rules apply: a drag re-applies its rubber band, a deceleration now past an edge bounces
  /// back, and a view that is not moving (even under a resting finger) is clamped into the range.
  ///
  /// With `returnAtRest: .bounce`, a view at rest that ends up past an edge bounces back
  /// (`willBeginDecelerating` … `didEndDecelerating`) instead of jumping: how a refresh control
  /// retracts its held height.
  public mutating func setGeometry<D: ScrollerDelegate>(
    boundsSize: CGSize? = nil, contentSize: CGSize? = nil, contentInset: Insets? = nil,
    shiftingOffsetBy offsetShift: Double = 0, returnAtRest: GeometryReturn = .clamp,
    delegate: inout D
  ) {
    if let boundsSize { self.boundsSize = Self.sanitized(boundsSize) }
    if let contentSize { self.contentSize = Self.sanitized(contentSize) }
    if let contentInset { self.contentInset = contentInset.sanitized }
    updateRange()
    let shift = offsetShift.finiteOrZero
    if shift != 0 {
      translateMotion(by: shift)
      moveTo(offset + shift, delegate: &delegate)
    }
    geometryDidChange(returnAtRest: returnAtRest, delegate: &delegate)
  }

  /// Puts the offset exactly at `value` and carries the running motion along by the
  /// difference, as assigning `UIScrollView.contentOffset` during a deceleration, bounce, paging
  /// or animation does (the motion goes on from there), then re-checks it against the range.
  /// Unlike shifting by `value − offset`, the offset lands on `value` to the last bit.
  public mutating func moveMotion<D: ScrollerDelegate>(to value: Double, delegate: inout D) {
    guard value.isFinite else { return }
    translateMotion(by: value - offset)
    moveTo(value, delegate: &delegate)
    geometryDidChange(delegate: &delegate)
  }

  /// Takes a new geometry as ``setGeometry(boundsSize:contentSize:contentInset:shiftingOffsetBy:returnAtRest:delegate:)``
  /// does, except that a deceleration or a bounce does not react yet: it goes on as it was
  /// until the caller re-checks it (``setGeometry(boundsSize:contentSize:contentInset:shiftingOffsetBy:returnAtRest:delegate:)``
  /// with no change). Returns whether such a check is pending.
  ///
  /// UIKitStub's model of UIKit, which looks at a moving view's edges at its next step: size
  /// and inset changes made together in one pass (new content, then its padding) act together.
  package mutating func setGeometryDeferringMotion<D: ScrollerDelegate>(
    boundsSize: CGSize, contentSize: CGSize, contentInset: Insets,
    returnAtRest: GeometryReturn = .clamp, delegate: inout D
  ) -> Bool {
    switch motion {
    case .decelerating, .bouncing:
      self.boundsSize = Self.sanitized(boundsSize)
      self.contentSize = Self.sanitized(contentSize)
      self.contentInset = contentInset.sanitized
      updateRange()
      return true
    default:
      setGeometry(
        boundsSize: boundsSize, contentSize: contentSize, contentInset: contentInset,
        returnAtRest: returnAtRest, delegate: &delegate)
      return false
    }
  }
}

/// How a ``Scroller`` travels to a release target.
public enum TargetMotion: Sendable, Hashable {
  /// UIKit's deceleration, refitted to end exactly at a target a delegate moved.
  case deceleration
  /// The paging spring (one viewport as the page size), seeded with the release velocity.
  case spring
}

/// What a resting ``Scroller`` does when a geometry change leaves it past an edge.
public enum GeometryReturn: Sendable, Hashable {
  /// Jump into the range (UIKit's behaviour when the content shrinks).
  case clamp
  /// Bounce back with the edge-bounce physics (for owners removing space they added).
  case bounce
}

// MARK: - ScrollSurface

extension Scroller: ScrollSurface {
  /// The offset as a point; the cross-axis coordinate is the negated leading cross inset.
  public var contentOffset: CGPoint {
    let crossInset = axis.cross.leading(of: contentInset)
    return axis.point(offset, cross: -crossInset)
  }

  /// Whether a finger is down.
  public var isTracking: Bool { touch != .none }

  /// Whether a finger is dragging the content.
  public var isDragging: Bool {
    if case .dragging = touch { return true }
    return false
  }

  /// Whether a deceleration, bounce or paging motion is running.
  public var isDecelerating: Bool { motion.isDeceleration }

  /// Whether a `setContentOffset(_:animated: true)` animation is running.
  public var isScrollAnimating: Bool {
    if case .animating = motion { return true }
    return false
  }
}

/// Where a finger is in its gesture.
enum TouchState: Sendable, Equatable {
  /// No finger down.
  case none
  /// A finger is down at `start` and has not left the slop.
  case tracking(start: CGPoint, last: Double)
  /// The finger left the slop along the other axis (or the content cannot scroll): it belongs to
  /// someone else until it lifts.
  case ignored(last: Double)
  /// The finger drags the content: `raw = startRaw − (last − anchor)`.
  case dragging(anchor: Double, startRaw: Double, last: Double)
}
