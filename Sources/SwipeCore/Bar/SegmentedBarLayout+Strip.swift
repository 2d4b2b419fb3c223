import Foundation

extension SegmentedBarLayout {
  // MARK: - The strip under the finger

  /// Whether a horizontal drag that starts on the strip resting at `scrollOffset` (physical),
  /// its finger moving by `dx` (physical points, positive to the right), scrolls the strip: the
  /// tabs overflow the bar and the strip can still move that way (a finger moving left moves
  /// the offset up). Otherwise a container takes the drag and swipes its pages, so a strip at
  /// its end hands a drag past that end to the pages. False for a drag that does not move
  /// sideways or for non-finite input.
  ///
  /// - Complexity: O(1).
  public func stripTakesDrag(dx: Double, scrollOffset: Double) -> Bool {
    let maximum = maximumScrollOffset
    guard maximum > 0, dx.isFinite, scrollOffset.isFinite, dx != 0 else { return false }
    // Within a thousandth of a point of an end counts as at the end (a strip UIKit left there).
    return dx < 0 ? scrollOffset < maximum - 0.001 : scrollOffset > 0.001
  }

  /// Where the user left the strip: its offset (physical) and the bar's progress at that
  /// moment. The strip then stays there until the progress moves (see
  /// ``scrollOffset(progress:holding:)``).
  public struct StripHold: Sendable, Equatable {
    /// The strip's offset where the user left it.
    public var offset: Double
    /// The progress when the user left it.
    public var progress: Double

    /// A hold of the strip at `offset`, made at `progress`.
    public init(offset: Double, progress: Double) {
      self.offset = offset
      self.progress = progress
    }
  }

  /// The strip's offset at `progress` after the user left it at `hold`, and the hold that
  /// remains: at the held progress the strip is where the user left it; as the progress moves
  /// away it joins ``scrollOffset(progress:)`` linearly, and a page away it is there and the
  /// hold ends (nil). So the strip neither jumps when the pages move after the user scrolled it
  /// nor stays away from the selected tab once the page has changed; a swipe that goes back to
  /// the held page brings it back to where the user left it. Without a hold, or with a
  /// non-finite one, the offset follows the progress.
  ///
  /// - Complexity: O(1), no allocation.
  public func scrollOffset(progress: Double, holding hold: StripHold?) -> (
    offset: Double, hold: StripHold?
  ) {
    let follow = scrollOffset(progress: progress)
    guard let hold, hold.offset.isFinite, hold.progress.isFinite, progress.isFinite else {
      return (follow, nil)
    }
    let distance = abs(clampedProgress(progress) - clampedProgress(hold.progress))
    guard distance < 1 else { return (follow, nil) }
    let maximum = max(maximumScrollOffset, 0)
    let held = min(max(hold.offset, 0), maximum)
    let start = scrollOffset(progress: hold.progress)
    let offset = follow + (held - start) * (1 - distance)
    return (min(max(offset, 0), maximum), hold)
  }
}

/// The strip's offset as a bar applies it, frame after frame: it follows the progress
/// (``SegmentedBarLayout/scrollOffset(progress:)``), and after the user moved the strip it holds
/// where the user left it until the progress takes it back
/// (``SegmentedBarLayout/scrollOffset(progress:holding:)``).
public struct SegmentedStripFollower: Sendable, Equatable {
  /// Where the user left the strip, while the progress has not taken it back.
  public private(set) var hold: SegmentedBarLayout.StripHold?
  /// The offset last applied (nil: none yet) and the progress it was applied at.
  private var appliedOffset: Double?
  private var appliedProgress = 0.0

  /// A follower that has applied nothing yet.
  public init() {}

  /// The offset to give the strip at `progress`, the strip being at `current` now (physical).
  /// A strip more than half a point from where it was last put was moved by the user (a drag,
  /// its deceleration): it is held there, from the progress it was last put at.
  ///
  /// - Complexity: O(1), no allocation.
  public mutating func offset(
    progress: Double, current: Double, layout: SegmentedBarLayout
  ) -> Double {
    if let appliedOffset, current.isFinite, abs(current - appliedOffset) > 0.5 {
      hold = SegmentedBarLayout.StripHold(offset: current, progress: appliedProgress)
    }
    let (offset, remaining) = layout.scrollOffset(progress: progress, holding: hold)
    hold = remaining
    appliedOffset = offset
    appliedProgress = progress
    return offset
  }

  /// The layout changed (titles, fonts, width, direction): the strip follows the progress
  /// again.
  public mutating func reset() {
    hold = nil
    appliedOffset = nil
  }
}
