#if os(Linux)
  import Foundation
  import SwipeCore

  extension UIGestureRecognizer {
    // MARK: - Touch model

    /// A touch begins; returns false when the delegate refuses it (the recognizer then ignores
    /// the whole touch).
    package func modelTouchBegan(_ touch: UITouch) -> Bool {
      modelState = .possible
      guard delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true else { return false }
      touchView = touch.hitView
      trackStart(touch.windowLocation, time: touch.timestamp)
      if beginsAtTouchDown() {
        setModelState(mayBegin ? .began : .failed, notify: mayBegin)
      }
      return true
    }

    package func modelTouchMoved(_ touch: UITouch) {
      trackLocation(touch.windowLocation, time: touch.timestamp)
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
      cancelGesture()
    }

    /// The touch is taken away: a running gesture is cancelled, one not yet recognized fails.
    func cancelGesture() {
      isTouching = false
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
      velocityX.add(time: time * 1000, position: Double(point.x))
      velocityY.add(time: time * 1000, position: Double(point.y))
    }
  }
#endif
