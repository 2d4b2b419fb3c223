#if os(Linux)
  import Foundation
  import SwipeCore

  extension UIGestureRecognizer {
    // MARK: - Touch model

    /// A touch begins; returns false when the delegate refuses it (the recognizer then ignores
    /// the whole touch). A touch that lands while the recognizer follows another finger joins
    /// it (up to `maximumFingers()`).
    package func modelTouchBegan(_ touch: UITouch) -> Bool {
      if isTouching { return modelTouchJoined(touch) }
      modelState = .possible
      guard delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true else { return false }
      touchView = touch.hitView
      fingers.start(ObjectIdentifier(touch), at: touch.windowLocation)
      trackStart(touch.windowLocation, time: touch.timestamp)
      if beginsAtTouchDown() {
        setModelState(mayBegin ? .began : .failed, notify: mayBegin)
      }
      return true
    }

    /// Another finger joins: the location becomes the fingers' centroid, the translation goes
    /// on without a jump.
    private func modelTouchJoined(_ touch: UITouch) -> Bool {
      guard fingers.count < maximumFingers(),
        delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
      else { return false }
      changeFingers { fingers.add(ObjectIdentifier(touch), at: touch.windowLocation) }
      return true
    }

    /// Changes the set of fingers: the location moves to their new centroid and the
    /// translation's origin with it, so the translation stays where it was.
    private func changeFingers(_ change: () -> Void) {
      let before = fingers.jump
      change()
      touchLocation = fingers.centroid
      translationOrigin.x += fingers.jump.x - before.x
      translationOrigin.y += fingers.jump.y - before.y
    }

    package func modelTouchMoved(_ touch: UITouch) {
      guard fingers.move(ObjectIdentifier(touch), to: touch.windowLocation) else { return }
      trackLocation(fingers.centroid, time: touch.timestamp)
      switch modelState {
      case .possible:
        let dx = Double(touchLocation.x - touchStart.x)
        let dy = Double(touchLocation.y - touchStart.y)
        let distance = (dx * dx + dy * dy).squareRoot()
        if failsAfterMoving(distance: distance) { return setModelState(.failed, notify: false) }
        guard beginsAfterMoving(distance: distance) else { return }
        setModelState(mayBegin ? .began : .failed, notify: mayBegin)
      case .began, .changed:
        setModelState(.changed, notify: true)
      default:
        break
      }
    }

    package func modelTouchEnded(_ touch: UITouch) {
      let id = ObjectIdentifier(touch)
      guard fingers.contains(id) else { return }
      if fingers.count > 1 {
        guard endsWhenAnyFingerLifts() else { return changeFingers { fingers.remove(id) } }
        // The gesture ends here; the other fingers no longer count.
        fingers.removeAll()
        isTouching = false
        if [.began, .changed].contains(modelState) { setModelState(.ended, notify: true) }
        return
      }
      fingers.removeAll()
      trackLocation(touch.windowLocation, time: touch.timestamp)
      isTouching = false
      switch modelState {
      case .began, .changed: setModelState(.ended, notify: true)
      case .possible:
        let recognized = recognizesAtTouchUp() && mayBegin
        setModelState(recognized ? .ended : .failed, notify: recognized)
      default: break
      }
    }

    /// Whether the recognizer may begin: no recognizer it waits for has recognized, nothing it
    /// may not recognize with has begun on the touch, and its delegate, its view and the view
    /// the touch is on agree (UIView.h:386-390: a view may refuse recognizers, as a control
    /// refuses those that would take its default action).
    private var mayBegin: Bool {
      !blockedByRequiredFailure
        && (session?.mayBegin(self) ?? true)
        && (delegate?.gestureRecognizerShouldBegin(self) ?? true)
        && (attachedView?.gestureRecognizerShouldBegin(self) ?? true)
        && (touchView === attachedView || (touchView?.gestureRecognizerShouldBegin(self) ?? true))
    }

    package func modelTouchCancelled(_ touch: UITouch) {
      let id = ObjectIdentifier(touch)
      guard fingers.contains(id) else { return }
      if fingers.count > 1 { return changeFingers { fingers.remove(id) } }
      cancelGesture()
    }

    /// The touch is taken away: a running gesture is cancelled, one not yet recognized fails.
    func cancelGesture() {
      isTouching = false
      fingers.removeAll()
      switch modelState {
      case .began, .changed: setModelState(.cancelled, notify: true)
      case .possible: setModelState(.failed, notify: false)
      default: break
      }
    }

    // MARK: - Samples

    package func trackStart(_ point: CGPoint, time: TimeInterval) {
      isTouching = true
      touchStart = point
      touchLocation = point
      translationOrigin = point
      velocityX.reset()
      velocityY.reset()
      velocityX.add(time: time * 1000, position: Double(point.x))
      velocityY.add(time: time * 1000, position: Double(point.y))
    }

    package func trackLocation(_ point: CGPoint, time: TimeInterval) {
      touchLocation = point
      // Less the centroid's jumps as fingers joined and left: the velocity stays continuous.
      velocityX.add(time: time * 1000, position: Double(point.x - fingers.jump.x))
      velocityY.add(time: time * 1000, position: Double(point.y - fingers.jump.y))
    }
  }
#endif
