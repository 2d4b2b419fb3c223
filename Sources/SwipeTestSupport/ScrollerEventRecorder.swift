import SwipeCore

/// A delegate that records every notification as an Equatable value, so a test can compare the
/// whole ordered list in one expectation; optionally moves the release target.
public struct ScrollerEventRecorder: ScrollerDelegate {
  /// A recorded notification.
  public enum Entry: Equatable, Sendable {
    /// Any notification but `willEndDragging`.
    case event(ScrollerEvent)
    /// `willEndDragging` with the velocity (points per second) and the proposed target.
    case willEndDragging(velocity: Double, target: Double)
  }

  /// Everything received, in order.
  public var entries: [Entry] = []
  /// When set, replaces the target of the next releases.
  public var targetOverride: Double?

  /// Creates an empty recorder.
  public init(targetOverride: Double? = nil) {
    self.targetOverride = targetOverride
  }

  /// The recorded entries without `didScroll`, the shape most order tests compare.
  public var milestones: [Entry] { entries.filter { $0 != .event(.didScroll) } }

  /// Forgets what was recorded.
  public mutating func clear() { entries.removeAll() }

  /// Records the notification.
  public mutating func scroller(didEmit event: ScrollerEvent) {
    entries.append(.event(event))
  }

  /// Records the release and applies ``targetOverride``.
  public mutating func scrollerWillEndDragging(
    _ scroller: Scroller, velocity: Double, targetOffset: inout Double
  ) {
    entries.append(.willEndDragging(velocity: velocity, target: targetOffset))
    if let targetOverride { targetOffset = targetOverride }
  }
}
