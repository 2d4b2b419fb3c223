#if os(Linux)
  import Foundation

  /// A timer synchronised with the display, as QuartzCore's `CADisplayLink`, fired by the stub
  /// driver's frames.
  ///
  /// Not `@MainActor`, as in the SDK; its handler is main-actor and the driver fires it from the
  /// main actor, so `add`/`remove` assume the main actor (they trap elsewhere).
  open class CADisplayLink: NSObject {
    private let handler: @MainActor (CADisplayLink) -> Void
    private var storedTimestamp: CFTimeInterval = 0
    private var storedTarget: CFTimeInterval = 0
    private var storedDuration: CFTimeInterval = 0
    private var modes: Set<String> = []
    private var isInvalidated = false

    // SDK: public init(target: Any, selector sel: Selector) — uikit-api.md §9 (no Selector on
    // Linux: this is its closure twin)
    /// A display link that calls `handler` on every frame once added to a run loop.
    package init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
      self.handler = handler
      super.init()
    }

    /// Starts firing on the stub driver's frames.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
      guard !isInvalidated else { return }
      modes.insert(mode.rawValue)
      nonisolated(unsafe) let link = self
      MainActor.assumeIsolated { UIKitStubDriver.current.add(link) }
    }

    /// Stops firing for `mode` (and altogether when no mode is left).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
      modes.remove(mode.rawValue)
      guard modes.isEmpty else { return }
      nonisolated(unsafe) let link = self
      MainActor.assumeIsolated { UIKitStubDriver.current.remove(link) }
    }

    /// Stops firing for good and releases the link from the run loop.
    open func invalidate() {
      isInvalidated = true
      modes.removeAll()
      nonisolated(unsafe) let link = self
      MainActor.assumeIsolated { UIKitStubDriver.current.remove(link) }
    }

    /// When the last frame displayed (the display frame before the one the link fires for).
    open var timestamp: CFTimeInterval { storedTimestamp }
    /// The time between the last two display frames.
    open var duration: CFTimeInterval { storedDuration }
    /// When the next frame displays: the frame the link fires for, whose content it computes
    /// (developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp: "the time
    /// interval that represents when the next frame displays"; …/timestamp: "when the last
    /// frame displayed").
    open var targetTimestamp: CFTimeInterval { storedTarget }
    /// Whether frames are skipped.
    open var isPaused: Bool = false
    /// The rate the link asks for before iOS 15 (0: the system's choice).
    open var preferredFramesPerSecond: Int = 0
    /// The rates the link accepts (iOS 15; `.default`: the system's choice).
    open var preferredFrameRateRange: CAFrameRateRange = .default
    private var lastFire: CFTimeInterval?

    /// The rate the link fires at on a display of `displayMaximum` Hz: what it asks for
    /// (`preferredFrameRateRange`'s preferred or maximum rate, else `preferredFramesPerSecond`)
    /// up to the display's maximum; 60 Hz when it asks for nothing. A default link runs at 60 Hz
    /// on a 120 Hz display, as on ProMotion iPhones (developer.apple.com/documentation/
    /// quartzcore/optimizing-iphone-and-ipad-apps-to-support-promotion-displays: apps request
    /// preferred rates; rates above the system's default also need
    /// `CADisableMinimumFrameDurationOnPhone` in the app's Info.plist, …/bundleresources/
    /// information-property-list/cadisableminimumframedurationonphone, which the stub takes as
    /// set).
    package func effectiveRate(displayMaximum: Double) -> Double {
      let range = preferredFrameRateRange
      let asked: Double
      if range != .default {
        asked = Double(range.preferred ?? range.maximum)
      } else if preferredFramesPerSecond > 0 {
        asked = Double(preferredFramesPerSecond)
      } else {
        asked = 60
      }
      return min(max(asked, 1), displayMaximum)
    }

    /// Fires for the display frame at `time` unless the link's rate skips it: a link at the
    /// display's rate fires on every frame; a slower one when at least one of its own intervals
    /// has passed since it last fired (half a display frame of tolerance).
    @MainActor func fire(
      at time: CFTimeInterval, duration: CFTimeInterval, displayMaximum: Double
    ) {
      guard !isInvalidated else { return }
      let rate = effectiveRate(displayMaximum: displayMaximum)
      if rate < displayMaximum, let lastFire, time - lastFire < 1 / rate - 0.5 / displayMaximum {
        return
      }
      storedDuration = duration
      storedTimestamp = time - duration
      storedTarget = time
      lastFire = time
      UIKitStubDriver.current.displayLinkFires += 1
      handler(self)
    }
  }
#endif
