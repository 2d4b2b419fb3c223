#if os(Linux)
  import Foundation
  import SwipeCore
  import SwipeScenario
  import SwipeTestSupport
  import SwipeUIKitScenario
  import Testing

  /// The pages' appearance as SwipeTableView's delegate hears it is what the headless engine
  /// decides, step for step: on every example swipe scenario and on random scripts, where the
  /// UIKit host's pager comes to rest by UIKit's own deceleration.
  @MainActor @Suite("Host comparison: page appearance")
  struct HostAppearanceTests {
    /// The appearance steps of `text` on each host.
    static func steps(_ text: String) throws -> (engine: [String], uikit: [String]) {
      let scenario = try Scenario.decode(Data(text.utf8))
      guard case .swipe(let scene) = scenario.scene else { return ([], []) }
      let engine = SwipeSimulation(scene: scene, viewport: scenario.viewport)
      var played: any SceneSimulation = engine
      ScenarioRunner.play(scenario, on: &played) { _, _ in }
      let uikit = UIKitSwipeSimulation(scene: scene, viewport: scenario.viewport)
      played = uikit
      ScenarioRunner.play(scenario, on: &played) { _, _ in }
      return (engine.appearanceSteps, uikit.appearanceSteps)
    }

    @Test(
      "Every example swipe scenario: the same steps on both hosts",
      arguments: ExampleScenarios.swipeNames)
    func examples(name: String) throws {
      let (engine, uikit) = try Self.steps(ExampleScenarios.text(named: name))
      #expect(engine.count >= 2, "the first page appears")
      #expect(uikit == engine, "\(name)")
    }

    @Test(
      "Random scripts: the same steps on both hosts",
      arguments: [(0x40_57ED, false), (0x0B5E_12, true)])
    func randomScripts(seed: UInt64, observable: Bool) throws {
      var random = SeededGenerator(seed: seed)
      let generator = RandomSwipeScenario(allowsDrags: true, observableByUIKit: observable)
      var differing: [String] = []
      var changes = 0
      for script in 0..<60 {
        let (engine, uikit) = try Self.steps(generator.file(&random))
        changes += engine.filter { $0.hasSuffix(":didAppear") }.count
        if uikit != engine { differing.append("script \(script): \(engine) vs \(uikit)") }
      }
      #expect(changes > 60, "pages change in the scripts")
      #expect(differing.isEmpty, "\(differing.count) of 60; first: \(differing.first ?? "")")
    }
  }
#endif
