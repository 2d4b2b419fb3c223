/// A load-more footer as a pure reducer.
///
/// It fires at most once per gesture (a drag and the deceleration that follows it) when the list
/// comes within ``Configuration/triggerDistance`` of its end, never while the header refreshes,
/// never while hidden (content shorter than the viewport), and never in `noMoreData`, which lasts
/// until the next header refresh resets it.
public struct LoadMoreFooter: Sendable {
  /// Where the footer is.
  public enum State: Sendable, Hashable {
    /// Waiting for the list to near its end.
    case idle
    /// The action fired; waiting for `endLoadingMore`.
    case loading
    /// Everything is loaded; nothing fires until reset.
    case noMoreData

    /// The state's name in scenario output (loading reads `refreshing`, as in the format).
    public var name: String {
      switch self {
      case .idle: "idle"
      case .loading: "refreshing"
      case .noMoreData: "noMoreData"
      }
    }
  }

  /// An input of the footer.
  public enum Event: Sendable, Equatable {
    /// A drag began: a new gesture may trigger once.
    case gestureBegan
    /// The list moved; `distanceToEnd` is how far its end is below the viewport's bottom,
    /// `isUserScroll` whether a drag or its deceleration moves it.
    case scrolled(distanceToEnd: Double, isUserScroll: Bool)
    /// Whether the content fits in the viewport (the footer hides itself then).
    case contentFits(Bool)
    /// Whether the header is refreshing (the footer is suspended meanwhile).
    case headerActive(Bool)
    /// Someone asked to load now (a tap on the footer): fires when idle and not suspended,
    /// whatever the gesture did before.
    case begin
    /// The loading finished.
    case end
    /// Nothing more to load.
    case setNoMoreData
    /// A header refresh happened: more may be loaded again.
    case resetNoMoreData
  }

  /// The footer's trigger.
  public struct Configuration: Sendable, Equatable {
    /// How close to the end (points) the list must come to fire.
    public var triggerDistance: Double

    /// A configuration; negative or non-finite distances count as 0.
    public init(triggerDistance: Double = 60) {
      self.triggerDistance = triggerDistance.validLength
    }
  }

  /// The trigger.
  public var configuration: Configuration
  /// Where the footer is.
  public private(set) var state = State.idle
  /// Whether the footer hides itself (the content fits).
  public private(set) var isHidden = false
  /// Whether the header's refresh suspends the footer.
  public private(set) var isSuspended = false
  var firedThisGesture = false

  /// A footer in the idle state.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// Applies `event`, appending `fireAction` to `effects` when the footer fires.
  public mutating func send(_ event: Event, into effects: inout [RefreshEffect]) {
    switch event {
    case .gestureBegan:
      firedThisGesture = false
    case .scrolled(let distance, let isUserScroll):
      guard state == .idle, isUserScroll, !isHidden, !isSuspended, !firedThisGesture,
        distance.isFinite, distance <= configuration.triggerDistance
      else { return }
      state = .loading
      firedThisGesture = true
      effects.append(.fireAction)
      effects.append(.announce("Loading more"))
    case .contentFits(let fits):
      isHidden = fits
    case .headerActive(let active):
      isSuspended = active
    case .begin:
      guard state == .idle, !isSuspended else { return }
      state = .loading
      firedThisGesture = true
      effects.append(.fireAction)
      effects.append(.announce("Loading more"))
    case .end:
      guard state == .loading else { return }
      state = .idle
      effects.append(.announce("Loaded more"))
    case .setNoMoreData:
      guard state != .noMoreData else { return }
      state = .noMoreData
      effects.append(.announce("No more data"))
    case .resetNoMoreData:
      if state == .noMoreData { state = .idle }
    }
  }
}
