/// Connects a ``RefreshHeader`` and a ``LoadMoreFooter`` to a ``Scroller``: it turns the
/// scroller's state into reducer events and applies the reducers' effects back to the scroller.
///
/// The owner keeps its own inset (``baseInset``); the attachment adds the header's held height on
/// top, so the scroller's inset is always `baseInset + ownedInset` and an outside inset change
/// survives a refresh. Call ``update(_:at:contentFits:delegate:notify:)`` after anything that
/// moved the scroller (a touch, a frame, a call).
public struct RefreshAttachment: Sendable {
  /// What the attachment reports to its owner.
  public enum Notification: Sendable, Equatable {
    /// The header's action fired: start refreshing.
    case refresh
    /// The footer's action fired: start loading more.
    case loadMore
    /// Play one light haptic.
    case haptic
    /// Announce for accessibility.
    case announce(String)
  }

  /// The pull-to-refresh control, if any.
  public var header: RefreshHeader?
  /// The load-more footer, if any.
  public var footer: LoadMoreFooter?
  /// The owner's inset, without the header's held height.
  public private(set) var baseInset: Insets

  var wasDragging = false
  /// A finger was down at the last update (dragging or resting).
  var wasTracking = false
  /// A drag happened and the motion it started is still running.
  var userScroll = false
  /// When to send the header's timer `animationFinished` (seconds).
  var timerDeadline: Double?

  /// Whether the header waits for the scroller's motion to end (a reveal's animation, a
  /// retraction's return): its owner must look at the instant it ends, not at the next frame.
  var waitsForMotion: Bool {
    header?.state == .willRefresh || header?.state == .retracting
  }
  var headerEffects: [RefreshEffect] = []
  var footerEffects: [RefreshEffect] = []

  /// An attachment with the given controls over `baseInset`.
  public init(header: RefreshHeader?, footer: LoadMoreFooter?, baseInset: Insets = .zero) {
    self.header = header
    self.footer = footer
    self.baseInset = baseInset.sanitized
    headerEffects.reserveCapacity(8)
    footerEffects.reserveCapacity(4)
  }

  /// The inset the scroller must have: the base plus the header's held height on top.
  public func effectiveInset(axis: Axis) -> Insets {
    var inset = baseInset
    let held = header?.ownedInset ?? 0
    if axis == .vertical { inset.top += held } else { inset.left += held }
    return inset
  }

  /// Replaces the owner's part of the inset; the caller applies ``effectiveInset(axis:)``.
  public mutating func setBaseInset(_ inset: Insets) {
    baseInset = inset.sanitized
  }

  /// How far the scroller is from its base top: `s` of the swipe container (0 at the top,
  /// negative while pulled or held).
  public func scrolled(_ scroller: Scroller) -> Double {
    scroller.offset + scroller.axis.leading(of: baseInset)
  }

  /// Feeds the scroller's state to the controls and applies what they ask, repeating until
  /// nothing more happens. `contentFits` hides the footer.
  ///
  /// - Complexity: O(1) per call; no allocation once the effect buffers have warmed up.
  @_semantics("optimize.sil.specialize.generic.never")
  public mutating func update<D: ScrollerDelegate>(
    _ scroller: inout Scroller, at time: Double, contentFits: Bool, delegate: inout D,
    notify: (Notification) -> Void
  ) {
    for _ in 0..<4 {
      headerEffects.removeAll(keepingCapacity: true)
      footerEffects.removeAll(keepingCapacity: true)
      feed(scroller, at: time, contentFits: contentFits)
      if headerEffects.isEmpty, footerEffects.isEmpty { return }
      apply(&scroller, at: time, delegate: &delegate, notify: notify)
    }
  }

  /// The events this moment of the scroller produces, in the order they happened.
  mutating func feed(_ scroller: Scroller, at time: Double, contentFits: Bool) {
    let s = scrolled(scroller)
    let dragging = scroller.isDragging
    // A finger that rests without dragging counts too: an `end` or a hold waits for its lift.
    let tracking = scroller.isTracking
    if dragging, !wasDragging {
      header?.send(.dragBegan(atTop: s <= 0.5), into: &headerEffects)
      footer?.send(.gestureBegan, into: &footerEffects)
      userScroll = true
    }
    header?.send(.offsetChanged(distance: -s, isTracking: tracking), into: &headerEffects)
    if wasTracking, !tracking {
      header?.send(.dragEnded, into: &headerEffects)
    }
    wasDragging = dragging
    wasTracking = tracking
    if scroller.phase == .idle || scroller.phase == .animating { userScroll = false }

    if footer != nil {
      footer?.send(.contentFits(contentFits), into: &footerEffects)
      coordinate()
      let distance = scroller.maximumOffset - scroller.offset
      footer?.send(
        .scrolled(distanceToEnd: distance, isUserScroll: dragging || userScroll),
        into: &footerEffects)
      coordinate()
    }

    guard let state = header?.state else { return }
    let timerDone = timerDeadline.map { time >= $0 } ?? false
    let settled =
      switch state {
      case .willRefresh: scroller.phase != .animating
      // At rest in its range: a finger that rests on the list does not keep a retraction with
      // nothing left to move going; one holding the list past its edge does, until it lifts.
      case .retracting:
        (scroller.phase == .idle || scroller.phase == .tracking) && scroller.overscroll <= 0
      case .finishing: timerDone
      default: false
      }
    if settled {
      if case .finishing = state { timerDeadline = nil }
      header?.send(.animationFinished, into: &headerEffects)
    }
  }

  @_semantics("optimize.sil.specialize.generic.never")
  mutating func apply<D: ScrollerDelegate>(
    _ scroller: inout Scroller, at time: Double, delegate: inout D,
    notify: (Notification) -> Void
  ) {
    for effect in headerEffects {
      switch effect {
      case .changeInset(_, let correction):
        scroller.setGeometry(
          contentInset: effectiveInset(axis: scroller.axis), shiftingOffsetBy: correction,
          returnAtRest: .bounce, delegate: &delegate)
      case .scroll(let distance, let animated):
        scroller.setContentOffset(
          scroller.offset + distance, animated: animated, at: time, delegate: &delegate)
      case .fireAction:
        footer?.send(.resetNoMoreData, into: &footerEffects)
        notify(.refresh)
      case .haptic:
        notify(.haptic)
      case .announce(let text):
        notify(.announce(text))
      case .startTimer(let duration):
        timerDeadline = time + duration
      case .progress:
        break
      }
    }
    for effect in footerEffects {
      switch effect {
      case .fireAction: notify(.loadMore)
      case .announce(let text): notify(.announce(text))
      default: break
      }
    }
  }

  /// The scroller went away (its list was unloaded): a drag the controls were following ends.
  public mutating func detach<D: ScrollerDelegate>(
    from scroller: inout Scroller, at time: Double, delegate: inout D,
    notify: (Notification) -> Void
  ) {
    userScroll = false
    guard wasTracking else { return }
    wasDragging = false
    wasTracking = false
    headerEffects.removeAll(keepingCapacity: true)
    footerEffects.removeAll(keepingCapacity: true)
    header?.send(.dragEnded, into: &headerEffects)
    apply(&scroller, at: time, delegate: &delegate, notify: notify)
  }

  /// Advances a control whose list is not on screen: a reveal ends, a due result display and a
  /// retraction complete at once (there is nothing to animate).
  public mutating func settleOffscreen(at time: Double, notify: (Notification) -> Void) {
    for _ in 0..<3 {
      guard let state = header?.state else { return }
      let due =
        switch state {
        case .willRefresh, .retracting: true
        case .finishing: timerDeadline.map { time >= $0 } ?? true
        default: false
        }
      guard due else { return }
      if case .finishing = state { timerDeadline = nil }
      headerEffects.removeAll(keepingCapacity: true)
      header?.send(.animationFinished, into: &headerEffects)
      for effect in headerEffects {
        switch effect {
        case .fireAction: notify(.refresh)
        case .haptic: notify(.haptic)
        case .announce(let text): notify(.announce(text))
        case .startTimer(let duration): timerDeadline = time + duration
        default: break
        }
      }
    }
  }

  /// Sends an event to the header now (a programmatic begin or end, a cancel), applying its
  /// effects.
  public mutating func send<D: ScrollerDelegate>(
    _ event: RefreshEvent, to scroller: inout Scroller, at time: Double, delegate: inout D,
    notify: (Notification) -> Void
  ) {
    headerEffects.removeAll(keepingCapacity: true)
    footerEffects.removeAll(keepingCapacity: true)
    coordinate()
    header?.send(event, into: &headerEffects)
    coordinate()
    apply(&scroller, at: time, delegate: &delegate, notify: notify)
  }

  /// Sends an event to the footer now (begin, end, noMoreData); `notify` hears its action and
  /// what it announces.
  public mutating func send(
    _ event: LoadMoreFooter.Event, notify: (Notification) -> Void = { _ in }
  ) {
    footerEffects.removeAll(keepingCapacity: true)
    coordinate()  // a `begin` sees whether the header refreshes now
    footer?.send(event, into: &footerEffects)
    for effect in footerEffects {
      switch effect {
      case .fireAction: notify(.loadMore)
      case .announce(let text): notify(.announce(text))
      default: break
      }
    }
    coordinate()
  }

  /// Header and footer never refresh together: each sees whether the other is busy.
  mutating func coordinate() {
    if let footerState = footer?.state { header?.isBlocked = footerState == .loading }
    footer?.send(.headerActive(header?.state.isActive ?? false), into: &footerEffects)
  }
}
