#if os(Linux)
  import Foundation
  import SwipeCore
  @testable import SwipeUIKitScenario
  import Testing

  @MainActor @Test func tmpDebug2() throws {
    let text = """
      {"viewport": {"width": 390, "height": 844},
       "swipe": {"topInset": 64, "header": {"height": 260}, "bar": {"height": 40},
         "pages": [{"rows": 30, "rowHeight": 60}, {"rows": 2, "rowHeight": 60}]},
       "events": [{"t": 1.0, "call": "scrollToItem", "index": 1, "animated": true}],
       "sample": {"every": 0.05, "until": 1.2}}
      """
    let scenario = try Scenario.decode(Data(text.utf8))
    guard case .swipe(let scene) = scenario.scene else { return }
    let sim = UIKitSwipeSimulation(scene: scene, viewport: scenario.viewport)
    sim.advance(to: 0.5)
    print("D0 now", sim.table.engine.pagerOffset, sim.table.pager.contentOffset.x)
    sim.table.engine.scrollToItem(at: 1, animated: true)
    print("D1 engine pager", sim.table.engine.pagerOffset, sim.table.engine.pager.phase, "view", sim.table.pager.contentOffset.x)
    sim.table.engine.hostedLayout(at: 0.5)
    print("D2 engine pager", sim.table.engine.pagerOffset, sim.table.engine.pager.phase, "view", sim.table.pager.contentOffset.x)
    sim.advance(to: 0.55)
    print("D3 engine pager", sim.table.engine.pagerOffset, sim.table.engine.pager.phase, "view", sim.table.pager.contentOffset.x)
  }
#endif
