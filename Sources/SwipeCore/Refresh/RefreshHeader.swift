/// A pull-to-refresh control as a pure reducer: events in, new state and ordered effects out.
///
/// It never reads a clock, a view or a scroll view: its owner (``RefreshAttachment``, or a UIKit
/// adapter) translates scrolling into ``RefreshEvent``s and applies the ``RefreshEffect``s. The
/// invariants it keeps:
/// - it removes exactly the inset it added (``ownedInset``), so outside inset changes survive;
/// - the action fires exactly once per cycle; a second `begin` is ignored, and so is a `begin`
///   while the footer loads (``isBlocked``): header and footer never refresh together;
/// - only a drag that began at the top, with the finger down, can arm: momentum, bounces and
///   programmatic scrolls never do;
/// - inset changes carry their offset correction, and are deferred while a finger drags (so the
///   rubber band never jumps); an `end` with the finger down waits for the release;
/// - no new pull before retraction has finished.
public struct RefreshHeader: Sendable {
  /// When a full pull fires.
  public enum FirePolicy: Sendable, Hashable {
    /// On release past the trigger distance (MJRefresh, the seeds).
    case onRelease
    /// As soon as the trigger distance is reached, finger still down (UIRefreshControl).
    case onArm
  }

  /// The control's distances and timing.
  public struct Configuration: Sendable, Equatable {
    /// How far to pull to arm (points).
    public var triggerDistance: Double
    /// The height held while refreshing (points).
    public var holdHeight: Double
    /// When a full pull fires.
    public var firePolicy: FirePolicy
    /// How long the result shows before retracting (seconds).
    public var finishingDuration: Double

    /// A configuration; negative or non-finite values count as 0.
    public init(
      triggerDistance: Double = 60, holdHeight: Double = 60, firePolicy: FirePolicy = .onRelease,
      finishingDuration: Double = 0.3
    ) {
      self.triggerDistance = triggerDistance.validLength
      self.holdHeight = holdHeight.validLength
      self.firePolicy = firePolicy
      self.finishingDuration = finishingDuration.validLength
    }

    /// The seed's style: 60 to trigger, 60 held.
    public static let seed = Configuration()
    /// The QPullDownRefreshView tutorial's style: 95 to trigger, 50 held.
    public static let tutorial = Configuration(triggerDistance: 95, holdHeight: 50)
  }

  /// The distances and timing.
  public var configuration: Configuration
  /// Where the control is in its cycle.
  public private(set) var state = RefreshState.idle
  /// The inset this control added and will remove (0 or the hold height).
  public private(set) var ownedInset = 0.0
  /// How far the list is pulled past its top (points).
  public private(set) var pullDistance = 0.0
  /// When the last successful refresh ended (seconds, the owner's clock), for "last updated".
  public private(set) var lastUpdated: Double?
  /// Set by the owner while a load-more runs: the header may not arm meanwhile.
  public var isBlocked = false

  var isTracking = false
  /// A drag began at the top while idle: this drag may pull.
  var pullAllowed = false
  /// The hold inset waits for the finger to lift.
  var insetPending = false
  /// An `end` that arrived with the finger down.
  var deferredEnd: (RefreshResult, Double)?

  /// A control in the idle state.
  public init(configuration: Configuration = .seed) {
    self.configuration = configuration
  }

  /// Pull progress toward the trigger distance, 0…1.
  public var progress: Double {
    guard configuration.triggerDistance > 0 else { return pullDistance > 0 ? 1 : 0 }
    return min(max(pullDistance / configuration.triggerDistance, 0), 1)
  }

  /// Applies `event`, appending the effects to `effects` in the order they must happen.
  ///
  /// - Complexity: O(1); appends at most four effects.
  public mutating func send(_ event: RefreshEvent, into effects: inout [RefreshEffect]) {
    switch event {
    case .dragBegan(let atTop):
      isTracking = true
      pullAllowed = state == .idle && atTop && !isBlocked
    case .offsetChanged(let distance, let tracking):
      offsetChanged(distance: distance, tracking: tracking, effects: &effects)
    case .dragEnded:
      dragEnded(effects: &effects)
    case .begin(let reveal, let animated):
      begin(reveal: reveal, animated: animated, effects: &effects)
    case .end(let result, let time):
      end(result, time: time, effects: &effects)
    case .cancel:
      if case .pulling = state { state = .idle }
      if state == .armed { state = .idle }
      pullAllowed = false
    case .animationFinished:
      animationFinished(effects: &effects)
    case .baseInsetChanged, .didAppear:
      break
    }
  }

  // MARK: - Transitions

  mutating func offsetChanged(distance: Double, tracking: Bool, effects: inout [RefreshEffect]) {
    isTracking = tracking
    let distance = distance.isFinite ? max(distance, 0) : 0
    if distance != pullDistance {
      pullDistance = distance
      effects.append(.progress(progress, distance: distance))
    }
    switch state {
    case .idle, .pulling, .armed:
      guard tracking, pullAllowed, !isBlocked else { return }
      if distance >= configuration.triggerDistance, configuration.triggerDistance > 0 {
        guard state != .armed else { return }
        state = .armed
        effects.append(.haptic)
        if configuration.firePolicy == .onArm {
          startRefreshing(insetNow: false, reveal: false, effects: &effects)
        }
      } else {
        state = distance > 0 ? .pulling(progress: progress) : .idle
      }
    default:
      break
    }
  }

  mutating func dragEnded(effects: inout [RefreshEffect]) {
    isTracking = false
    pullAllowed = false
    switch state {
    case .pulling: state = .idle
    case .armed: startRefreshing(insetNow: true, reveal: false, effects: &effects)
    default: break
    }
    if insetPending {
      insetPending = false
      addHold(reveal: false, effects: &effects)
    }
    if let (result, time) = deferredEnd {
      deferredEnd = nil
      end(result, time: time, effects: &effects)
    }
  }

  mutating func begin(reveal: Bool, animated: Bool, effects: inout [RefreshEffect]) {
    switch state {
    case .idle, .pulling, .armed:
      break
    default:
      return  // already refreshing: a second begin is a no-op
    }
    // A load-more in progress keeps the header out: the two never refresh together.
    guard !isBlocked else { return }
    pullAllowed = false
    if isTracking {
      startRefreshing(insetNow: false, reveal: false, effects: &effects)
    } else if reveal, animated {
      state = .willRefresh
      ownedInset = configuration.holdHeight
      effects.append(.changeInset(by: ownedInset, offsetCorrection: 0))
      effects.append(.scroll(by: -ownedInset, animated: true))
    } else {
      startRefreshing(insetNow: true, reveal: reveal, effects: &effects)
    }
  }

  mutating func end(_ result: RefreshResult, time: Double, effects: inout [RefreshEffect]) {
    switch state {
    case .willRefresh:
      retract(effects: &effects)  // ended before it fired: it never will
    case .refreshing:
      if isTracking || insetPending {
        deferredEnd = (result, time)
        return
      }
      if result == .success { lastUpdated = time }
      state = .finishing(result)
      effects.append(.announce(result == .failure ? "Refresh failed" : "Updated"))
      if configuration.finishingDuration > 0 {
        effects.append(.startTimer(configuration.finishingDuration))
      } else {
        retract(effects: &effects)
      }
    default:
      break  // not refreshing: nothing to end
    }
  }

  mutating func animationFinished(effects: inout [RefreshEffect]) {
    switch state {
    case .willRefresh:
      state = .refreshing
      effects.append(.fireAction)
      effects.append(.announce("Refreshing"))
    case .finishing:
      retract(effects: &effects)
    case .retracting:
      state = .idle
    default:
      break
    }
  }

  mutating func startRefreshing(insetNow: Bool, reveal: Bool, effects: inout [RefreshEffect]) {
    state = .refreshing
    if insetNow { addHold(reveal: reveal, effects: &effects) } else { insetPending = true }
    effects.append(.fireAction)
    effects.append(.announce("Refreshing"))
  }

  mutating func addHold(reveal: Bool, effects: inout [RefreshEffect]) {
    ownedInset = configuration.holdHeight
    effects.append(.changeInset(by: ownedInset, offsetCorrection: reveal ? -ownedInset : 0))
  }

  mutating func retract(effects: inout [RefreshEffect]) {
    state = .retracting
    insetPending = false
    if ownedInset != 0 {
      effects.append(.changeInset(by: -ownedInset, offsetCorrection: 0))
      ownedInset = 0
    }
  }
}
