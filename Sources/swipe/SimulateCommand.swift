import Foundation
import SwipeCore
import SwipeScenario

#if os(Linux)
  import SwipeUIKitScenario
#endif

/// `swipe simulate FILE|-`: plays a scenario and prints JSON Lines.
enum SimulateCommand {
  @MainActor static func run(_ arguments: [String]) -> Int32 {
    let data: Data
    switch FileArgument(arguments, command: "simulate", usage: Usage.simulate) {
    case .data(let read): data = read
    case .exit(let status): return status
    }
    let scenario: Scenario
    do {
      scenario = try Scenario.decode(data)
    } catch {
      OutputStream.standardError.write("\(error)\n")
      return 2
    }
    guard var simulation = makeSimulation(scenario) else {
      OutputStream.standardError.write(
        "error: host: the uikit host runs on UIKitStub, which this build does not have\n")
      return 2
    }
    var buffer = ""
    do {
      try ScenarioRunner.run(scenario, on: &simulation) { line in
        buffer += line
        buffer += "\n"
        if buffer.utf8.count > 1 << 16 {
          OutputStream.standardOutput.write(buffer)
          buffer.removeAll(keepingCapacity: true)
        }
      }
    } catch {
      OutputStream.standardOutput.write(buffer)
      OutputStream.standardError.write("\(error)\n")
      return 2
    }
    OutputStream.standardOutput.write(buffer)
    return 0
  }

  /// The scenario's scene on its host: the engine, or SwipeUIKit's view on UIKitStub.
  @MainActor static func makeSimulation(_ scenario: Scenario) -> (any SceneSimulation)? {
    guard scenario.host == .uikit else {
      return scenario.scene.makeSimulation(viewport: scenario.viewport)
    }
    #if os(Linux)
      guard case .swipe(let scene) = scenario.scene else { return nil }
      let simulation = UIKitSwipeSimulation(scene: scene, viewport: scenario.viewport)
      simulation.reportsWrites = scenario.reportsWrites
      return simulation
    #else
      return nil
    #endif
  }
}
