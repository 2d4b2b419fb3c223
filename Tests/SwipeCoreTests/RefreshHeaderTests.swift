import Testing

@testable import SwipeCore

/// Recorded-effect tests: every transition of the pull-to-refresh reducer, with the whole
/// ordered effect list compared at once.
@Suite("Refresh header reducer")
struct RefreshHeaderTests {
  /// Sends events and returns everything they caused.
  static func run(_ header: inout RefreshHeader, _ events: [RefreshEvent]) -> [RefreshEffect] {
    var effects: [RefreshEffect] = []
    for event in events { header.send(event, into: &effects) }
    return effects
  }

  /// The effects without `progress`, the shape most tests compare.
  static func actions(_ effects: [RefreshEffect]) -> [RefreshEffect] {
    effects.filter {
      if case .progress = $0 { return false }
      return true
    }
  }

  static func pull(_ distance: Double) -> RefreshEvent {
    .offsetChanged(distance: distance, isTracking: true)
  }

  @Test("A short pull goes idle → pulling → idle on release and never fires")
  func shortPull() {
    var header = RefreshHeader()
    var effects = Self.run(&header, [.dragBegan(atTop: true), Self.pull(30)])
    #expect(header.state == .pulling(progress: 0.5))
    #expect(effects == [.progress(0.5, distance: 30)])
    effects = Self.run(&header, [.dragEnded])
    #expect(header.state == .idle)
    #expect(effects.isEmpty)
    #expect(header.ownedInset == 0)
  }

  @Test("A full pull arms once with one haptic, fires on release and holds its height")
  func fullPull() {
    var header = RefreshHeader()
    let arming = Self.run(
      &header, [.dragBegan(atTop: true), Self.pull(59), Self.pull(61), Self.pull(90)])
    #expect(header.state == .armed)
    #expect(Self.actions(arming) == [.haptic])
    let release = Self.run(&header, [.dragEnded])
    #expect(header.state == .refreshing)
    #expect(
      release == [.changeInset(by: 60, offsetCorrection: 0), .fireAction, .announce("Refreshing")])
    #expect(header.ownedInset == 60)
  }

  @Test("Pushing back below the trigger disarms; releasing then does not fire")
  func disarm() {
    var header = RefreshHeader()
    _ = Self.run(&header, [.dragBegan(atTop: true), Self.pull(80), Self.pull(40)])
    #expect(header.state == .pulling(progress: 40.0 / 60))
    #expect(Self.actions(Self.run(&header, [.dragEnded])).isEmpty)
    #expect(header.state == .idle)
  }

  @Test("Momentum, bounces and programmatic scrolls never arm; nor does a drag from mid-list")
  func onlyTrackedPullsFromTheTopArm() {
    var header = RefreshHeader()
    _ = Self.run(&header, [.offsetChanged(distance: 120, isTracking: false)])
    #expect(header.state == .idle)
    _ = Self.run(&header, [.dragBegan(atTop: false), Self.pull(120), .dragEnded])
    #expect(header.state == .idle)
    #expect(header.pullDistance == 120)
  }

  @Test("End shows the result, then retracts exactly the held height, then goes idle")
  func endCycle() {
    var header = RefreshHeader()
    _ = Self.run(&header, [.dragBegan(atTop: true), Self.pull(70), .dragEnded])
    var effects = Self.run(&header, [.end(.success, time: 12)])
    #expect(header.state == .finishing(.success))
    #expect(effects == [.announce("Updated"), .startTimer(0.3)])
    #expect(header.lastUpdated == 12)
    effects = Self.run(&header, [.animationFinished])
    #expect(header.state == .retracting)
    #expect(effects == [.changeInset(by: -60, offsetCorrection: 0)])
    #expect(header.ownedInset == 0)
    effects = Self.run(&header, [.animationFinished])
    #expect(header.state == .idle)
    #expect(effects.isEmpty)
  }

  @Test("A failed refresh says so and does not update the last-updated time")
  func failure() {
    var header = RefreshHeader()
    _ = Self.run(&header, [.begin(reveal: false, animated: false)])
    let effects = Self.run(&header, [.end(.failure, time: 5)])
    #expect(effects == [.announce("Refresh failed"), .startTimer(0.3)])
    #expect(header.lastUpdated == nil)
  }

  @Test("End with the finger down waits for the release")
  func endDeferredWhileTracking() {
    var header = RefreshHeader()
    _ = Self.run(&header, [.dragBegan(atTop: true), Self.pull(70), .dragEnded])
    _ = Self.run(&header, [.dragBegan(atTop: false), Self.pull(10)])
    #expect(Self.run(&header, [.end(.success, time: 1)]).isEmpty)
    #expect(header.state == .refreshing)
    let effects = Self.run(&header, [.dragEnded])
    #expect(Self.actions(effects) == [.announce("Updated"), .startTimer(0.3)])
    #expect(header.state == .finishing(.success))
  }

  @Test("Begin twice fires once; end when idle does nothing")
  func beginIsIdempotent() {
    var header = RefreshHeader()
    #expect(Self.run(&header, [.end(.success, time: 0)]).isEmpty)
    let first = Self.run(&header, [.begin(reveal: true, animated: false)])
    #expect(
      first == [.changeInset(by: 60, offsetCorrection: -60), .fireAction, .announce("Refreshing")])
    #expect(Self.run(&header, [.begin(reveal: true, animated: false)]).isEmpty)
    #expect(Self.run(&header, [.begin(reveal: false, animated: true)]).isEmpty)
  }

  @Test("An animated begin reveals the control, then fires when the reveal ends")
  func animatedBegin() {
    var header = RefreshHeader()
    let reveal = Self.run(&header, [.begin(reveal: true, animated: true)])
    #expect(header.state == .willRefresh)
    #expect(
      reveal == [.changeInset(by: 60, offsetCorrection: 0), .scroll(by: -60, animated: true)])
    let fire = Self.run(&header, [.animationFinished])
    #expect(header.state == .refreshing)
    #expect(fire == [.fireAction, .announce("Refreshing")])
  }

  @Test("Ending during the reveal retracts without ever firing")
  func endDuringReveal() {
    var header = RefreshHeader()
    _ = Self.run(&header, [.begin(reveal: true, animated: true)])
    let effects = Self.run(&header, [.end(.success, time: 0), .animationFinished])
    #expect(effects == [.changeInset(by: -60, offsetCorrection: 0)])
    #expect(header.state == .idle)
  }

  @Test("No new pull before retraction ends, even by the same drag afterwards")
  func noRearmDuringRetraction() {
    var header = RefreshHeader()
    _ = Self.run(&header, [.begin(reveal: false, animated: false), .end(.success, time: 0)])
    _ = Self.run(&header, [.animationFinished])
    #expect(header.state == .retracting)
    _ = Self.run(&header, [.dragBegan(atTop: true), Self.pull(100)])
    #expect(header.state == .retracting)
    _ = Self.run(&header, [.animationFinished, Self.pull(120), .dragEnded])
    #expect(header.state == .idle)
  }

  @Test("Fire-on-arm fires at the trigger and adds the hold on release")
  func fireOnArm() {
    var header = RefreshHeader(configuration: .init(firePolicy: .onArm))
    let arm = Self.run(&header, [.dragBegan(atTop: true), Self.pull(60)])
    #expect(Self.actions(arm) == [.haptic, .fireAction, .announce("Refreshing")])
    #expect(header.state == .refreshing)
    #expect(header.ownedInset == 0)
    #expect(Self.run(&header, [.end(.success, time: 0)]).isEmpty)  // finger down: deferred
    let release = Self.run(&header, [.dragEnded])
    #expect(
      Self.actions(release) == [
        .changeInset(by: 60, offsetCorrection: 0), .announce("Updated"), .startTimer(0.3),
      ])
  }

  @Test("Cancel stops a pull; a blocked header never arms nor begins")
  func cancelAndBlock() {
    var header = RefreshHeader()
    _ = Self.run(&header, [.dragBegan(atTop: true), Self.pull(80), .cancel])
    #expect(header.state == .idle)
    #expect(Self.actions(Self.run(&header, [Self.pull(90), .dragEnded])).isEmpty)
    header.isBlocked = true
    _ = Self.run(&header, [.dragBegan(atTop: true), Self.pull(90)])
    #expect(header.state == .idle)
    #expect(Self.run(&header, [.begin(reveal: false, animated: false)]).isEmpty)
  }

  @Test("The tutorial style arms at 95 and holds 50", arguments: [(94.0, false), (95.0, true)])
  func tutorialStyle(distance: Double, arms: Bool) {
    var header = RefreshHeader(configuration: .tutorial)
    _ = Self.run(&header, [.dragBegan(atTop: true), Self.pull(distance)])
    #expect((header.state == .armed) == arms)
    _ = Self.run(&header, [.dragEnded])
    #expect(header.ownedInset == (arms ? 50 : 0))
  }

  @Test("Progress is the pull over the trigger, clamped to 0…1, with the raw distance kept")
  func progress() {
    var header = RefreshHeader()
    _ = Self.run(&header, [Self.pull(-10)])
    #expect(header.progress == 0)
    _ = Self.run(&header, [Self.pull(150)])
    #expect(header.progress == 1)
    #expect(header.pullDistance == 150)
  }
}

@Suite("Load-more footer reducer")
struct LoadMoreFooterTests {
  static func run(_ footer: inout LoadMoreFooter, _ events: [LoadMoreFooter.Event])
    -> [RefreshEffect]
  {
    var effects: [RefreshEffect] = []
    for event in events { footer.send(event, into: &effects) }
    return effects
  }

  @Test("Fires once per gesture near the end, and again only in the next gesture after end")
  func oncePerGesture() {
    var footer = LoadMoreFooter()
    let near = LoadMoreFooter.Event.scrolled(distanceToEnd: 40, isUserScroll: true)
    #expect(
      Self.run(&footer, [.gestureBegan, .scrolled(distanceToEnd: 200, isUserScroll: true)]).isEmpty)
    #expect(Self.run(&footer, [near, near]) == [.fireAction, .announce("Loading more")])
    #expect(footer.state == .loading)
    #expect(Self.run(&footer, [.end, near]) == [.announce("Loaded more")], "the end is announced")
    #expect(footer.state == .idle)
    #expect(Self.run(&footer, [.gestureBegan, near]) == [.fireAction, .announce("Loading more")])
  }

  @Test("Programmatic scrolls, hidden footers and a refreshing header never fire it")
  func quietCases() {
    var footer = LoadMoreFooter()
    #expect(
      Self.run(&footer, [.gestureBegan, .scrolled(distanceToEnd: 0, isUserScroll: false)]).isEmpty)
    #expect(
      Self.run(&footer, [.contentFits(true), .scrolled(distanceToEnd: 0, isUserScroll: true)])
        .isEmpty)
    #expect(
      Self.run(
        &footer,
        [.contentFits(false), .headerActive(true), .scrolled(distanceToEnd: 0, isUserScroll: true)]
      )
      .isEmpty)
    #expect(footer.state == .idle)
  }

  @Test("No more data holds until a header refresh resets it")
  func noMoreData() {
    var footer = LoadMoreFooter()
    let near = LoadMoreFooter.Event.scrolled(distanceToEnd: 0, isUserScroll: true)
    #expect(
      Self.run(&footer, [.setNoMoreData, .gestureBegan, near]) == [.announce("No more data")])
    #expect(Self.run(&footer, [.setNoMoreData]).isEmpty, "announced once")
    #expect(footer.state == .noMoreData)
    #expect(footer.state.name == "noMoreData")
    #expect(Self.run(&footer, [.resetNoMoreData, .gestureBegan, near]).count == 2)
  }
}
