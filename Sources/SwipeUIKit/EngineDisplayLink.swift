#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation

  /// A display link that runs only while the engine drives a motion or a timer (a page settling
  /// into line, an animated page change, a refresh), calling `tick` with each frame's target time
  /// (`targetTimestamp`, when the frame displays).
  /// The run loop holds the link; once its owner is gone the link invalidates itself.
  @MainActor package final class EngineDisplayLink {
    private var link: CADisplayLink?
    private var relay: ActionRelay?
    private let tick: @MainActor (TimeInterval) -> Void

    package init(tick: @escaping @MainActor (TimeInterval) -> Void) {
      self.tick = tick
    }

    /// Starts the link when `running` and it is not running, stops it when not `running`.
    /// `screen` is the screen the view is on; a link started before the view is in a window
    /// keeps the system's default rate.
    package func update(running: Bool, on screen: UIScreen?) {
      guard running else { return stop() }
      guard link == nil else { return }
      let relay = ActionRelay { [weak self] sender in
        guard let link = sender as? CADisplayLink else { return }
        guard let self else {
          link.invalidate()
          return
        }
        // The frame's target time: what this frame shows is where things are when it
        // displays (DESIGN.md §12, "one clock"); `timestamp` is the frame before, already shown.
        self.tick(link.targetTimestamp)
      }
      let link = TargetAction.displayLink(relay: relay)
      // The display's full rate, as UIKit's own scrolling runs: a default link runs at 60 Hz on
      // a ProMotion display while the pages scroll at 120, and the header would step every
      // other frame. (Above 60 Hz on iPhone the app also needs
      // `CADisableMinimumFrameDurationOnPhone` in its Info.plist.)
      if #available(iOS 15.0, *), let screen {
        let rate = Float(max(screen.maximumFramesPerSecond, 1))
        link.preferredFrameRateRange = CAFrameRateRange(
          minimum: min(60, rate), maximum: rate, preferred: rate)
      }
      link.add(to: .main, forMode: .common)
      self.link = link
      self.relay = relay
    }

    /// Stops the link.
    package func stop() {
      link?.invalidate()
      link = nil
      relay = nil
    }
  }

  /// A one-shot run-loop timer at the instant the engine asks to look between frames (a refresh
  /// timer running out, the pager's own motion crossing a page edge:
  /// `SwipeContainer.nextHostedInstant`), calling `fire` there.
  @MainActor package final class EngineInstantTimer {
    private var timer: RunLoopTimer?
    private var relay: ActionRelay?
    private var scheduled: TimeInterval?
    private let fire: @MainActor () -> Void

    package init(fire: @escaping @MainActor () -> Void) {
      self.fire = fire
    }

    /// Schedules the timer for `instant`, replacing one for another instant; nil cancels it.
    package func update(at instant: TimeInterval?) {
      guard instant != scheduled else { return }
      stop()
      guard let instant, instant.isFinite else { return }
      let relay = ActionRelay { [weak self] _ in
        guard let self else { return }
        self.timer = nil
        self.relay = nil
        self.scheduled = nil
        self.fire()
      }
      timer = TargetAction.timer(at: instant, relay: relay)
      self.relay = relay
      scheduled = instant
    }

    /// Cancels the timer.
    package func stop() {
      timer?.invalidate()
      timer = nil
      relay = nil
      scheduled = nil
    }
  }
#endif
