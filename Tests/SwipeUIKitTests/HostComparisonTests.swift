#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeScenario
  import SwipeTestSupport
  import SwipeUIKitScenario
  import Testing

  /// DESIGN.md §12, proved here: every swipe scenario gives the same samples and events through
  /// SwipeUIKit's `SwipeTableView` on UIKitStub as through the headless engine (to 0.01 pt).
  @MainActor @Suite("Host comparison")
  struct HostComparisonTests {
    static func lines(_ text: String, host: ScenarioHost) throws -> [String] {
      var inputs = 0
      return try lines(text, host: host, inputs: &inputs)
    }

    /// The sample lines of `text` on `host`, adding to `inputs` the touches, flings and calls
    /// the UIKit host received; the UIKit host runs on a device of `systemVersion` (nil: the
    /// stub's default).
    static func lines(
      _ text: String, host: ScenarioHost, inputs: inout Int,
      systemVersion: OperatingSystemVersion? = nil
    ) throws -> [String] {
      let scenario = try Scenario.decode(Data(text.utf8))
      guard host == .uikit, case .swipe(let scene) = scenario.scene else {
        return try ScenarioRunner.lines(scenario)
      }
      return try CountingSimulation.lines(
        scenario,
        on: UIKitSwipeSimulation(
          scene: scene, viewport: scenario.viewport, systemVersion: systemVersion),
        inputs: &inputs)
    }

    /// The first line where the hosts differ beyond `tolerance` or in their events, or nil.
    static func firstDifference(_ a: [String], _ b: [String], tolerance: Double) throws
      -> String?
    {
      try SampleComparison.firstDifference(a, b, tolerance: tolerance)
    }

    /// The scripts of `generator` (60, from `seed`) whose samples differ between the engine and
    /// SwipeTableView on the stub, with their first difference.
    static func mismatches(_ generator: RandomSwipeScenario, seed: UInt64) throws -> [String] {
      var inputs = 0
      return try mismatches(generator, seed: seed, inputs: &inputs)
    }

    /// ``mismatches(_:seed:)``, adding to `inputs` the touches, flings and calls the UIKit host
    /// received.
    static func mismatches(_ generator: RandomSwipeScenario, seed: UInt64, inputs: inout Int)
      throws -> [String]
    {
      var random = SeededGenerator(seed: seed)
      var mismatches: [String] = []
      for script in 0..<60 {
        let text = generator.file(&random)
        let engine = try lines(text, host: .engine)
        let uikit = try lines(text, host: .uikit, inputs: &inputs)
        if let found = try firstDifference(engine, uikit, tolerance: 0.01) {
          mismatches.append("script \(script): \(found)")
        }
      }
      return mismatches
    }

    @Test(
      "Every example swipe scenario prints the same samples through SwipeTableView on UIKitStub",
      arguments: ExampleScenarios.swipeNames)
    func examplesMatch(name: String) throws {
      let text = try ExampleScenarios.text(named: name)
      let engine = try Self.lines(text, host: .engine)
      let uikit = try Self.lines(text, host: .uikit)
      let found = try Self.firstDifference(engine, uikit, tolerance: 0.01)
      #expect(found == nil, "\(name): \(found ?? "")")
    }
  }

  extension HostComparisonTests {
    /// Every script of this seed agrees: the pager and the page flung at once, two fingers that
    /// overlap, decisions the headless container takes between two of the host's frames (which
    /// the host takes at the same instants, ``SwipeContainer/nextHostedInstant``).
    /// Right to left the scripts of the seed are mirrored (the window forces
    /// `semanticContentAttribute`, touches at `W − x`, pager flings at `−vx`).
    @Test(
      "Random scripts print the same samples through SwipeTableView on UIKitStub",
      arguments: LayoutDirection.cases)
    func randomScriptsMatch(direction: LayoutDirection) throws {
      let mismatches = try Self.mismatches(
        RandomSwipeScenario(allowsDrags: true, layoutDirection: direction), seed: 0x40_57ED)
      #expect(
        mismatches.isEmpty, "\(mismatches.count) of 60 differ; first: \(mismatches.first ?? "")")
    }

    /// Scripts without the pager and the page flung at once, a second finger or touches that
    /// never drag: what a user's one finger can do.
    @Test(
      "Random scripts UIKit can observe print the same samples through SwipeTableView",
      arguments: LayoutDirection.cases)
    func observableScriptsMatch(direction: LayoutDirection) throws {
      let mismatches = try Self.mismatches(
        RandomSwipeScenario(
          allowsDrags: true, observableByUIKit: true, layoutDirection: direction),
        seed: 0x0B5E_12)
      #expect(
        mismatches.isEmpty, "\(mismatches.count) of 60 differ; first: \(mismatches.first ?? "")")
    }

    /// SCENARIOS.md, "One mover": trackpad scrolls from anywhere (the header, the bar, the
    /// pages, either way), UIKit's corrections of a page's offset and an app's whole
    /// `contentInset`s join the scripts, with and without what UIKit cannot observe. Most agree
    /// to 0.01 pt; a few do not yet, a known issue (issue 35's note): a vertical scroll over a
    /// neighbour while `scrollToItem` slides the pager (UIKit keeps the current page aligned to
    /// the scrolled neighbour, the engine does not), and a whole inset or a correction while a
    /// page decelerates or bounces near its end (a few points apart in the frames after); and, as
    /// without these events, a pager a finger stops exactly half a page from two pages right to
    /// left (the index's tie, issue 41's note). The seed's scripts hit only the last.
    @Test(
      "Random scripts with scrolls, corrections and whole insets print the same samples",
      arguments: LayoutDirection.cases)
    func oneMoverScriptsMatch(direction: LayoutDirection) throws {
      var mismatches: [String] = []
      for observable in [false, true] {
        mismatches += try Self.mismatches(
          RandomSwipeScenario(
            allowsDrags: true, observableByUIKit: observable, layoutDirection: direction,
            allowsScrolls: true, allowsPageViewChanges: true),
          seed: 0x0E_3E)
      }
      #expect(mismatches.count <= 8, "\(mismatches.count) of 120 differ")
      withKnownIssue(
        "a scroll beside a sliding pager; an inset or correction near an end; a half-page tie",
        isIntermittent: true
      ) {
        #expect(
          mismatches.isEmpty,
          "\(mismatches.count) of 120 differ; first: \(mismatches.first ?? "")")
      }
    }

    /// Seeds 1 to 8, both generators: 960 scripts, more than 10⁵ touches, flings and calls
    /// through SwipeTableView (each seed's 120 scripts bring over 12,500), every one printing the
    /// same samples and events as the headless engine. One seed per test case, so they run in
    /// parallel.
    @Test(
      "10⁵ random inputs print the same samples through SwipeTableView as headless",
      arguments: 1...8)
    func seedSweepMatches(seed: Int) throws {
      var inputs = 0
      var mismatches: [String] = []
      for observable in [false, true] {
        mismatches += try Self.mismatches(
          RandomSwipeScenario(allowsDrags: true, observableByUIKit: observable),
          seed: UInt64(seed), inputs: &inputs)
      }
      #expect(inputs >= 12_500, "\(inputs) inputs through the UIKit host")
      #expect(
        mismatches.isEmpty,
        "seed \(seed): \(mismatches.count) of 120 differ; first: \(mismatches.first ?? "")")
    }

    /// Scripts of other seeds (a sweep of seeds 1 to 60, 7,200 scripts) that once printed
    /// different samples on the two hosts, each for a reason since fixed: (seed, observable
    /// generator, script index).
    static let onceDiffering: [(UInt64, Bool, Int)] = [
      (1, true, 2), (1, false, 2), (1, false, 32), (3, false, 24), (4, true, 49), (4, false, 3),
      (4, false, 39), (5, true, 11), (5, true, 54), (5, false, 7), (5, false, 52), (6, false, 59),
      (7, true, 9), (7, true, 53), (7, false, 20), (7, false, 34), (8, false, 18), (8, false, 55),
      (9, false, 29), (9, false, 38), (9, false, 45), (9, false, 58), (10, true, 25),
      (10, true, 38), (10, false, 1), (11, true, 9), (11, true, 18), (11, false, 17),
      (11, false, 24), (12, false, 34), (14, true, 8), (14, true, 37), (14, true, 45),
      (14, true, 51), (14, false, 17), (14, false, 28), (14, false, 47), (15, true, 25),
      (15, true, 35), (15, false, 36), (15, false, 40), (17, false, 35), (17, false, 42),
      (19, true, 32), (19, true, 43), (19, false, 15), (20, false, 7), (20, false, 41),
      (23, true, 2), (24, true, 26), (24, true, 53), (24, false, 4), (25, true, 27), (27, true, 8),
      (30, true, 4), (30, false, 4), (30, false, 48), (31, false, 37), (34, true, 2),
      (38, true, 46), (46, false, 6), (54, true, 39), (55, false, 58), (56, true, 41),
      (59, true, 5),
    ]

    @Test("Scripts of other seeds that once differed print the same samples on both hosts")
    func onceDifferingScriptsMatch() throws {
      var mismatches: [String] = []
      for (seed, observable, index) in Self.onceDiffering {
        let generator = RandomSwipeScenario(allowsDrags: true, observableByUIKit: observable)
        var random = SeededGenerator(seed: seed)
        for _ in 0..<index { _ = generator.make(&random) }
        let text = generator.file(&random)
        let engine = try Self.lines(text, host: .engine)
        let uikit = try Self.lines(text, host: .uikit)
        if let found = try Self.firstDifference(engine, uikit, tolerance: 0.01) {
          mismatches.append("seed \(seed) script \(index): \(found)")
        }
      }
      #expect(mismatches.isEmpty, "\(mismatches.count) differ; first: \(mismatches.first ?? "")")
    }
  }
#endif
