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

    /// The time of the last frame.
    open var timestamp: CFTimeInterval { storedTimestamp }
    /// The time between the last two frames.
    open var duration: CFTimeInterval { storedDuration }
    /// The expected time of the next frame.
    open var targetTimestamp: CFTimeInterval { storedTimestamp + storedDuration }
    /// Whether frames are skipped.
    open var isPaused: Bool = false
    /// Recorded only: the stub fires on every driver frame.
    open var preferredFramesPerSecond: Int = 0

    @MainActor func fire(at time: CFTimeInterval, duration: CFTimeInterval) {
      guard !isInvalidated else { return }
      storedTimestamp = time
      storedDuration = duration
      handler(self)
    }
  }
#endif
