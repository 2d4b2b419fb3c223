#if os(Linux)
  import Foundation

  /// The stub's clock and frame driver: what the display, the run loop and the touch screen are
  /// to real UIKit.
  ///
  /// UIKit itself is global, so there is one current driver (`UIKitStubDriver.current`); a test
  /// that wants a fresh clock calls `UIKitStubDriver.reset()` first. Windows, scroll views and
  /// display links register themselves with the current driver when they are created or added.
  ///
  /// A test that awaits (a task the code under test started) lets other tests run on the main
  /// actor meanwhile, and they reset the global driver: such a test binds its own driver to its
  /// task with ``withDriver(_:_:)``, and the tasks it starts inherit it.
  @MainActor package final class UIKitStubDriver {
    /// The driver every new window, scroll view and display link uses: the one bound to the
    /// running task, else the global one.
    package static var current: UIKitStubDriver {
      get { bound ?? global }
      set { global = newValue }
    }
    private static var global = UIKitStubDriver()
    @TaskLocal private static var bound: UIKitStubDriver?

    /// Replaces the global driver with a fresh one at time `now`.
    package static func reset(now: TimeInterval = 0) {
      current = UIKitStubDriver(now: now)
    }

    /// Runs `body` with `driver` as the current driver of its task and of every task started in
    /// it, whatever other tasks do to the global driver meanwhile.
    package static func withDriver<Result>(
      _ driver: UIKitStubDriver, _ body: () async throws -> Result
    ) async rethrows -> Result {
      try await $bound.withValue(driver, operation: body)
    }

    /// The clock, in seconds.
    package private(set) var now: TimeInterval
    private var windows: [WeakBox<UIWindow>] = []
    private var scrollViews: [WeakBox<UIScrollView>] = []
    private var displayLinks: [CADisplayLink] = []
    private var timers: [StubTimer] = []

    // MARK: - Accessibility settings and notifications

    /// The notifications posted with `UIAccessibility.post(notification:argument:)`, in order.
    package var accessibilityPosts: [(notification: UIAccessibility.Notification, argument: Any?)] =
      []
    /// The announcements and scroll statuses VoiceOver would speak, in order.
    package var spokenAccessibilityTexts: [String] {
      accessibilityPosts.compactMap { post in
        post.notification.isSpoken ? post.argument as? String : nil
      }
    }
    /// The system's Reduce Motion setting; a change is posted as
    /// `UIAccessibility.reduceMotionStatusDidChangeNotification`.
    package var isReduceMotionEnabled = false {
      didSet {
        guard isReduceMotionEnabled != oldValue else { return }
        NotificationCenter.default.post(
          name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
      }
    }
    /// Whether VoiceOver runs; a change is posted as
    /// `UIAccessibility.voiceOverStatusDidChangeNotification` (UIAccessibility.h:495: "Listen for
    /// UIAccessibilityVoiceOverStatusDidChangeNotification to know when VoiceOver starts or
    /// stops").
    package var isVoiceOverRunning = false {
      didSet {
        guard isVoiceOverRunning != oldValue else { return }
        NotificationCenter.default.post(
          name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
      }
    }

    // MARK: - The console

    /// The warnings UIKit (and SwiftUI, through the SwiftUI stub) would print to the console,
    /// in order: a presentation that cannot be made, unbalanced appearance transitions, state
    /// modified during a view update. A test asserts what it expects here, often nothing.
    package private(set) var consoleMessages: [String] = []

    /// Prints `message` to the stub's console.
    package func log(_ message: String) {
      consoleMessages.append(message)
    }

    // MARK: - The system's version

    /// The iOS version the stub plays (17.4, the SDK's, by default). On Linux `#available` is
    /// always true, so API newer than this version cannot be kept from running: it is recorded
    /// in ``unavailableAPICalls`` and answers as the `#available` fallback of the code would
    /// see it on such a device (a test asserts the list stays empty).
    package var systemVersion = OperatingSystemVersion(
      majorVersion: 17, minorVersion: 4, patchVersion: 0)
    /// Views holding a ``UIScrollEdgeElementContainerInteraction`` (weak; a view may repeat).
    var edgeElementContainers: [WeakBox<UIView>] = []
    /// The API newer than ``systemVersion`` that ran, in order.
    package private(set) var unavailableAPICalls: [String] = []

    /// Whether `api`, introduced in iOS `major.minor`, exists on ``systemVersion``; when it does
    /// not, the call is recorded.
    package func isAvailable(_ api: String, introduced major: Int, _ minor: Int) -> Bool {
      let available = runsAtLeast(major, minor)
      if !available { unavailableAPICalls.append(api) }
      return available
    }

    /// Whether ``systemVersion`` is iOS `major.minor` or later: what `#available(iOS major.minor,
    /// *)` answers on such a device (on Linux `#available` is always true).
    package func runsAtLeast(_ major: Int, _ minor: Int) -> Bool {
      let version = systemVersion
      return version.majorVersion > major
        || (version.majorVersion == major && version.minorVersion >= minor)
    }

    /// A driver whose clock reads `now`.
    package init(now: TimeInterval = 0) {
      self.now = now
      frameTime = now
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

    /// The live scroll views in `window`, in creation order.
    package func scrollViews(in window: UIWindow) -> [UIScrollView] {
      scrollViews.compactMap { box in box.value?.window === window ? box.value : nil }
    }

    /// Added display links are held strongly, as a run loop holds them, until invalidated.
    func add(_ link: CADisplayLink) {
      if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
    }

    func remove(_ link: CADisplayLink) {
      displayLinks.removeAll { $0 === link }
    }

    // MARK: - Frames

    /// Runs one display frame at `time` (ignored unless later than `now`), after the run-loop
    /// timers due by then.
    ///
    /// The frame at `time` is the one that displays at `time`: in order, every scroll view in a
    /// window advances its scrollers to `time` (delegate calls, then observers); every added,
    /// unpaused display link whose rate does not skip this frame fires for it, with
    /// `targetTimestamp == time`, `timestamp` the previous display frame's time and `duration`
    /// the time between the two (CADisplayLink's documentation: `targetTimestamp` is "when the
    /// next frame displays", `timestamp` "when the last frame displayed"); then the layout pass.
    ///
    /// A timer, at its own instant: the scroll views advance to it (UIKit's motions are
    /// functions of time, read when anything on the main thread looks), the timer fires, then the
    /// layout pass (the run loop's end of pass). Display links do not fire at timers.
    package func advance(to time: TimeInterval) {
      guard time.isFinite, time > now else { return }
      while let timer = nextTimer(before: time) {
        advanceScrollViews(to: timer.fireTime)
        timer.fire()
        layoutPass()
      }
      let previous = frameTime
      advanceScrollViews(to: time)
      frameTime = time
      for link in displayLinks where !link.isPaused {
        link.fire(
          at: time, duration: time - previous, displayMaximum: displayMaximumFramesPerSecond)
      }
      layoutPass()
    }

    /// The time of the last display frame (the display links' previous timestamp).
    private var frameTime: TimeInterval

    /// How many times a display link fired on this clock: what a link running while nothing
    /// moves costs (a frame's work and the display kept at its rate).
    package internal(set) var displayLinkFires = 0

    /// Blocks to run later in this turn of the run loop (``performLater(_:)``).
    private var laterBlocks: [@MainActor () -> Void] = []

    /// Runs `block` later in this turn of the run loop, as `RunLoop.perform(inModes:block:)`
    /// does (NSRunLoop.h:51; CFRunLoop runs such blocks right after the source or timer it
    /// handled, before it waits and Core Animation commits): at the start of the next layout
    /// pass, the stub's end of a turn, after the event or frame that asked.
    package func performLater(_ block: @escaping @MainActor () -> Void) {
      laterBlocks.append(block)
    }

    /// Runs the blocks asked for this turn, and those they ask for in turn (100 rounds at most).
    private func runLaterBlocks() {
      var rounds = 0
      while !laterBlocks.isEmpty, rounds < 100 {
        rounds += 1
        let blocks = laterBlocks
        laterBlocks = []
        for block in blocks { block() }
      }
    }

    /// UIKit's callbacks into the app that run now, outermost first: a key-value observation
    /// (KVO calls observers inside the setter that changed the value) or a gesture recognizer's
    /// action (sent while UIKit handles the touch, its scroll view's own pan first). A test hook:
    /// what a host writes from inside UIKit's own handling of a motion.
    package private(set) var runningCallbacks: [StubCallback] = []

    /// Runs `body` as UIKit's `callback` into the app.
    package func running(_ callback: StubCallback, _ body: () -> Void) {
      runningCallbacks.append(callback)
      defer { runningCallbacks.removeLast() }
      body()
    }

    /// How many navigation controllers were made on this clock (their bars' layout changes
    /// safe areas, so the layout pass updates safe areas again after laying out).
    package var navigationControllers = 0

    /// The display's highest refresh rate (120 Hz, a ProMotion iPhone's). Display links fire at
    /// their own rate up to it (`CADisplayLink.effectiveRate(displayMaximum:)`); scroll views
    /// move on every frame, as UIKit's own scrolling runs at the display's rate.
    package var displayMaximumFramesPerSecond = 120.0
    /// Pixels per point of the display every window is on (`traitCollection.displayScale`):
    /// 3, an iPhone's.
    package var displayScale: CGFloat = 3
    /// The user's text size ("Large" by default). Setting another posts
    /// `UIContentSizeCategory.didChangeNotification`, as UIKit does when the user changes it;
    /// labels that adjust their fonts read the new size from then on.
    package var preferredContentSizeCategory = UIContentSizeCategory.large {
      didSet {
        guard preferredContentSizeCategory != oldValue else { return }
        NotificationCenter.default.post(
          name: UIContentSizeCategory.didChangeNotification, object: nil)
      }
    }

    private func advanceScrollViews(to time: TimeInterval) {
      guard time > now else { return }
      now = time
      for box in scrollViews {
        guard let scrollView = box.value, scrollView.window != nil else { continue }
        scrollView.advanceScrollers(to: time)
      }
    }

    // MARK: - Timers

    /// Schedules `action` to run once at `time` on the stub's clock (at the first advance that
    /// reaches it, before the display frame of that instant; at once, at the next advance, when
    /// `time` is not after `now`): the run loop's timers (`Timer`,
    /// `perform(_:with:afterDelay:)`) on the test clock.
    package func scheduleTimer(at time: TimeInterval, _ action: @escaping @MainActor () -> Void)
      -> StubTimer
    {
      let timer = StubTimer(fireTime: time.isFinite ? time : .infinity, action: action)
      timers.append(timer)
      return timer
    }

    /// The earliest valid timer due at or before `time`, removed from the list.
    private func nextTimer(before time: TimeInterval) -> StubTimer? {
      timers.removeAll { !$0.isValid }
      guard let index = timers.indices.min(by: { timers[$0].fireTime < timers[$1].fireTime }),
        timers[index].fireTime <= time
      else { return nil }
      return timers.remove(at: index)
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
      runLaterBlocks()
      for box in scrollViews { box.value?.checkPendingMotion() }
      windows.removeAll { $0.value == nil }
      // Safe areas follow the layout (a bar placed by it covers part of a view): before it,
      // and, when a navigation controller may have moved its bar, again after it, as UIKit
      // updates them in its layout pass.
      for box in windows {
        guard let window = box.value else { continue }
        window.updateSafeAreaTree()
        window.layoutIfNeeded()
        guard navigationControllers > 0 else { continue }
        window.updateSafeAreaTree()
        window.layoutIfNeeded()
      }
    }
  }

  /// A one-shot timer on the stub's clock (``UIKitStubDriver/scheduleTimer(at:_:)``).
  @MainActor package final class StubTimer {
    /// When it fires (seconds on the stub's clock).
    package let fireTime: TimeInterval
    private var action: (@MainActor () -> Void)?

    init(fireTime: TimeInterval, action: @escaping @MainActor () -> Void) {
      self.fireTime = fireTime
      self.action = action
    }

    /// Whether it has still to fire.
    package var isValid: Bool { action != nil }

    /// Cancels it; it will not fire.
    package func invalidate() {
      action = nil
    }

    func fire() {
      let action = self.action
      self.action = nil
      action?()
    }
  }

  /// A weak reference in a list.
  struct WeakBox<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
  }

  /// A callback of UIKit's into the app (``UIKitStubDriver/runningCallbacks``).
  package enum StubCallback: Sendable, Hashable {
    /// Observers of a property of a view.
    case observation(ObservedKey)
    /// A gesture recognizer's targets.
    case gestureAction
  }
#endif
