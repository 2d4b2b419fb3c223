#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  import SwipeCore

  extension SwipeTableView {
    // MARK: - Dragging the header and the bar

    /// One pan recognizer on the header and one on the bar: their touches go to the engine's
    /// touch path, which scrolls the current page (vertical) or swipes (horizontal) with the
    /// same physics as the page itself.
    func installChromePan() {
      for view in [swipeHeaderView, swipeHeaderBar].compactMap({ $0 }) {
        guard let relay = chromePanRelay ?? makeChromePanRelay() else { continue }
        let recognizers = view.gestureRecognizers ?? []
        guard !recognizers.contains(where: { pan in chromePans.contains { $0 === pan } }) else {
          continue
        }
        let pan = TargetAction.panGestureRecognizer(relay: relay)
        view.addGestureRecognizer(pan)
        chromePans.append(pan)
      }
    }

    private func makeChromePanRelay() -> ActionRelay? {
      let relay = ActionRelay { [weak self] sender in
        guard let self, let pan = sender as? UIPanGestureRecognizer else { return }
        self.chromePanned(pan)
      }
      chromePanRelay = relay
      return relay
    }

    /// Feeds the pan to the engine as a finger: it went down where the pan started (its
    /// translation before), moves with it and lifts with it.
    func chromePanned(_ pan: UIPanGestureRecognizer) {
      let time = CACurrentMediaTime()
      let location = pan.location(in: self)
      switch pan.state {
      case .began:
        let translation = pan.translation(in: self)
        engine.touchDown(
          at: CGPoint(x: location.x - translation.x, y: location.y - translation.y), time: time)
        engine.touchMoved(to: location, time: time)
      case .changed:
        engine.touchMoved(to: location, time: time)
      case .ended:
        engine.touchUp(time: time)
      case .cancelled, .failed:
        engine.touchCancelled(time: time)
      default:
        return
      }
      runEngine(at: time)
    }
  }
#endif
