#if os(Linux)
  import Foundation

  /// The stub's clock and frame driver: what the display, the run loop and the touch screen are
  /// to real UIKit.
  ///
  /// UIKit itself is global, so there is one current driver (`UIKitStubDriver.current`); a test
  /// that wants a fresh clock calls `UIKitStubDriver.reset()` first. Windows, scroll views and
  /// display links register themselves with the current driver when they are created or added.
  @MainActor package final class UIKitStubDriver {
    /// The driver every new window, scroll view and display link uses.
    package static var current = UIKitStubDriver()

    /// Replaces the current driver with a fresh one at time `now`.
    package static func reset(now: TimeInterval = 0) {
      current = UIKitStubDriver(now: now)
    }

    /// The clock, in seconds.
    package private(set) var now: TimeInterval
    private var windows: [WeakBox<UIWindow>] = []
    private var scrollViews: [WeakBox<UIScrollView>] = []
    private var displayLinks: [CADisplayLink] = []

    /// A driver whose clock reads `now`.
    package init(now: TimeInterval = 0) {
      self.now = now
    }

    // MARK: - Registration

    func register(_ window: UIWindow) {
      windows.removeAll { $0.value == nil }
      windows.append(WeakBox(window))
    }

    func register(_ scrollView: UIScrollView) {
      scrollViews.removeAll { $0.value == nil }
      scrollViews.append(WeakBox(scrollView))
    }

    /// Added display links are held strongly, as a run loop holds them, until invalidated.
    func add(_ link: CADisplayLink) {
      if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
    }

    func remove(_ link: CADisplayLink) {
      displayLinks.removeAll { $0 === link }
    }

    // MARK: - Frames

    /// Runs one display frame at `time` (ignored unless later than `now`).
    ///
    /// In order: every scroll view in a window advances its scrollers to `time` (delegate calls,
    /// then observers); every added, unpaused display link fires with `timestamp == time` and
    /// `duration` = the time since the previous frame (every frame: `preferredFramesPerSecond` is
    /// recorded, not honoured); then the layout pass.
    package func advance(to time: TimeInterval) {
      guard time.isFinite, time > now else { return }
      let previous = now
      now = time
      for box in scrollViews {
        guard let scrollView = box.value, scrollView.window != nil else { continue }
        scrollView.advanceScrollers(to: time)
      }
      for link in displayLinks where !link.isPaused {
        link.fire(at: time, duration: time - previous)
      }
      layoutPass()
    }

    /// Runs frames every `interval` seconds until `time`, and a last one at `time`.
    package func run(until time: TimeInterval, frameInterval interval: TimeInterval = 1.0 / 60) {
      guard interval > 0 else { return }
      var next = now + interval
      while next < time {
        advance(to: next)
        next += interval
      }
      advance(to: time)
    }

    /// Lays out every window, top down, visiting only views marked as needing layout.
    package func layoutPass() {
      windows.removeAll { $0.value == nil }
      for box in windows { box.value?.layoutIfNeeded() }
    }
  }

  /// A weak reference in a list.
  struct WeakBox<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
  }
#endif
