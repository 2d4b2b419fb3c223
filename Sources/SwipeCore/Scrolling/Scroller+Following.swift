import Foundation

extension Scroller {
  // MARK: - Following a host's scroll view

  /// Takes the offset and the activity of a scroll view the host moves itself (a UIKit scroll
  /// view under the user's finger, or decelerating on its own).
  ///
  /// A hosted container keeps a scroller per page as the mirror of the real scroll view, so
  /// every decision reads the same state for both hosts: a neighbour follows only at rest, a page
  /// change stops a motion, a pull arms only while dragging. A followed motion is
  /// ``ScrollMotion/hosted``: the mirror never evaluates it, and stopping it is the host's job
  /// (the container sends the command). A followed drag shows the host's offset as it is: its raw
  /// offset is the rubber band's inverse of it, so a geometry change re-applies the same band.
  mutating func follow(
    offset: Double, isTracking: Bool, isDragging: Bool, isMoving: Bool, isAnimating: Bool = false
  ) {
    let own = (offset: self.offset, velocity: velocityPerMillisecond)
    defer {
      // A motion the container still drives places the view itself (the host is told where it
      // is at the next pass): a settle the host ran at the lift does not move it.
      if drivesOwnMotion {
        self.offset = own.offset
        velocityPerMillisecond = own.velocity
      }
    }
    if offset.isFinite { self.offset = offset }
    velocityPerMillisecond = 0
    if touch != .none, !touchIsFollowed {
      // The container's own finger holds the page (a header drag): the host's view has no
      // finger of its own, and only a motion of its own (an animation the app started) is
      // followed, under that finger.
      followMotion(isMoving: isMoving, isAnimating: isAnimating)
      return
    }
    // A finger that rested on the view (it never dragged) and lifts: UIKit settles the view by
    // itself, which a motion the container drives overrides.
    let restingFingerLifts = touchIsFollowed && touch != .none && !self.isDragging && !isTracking
    touchIsFollowed = isTracking || isDragging
    if isDragging {
      motion = .none
      touch = .dragging(anchor: 0, startRaw: grabbedRawOffset(), last: 0)
    } else if isTracking {
      // A resting finger stops the host's own motion; one the engine drives (an animated page
      // change) goes on under it, as an animation started during a touch does. A host that
      // reports a motion of its own under the finger (releasing into a deceleration while it
      // still counts the finger) keeps it.
      followMotion(isMoving: isMoving, isAnimating: isAnimating)
      touch = .ignored(last: 0)
    } else {
      touch = .none
      followMotion(
        isMoving: isMoving, isAnimating: isAnimating, overridesSettle: restingFingerLifts)
    }
  }

  /// Takes the host's own motion: a deceleration or an animation is followed; a followed motion
  /// the host no longer runs ends. With `overridesSettle` (a resting finger lifted) a motion the
  /// container drives goes on over the settle the host began by itself: the container stops the
  /// host's at its next pass.
  private mutating func followMotion(
    isMoving: Bool, isAnimating: Bool, overridesSettle: Bool = false
  ) {
    if isMoving {
      if !(overridesSettle && drivesOwnMotion) { motion = .hosted(animating: false) }
    } else if isAnimating {
      motion = .hosted(animating: true)
    } else if followsHostMotion {
      motion = .none
    }
  }

  /// The host's finger lifted: a followed touch that never dragged ends (a drag's end comes
  /// from the host's own report).
  ///
  /// Returns whether it released one: the host's view is then at rest as far as the container
  /// knows (a settle it starts reports itself).
  @discardableResult
  mutating func releaseFollowedTouch() -> Bool {
    guard touchIsFollowed, touch != .none, !isDragging else { return false }
    touch = .none
    touchIsFollowed = false
    return true
  }

  /// Ends the touch where the content is, without a release: no fling, no settle, no
  /// notification (the finger that held the view went elsewhere).
  mutating func dropTouch() {
    touch = .none
    if motion == .none { velocityPerMillisecond = 0 }
  }

  /// Whether the host moves the view by itself (a drag or a motion of its own), so a geometry
  /// change the host applies does not clamp its offset.
  var followsHostMovement: Bool {
    if followsHostMotion { return true }
    return touchIsFollowed && isDragging
  }

  /// Whether the mirror follows a motion of its host's own (a deceleration, a bounce, an
  /// animation).
  var followsHostMotion: Bool {
    if case .hosted = motion { return true }
    return false
  }

  /// Whether the container drives a motion of the mirror's (an animation, a settle, a fling of
  /// the container's own), whatever the host's finger does.
  var drivesOwnMotion: Bool {
    motion != .none && !followsHostMotion
  }

  /// Whether the host reported a finger on the view that it still tracks.
  var tracksHostFinger: Bool { touchIsFollowed && isTracking }

  /// Whether the mirror follows a motion or a finger of its host (not one the engine drives).
  var followsHost: Bool {
    if followsHostMotion { return true }
    return touchIsFollowed && touch != .none
  }
}
