/// How a refresh ended; shown during ``RefreshState/finishing(_:)``.
public enum RefreshResult: Sendable, Hashable {
  /// The content was updated.
  case success
  /// Updating failed.
  case failure
  /// There is nothing newer.
  case noMoreData
}

/// Where a pull-to-refresh control is in its cycle:
/// idle → pulling → armed → (release) refreshing → finishing → retracting → idle, with
/// willRefresh for a programmatic begin that is still revealing the control.
public enum RefreshState: Sendable, Equatable {
  /// At rest; a drag that begins at the top can pull.
  case idle
  /// Pulled less than the trigger distance, finger down.
  case pulling(progress: Double)
  /// Pulled past the trigger distance, finger down: releasing fires.
  case armed
  /// A programmatic begin is revealing the control; it fires when the reveal ends.
  case willRefresh
  /// The action fired; the control holds its height until `end`.
  case refreshing
  /// Showing the result before retracting.
  case finishing(RefreshResult)
  /// Giving back the held height.
  case retracting

  /// The state's name in scenario output.
  public var name: String {
    switch self {
    case .idle: "idle"
    case .pulling: "pulling"
    case .armed: "armed"
    case .willRefresh: "willRefresh"
    case .refreshing: "refreshing"
    case .finishing: "finishing"
    case .retracting: "retracting"
    }
  }

  /// Whether a finger is pulling the control (pulling or armed, not yet fired).
  public var isPull: Bool {
    switch self {
    case .pulling, .armed: true
    default: false
    }
  }

  /// Whether the control is anywhere between firing (or a programmatic begin) and idle again.
  public var isActive: Bool {
    switch self {
    case .idle, .pulling, .armed: false
    case .willRefresh, .refreshing, .finishing, .retracting: true
    }
  }
}

/// An input of the refresh reducers.
public enum RefreshEvent: Sendable, Equatable {
  /// A finger began dragging the list; `atTop` tells whether the list was at its top then.
  case dragBegan(atTop: Bool)
  /// The list moved: `distance` is how far it is pulled past its top (0 when not), `isTracking`
  /// whether a finger is down on it (dragging it or resting).
  case offsetChanged(distance: Double, isTracking: Bool)
  /// The finger lifted (after a drag, or after resting without one).
  case dragEnded
  /// Start refreshing from code; `reveal` scrolls the control into view (only when the list is
  /// at its top), animated or not.
  case begin(reveal: Bool, animated: Bool)
  /// Stop refreshing with a result, at `time` (seconds; recorded as the last update on success).
  case end(RefreshResult, time: Double)
  /// The owner changed its own inset; the control's share is unaffected.
  case baseInsetChanged
  /// Stop a pull in progress (a horizontal swipe took over, the list was hidden).
  case cancel
  /// A reveal, result display or retraction the control asked for has finished.
  case animationFinished
  /// The list came on screen.
  case didAppear
}

/// What a refresh reducer asks its owner to do, in order.
public enum RefreshEffect: Sendable, Equatable {
  /// Add `by` points of inset above the content (negative: remove) and move the offset by
  /// `offsetCorrection` in the same step, so nothing on screen jumps unless asked to.
  case changeInset(by: Double, offsetCorrection: Double)
  /// Scroll by `distance` points (negative: toward the top), animated or not.
  case scroll(by: Double, animated: Bool)
  /// Run the refresh (or load-more) action.
  case fireAction
  /// Play one light haptic (the control armed).
  case haptic
  /// Announce for accessibility.
  case announce(String)
  /// Pull progress 0…1 and the raw pulled distance changed.
  case progress(Double, distance: Double)
  /// Send ``RefreshEvent/animationFinished`` after this many seconds.
  case startTimer(Double)
}
