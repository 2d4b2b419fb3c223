/// What a scroll view is doing, derived from its touch and motion.
public enum ScrollPhase: Sendable, Hashable {
  /// At rest, no finger down.
  case idle
  /// A finger is down but has not dragged (inside the slop, or the gesture went elsewhere).
  case tracking
  /// A finger is dragging the content.
  case dragging
  /// Coasting after a fling.
  case decelerating
  /// Returning from past an edge.
  case bouncing
  /// Settling on a page (`isPagingEnabled`).
  case paging
  /// Running `setContentOffset(_:animated: true)`.
  case animating
}
