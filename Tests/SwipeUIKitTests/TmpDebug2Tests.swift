#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeUIKitScenario
  import UIKitStub
  import Testing

  @MainActor @Test func tmpDebug2() throws {
    let text = try String(contentsOfFile: "/tmp/e.json", encoding: .utf8)
    let scenario = try Scenario.decode(Data(text.utf8))
    guard case .swipe(let scene) = scenario.scene else { return }
    var sim: any SceneSimulation = UIKitSwipeSimulation(scene: scene, viewport: scenario.viewport)
    let u = sim as! UIKitSwipeSimulation
    try ScenarioRunner.play(scenario, on: &sim) { s, t in
      if t >= 2.99 && t <= 3.14, let page = u.table.itemView(at: 0) {
        print("P \(t) off \(page.contentOffset.y) trk \(page.isTracking) drg \(page.isDragging) dec \(page.isDecelerating)")
      }
    }
  }
#endif
