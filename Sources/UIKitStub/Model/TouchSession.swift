#if os(Linux)
  import Foundation
  import SwipeCore

  /// One finger from touch-down to lift: routes it as UIKit does.
  ///
  /// At touch-down the window is hit-tested; the touch then goes to every gesture recognizer on
  /// the hit view's ancestor chain (the hit view included), outermost first, and to the hit view
  /// itself when it is a control. A scroll view scrolls by its `panGestureRecognizer`: it takes
  /// the touch where its pan is on the chain, which is on the scroll view itself unless the app
  /// added the pan to another view (WWDC 2014 session 235: touches on that view then scroll
  /// it). Each scroll view's scrollers decide by their own axis (past the 10 pt slop the
  /// dominant axis owns the touch); when several scroll views could scroll along the winning
  /// axis, only the one whose pan is innermost keeps the touch on that axis, as nested UIKit
  /// scroll views do. What a scroll view does to its content's touches (the touch delay,
  /// `touchesShouldBegin`, `touchesShouldCancel(in:)`) applies to the scroll views the touch is
  /// inside, whose content the hit view is (UIScrollView.h:148-181 speaks of "subviews of the
  /// scroll view").
  ///
  /// UIKit's arbitration, as the model plays it:
  /// - A control the touch is on tracks it: at once, or, inside a scroll view that
  ///   `delaysContentTouches`, after the touch delay (sooner when the finger lifts first), and
  ///   only when every enclosing scroll view's `touchesShouldBegin` agrees (UIScrollView.h:148-181).
  /// - A scroll view that begins to drag takes the touch from a tracking control in its content
  ///   when `canCancelContentTouches` and `touchesShouldCancel(in:)` say so; otherwise it lets go
  ///   and the control keeps the touch. A control outside its content (its pan added to an
  ///   ancestor of the control) is cancelled as by any recognizer that cancels touches in its
  ///   view (UIGestureRecognizer.h:57). A control that has not seen the touch yet never will.
  /// - The view the touch is on is asked `gestureRecognizerShouldBegin(_:)` for every
  ///   recognizer on the touch, the scroll views' pans included: a control keeps its default
  ///   action (UIControl.overlapsDefaultAction). A scroll view is asked too for its own pan,
  ///   whose delegate it is.
  /// - Two recognizers recognize together only when either delegate's
  ///   `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` says so; the first to begin
  ///   wins, and the others on the touch fail (a scroll view lets go of the finger). A
  ///   recognizer that begins with `cancelsTouchesInView` cancels the control's tracking
  ///   (UIGestureRecognizer.h:57).
  /// - A recognizer or a scroll view's pan that must wait for another recognizer's failure
  ///   (`require(toFail:)`, or a delegate's dynamic requirement) does not begin while that one
  ///   recognizes; the one waited for sees each move first.
  /// - Each finger is a session of its own. A finger that lands on a scroll view or recognizer
  ///   another finger is on joins that touch: a scroll view drags by the fingers' centroid
  ///   without a jump and releases at the last lift; a pan's translation stays continuous while
  ///   its location is the centroid; a long press ends when any of its fingers lifts
  ///   (developer.apple.com/documentation/uikit/uilongpressgesturerecognizer).
  @MainActor package final class TouchSession {
    /// The touch object handed to delegates.
    package let touch: UITouch
    /// The touch's identity, by which scroll views and recognizers tell fingers apart.
    private let id: ObjectIdentifier
    private let event = UIEvent()
    private let start: CGPoint
    /// The scroll views whose pan is on the touch, by where their pan is attached (outermost
    /// first).
    private var scrollViews: [UIScrollView] = []
    /// The scroll views the hit view is inside, outermost first: their content's touch rules.
    private var enclosing: [UIScrollView] = []
    /// The scroll views another finger was already on at touch-down: this finger joins their
    /// drag (moving its centroid) and leaves their arbitration to that finger.
    private var joinedScrollViews: [UIScrollView] = []
    private var recognizers: [UIGestureRecognizer] = []
    /// The recognizers another finger was already on: this finger joins them.
    private var joinedRecognizers: [UIGestureRecognizer] = []
    /// For each recognizer, whether a scroll view's pan waits for it (`require(toFail:)`): it
    /// sees each move before the scroll views do. Taken at touch-down, so a move allocates
    /// nothing.
    private var isAwaited: [Bool] = []
    private var isAxisDecided = false
    /// The control the touch is on, and where its delivery stands.
    private let control: UIControl?
    private var controlDelivery = ControlDelivery.none
    /// The collection-view item the touch is on, while its lift may still select it: a drag,
    /// a recognizer that cancels touches in its view, or a cancelled touch ends that.
    private var item: (view: UICollectionView, indexPath: IndexPath)?

    private enum ControlDelivery {
      /// No control, or its touch is over (ended, cancelled or refused).
      case none
      /// Waiting for the scroll views' touch delay.
      case pending(StubTimer)
      /// The control has the touch.
      case delivered
    }

    init(window: UIWindow, point: CGPoint, time: TimeInterval) {
      start = point
      let hit = window.hitTest(point, with: nil)
      touch = UITouch(location: point, time: time, window: window, view: hit)
      id = ObjectIdentifier(touch)
      control = hit as? UIControl
      for view in hit?.ancestorChainFromRoot ?? [] {
        if let scrollView = view as? UIScrollView {
          enclosing.append(scrollView)
          if scrollView.storedPan.attachedView === scrollView { scrollViews.append(scrollView) }
        }
        for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled {
          if let owner = recognizer.owningScrollView {
            // A scroll view's pan the app added to this view.
            scrollViews.append(owner)
          } else {
            recognizers.append(recognizer)
          }
        }
      }
      // The innermost collection view's item, when the touch is in one of its cells.
      if let hit, control == nil,
        let collection = enclosing.last(where: { $0 is UICollectionView }) as? UICollectionView,
        let indexPath = collection.indexPathOfCell(holding: hit)
      {
        item = (collection, indexPath)
      }
    }

    func began() {
      let time = touch.timestamp
      // A touch that stops a scroll view's motion stops it and nothing more: it selects
      // nothing under it (UIKit's behaviour; no header states it).
      if scrollViews.contains(where: { $0.isDecelerating || $0.isAnimatingOffset }) { item = nil }
      joinedScrollViews = scrollViews.filter(\.hasFingers)
      for scrollView in scrollViews { scrollView.modelFingerDown(id, at: start, time: time) }
      joinedRecognizers = recognizers.filter(\.isTouching)
      recognizers = recognizers.filter { recognizer in
        let joins = isJoined(recognizer)
        if !joins { recognizer.session = self }
        let receives = recognizer.modelTouchBegan(touch)
        if !receives, !joins { recognizer.session = nil }
        return receives
      }
      isAwaited = recognizers.map { recognizer in
        scrollViews.contains { $0.storedPan.requires(toFail: recognizer) }
          || recognizers.contains { $0 !== recognizer && $0.requires(toFail: recognizer) }
      }
      for recognizer in recognizers where !isJoined(recognizer) { resolveBeginning(of: recognizer) }
      scheduleControlDelivery(at: time)
    }

    private func isJoined(_ scrollView: UIScrollView) -> Bool {
      joinedScrollViews.contains { $0 === scrollView }
    }

    private func isJoined(_ recognizer: UIGestureRecognizer) -> Bool {
      joinedRecognizers.contains { $0 === recognizer }
    }

    func moved(to point: CGPoint, time: TimeInterval) {
      touch.windowLocation = point
      touch.timestamp = time
      // Recognizers a scroll view's pan waits for decide first, on the same move.
      moveRecognizers(awaited: true)
      if !isAxisDecided,
        let axis = TouchSlop.dominantAxis(
          dx: Double(point.x - start.x), dy: Double(point.y - start.y))
      {
        isAxisDecided = true
        decideOwner(along: axis, at: point, time: time)
      }
      for scrollView in scrollViews {
        let wasDragging = scrollView.isDragging
        scrollView.modelFingerMoved(id, to: point, time: time)
        if !wasDragging, scrollView.isDragging { scrollViewBeganDragging(scrollView, time: time) }
      }
      moveRecognizers(awaited: false)
      if case .delivered = controlDelivery { control?.modelTouchMoved(touch) }
    }

    func ended(time: TimeInterval) {
      touch.timestamp = time
      if case .pending(let timer) = controlDelivery {
        // A lift before the delay delivers the touch's beginning at once, then its end.
        timer.invalidate()
        deliverToControl()
      }
      for scrollView in scrollViews { scrollView.modelFingerLifted(id, time: time) }
      for recognizer in recognizers { recognizer.modelTouchEnded(touch) }
      if case .delivered = controlDelivery { control?.modelTouchEnded(touch) }
      if let item { item.view.modelTapEnded(onItemAt: item.indexPath) }
      finish()
    }

    func cancelled(time: TimeInterval) {
      touch.timestamp = time
      for scrollView in scrollViews { scrollView.modelFingerCancelled(id, time: time) }
      for recognizer in recognizers { recognizer.modelTouchCancelled(touch) }
      cancelControl()
      finish()
    }

    private func finish() {
      controlDelivery = .none
      item = nil
      for recognizer in recognizers where recognizer.session === self { recognizer.session = nil }
    }

    // MARK: - Recognizers

    /// Moves the recognizers a scroll view's pan waits for, or the others; one that begins on
    /// this move wins the touch.
    private func moveRecognizers(awaited: Bool) {
      for index in recognizers.indices where isAwaited[index] == awaited {
        let recognizer = recognizers[index]
        let wasPossible = recognizer.modelState == .possible
        recognizer.modelTouchMoved(touch)
        if wasPossible, recognizer.modelState == .began { resolveBeginning(of: recognizer) }
      }
    }

    /// Whether `recognizer` may begin now: nothing on the touch that it may not recognize with
    /// has begun, and nothing it waits for has recognized.
    func mayBegin(_ recognizer: UIGestureRecognizer) -> Bool {
      for scrollView in scrollViews where scrollView.isDragging {
        if !Self.simultaneous(recognizer, scrollView.storedPan) { return false }
      }
      for other in recognizers where other !== recognizer {
        switch other.modelState {
        case .began, .changed:
          if !Self.simultaneous(recognizer, other) { return false }
        default:
          continue
        }
      }
      return !waitsForRecognized(recognizer)
    }

    /// Whether `recognizer` (a scroll view's pan included) waits for the failure of a
    /// recognizer on the touch that has recognized, by `require(toFail:)` or a delegate's
    /// dynamic requirement.
    private func waitsForRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
      recognizers.contains { other in
        switch other.modelState {
        case .began, .changed, .ended:
          other !== recognizer && recognizer.requires(toFail: other)
        default:
          false
        }
      }
    }

    /// A recognizer that just began wins the touch: the others that may not recognize with it
    /// fail, scroll views not yet dragging let go, and a control's tracking is cancelled when it
    /// cancels touches in its view.
    private func resolveBeginning(of winner: UIGestureRecognizer) {
      guard winner.modelState == .began else { return }
      for other in recognizers where other !== winner && other.modelState == .possible {
        if !Self.simultaneous(winner, other) { other.setModelState(.failed, notify: false) }
      }
      scrollViews.removeAll { scrollView in
        guard !isJoined(scrollView), !scrollView.isDragging,
          !Self.simultaneous(winner, scrollView.storedPan)
        else { return false }
        scrollView.modelTouchCancelled(time: touch.timestamp)
        return true
      }
      if winner.cancelsTouchesInView {
        cancelControl()
        item = nil
      }
    }

    /// Whether two recognizers may recognize together: either delegate says so.
    static func simultaneous(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
      (first.modelDelegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second)
        ?? false)
        || (second.modelDelegate?.gestureRecognizer(
          second, shouldRecognizeSimultaneouslyWith: first) ?? false)
    }

    // MARK: - Scroll views

    /// Picks the scroll view that drags along `axis`: the innermost that can scroll that way,
    /// whose pan the touched view lets begin and that waits for no recognizer that recognized,
    /// and that may recognize with the recognizers already running. The others let go of that
    /// axis.
    ///
    /// A scroll view's pan that waits for another scroll view's pan to fail (`require(toFail:)`,
    /// or a dynamic requirement either delegate sets up, UIGestureRecognizer.h:102-107) begins
    /// only once that one has failed: when the awaited one may begin too, it takes the drag
    /// and the waiting one lets go; otherwise the awaited one fails and the waiting one begins
    /// on the same move.
    private func decideOwner(along axis: Axis, at point: CGPoint, time: TimeInterval) {
      var owner = scrollViews.last { mayDrag($0, along: axis, at: point) }
      var handOvers = 0
      while let waiting = owner, handOvers < scrollViews.count,
        let awaited = scrollViews.last(where: { other in
          other !== waiting && !isJoined(other)
            && waiting.storedPan.requires(toFail: other.storedPan)
            && mayDrag(other, along: axis, at: point)
        })
      {
        owner = awaited
        handOvers += 1
      }
      for scrollView in scrollViews where scrollView !== owner && !isJoined(scrollView) {
        scrollView.modelCancelTouch(along: axis, time: time)
      }
      deliverOrCancelControl(owner: owner, along: axis, time: time)
    }

    /// Whether `scrollView` could drag along `axis` with the finger at `point`: it can scroll
    /// that way, the touched view, the scroll view and the view its pan is on let its pan
    /// begin, and it waits for no recognizer that recognized and may recognize with the
    /// recognizers already running.
    private func mayDrag(_ scrollView: UIScrollView, along axis: Axis, at point: CGPoint) -> Bool {
      guard !isJoined(scrollView), scrollView.canScroll(along: axis) else { return false }
      let pan = scrollView.storedPan
      pan.touchLocation = point
      if let view = touch.hitView, view !== scrollView, !view.gestureRecognizerShouldBegin(pan) {
        return false
      }
      // A scroll view is its pan's delegate ("Do not change the gestures' delegates",
      // UIScrollView.h:222), whose `gestureRecognizerShouldBegin:` is UIView's selector
      // (UIView.h:387-390): a subclass's override answers for its own pan.
      if !scrollView.gestureRecognizerShouldBegin(pan) { return false }
      if let attached = pan.attachedView, attached !== scrollView,
        !attached.gestureRecognizerShouldBegin(pan)
      {
        return false
      }
      if pan.blockedByRequiredFailure { return false }
      return mayBegin(pan)
    }

    /// The control's touch once `owner` (nil: no scroll view) took the drag along `axis`.
    private func deliverOrCancelControl(
      owner: UIScrollView?, along axis: Axis, time: TimeInterval
    ) {
      guard let owner, case .delivered = controlDelivery, let control else {
        if case .pending(let timer) = controlDelivery {
          timer.invalidate()
          controlDelivery = .none
          // No scroll view drags: the delayed touch goes to the control now. A drag that began
          // within the delay keeps it: the control never sees the touch.
          if owner == nil { deliverToControl() }
        }
        return
      }
      if !control.isDescendant(of: owner) {
        // Not its content: its pan, attached to an ancestor of the control, cancels the
        // control's touch as it begins.
        if owner.storedPan.cancelsTouchesInView { cancelControl() }
      } else if owner.canCancelContentTouches, owner.touchesShouldCancel(in: control) {
        cancelControl()
      } else {
        owner.modelCancelTouch(along: axis, time: time)
      }
    }

    /// A scroll view's drag began: recognizers that may not recognize with its pan fail.
    private func scrollViewBeganDragging(_ scrollView: UIScrollView, time: TimeInterval) {
      item = nil
      for recognizer in recognizers where recognizer.modelState == .possible {
        if !Self.simultaneous(recognizer, scrollView.storedPan) {
          recognizer.setModelState(.failed, notify: false)
        }
      }
    }

    // MARK: - The control

    private func scheduleControlDelivery(at time: TimeInterval) {
      guard let control, control.isEnabled else { return }
      if enclosing.contains(where: \.delaysContentTouches) {
        let timer = UIKitStubDriver.current.scheduleTimer(
          at: time + UIScrollView.contentTouchDelay
        ) { [weak self] in self?.deliverToControl() }
        controlDelivery = .pending(timer)
      } else {
        deliverToControl()
      }
    }

    private func deliverToControl() {
      guard let control else { return }
      let touches: Set<UITouch> = [touch]
      guard enclosing.allSatisfy({ $0.touchesShouldBegin(touches, with: event, in: control) })
      else {
        controlDelivery = .none
        return
      }
      controlDelivery = .delivered
      control.modelTouchBegan(touch)
    }

    private func cancelControl() {
      switch controlDelivery {
      case .pending(let timer): timer.invalidate()
      case .delivered: control?.modelTouchCancelled()
      case .none: break
      }
      controlDelivery = .none
    }
  }
#endif
